import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { doctor, fail, holdSessionCookie, ok, owner, renderAdmin, signedOutApi } from '../../test/admin';
import { redirectTarget } from './SignInPage';

const loginAnswer = (staff = doctor) => ok({ token: 'jwt', refreshToken: 'r', exp: 1_900_000_000, nhanvien: staff });

async function openSignIn(options: Parameters<typeof renderAdmin>[0] = {}) {
  const rendered = renderAdmin({ path: '/admin/dang-nhap', ...options });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

const accountField = (name = 'Tài khoản') => screen.getByLabelText(name);
const passwordField = (name = 'Mật khẩu') => screen.getByLabelText(name);

describe('SignInPage', () => {
  it('lists the demo clinic’s people and their password while the demo is on; choosing one fills the form', async () => {
    signedOutApi({
      'GET /api/demo': () =>
        ok({
          mo: true,
          matkhau: 'mat-khau-mau',
          taikhoan: [
            { taikhoan: 'letan.demo', hoten: 'Lý Thị Thanh Hằng', vaitro: 'LETAN' },
            { taikhoan: 'bacsi.demo', hoten: 'Trịnh Quang Vinh', vaitro: 'BACSY' },
          ],
        }),
    });
    const user = userEvent.setup();
    await openSignIn();
    expect(await screen.findByText('Phòng khám mẫu đang chạy')).toBeInTheDocument();
    expect(screen.getByText('Lý Thị Thanh Hằng')).toBeInTheDocument();
    expect(screen.getByText('letan.demo')).toBeInTheDocument();
    expect(screen.getByText('mat-khau-mau')).toBeInTheDocument();
    expect(screen.getByText(/Mật khẩu này công khai/)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Dùng tài khoản này' })[1]!);
    expect(accountField()).toHaveValue('bacsi.demo');
    expect(passwordField()).toHaveValue('mat-khau-mau');
  });

  it('shows no demo once it has ended', async () => {
    signedOutApi({ 'GET /api/demo': () => ok(null) });
    await openSignIn();
    expect(screen.queryByText('Phòng khám mẫu đang chạy')).not.toBeInTheDocument();
  });

  it('shows neither the demo people nor the password once a real account has closed the demo sign-in', async () => {
    const { calls } = signedOutApi({ 'GET /api/demo': () => ok({ mo: false, matkhau: null, taikhoan: [] }) });
    await openSignIn();
    await waitFor(() => expect(calls()).toContain('GET /api/demo'));
    expect(screen.queryByText('Phòng khám mẫu đang chạy')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dùng tài khoản này' })).not.toBeInTheDocument();
  });

  it('shows the clinic mark, the form and the language switch', async () => {
    signedOutApi();
    await openSignIn();
    expect(screen.getByRole('heading', { level: 1, name: 'Đăng nhập' })).toBeInTheDocument();
    expect(screen.getByText('PhongKham')).toBeInTheDocument();
    expect(accountField()).toHaveAttribute('autocomplete', 'username');
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: /Về trang web/ })).toHaveAttribute('href', '/');
    expect(screen.getByText('EN')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu quản trị' })).not.toBeInTheDocument();
  });

  it('gives the contract messages in Vietnamese for empty fields and a short password', async () => {
    const { fetchMock } = signedOutApi();
    const user = userEvent.setup();
    await openSignIn();
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByText('Tài khoản không được để trống')).toBeInTheDocument();
    expect(screen.getByText('Mật khẩu không được để trống')).toBeInTheDocument();

    await user.type(accountField(), '   ');
    await user.type(passwordField(), '12345');
    expect(await screen.findByText('Mật khẩu phải có ít nhất 6 ký tự')).toBeInTheDocument();
    expect(screen.getByText('Tài khoản không được để trống')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/nhanvien/login');
  });

  it('gives the same messages in English', async () => {
    signedOutApi();
    const user = userEvent.setup();
    await openSignIn({ lang: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Account must not be empty')).toBeInTheDocument();
    expect(screen.getByText('Password must not be empty')).toBeInTheDocument();
    await user.type(passwordField('Password'), 'abc');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it('changes the messages shown when the language changes', async () => {
    signedOutApi();
    const user = userEvent.setup();
    await openSignIn();
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    await screen.findByText('Tài khoản không được để trống');
    await user.click(screen.getByText('EN'));
    expect(await screen.findByText('Account must not be empty')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Tài khoản không được để trống')).not.toBeInTheDocument());
  });

  it('signs in, goes to /admin and shows only the pages the role may view (doctor)', async () => {
    const { calls, bodyOf } = signedOutApi({ 'POST /api/nhanvien/login': () => loginAnswer(doctor) });
    const user = userEvent.setup();
    // Of the doctor's two pages, one has a screen: a link; the other is shown as coming.
    const { location } = await openSignIn({ screens: { '/tai-khoan-benh-nhan': () => <p>Bệnh nhân</p> } });
    await user.type(accountField(), ' bs.lan ');
    await user.type(passwordField(), 'matkhau123');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));

    const nav = await screen.findByRole('navigation', { name: 'Menu quản trị' });
    expect(location()).toBe('/admin');
    expect(bodyOf('POST /api/nhanvien/login')).toEqual({ taikhoan: 'bs.lan', matkhau: 'matkhau123' });
    // Nobody was signed in (no session cookie): no refresh at start; and sign-in itself never asks for one.
    expect(calls().filter((call) => call === 'POST /api/nhanvien/refresh-token')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Tài khoản của Trần Thị Lan' })).toHaveTextContent('TLTrần Thị Lan');

    const menu = within(nav);
    expect(menu.getByRole('link', { name: 'Trang chủ' })).toHaveAttribute('href', '/admin');
    expect(menu.queryByText('Hệ thống')).not.toBeInTheDocument();
    await user.click(menu.getByText('Phòng khám'));
    await user.click(menu.getByText('Nội dung'));
    const links = menu.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Trang chủ', '/admin'],
      ['Tài khoản bệnh nhân', '/admin/tai-khoan-benh-nhan'],
    ]);
    expect(menu.getByRole('menuitem', { name: /^Thông báo chung\s*Sắp có$/ })).toHaveAttribute('aria-disabled', 'true');
  });

  it('goes to the page first asked for after signing in', async () => {
    signedOutApi({ 'POST /api/nhanvien/login': () => loginAnswer(doctor) });
    const user = userEvent.setup();
    const { location } = renderAdmin({ path: '/admin/hosocanhan' });
    await screen.findByRole('heading', { level: 1, name: 'Đăng nhập' });
    expect(location()).toBe('/admin/dang-nhap?redirect=%2Fhosocanhan');
    await user.type(accountField(), 'bs.lan');
    await user.type(passwordField(), 'matkhau123');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Hồ sơ cá nhân' })).toBeInTheDocument();
    expect(location()).toBe('/admin/hosocanhan');
  });

  it('shows the system group to the system administrator', async () => {
    signedOutApi({ 'POST /api/nhanvien/login': () => loginAnswer(owner) });
    const user = userEvent.setup();
    await openSignIn();
    await user.type(accountField(), 'quantri');
    await user.type(passwordField(), 'matkhau123');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    const menu = within(await screen.findByRole('navigation', { name: 'Menu quản trị' }));
    await user.click(menu.getByText('Hệ thống'));
    expect(menu.getByRole('link', { name: 'Quản lý menu' })).toHaveAttribute('href', '/admin/menu');
    expect(menu.getByRole('link', { name: 'Lịch sử hoạt động' })).toHaveAttribute('href', '/admin/lich-su-hoat-dong');
    // Pages reached from others are not in the menu.
    expect(menu.queryByText('Danh sách vai trò')).not.toBeInTheDocument();
  });

  it("shows the server's refusal above the button and stays on the page", async () => {
    const { calls } = signedOutApi({
      'POST /api/nhanvien/login': () => fail('Tài khoản hoặc mật khẩu không đúng', 401),
    });
    const user = userEvent.setup();
    const { location } = await openSignIn();
    await user.type(accountField(), 'bs.lan');
    await user.type(passwordField(), 'saimatkhau');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tài khoản hoặc mật khẩu không đúng');
    expect(location()).toBe('/admin/dang-nhap');
    expect(calls().filter((call) => call === 'POST /api/nhanvien/refresh-token')).toHaveLength(0);
    // One place for the message: no toast as well.
    expect(screen.getAllByText('Tài khoản hoặc mật khẩu không đúng')).toHaveLength(1);
  });

  it('shows the rate limit message after too many tries', async () => {
    signedOutApi({
      'POST /api/nhanvien/login': () => fail('Bạn thao tác quá nhanh, vui lòng thử lại sau ít phút.', 429),
    });
    const user = userEvent.setup();
    await openSignIn();
    await user.type(accountField(), 'bs.lan');
    await user.type(passwordField(), 'saimatkhau');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bạn thao tác quá nhanh, vui lòng thử lại sau ít phút.');
  });

  it('sends a signed-in staff member on to the back office', async () => {
    signedOutApi({ 'GET /api/nhanvien/me': () => ok(doctor) });
    holdSessionCookie();
    const { location } = renderAdmin({ path: '/admin/dang-nhap' });
    await screen.findByRole('navigation', { name: 'Menu quản trị' });
    await waitFor(() => expect(location()).toBe('/admin'));
  });
});

describe('redirectTarget', () => {
  it('keeps a back-office path and its query', () => {
    expect(redirectTarget('/hosocanhan')).toBe('/hosocanhan');
    expect(redirectTarget('/tin-tuc?page=2')).toBe('/tin-tuc?page=2');
    expect(redirectTarget('/admin/hosocanhan')).toBe('/hosocanhan');
    expect(redirectTarget('/admin')).toBe('/');
  });

  it('goes home for anything else: nothing, another site, the sign-in page itself', () => {
    for (const value of [
      null,
      '',
      'tin-tuc',
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      '/dang-nhap',
    ]) {
      expect(redirectTarget(value)).toBe('/');
    }
    expect(redirectTarget('/dang-nhap?redirect=%2F')).toBe('/');
  });
});
