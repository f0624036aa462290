// Journeys through a forgotten password: the reset link by e-mail (sent through a real SMTP server, read where
// it arrives), and the code by SMS (read from the outbox table of the stopped server, which then starts
// again on the same port and data, while the browser page waits for the code).
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpPeer } from '../server/src/test/smtp';
import { queryStoppedDatabase } from './support/database';
import { useJourney } from './support/journey';
import { startServer } from './support/server';

const PASSWORD = 'matkhau-e2e-123';
const EMAIL = 'quantri@phongkham-e2e.vn';
const PHONE = '0912000111';

const peer = await startSmtpPeer();
afterAll(() => peer.close());
const env = { ADMIN_PASSWORD: PASSWORD, SMTP_URL: peer.url, MAIL_FROM: 'PhongKham <no-reply@phongkham-e2e.vn>' };
const journey = useJourney(env);

/** Gives the first administrator an e-mail and a phone, through the API as a client would. */
async function giveAdminContacts() {
  const login = await fetch(`${journey.server.url}/api/nhanvien/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ taikhoan: 'admin', matkhau: PASSWORD }),
  });
  const { data } = (await login.json()) as { data: { token: string; nhanvien: { _id: string; hoten: string } } };
  const saved = await fetch(`${journey.server.url}/api/nhanvien/${data.nhanvien._id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
    body: JSON.stringify({ hoten: data.nhanvien.hoten, email: EMAIL, dienthoai: PHONE }),
  });
  expect(saved.status).toBe(200);
}

async function signIn(page: Page, password: string) {
  await page.getByLabel('Tài khoản').fill('admin');
  await page.getByLabel('Mật khẩu').fill(password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
}

async function choosePassword(page: Page, password: string) {
  await page.getByLabel('Mật khẩu mới', { exact: true }).fill(password);
  await page.getByLabel('Nhập lại mật khẩu mới').fill(password);
  await page.getByRole('button', { name: 'Đặt mật khẩu mới' }).click();
  await expect.poll(() => page.getByText('Đã đặt lại mật khẩu').count()).toBe(1);
}

describe('password recovery', () => {
  it('resets the password through the link mailed by SMTP, then signs in with the new one', async () => {
    await giveAdminContacts();
    const { context, page } = await journey.open();
    await page.goto(`${journey.server.url}/admin/dang-nhap`);
    await page.getByRole('link', { name: 'Quên mật khẩu?' }).click();
    await page.waitForURL(/\/admin\/forget-password$/);
    await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
    await page.getByRole('button', { name: 'Gửi liên kết đặt lại' }).click();
    await expect.poll(() => page.getByText(/đã gửi liên kết đặt lại mật khẩu/).count()).toBe(1);

    const [mail] = await peer.waitFor(1);
    expect(mail!.envelopeTo).toEqual([EMAIL]);
    expect(mail!.subject).toBe('Đặt lại mật khẩu tài khoản admin');
    const link = /(http:\/\/\S+\/admin\/reset-password\?token=[\w-]+)/.exec(mail!.text)![1]!;
    expect(link.startsWith(`${journey.server.url}/admin/reset-password?token=`)).toBe(true);

    await page.goto(link);
    await expect.poll(() => page.getByRole('heading', { name: 'Đặt lại mật khẩu' }).count()).toBe(1);
    await page.getByLabel('Mật khẩu mới', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Đặt mật khẩu mới' }).click();
    await expect.poll(() => page.getByText('Mật khẩu phải có ít nhất 6 ký tự').count()).toBe(1);
    await choosePassword(page, 'mat-khau-qua-email');

    // The link works once.
    const again = await context.newPage();
    await again.goto(link);
    await again.getByLabel('Mật khẩu mới', { exact: true }).fill('mat-khau-lan-hai');
    await again.getByLabel('Nhập lại mật khẩu mới').fill('mat-khau-lan-hai');
    await again.getByRole('button', { name: 'Đặt mật khẩu mới' }).click();
    await expect.poll(() => again.getByText(/không hợp lệ hoặc đã hết hạn/).count()).toBe(1);

    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await page.waitForURL(/\/admin\/dang-nhap/);
    await signIn(page, PASSWORD);
    await expect.poll(() => page.getByText('Tài khoản hoặc mật khẩu không đúng.').count()).toBeGreaterThan(0);
    await signIn(page, 'mat-khau-qua-email');
    await page.waitForURL(/\/admin\/?$/);
    await context.close();
  });

  it('resets the password with the code texted to the phone (read from the SMS outbox)', async () => {
    const { context, page } = await journey.open();
    await page.goto(`${journey.server.url}/admin/forget-password`);
    await page.getByText('Qua số điện thoại').click();
    await page.getByRole('textbox', { name: 'Số điện thoại' }).fill('0912 000 111');
    await page.getByRole('button', { name: 'Gửi mã xác nhận' }).click();
    await expect.poll(() => page.getByLabel('Mã xác nhận').count()).toBe(1);

    // The code waits in the outbox (hopthudi); the embedded database can be read once its server has stopped.
    // Reading it from /admin/sms, as staff do, is the journey of outbox-reset.e2e.ts.
    const stopped = journey.server;
    await stopped.stop();
    const [sms] = await queryStoppedDatabase<{ noidung: string }>(
      stopped.dataDir,
      `select noidung from hopthudi where kenh = 'SMS' and nguoinhan = '${PHONE}' order by "createdAt" desc limit 1`,
    );
    const code = /\b(\d{6})\b/.exec(sms!.noidung)![1]!;
    journey.server = await startServer(env, stopped);

    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Mã xác nhận').fill(wrong);
    await page.getByRole('button', { name: 'Xác nhận mã' }).click();
    await expect.poll(() => page.getByText(/Mã xác nhận không đúng hoặc đã hết hiệu lực/).count()).toBe(1);
    await page.getByLabel('Mã xác nhận').fill(code);
    await page.getByRole('button', { name: 'Xác nhận mã' }).click();
    await choosePassword(page, 'mat-khau-qua-sms');

    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await signIn(page, 'mat-khau-qua-sms');
    await page.waitForURL(/\/admin\/?$/);
    await context.close();
  });

  it('offers the recovery pages in English on a phone', async () => {
    const { context, page } = await journey.open({ lang: 'en', width: 375 });
    await page.goto(`${journey.server.url}/admin/dang-nhap`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Forgot password' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => page.getByText('Email must not be empty').count()).toBe(1);
    await page.goto(`${journey.server.url}/admin/reset-password`);
    await expect.poll(() => page.getByText(/The password reset link is incomplete or invalid/).count()).toBe(1);
    await context.close();
  });

  it('kept the mail as SENT and logged the requests and both resets', async () => {
    await journey.server.stop();
    const mails = await queryStoppedDatabase<{ trangthai: string; nhacungcap: string }>(
      journey.server.dataDir,
      "select trangthai, nhacungcap from hopthudi where kenh = 'EMAIL'",
    );
    expect(mails).toEqual([{ trangthai: 'SENT', nhacungcap: 'smtp' }]);
    const rows = await queryStoppedDatabase<{ hanhdong: string; n: number }>(
      journey.server.dataDir,
      `select hanhdong, count(*)::int as n from lichsuhoatdong
       where hanhdong in ('YEU_CAU_DAT_LAI_MAT_KHAU', 'DAT_LAI_MAT_KHAU') group by hanhdong order by hanhdong`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.hanhdong, r.n]))).toEqual({
      DAT_LAI_MAT_KHAU: 2,
      YEU_CAU_DAT_LAI_MAT_KHAU: 2,
    });
  });
});
