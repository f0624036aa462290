// Rendering helpers for the back office: staff fixtures for each role, a fake API answering fetch by
// method and path (fresh Response objects, as the browser gives), and the app on a memory router.
import {
  defaultRoleMenus,
  type Dashboard,
  type Health,
  type Lang,
  type RoleCode,
  type StaffInfo,
} from '@phongkham/contracts';
import { render, screen } from '@testing-library/react';
import { InertStyles } from './styles';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { adminRoutes, AdminApp } from '../admin/AdminApp';
import { adminTables } from '../admin/i18n';
import type { Screens } from '../admin/resources';
import { sessionStore } from '../admin/session';
import { I18nProvider } from '../shared/i18n/I18nProvider';
import { persistLanguage } from '../shared/i18n/language';

const roleNames: Record<RoleCode, string> = {
  ADMINISTRATOR: 'Quản trị hệ thống',
  ADMIN: 'Quản trị viên',
  QUANLY: 'Quản lý',
  BACSY: 'Bác sĩ',
  LETAN: 'Lễ tân',
  THUNGAN: 'Thu ngân',
  DUOCSI: 'Dược sĩ',
  KYTHUATVIEN: 'Kỹ thuật viên',
};

export function staffWithRole(ma: RoleCode, overrides: Partial<StaffInfo> = {}): StaffInfo {
  return {
    _id: '3f0e7c1a-5b2d-4c8e-9a61-0d2f4b6c8e10',
    taikhoan: ma === 'BACSY' ? 'bs.lan' : 'quantri',
    hoten: ma === 'BACSY' ? 'Trần Thị Lan' : 'Nguyễn Văn An',
    dienthoai: '0912345678',
    email: 'lan@ankhang.vn',
    hinhanh_id: null,
    phongkham_id: '6f1c2b1e-8d4a-4c3b-9a51-2f7e0d9c4b10',
    vaitro: { _id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', ma, ten: roleNames[ma], menu: defaultRoleMenus[ma] },
    updatedAt: '2024-05-01T08:00:00.000Z',
    ...overrides,
  };
}

/**
 * A form's field by its label's text, and an element by its aria-label: testing-library's getByLabelText reads every
 * label and labelled element of the page and each label's control, seconds over a whole back-office form in jsdom,
 * where these look at labels only or ask the DOM directly.
 */
export function field(text: string): HTMLElement {
  const label = screen.getByText(text, { selector: 'label' }) as HTMLLabelElement;
  const control = label.htmlFor ? document.getElementById(label.htmlFor) : null;
  if (!control) throw new Error(`No field is labelled "${text}"`);
  return control;
}
export function labelled(text: string): HTMLElement {
  const found = document.querySelectorAll<HTMLElement>(`[aria-label="${CSS.escape(text)}"]`);
  if (found.length !== 1) throw new Error(`${found.length} elements are labelled "${text}"`);
  return found[0]!;
}

export const doctor = staffWithRole('BACSY');
export const owner = staffWithRole('ADMINISTRATOR');

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
export const ok = (data: unknown, status = 200) => json({ success: true, data }, status);
export const fail = (message: string, status: number, errors?: Record<string, string>) =>
  json({ success: false, message, ...(errors ? { errors } : {}) }, status);
export const expired = () => fail('Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.', 401);

export const health: Health = {
  status: 'ok',
  version: '0.1.0',
  database: { kind: 'pglite', reachable: true },
  uptime: 754,
};

/** The home's figures as the owner sees them (GET /api/dashboard): every block, a quiet day. */
export const dashboardFigures: Dashboard = {
  homnay: '2026-11-25',
  dautuan: '2026-11-23',
  yeucau: {
    homnay: 3,
    tuannay: 11,
    theoloai: [
      { loaiyeucau: 'DAT_LICH_HEN', trangthai: 'MOI', homnay: 2, tuannay: 6 },
      { loaiyeucau: 'HO_TRO_TU_VAN', trangthai: 'DA_LIEN_HE', homnay: 1, tuannay: 5 },
    ],
    xuhuong: Array.from({ length: 14 }, (_, i) => ({
      ngay: `2026-11-${String(12 + i).padStart(2, '0')}`,
      soluong: i % 4,
    })),
  },
  dangkythanhvien: {
    homnay: 1,
    tuannay: 4,
    tong: 37,
    khuyenmai: { soluong: 50, conlai: 13, giamgia: 30 },
    xuhuong: Array.from({ length: 14 }, (_, i) => ({
      ngay: `2026-11-${String(12 + i).padStart(2, '0')}`,
      soluong: i % 3,
    })),
  },
  xetduyethoso: { choxetduyet: 2 },
  tintuc: [
    {
      _id: '0b8f8e0c-2222-4c3b-9a51-2f7e0d9c4b21',
      tieude: 'Khám sức khỏe định kỳ cho người cao tuổi',
      tieude_en: 'Regular check-ups for older people',
      ngaydang: '2026-11-24T02:00:00.000Z',
    },
  ],
};

type FetchArgs = [input: string, init: RequestInit];
/** Answers one call: the parsed JSON body (if any) in, a Response (or a promise of one) out. */
export type Handler = (body: unknown, init: RequestInit) => Response | Promise<Response>;
export type Routes = Record<string, Handler>;

/**
 * Stubs fetch with an API made of "METHOD /path" handlers (the query is ignored); anything else is a 404.
 * Returns the mock and the calls as "METHOD /path" for short assertions.
 */
export function fakeApi(routes: Routes) {
  const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>(async (input, init) => {
    const key = `${init.method ?? 'GET'} ${String(input).split('?')[0]}`;
    const handler = routes[key];
    if (!handler) return fail('Không tìm thấy nội dung bạn yêu cầu.', 404);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return handler(body, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = () => fetchMock.mock.calls.map(([input, init]) => `${init.method ?? 'GET'} ${String(input)}`);
  const bodyOf = (key: string) => {
    const call = fetchMock.mock.calls.find(([input, init]) => `${init.method} ${String(input)}` === key);
    return call && typeof call[1].body === 'string' ? (JSON.parse(call[1].body) as unknown) : undefined;
  };
  return { fetchMock, calls, bodyOf };
}

/** The API of a signed-in staff member: /me answers them, /api/health is healthy, the home has its figures. */
/**
 * The readable cookie the server sets beside a session's tokens (`phien`): with it the back office asks /me at start,
 * without it it knows nobody is signed in. The test page's cookie jar is emptied before every test.
 */
export function holdSessionCookie(held = true): void {
  document.cookie = held ? 'phien=1; path=/' : 'phien=; path=/; max-age=0';
}

export function signedInApi(staff: StaffInfo, routes: Routes = {}) {
  holdSessionCookie();
  return fakeApi({
    'GET /api/nhanvien/me': () => ok(staff),
    'GET /api/health': () => ok(health),
    'GET /api/dashboard': () => ok(dashboardFigures),
    'POST /api/nhanvien/logout': () => ok(null),
    ...routes,
  });
}

/**
 * The API of nobody signed in: /me is 401 and so is the refresh. The browser holds no session cookie, so the back
 * office asks neither; a test of a session that ran out holds the cookie (holdSessionCookie) to see both asked.
 */
export function signedOutApi(routes: Routes = {}) {
  holdSessionCookie(false);
  return fakeApi({
    'GET /api/nhanvien/me': expired,
    'POST /api/nhanvien/refresh-token': () => fail('Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.', 401),
    'GET /api/health': () => ok(health),
    ...routes,
  });
}

export interface AdminRenderOptions {
  lang?: Lang;
  /** The browser path, /admin included. */
  path?: string;
  /** The screens that exist (default: the real ones). */
  screens?: Screens;
}

/** A page load: the session store (module-wide, like the browser's) starts unknown again. */
export function freshSession(): void {
  sessionStore.set({ status: 'loading' });
}

/** Renders the back office as main.tsx does, on a memory router under /admin. */
export function renderAdmin({ lang = 'vi', path = '/admin/', screens }: AdminRenderOptions = {}) {
  persistLanguage(lang);
  freshSession();
  const router = createMemoryRouter(adminRoutes(screens), { basename: '/admin', initialEntries: [path] });
  const result = render(
    <I18nProvider initialLang={lang} tables={adminTables} onChange={persistLanguage}>
      <AdminApp router={router} />
    </I18nProvider>,
    { wrapper: InertStyles },
  );
  /** Where the router is now, below /admin, with its query. */
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...result, router, location };
}
