import type { Health } from '@phongkham/contracts';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../shared/i18n/I18nProvider';
import { persistLanguage } from '../shared/i18n/language';
import { readCookie } from '../test/storage';
import { AdminApp } from './AdminApp';
import { adminTables } from './i18n';

// The back office's router is a browser router under /admin, made when its module loads.
vi.hoisted(() => window.history.replaceState(null, '', '/admin/'));

// Under Vitest, react-router/dom's RouterProvider and react-router's Outlet end up with different copies of
// the router contexts, so nested routes render nothing. The browser bundle has one copy; use the plain
// provider here (react-router/dom only adds flushSync around state updates).
vi.mock('react-router/dom', async () => {
  const { RouterProvider } = await import('react-router');
  return { RouterProvider };
});

type FetchArgs = [input: string, init: RequestInit];
let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;

const healthy: Health = {
  status: 'ok',
  version: '0.1.0',
  database: { kind: 'pglite', reachable: true },
  uptime: 754,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function renderAdmin(lang: 'vi' | 'en' = 'vi') {
  persistLanguage(lang);
  return render(
    <I18nProvider initialLang={lang} tables={adminTables} onChange={persistLanguage}>
      <AdminApp />
    </I18nProvider>,
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
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
});

describe('AdminApp', () => {
  it('shows the back-office frame and the system status from /api/health', async () => {
    fetchMock.mockResolvedValue(json({ success: true, data: healthy }));
    renderAdmin();
    expect(screen.getByRole('heading', { level: 1, name: 'Quản trị phòng khám' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Xem trang web' })).toHaveAttribute('href', '/');
    expect(await screen.findByText('Hoạt động bình thường')).toBeInTheDocument();
    expect(screen.getByText('PGlite (nhúng)')).toBeInTheDocument();
    expect(screen.getByText('12 phút')).toBeInTheDocument();
    expect(document.title).toBe('Quản trị - PhongKham');

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/health');
    expect(init.method).toBe('GET');
    expect(init.headers).toMatchObject({ i18nextLng: 'vi' });
  });

  it('shows the loading indicator while a call is under way', async () => {
    const answer = deferred<Response>();
    fetchMock.mockReturnValue(answer.promise);
    renderAdmin();
    expect(await screen.findByLabelText('Đang tải…')).toBeInTheDocument();
    await act(async () => answer.resolve(json({ success: true, data: healthy })));
    await screen.findByText('Hoạt động bình thường');
    expect(screen.queryByLabelText('Đang tải…')).not.toBeInTheDocument();
  });

  it('shows the default error text as a message when the call fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderAdmin();
    expect(await screen.findByText('Có lỗi xảy ra, vui lòng kiểm tra và thử lại.')).toBeInTheDocument();
    expect(screen.queryByText('Hoạt động bình thường')).not.toBeInTheDocument();
  });

  it('shows the server message of a failure, line breaks kept', async () => {
    fetchMock.mockResolvedValue(json({ success: false, message: 'Dòng một\nDòng hai' }, 503));
    renderAdmin();
    const text = await screen.findByText((_content, element) => element?.textContent === 'Dòng một\nDòng hai', {
      selector: 'span',
    });
    expect(text).toHaveStyle({ whiteSpace: 'pre-line' });
  });

  it('refreshes the status with the refresh button', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ success: true, data: healthy }))
      .mockResolvedValueOnce(json({ success: true, data: { ...healthy, status: 'degraded' } }));
    const user = userEvent.setup();
    renderAdmin();
    await screen.findByText('Hoạt động bình thường');
    await user.click(screen.getByRole('button', { name: 'Làm mới' }));
    expect(await screen.findByText('Không kết nối được cơ sở dữ liệu')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('switches to English, writing the cookie and sending the new language', async () => {
    fetchMock.mockImplementation(async () => json({ success: true, data: healthy }));
    const user = userEvent.setup();
    renderAdmin();
    await screen.findByText('Hoạt động bình thường');
    await user.click(screen.getByText('EN'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Clinic back office' })).toBeInTheDocument();
    expect(screen.getByText('Working normally')).toBeInTheDocument();
    expect(readCookie('i18nextLng')).toBe('en');
    await waitFor(() => expect(document.title).toBe('Back office - PhongKham'));

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(fetchMock.mock.calls.at(-1)![1].headers).toMatchObject({ i18nextLng: 'en' }));
  });

  it('shows the not-found page for an unknown back-office path', async () => {
    goTo('/admin/khong-co');
    fetchMock.mockResolvedValue(json({ success: true, data: healthy }));
    renderAdmin();
    expect(await screen.findByText('Không tìm thấy trang')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Về trang quản trị' }));
    expect(await screen.findByText('Khu vực dành cho nhân viên phòng khám')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin');
  });
});
