// The single pages' screens: the list of every page with its content state and public address, a page's editor
// at /danh-sach-trang/<code> (a page without content opens empty and its first save creates it), and the pages
// with a back-office page of their own (/gioi-thieu) opening straight on their editor, under their own grant.
import type { PageCode, PageRecord, PageRow, RoleMenuEntry } from '@phongkham/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, owner, signedInApi, staffWithRole } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { AboutPageScreen, PagesScreen } from './PagesScreen';

/**
 * A button by its text. Checking that none is there by role and accessible name took tens of seconds in jsdom on
 * these screens (every element's name is computed); the text query answers the same question at once.
 */
const buttonNamed = (name: string | RegExp) => screen.queryByText(name, { selector: 'button, button *' });

const codes: PageCode[] = [
  'GIOI_THIEU',
  'LIEN_HE',
  'TU_THIEN',
  'XET_DUYET_HO_SO',
  'DANG_KY_THANH_VIEN',
  'CHINH_SACH_BAO_MAT',
  'DIEU_KHOAN_SU_DUNG',
];
const paths: Record<PageCode, string> = {
  GIOI_THIEU: '/gioi-thieu',
  LIEN_HE: '/lien-he',
  TU_THIEN: '/tu-thien',
  XET_DUYET_HO_SO: '/xet-duyet-ho-so',
  DANG_KY_THANH_VIEN: '/dang-ky-thanh-vien',
  CHINH_SACH_BAO_MAT: '/chinh-sach-bao-mat',
  DIEU_KHOAN_SU_DUNG: '/dieu-khoan-su-dung',
};

const row = (ma: PageCode, over: Partial<PageRow> = {}): PageRow => ({
  _id: ma,
  ma,
  thutu: codes.indexOf(ma),
  tieude: `Trang ${ma}`,
  tieude_en: `Page ${ma}`,
  conoidung: true,
  duongdan: paths[ma],
  updatedAt: '2026-04-01T03:00:00.000Z',
  ...over,
});
const rows = codes.map((ma) =>
  ma === 'DIEU_KHOAN_SU_DUNG' ? row(ma, { tieude: null, tieude_en: null, conoidung: false, updatedAt: null }) : row(ma),
);
const list = (docs: PageRow[]) => ({ docs, totalDocs: docs.length, page: 1, limit: 10, totalPages: 1 });

const record = (ma: PageCode, over: Partial<PageRecord> = {}): PageRecord => ({
  _id: '0190d7c4-5a5a-7000-8000-0000000000a1',
  ma,
  tieude: 'Chính sách bảo mật',
  tieude_en: 'Privacy policy',
  mota: 'Cách phòng khám bảo vệ dữ liệu của bạn.',
  mota_en: null,
  noidung: '<p>Chúng tôi chỉ thu thập họ tên và số điện thoại.</p>',
  noidung_en: '<p>We only collect your name and phone number.</p>',
  hinhanh_id: null,
  hinhanh: null,
  updatedAt: '2026-04-01T03:00:00.000Z',
  ...over,
});
const blank = (ma: PageCode): PageRecord => ({
  _id: null,
  ma,
  tieude: '',
  tieude_en: null,
  mota: null,
  mota_en: null,
  noidung: null,
  noidung_en: null,
  hinhanh_id: null,
  hinhanh: null,
  updatedAt: null,
});

