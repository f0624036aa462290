// Journeys through staff accounts: an administrator creates a staff member on the screen, edits them, and
// deactivates them while they are signed in elsewhere; their open session ends at once.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { queryStoppedDatabase } from './support/database';
import { useJourney } from './support/journey';

const PASSWORD = 'matkhau-e2e-123';
const journey = useJourney({ ADMIN_PASSWORD: PASSWORD });

async function signIn(page: Page, account: string, password: string) {
  await page.goto(`${journey.server.url}/admin/dang-nhap`);
  await page.getByLabel('Tài khoản', { exact: true }).fill(account);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await page.waitForURL(/\/admin\/?$/);
}

describe('staff accounts', () => {
  // Two browsers signing in through the form, and a dozen screens between them: at a load of 13 (a CI run beside
  // three other test runs) it took just over the default minute, so it gets the room of the other long journeys.
  it('creates, edits and deactivates a staff member; their open session ends', { timeout: 180_000 }, async () => {
    const owner = await journey.open();
    await journey.signIn(owner.page, 'admin', PASSWORD);

    // The list, then the add page.
    await owner.page.goto(`${journey.server.url}/admin/nhanvien`);
    await owner.page.getByRole('button', { name: 'Thêm nhân viên' }).click();
    await owner.page.waitForURL(/\/admin\/nhanvien\/them-moi$/);
    await owner.page.getByRole('button', { name: 'Tạo tài khoản' }).click();
    await expect.poll(() => owner.page.getByText('Tài khoản không được để trống').count()).toBe(1);

    await owner.page.getByLabel('Tài khoản', { exact: true }).fill('bs.tran.minh');
    await owner.page.getByLabel('Mật khẩu', { exact: true }).fill('bacsi-minh-2026');
    await owner.page.getByLabel('Nhập lại mật khẩu').fill('bacsi-minh-2026');
    await owner.page.getByLabel('Họ tên').fill('Trần Văn Minh');
    await owner.page.getByLabel('Số điện thoại').fill('0912345670');
    await owner.page.getByLabel('Vai trò', { exact: true }).click();
    await owner.page.locator('.ant-select-item-option').filter({ hasText: 'Bác sĩ' }).first().click();
    await owner.page.getByRole('button', { name: 'Tạo tài khoản' }).click();
    await owner.page.waitForURL(/\/admin\/nhanhvien\/[0-9a-f-]{36}$/);
    await expect.poll(() => owner.page.getByText('Đã tạo tài khoản cho Trần Văn Minh').count()).toBe(1);
    const itemUrl = owner.page.url();

    // The same name again is refused, on its field.
    await owner.page.goto(`${journey.server.url}/admin/users/add`);
    await owner.page.getByLabel('Tài khoản', { exact: true }).fill('BS.Tran.Minh');
    await owner.page.getByLabel('Mật khẩu', { exact: true }).fill('bacsi-minh-2026');
    await owner.page.getByLabel('Nhập lại mật khẩu').fill('bacsi-minh-2026');
    await owner.page.getByLabel('Họ tên').fill('Trùng Tên');
    await owner.page.getByLabel('Vai trò', { exact: true }).click();
    await owner.page.locator('.ant-select-item-option').filter({ hasText: 'Bác sĩ' }).first().click();
    await owner.page.getByRole('button', { name: 'Tạo tài khoản' }).click();
    await expect
      .poll(() => owner.page.locator('.ant-form-item-explain-error').filter({ hasText: 'đã được sử dụng' }).count())
      .toBe(1);

    // The doctor signs in elsewhere.
    const doctor = await journey.open();
    await signIn(doctor.page, 'bs.tran.minh', 'bacsi-minh-2026');
    await expect.poll(() => doctor.page.getByText('Trần Văn Minh').count()).toBeGreaterThan(0);

    // Edit: the name and the phone.
    await owner.page.goto(itemUrl);
    const name = owner.page.getByLabel('Họ tên');
    await name.fill('Bác sĩ Trần Văn Minh');
    await owner.page.getByLabel('Số điện thoại').fill('0912345671');
    await owner.page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect.poll(() => owner.page.getByText('Đã cập nhật thông tin của Bác sĩ Trần Văn Minh').count()).toBe(1);

    // The list finds them without diacritics.
    await owner.page.goto(`${journey.server.url}/admin/nhanvien?q=tran van minh`);
    await expect.poll(() => owner.page.getByRole('link', { name: /Bác sĩ Trần Văn Minh/ }).count()).toBe(1);

    // Deactivate.
    await owner.page.goto(itemUrl);
    await owner.page.getByRole('button', { name: 'Khóa tài khoản' }).click();
    await owner.page.locator('.ant-popover').getByRole('button', { name: 'Khóa tài khoản' }).click();
    await expect.poll(() => owner.page.getByText('Đã khóa tài khoản của Bác sĩ Trần Văn Minh').count()).toBe(1);
    await expect.poll(() => owner.page.getByText('Đã khóa', { exact: true }).count()).toBeGreaterThan(0);

    // The doctor's next request ends the session: back to the sign-in page, and no way back in.
    await doctor.page.reload();
    await doctor.page.waitForURL(/\/admin\/dang-nhap/);
    await doctor.page.getByLabel('Tài khoản', { exact: true }).fill('bs.tran.minh');
    await doctor.page.getByLabel('Mật khẩu', { exact: true }).fill('bacsi-minh-2026');
    await doctor.page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect.poll(() => doctor.page.getByText('Tài khoản hoặc mật khẩu không đúng.').count()).toBeGreaterThan(0);

    // Reactivated, they sign in again.
    await owner.page.getByRole('button', { name: 'Mở khóa tài khoản' }).click();
    await expect.poll(() => owner.page.getByText('Đã mở khóa tài khoản của Bác sĩ Trần Văn Minh').count()).toBe(1);
    await signIn(doctor.page, 'bs.tran.minh', 'bacsi-minh-2026');

    await doctor.context.close();
    await owner.context.close();
  });

  it('logged the account’s creation, changes and status without the password', async () => {
    await journey.server.stop();
    const rows = await queryStoppedDatabase<{ hanhdong: string; truoc: unknown; sau: unknown }>(
      journey.server.dataDir,
      `select l.hanhdong, l.truoc, l.sau from lichsuhoatdong l join nhanvien n on n._id::text = l.banghi_id
       where n.taikhoan = 'bs.tran.minh' and l.tainguyen = 'nhanvien' and l.hanhdong in ('TAO', 'CAP_NHAT')
       order by l."createdAt"`,
    );
    expect(rows.map((row) => row.hanhdong)).toEqual(['TAO', 'CAP_NHAT', 'CAP_NHAT', 'CAP_NHAT']);
    expect(rows[1]!.sau).toMatchObject({ hoten: 'Bác sĩ Trần Văn Minh', dienthoai: '0912345671' });
    expect(rows[2]).toMatchObject({ truoc: { kichhoat: true }, sau: { kichhoat: false } });
    expect(JSON.stringify(rows)).not.toContain('argon2');
  });
});
