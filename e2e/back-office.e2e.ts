// Journeys through the back office's front door: sign-in, the shell and menu, the profile, sign-out.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { queryStoppedDatabase } from './support/database';
import { useJourney } from './support/journey';

const PASSWORD = 'matkhau-e2e-123';
const journey = useJourney({ ADMIN_PASSWORD: PASSWORD });

async function signIn(page: Page, account = 'admin', password = PASSWORD) {
  await page.getByLabel('Tài khoản').fill(account);
  await page.getByLabel('Mật khẩu').fill(password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
}

describe('back office', () => {
  it('sends a visitor to the sign-in page and checks the form with the product’s messages', async () => {
    const { context, page } = await journey.open();
    await page.goto(`${journey.server.url}/admin/hosocanhan`);
    await page.waitForURL(/\/admin\/dang-nhap/);
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect.poll(() => page.getByText('Tài khoản không được để trống').count()).toBe(1);
    expect(await page.getByText('Mật khẩu không được để trống').count()).toBe(1);
    await page.getByLabel('Mật khẩu').fill('123');
    await expect.poll(() => page.getByText('Mật khẩu phải có ít nhất 6 ký tự').count()).toBe(1);

    // A wrong password: the server's answer, and no way in.
    await signIn(page, 'admin', 'sai-mat-khau');
    await expect.poll(() => page.getByText('Tài khoản hoặc mật khẩu không đúng.').count()).toBeGreaterThan(0);
    expect(page.url()).toContain('/admin/dang-nhap');
    await context.close();
  });

  it('signs in, shows the role’s menu, keeps the session across a reload and returns to the page asked for', async () => {
    const { context, page } = await journey.open();
    await page.goto(`${journey.server.url}/admin/hosocanhan`);
    await page.waitForURL(/\/admin\/dang-nhap/);
    await signIn(page);
    await page.waitForURL(/\/admin\/hosocanhan$/);
    await expect.poll(() => page.getByRole('heading', { name: 'Hồ sơ cá nhân' }).count()).toBe(1);

    const cookies = await context.cookies();
    const token = cookies.find((c) => c.name === 'token');
    expect(token?.httpOnly).toBe(true);
    expect(token?.sameSite).toBe('Lax');
    expect(await page.evaluate(() => document.cookie)).not.toContain('token=');

    // ADMINISTRATOR sees the system group.
    const menu = page.getByRole('navigation').or(page.locator('.ant-menu')).first();
    await expect.poll(() => menu.getByText('Hệ thống').count()).toBeGreaterThan(0);

    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Hồ sơ cá nhân' }).count()).toBe(1);
    await context.close();
  });

  it('updates the profile and shows the product’s success message', async () => {
    const { context, page } = await journey.open();
    await page.goto(`${journey.server.url}/admin/dang-nhap`);
    await signIn(page);
    await page.waitForURL(/\/admin\/?$/);
    await page.goto(`${journey.server.url}/admin/hosocanhan`);
    const fullName = page.getByLabel('Họ tên');
    await fullName.fill('Nguyễn Thị Hồng');
    await page.getByLabel('Số điện thoại').fill('0912 34');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect.poll(() => page.getByText('Số điện thoại không hợp lệ').count()).toBe(1);
    await page.getByLabel('Số điện thoại').fill('0912345678');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect.poll(() => page.getByText('Cập nhật Thông tin cá nhân thành công').count()).toBe(1);
    await context.close();
  });

  it('shows the not-found page for an unknown back-office url', async () => {
    const { context, page } = await journey.open();
    await page.goto(`${journey.server.url}/admin/dang-nhap`);
    await signIn(page);
    await page.waitForURL(/\/admin\/?$/);
    await page.goto(`${journey.server.url}/admin/khong-co-trang-nay`);
    await expect.poll(() => page.getByText('Không tìm thấy trang').count()).toBeGreaterThan(0);
    // It says the page does not exist, with no hint of a permission fault, and leads home.
    const result = page.locator('.ant-result');
    expect(await result.innerText()).toContain('Trang bạn tìm không tồn tại.');
    expect(await result.innerText()).not.toContain('quyền');
    await result.getByRole('button', { name: 'Về trang quản trị' }).click();
    await page.waitForURL(/\/admin\/?$/);
    await context.close();
  });

  it('works in English', async () => {
    const { context, page } = await journey.open({ lang: 'en', width: 375 });
    await page.goto(`${journey.server.url}/admin`);
    await page.waitForURL(/\/admin\/dang-nhap/);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByText('Account must not be empty').count()).toBe(1);
    await page.getByLabel('Account').fill('admin');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByText('Bookings / consultations today').count()).toBe(1);
    await context.close();
  });

  it('signs out: the session ends on the server too', async () => {
    const { context, page } = await journey.open();
    await page.goto(`${journey.server.url}/admin/dang-nhap`);
    await signIn(page);
    await page.waitForURL(/\/admin\/?$/);
    const before = await context.cookies();
    const token = before.find((c) => c.name === 'token')!.value;
    await page.getByRole('button', { name: /Tài khoản của/ }).click();
    await page.getByText('Đăng xuất').click();
    await page.waitForURL(/\/admin\/dang-nhap/);
    // The old access token no longer opens anything.
    const me = await fetch(`${journey.server.url}/api/nhanvien/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
    await context.close();
  });

  it('logged every sign-in and the profile change', async () => {
    await journey.server.stop();
    const rows = await queryStoppedDatabase<{ hanhdong: string; n: number }>(
      journey.server.dataDir,
      'select hanhdong, count(*)::int as n from lichsuhoatdong group by hanhdong order by hanhdong',
    );
    const counts = Object.fromEntries(rows.map((r) => [r.hanhdong, r.n]));
    expect(counts).toMatchObject({ CAP_NHAT: 1, DANG_NHAP_THAT_BAI: 1, DANG_XUAT: 1 });
    expect(counts.DANG_NHAP).toBeGreaterThanOrEqual(5);
  });
});