const entry = (url: string, flags: Partial<RoleMenuEntry> = {}): RoleMenuEntry => ({
  url,
  view: true,
  create: false,
  update: false,
  delete: false,
  actions: [],
  ...flags,
});
const withMenu = (...menu: RoleMenuEntry[]) =>
  staffWithRole('QUANLY', {
    vaitro: { _id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c77', ma: 'QUANLY', ten: 'Biên tập', menu },
  });

const sent = (api: ReturnType<typeof signedInApi>, method: string) =>
  api.fetchMock.mock.calls.filter(([, init]) => init.method === method);

describe('the page list', { timeout: 120_000 }, () => {
  it('lists every page with its title, content state, last change and public address, linking to its editor', async () => {
    signedInApi(owner, { 'GET /api/trang': () => ok(list(rows)) });
    renderScreen({ screen: PagesScreen, url: '/danh-sach-trang' });
    const privacy = await screen.findByRole('link', { name: 'Chính sách bảo mật' });
    expect(privacy).toHaveAttribute('href', '/danh-sach-trang/CHINH_SACH_BAO_MAT');
    const line = privacy.closest('tr') as HTMLElement;
    expect(within(line).getByText('Trang CHINH_SACH_BAO_MAT')).toBeInTheDocument();
    expect(within(line).getByText('Đã có nội dung')).toBeInTheDocument();
    expect(within(line).getByRole('link', { name: /\/chinh-sach-bao-mat/ })).toHaveAttribute(
      'href',
      '/chinh-sach-bao-mat',
    );
    expect(within(line).getByRole('link', { name: /\/chinh-sach-bao-mat/ })).toHaveAttribute('target', '_blank');
    const terms = screen.getByRole('link', { name: 'Điều khoản sử dụng' }).closest('tr') as HTMLElement;
    expect(within(terms).getByText('Chưa có nội dung')).toBeInTheDocument();
    // Pages are saved, never added or removed.
    expect(buttonNamed(/Thêm/)).toBeNull();
  });

  it('edits a page in vi and en and saves it by its code', async () => {
    const api = signedInApi(owner, {
      'GET /api/trang': () => ok(list(rows)),
      'GET /api/trang/CHINH_SACH_BAO_MAT': () => ok(record('CHINH_SACH_BAO_MAT')),
      'PUT /api/trang/CHINH_SACH_BAO_MAT': (body) =>
        ok({ ...record('CHINH_SACH_BAO_MAT'), ...(body as object), updatedAt: '2026-04-02T03:00:00.000Z' }),
    });
    renderScreen({ screen: PagesScreen, url: '/danh-sach-trang', path: '/danh-sach-trang/CHINH_SACH_BAO_MAT' });
    expect(await screen.findByText('Sửa trang: Chính sách bảo mật')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Xem trang trên website/ })).toHaveAttribute('href', '/chinh-sach-bao-mat');
    const title = screen.getByLabelText('Tiêu đề');
    await userEvent.clear(title);
    await userEvent.paste('Chính sách bảo mật dữ liệu cá nhân');
    await userEvent.click(screen.getByRole('tab', { name: 'Tiếng Anh' }));
    const english = screen.getByLabelText('Tiêu đề – tiếng Anh');
    await userEvent.clear(english);
    await userEvent.paste('Personal data protection policy');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu trang' }));
    expect(await screen.findByText(/Đã lưu trang “Chính sách bảo mật dữ liệu cá nhân”/)).toBeInTheDocument();
    const [put] = sent(api, 'PUT');
    expect(put![0]).toBe('/api/trang/CHINH_SACH_BAO_MAT');
    expect(JSON.parse(put![1].body as string)).toEqual({
      tieude: 'Chính sách bảo mật dữ liệu cá nhân',
      tieude_en: 'Personal data protection policy',
      mota: 'Cách phòng khám bảo vệ dữ liệu của bạn.',
      mota_en: null,
      noidung: '<p>Chúng tôi chỉ thu thập họ tên và số điện thoại.</p>',
      noidung_en: '<p>We only collect your name and phone number.</p>',
      hinhanh_id: null,
    });
  });

  it('opens a page without content empty, requires its title, and creates it with its first save', async () => {
    const api = signedInApi(owner, {
      'GET /api/trang/DIEU_KHOAN_SU_DUNG': () => ok(blank('DIEU_KHOAN_SU_DUNG')),
      'PUT /api/trang/DIEU_KHOAN_SU_DUNG': (body) =>
        ok({ ...record('DIEU_KHOAN_SU_DUNG'), ...(body as object), _id: '0190d7c4-5a5a-7000-8000-0000000000a2' }),
    });
    renderScreen({ screen: PagesScreen, url: '/danh-sach-trang', path: '/danh-sach-trang/DIEU_KHOAN_SU_DUNG' });
    expect(await screen.findByText(/Trang này chưa có nội dung/)).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Lưu trang' });
    await userEvent.click(save);
    expect(await screen.findByText('Không được để trống')).toBeInTheDocument();
    expect(sent(api, 'PUT')).toHaveLength(0);
    await userEvent.click(screen.getByLabelText('Tiêu đề'));
    await userEvent.paste('Điều khoản sử dụng');
    await userEvent.click(save);
    await waitFor(() => expect(sent(api, 'PUT')).toHaveLength(1));
    expect(JSON.parse(sent(api, 'PUT')[0]![1].body as string)).toMatchObject({ tieude: 'Điều khoản sử dụng' });
    expect(await screen.findByText(/Đã lưu trang “Điều khoản sử dụng”/)).toBeInTheDocument();
  });

  it('shows the not-found page for a code that is not a page', async () => {
    signedInApi(owner, {});
    renderScreen({ screen: PagesScreen, url: '/danh-sach-trang', path: '/danh-sach-trang/TRANG_LA' });
    expect(await screen.findByText('Không tìm thấy trang')).toBeInTheDocument();
  });
});

