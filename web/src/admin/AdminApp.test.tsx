import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { I18nProvider } from '../shared/i18n/I18nProvider';
import { persistLanguage } from '../shared/i18n/language';
import {
  doctor,
  expired,
  fail,
  dashboardFigures,
  freshSession,
  holdSessionCookie,
  ok,
  owner,
  renderAdmin,
  signedInApi,
  signedOutApi,
} from '../test/admin';
import { readCookie } from '../test/storage';
import { AdminApp } from './AdminApp';
import { adminTables } from './i18n';
import { InertStyles } from '../test/styles';
import { setReducedMotion } from '../test/media';
import { theme as antdTheme } from 'antd';
import { createMemoryRouter } from 'react-router';

// The back office's router is a browser router under /admin, made when its module loads.
vi.hoisted(() => window.history.replaceState(null, '', '/admin/'));

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** The app as main.tsx renders it, on the module's browser router. */
function renderBrowserAdmin(lang: 'vi' | 'en' = 'vi') {
  persistLanguage(lang);
  freshSession();
  return render(
    <I18nProvider initialLang={lang} tables={adminTables} onChange={persistLanguage}>
      <AdminApp />
    </I18nProvider>,
    { wrapper: InertStyles },
  );
}

/** Moves the (module-wide) browser router, as the browser's back button would. */
function goTo(path: string) {
  act(() => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

beforeEach(() => {
  goTo('/admin/');
});

describe('AdminApp: the signed-in frame (browser router)', () => {
  it('asks for the own info first, then shows the frame and the home’s figures from /api/dashboard', async () => {
    const { fetchMock, calls } = signedInApi(owner);
    renderBrowserAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Quản trị phòng khám' })).toBeInTheDocument();
    expect(await screen.findByText('Đặt lịch / Tư vấn hôm nay')).toBeInTheDocument();
    expect(document.title).toBe('Quản trị - PhongKham');
    // The own info first; then the home page's figures, the header bell's notices and new requests (the owner
    // views the inbox) and whether the clinic is the demo (its banner), in any order.
    expect(calls()[0]).toBe('GET /api/nhanvien/me');
    expect(calls().slice(1).sort()).toEqual([
      'GET /api/dashboard',
      'GET /api/demo',
      'GET /api/thongbaochung/cua-toi',
      'GET /api/yeucau?trangthai=MOI&limit=1',
    ]);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.headers).toMatchObject({ i18nextLng: 'vi' });
  });

  it('shows a spinner until the own info arrives, and builds the menu only then', async () => {
    const me = deferred<Response>();
    signedInApi(owner, { 'GET /api/nhanvien/me': () => me.promise });
    renderBrowserAdmin();
    expect(await screen.findByLabelText('Đang tải…')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu quản trị' })).not.toBeInTheDocument();
    await act(async () => me.resolve(ok(owner)));
    expect(await screen.findByRole('navigation', { name: 'Menu quản trị' })).toBeInTheDocument();
  });

  it('switches to English, writing the cookie and sending the new language', async () => {
    const { fetchMock } = signedInApi(owner);
    const user = userEvent.setup();
    renderBrowserAdmin();
    await screen.findByText('Đặt lịch / Tư vấn hôm nay');
    await user.click(screen.getByText('EN'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Clinic back office' })).toBeInTheDocument();
    expect(await screen.findByText('Bookings / consultations today')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(readCookie('i18nextLng')).toBe('en');
    await waitFor(() => expect(document.title).toBe('Back office - PhongKham'));

    await user.click(screen.getByRole('button', { name: /Refresh/ }));
    await waitFor(() => expect(fetchMock.mock.calls.at(-1)![1].headers).toMatchObject({ i18nextLng: 'en' }));
  });

  it('names the open screen in the browser tab, in the chosen language, and goes back to the general title', async () => {
    goTo('/admin/vaitro');
    signedInApi(owner);
    const user = userEvent.setup();
    renderBrowserAdmin();
    await waitFor(() => expect(document.title).toBe('Vai trò - Quản trị - PhongKham'));
    await user.click(screen.getByText('EN'));
    await waitFor(() => expect(document.title).toBe('Roles - Back office - PhongKham'));
    await user.click(screen.getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(document.title).toBe('Back office - PhongKham'));
  });

  it('sends an unknown back-office path to /admin/not-found, whose button leads home', async () => {
    goTo('/admin/khong-co');
    signedInApi(owner);
    renderBrowserAdmin();
    expect(await screen.findByText('Không tìm thấy trang')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/not-found');
    await userEvent.click(screen.getByRole('button', { name: 'Về trang quản trị' }));
    expect(await screen.findByText('Khu vực dành cho nhân viên phòng khám')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin');
  });

  it('sends a visitor who is not signed in to the sign-in page, keeping the path asked for', async () => {
    goTo('/admin/hosocanhan');
    const { calls } = signedOutApi();
    renderBrowserAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Đăng nhập' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/dang-nhap');
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/hosocanhan');
    // No session cookie: nothing to ask the API, so the sign-in page logs no 401s (/me, refresh-token); it only
    // reads the public demo accounts it lists while the clinic is the demo.
    expect(calls()).toEqual(['GET /api/demo']);
  });

  it('asks the API when the browser holds a session that has run out, then signs in again', async () => {
    goTo('/admin/hosocanhan');
    const { calls } = signedOutApi();
    holdSessionCookie();
    renderBrowserAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Đăng nhập' })).toBeInTheDocument();
    expect(calls().filter((call) => call !== 'GET /api/demo')).toEqual([
      'GET /api/nhanvien/me',
      'POST /api/nhanvien/refresh-token',
    ]);
  });
});

describe('AdminApp: the home page', () => {
  it('shows the loading indicator while a call is under way', async () => {
    const answer = deferred<Response>();
    signedInApi(owner, { 'GET /api/dashboard': () => answer.promise });
    renderAdmin();
    expect(await screen.findByRole('navigation', { name: 'Menu quản trị' })).toBeInTheDocument();
    expect(screen.getByLabelText('Đang tải…')).toBeInTheDocument();
    await act(async () => answer.resolve(ok(dashboardFigures)));
    await screen.findByText('Đặt lịch / Tư vấn hôm nay');
    expect(screen.queryByLabelText('Đang tải…')).not.toBeInTheDocument();
  });

  it('shows the default error text as a message when the call fails', async () => {
    signedInApi(owner, { 'GET /api/dashboard': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderAdmin();
    expect(await screen.findByText('Có lỗi xảy ra, vui lòng kiểm tra và thử lại.')).toBeInTheDocument();
    expect(screen.queryByText('Đặt lịch / Tư vấn hôm nay')).not.toBeInTheDocument();
  });

  it('shows the server message of a failure, line breaks kept', async () => {
    signedInApi(owner, { 'GET /api/dashboard': () => fail('Dòng một\nDòng hai', 503) });
    renderAdmin();
    const text = await screen.findByText((_content, element) => element?.textContent === 'Dòng một\nDòng hai', {
      selector: 'span',
    });
    expect(text).toHaveStyle({ whiteSpace: 'pre-line' });
  });

  it('refreshes the figures with the refresh button', async () => {
    let answers = 0;
    const { calls } = signedInApi(owner, {
      'GET /api/dashboard': () =>
        ok(answers++ === 0 ? dashboardFigures : { ...dashboardFigures, xetduyethoso: { choxetduyet: 9 } }),
    });
    const user = userEvent.setup();
    renderAdmin();
    const waiting = await screen.findByRole('link', { name: /Hồ sơ chờ xét duyệt/ });
    expect(waiting).toHaveTextContent(/2$/);
    await user.click(screen.getByRole('button', { name: /Làm mới/ }));
    await waitFor(() => expect(screen.getByRole('link', { name: /Hồ sơ chờ xét duyệt/ })).toHaveTextContent(/9$/));
    expect(calls().filter((call) => call === 'GET /api/dashboard')).toHaveLength(2);
  });
});

describe('AdminApp: the session', () => {
  it('resets to the sign-in page when the own info cannot be fetched, with the error shown', async () => {
    const { calls } = signedInApi(owner, { 'GET /api/nhanvien/me': () => fail('Lỗi máy chủ', 500) });
    const { location } = renderAdmin({ path: '/admin/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Đăng nhập' })).toBeInTheDocument();
    expect(location()).toBe('/admin/dang-nhap');
    expect(await screen.findByText('Lỗi máy chủ')).toBeInTheDocument();
    expect(calls().filter((call) => call !== 'GET /api/demo')).toEqual(['GET /api/nhanvien/me']);
  });

  it('renews an expired access token at start and carries on signed in', async () => {
    let renewed = false;
    const { calls } = signedInApi(owner, {
      'GET /api/nhanvien/me': () => (renewed ? ok(owner) : expired()),
      'POST /api/nhanvien/refresh-token': () => {
        renewed = true;
        return ok({ token: 't', refreshToken: 'r', exp: 1 });
      },
    });
    renderAdmin();
    expect(await screen.findByText('Đặt lịch / Tư vấn hôm nay')).toBeInTheDocument();
    expect(calls().slice(0, 3)).toEqual([
      'GET /api/nhanvien/me',
      'POST /api/nhanvien/refresh-token',
      'GET /api/nhanvien/me',
    ]);
    expect(calls().slice(3).sort()).toEqual([
      'GET /api/dashboard',
      'GET /api/demo',
      'GET /api/thongbaochung/cua-toi',
      'GET /api/yeucau?trangthai=MOI&limit=1',
    ]);
  });

  it('sends the user to sign in again when the session ends under them, saying why, without an error toast', async () => {
    let ended = false;
    signedInApi(doctor, {
      'GET /api/dashboard': () => (ended ? expired() : ok(dashboardFigures)),
      'POST /api/nhanvien/refresh-token': () => fail('Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.', 401),
    });
    const user = userEvent.setup();
    const { location } = renderAdmin();
    await screen.findByText('Đặt lịch / Tư vấn hôm nay');
    ended = true;
    await user.click(screen.getByRole('button', { name: /Làm mới/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Đăng nhập' })).toBeInTheDocument();
    expect(location()).toBe('/admin/dang-nhap');
    expect(screen.getByRole('alert')).toHaveTextContent('Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.');
    expect(document.querySelector('.ant-message')?.textContent ?? '').toBe('');
  });

  it('keeps the page asked for when the session ends on it', async () => {
    signedInApi(doctor, {
      'PUT /api/nhanvien/3f0e7c1a-5b2d-4c8e-9a61-0d2f4b6c8e10': expired,
      'POST /api/nhanvien/refresh-token': () => fail('Hết hạn', 401),
    });
    const user = userEvent.setup();
    const { location } = renderAdmin({ path: '/admin/hosocanhan' });
    await user.click(await screen.findByRole('button', { name: 'Lưu thay đổi' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Đăng nhập' })).toBeInTheDocument();
    expect(location()).toBe('/admin/dang-nhap?redirect=%2Fhosocanhan');
    expect(screen.queryByText('Có lỗi trong quá trình cập nhật, vui lòng thử lại')).not.toBeInTheDocument();
  });

  it('signs out from the user menu: POST logout, then the sign-in page without a way back', async () => {
    const { calls } = signedInApi(doctor);
    const user = userEvent.setup();
    const { location } = renderAdmin({ path: '/admin/hosocanhan' });
    await user.click(await screen.findByRole('button', { name: 'Tài khoản của Trần Thị Lan' }));
    await user.click(await screen.findByText('Đăng xuất'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Đăng nhập' })).toBeInTheDocument();
    expect(location()).toBe('/admin/dang-nhap');
    expect(calls()).toContain('POST /api/nhanvien/logout');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('AdminApp: motion', () => {
  function MotionProbe() {
    const { token } = antdTheme.useToken();
    return <output aria-label="motion">{String(token.motion)}</output>;
  }
  const renderProbe = () =>
    render(
      <I18nProvider initialLang="vi" tables={adminTables} onChange={persistLanguage}>
        <AdminApp
          router={createMemoryRouter([{ path: '/', element: <MotionProbe /> }], {
            basename: '/admin',
            initialEntries: ['/admin/'],
          })}
        />
      </I18nProvider>,
      { wrapper: InertStyles },
    );

  it('turns the dialogs’ and menus’ animations off when the system asks for reduced motion, and only then', () => {
    signedInApi(owner);
    setReducedMotion(true);
    const still = renderProbe();
    expect(screen.getByLabelText('motion')).toHaveTextContent('false');
    still.unmount();

    setReducedMotion(false);
    renderProbe();
    expect(screen.getByLabelText('motion')).toHaveTextContent('true');
  });
});
