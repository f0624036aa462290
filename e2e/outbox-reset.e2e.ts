// Journey through the outbox: a receptionist forgets her password and asks for a code by phone; no SMS gateway is
// configured, so the code waits in the outbox, where the owner reads it at /admin/sms (the reading recorded in the
// activity history) and passes it on; she confirms it, sets a new password and signs in with it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';

const PASSWORD = 'matkhau-e2e-123';
const PHONE = '0913000222';
const journey = useJourney({ ADMIN_PASSWORD: PASSWORD });

async function signIn(page: Page, account: string, password: string) {
  await page.goto(`${journey.server.url}/admin/dang-nhap`);
  await page.getByLabel('Tài khoản', { exact: true }).fill(account);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await page.waitForURL(/\/admin\/?$/);
}

describe('a password reset whose code is read from /admin/sms', () => {
  it('the owner reads the code in the outbox; the staff member resets her password with it', async () => {
    const owner = await journey.open();
    await journey.signIn(owner.page, 'admin', PASSWORD);
    const base = journey.server.url;
    const api = owner.context.request;
    const roles = (await (await api.get(`${base}/api/vaitro?limit=0`)).json()).data.docs as {
      _id: string;
      ma: string;
    }[];
    const account = await api.post(`${base}/api/nhanvien`, {
      data: {
        taikhoan: 'letan.hoa',
        matkhau: 'mat-khau-da-quen',
        hoten: 'Ngô Thị Hoa',
        dienthoai: PHONE,
        vaitro_id: roles.find((r) => r.ma === 'BACSY')!._id,
      },
    });
    expect(account.status()).toBe(201);

    // She asks for a code, on her phone.
    const staff = await journey.open({ width: 375 });
    await staff.page.goto(`${base}/admin/forget-password`);
    await staff.page.getByText('Qua số điện thoại').click();
    await staff.page.getByRole('textbox', { name: 'Số điện thoại' }).fill(PHONE);
    await staff.page.getByRole('button', { name: 'Gửi mã xác nhận' }).click();
    await expect.poll(() => staff.page.getByLabel('Mã xác nhận').count()).toBe(1);

    // The owner finds it in the outbox: an SMS to her number, kept by the outbox (no gateway), and opens it.
    await owner.page.goto(`${base}/admin/sms?kenh=SMS`);
    const row = owner.page.locator('tr', { hasText: PHONE });
    await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(1);
    // Kept, not sent: the list says so rather than "Đã gửi" (decision 0041).
    await expect.poll(() => row.getByText('Chỉ lưu (chưa cấu hình nhà mạng)').count()).toBe(1);
    await row.getByRole('link').first().click();
    const text = owner.page.getByText(/PhongKham: mã đặt lại mật khẩu tài khoản letan\.hoa là \d{6}/);
    await expect.poll(() => text.count()).toBe(1);
    const code = /là (\d{6})/.exec((await text.textContent())!)![1]!;
    await expect.poll(() => owner.page.getByText('Khôi phục mật khẩu', { exact: false }).count()).toBeGreaterThan(0);

    // She types the code she was told, and chooses a new password.
    await staff.page.getByLabel('Mã xác nhận').fill(code);
    await staff.page.getByRole('button', { name: 'Xác nhận mã' }).click();
    await staff.page.getByLabel('Mật khẩu mới', { exact: true }).fill('mat-khau-moi-hoa');
    await staff.page.getByLabel('Nhập lại mật khẩu mới').fill('mat-khau-moi-hoa');
    await staff.page.getByRole('button', { name: 'Đặt mật khẩu mới' }).click();
    await expect.poll(() => staff.page.getByText('Đã đặt lại mật khẩu').count()).toBe(1);
    await signIn(staff.page, 'letan.hoa', 'mat-khau-moi-hoa');

    // The owner's reading of the message is in the activity history, without the code.
    const reads = (await (await api.get(`${base}/api/lich-su-hoat-dong?hanhdong=XEM&tainguyen=hopthudi`)).json()).data
      .docs as { nhanvien: { taikhoan: string }; sau: unknown }[];
    expect(reads).toHaveLength(1);
    expect(reads[0]!.nhanvien.taikhoan).toBe('admin');
    expect(JSON.stringify(reads)).not.toContain(code);
    await staff.context.close();
    await owner.context.close();
  });
});