describe('a page with its own back-office page', { timeout: 120_000 }, () => {
  it('opens /gioi-thieu on the about page’s editor, with no list to go back to', async () => {
    const api = signedInApi(owner, {
      'GET /api/trang/GIOI_THIEU': () => ok(record('GIOI_THIEU', { tieude: 'Giới thiệu An Tâm' })),
    });
    renderScreen({ screen: AboutPageScreen, url: '/gioi-thieu', lang: 'en' });
    expect(await screen.findByText('Edit page: About')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Giới thiệu An Tâm')).toBeEnabled();
    expect(buttonNamed(/Back to the list/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Save page' })).toBeInTheDocument();
    expect(sent(api, 'GET').map(([url]) => url)).not.toContain('/api/trang');
  });

  it('is read-only with view only, and editable with the page’s own update grant', async () => {
    const viewer = withMenu(entry('/gioi-thieu'));
    signedInApi(viewer, { 'GET /api/trang/GIOI_THIEU': () => ok(record('GIOI_THIEU', { tieude: 'Giới thiệu' })) });
    const first = renderScreen({ screen: AboutPageScreen, url: '/gioi-thieu', staff: viewer });
    expect(await screen.findByDisplayValue('Giới thiệu')).toBeDisabled();
    expect(buttonNamed('Lưu trang')).toBeNull();
    first.unmount();

    // Update on another page's own url does not reach this one; on its own url it does.
    const contactEditor = withMenu(entry('/gioi-thieu'), entry('/lien-he', { update: true }));
    signedInApi(contactEditor, {
      'GET /api/trang/GIOI_THIEU': () => ok(record('GIOI_THIEU', { tieude: 'Giới thiệu' })),
    });
    const second = renderScreen({ screen: AboutPageScreen, url: '/gioi-thieu', staff: contactEditor });
    expect(await screen.findByDisplayValue('Giới thiệu')).toBeDisabled();
    second.unmount();

    const aboutEditor = withMenu(entry('/gioi-thieu', { update: true }));
    signedInApi(aboutEditor, { 'GET /api/trang/GIOI_THIEU': () => ok(record('GIOI_THIEU', { tieude: 'Giới thiệu' })) });
    renderScreen({ screen: AboutPageScreen, url: '/gioi-thieu', staff: aboutEditor });
    expect(await screen.findByDisplayValue('Giới thiệu')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Lưu trang' })).toBeInTheDocument();
  });
});
