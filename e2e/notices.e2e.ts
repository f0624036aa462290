// A general notice published to doctors: an editor writes it at /admin/thong-bao-chung/add for the BACSY role; a
// doctor finds it in the header's bell (with its unread count), a receptionist does not, and once the doctor marks
// it read it is gone, after a reload too. On a 375 px phone the open popover lies wholly inside the screen.
// The receptionist's role is ADMIN: it runs the clinic's day-to-day business (docs/permissions.md), while QUANLY
// is the clinic's manager.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';

const PASSWORD = 'matkhau-e2e-123';
const journey = useJourney({ ADMIN_PASSWORD: PASSWORD });

const TITLE = 'Lịch trực bác sĩ dịp Tết Nguyên đán';
const DOCTOR = { taikhoan: 'bacsi.thongbao', matkhau: 'mat-khau-bac-si' };
const RECEPTIONIST = { taikhoan: 'letan.thongbao', matkhau: 'mat-khau-le-tan' };

let ownerToken = '';

async function api(path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(`${journey.server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> } };
}

beforeAll(async () => {
  const login = await fetch(`${journey.server.url}/api/nhanvien/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ taikhoan: 'admin', matkhau: PASSWORD }),
  });
  ownerToken = ((await login.json()) as { data: { token: string } }).data.token;
  const roles = (await api('/api/vaitro?limit=0')).body.data.docs as { _id: string; ma: string }[];
  const role = (ma: string) => roles.find((r) => r.ma === ma)!._id;
  for (const [who, ma, hoten] of [
    [DOCTOR, 'BACSY', 'Bác sĩ Trần Minh Khoa'],
    [RECEPTIONIST, 'ADMIN', 'Lễ tân Phạm Thu Hà'],
  ] as const) {
    const created = await api('/api/nhanvien', {
      method: 'POST',
      body: { taikhoan: who.taikhoan, matkhau: who.matkhau, hoten, vaitro_id: role(ma) },
    });
    expect(created.status).toBe(201);
  }
});

const bell = (page: Page) => page.getByRole('button', { name: /^Thông báo/ });

describe('a notice to doctors', () => {
  it('is written at /add for the doctors’ role', async () => {
    const { context, page } = await journey.open();
    await journey.signIn(page, 'admin', PASSWORD);
    await page.goto(`${journey.server.url}/admin/thong-bao-chung/add`);
    await page.getByLabel('Tiêu đề').first().fill(TITLE);
    await page.locator('.tiptap').first().click();
    await page.keyboard.insertText('Các bác sĩ xem lịch trực và xác nhận trước ngày 20 tháng Chạp.');
    await page.getByLabel('Chọn vai trò').check();
    await page.getByLabel('Vai trò nhận').click();
    await page.locator('.ant-select-item-option[title="Bác sĩ"]').click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Thêm mới' }).click();
    await page.getByText('Đã thêm mới.').waitFor();
    await page.goto(`${journey.server.url}/admin/thong-bao-chung`);
    const row = page.getByRole('row', { name: new RegExp(TITLE) });
    await expect.poll(() => row.innerText()).toContain('Đang hiển thị');
    // The audience names the roles once their list has loaded (a moment after the rows on a busy machine).
    await expect.poll(() => row.innerText()).toContain('Bác sĩ');
    await context.close();
  });

  it('reaches a doctor’s bell, and goes once read', async () => {
    const { context, page } = await journey.open();
    await journey.signIn(page, DOCTOR.taikhoan, DOCTOR.matkhau, '/admin');
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('Thông báo (1 chưa đọc)');
    await bell(page).click();
    const panel = page.getByTestId('notifications');
    await panel.getByText(TITLE).waitFor();
    expect(await panel.innerText()).toContain('Các bác sĩ xem lịch trực');
    await panel.getByRole('button', { name: `Đánh dấu đã đọc: ${TITLE}` }).click();
    await panel.getByText('Chưa có thông báo mới').waitFor();
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('Thông báo');
    await page.reload();
    await bell(page).waitFor();
    await bell(page).click();
    await page.getByTestId('notifications').getByText('Chưa có thông báo mới').waitFor();
    await context.close();
  });

  it('does not reach a receptionist', async () => {
    const { context, page } = await journey.open();
    // The bell's first answer from the server, not the empty list it shows while asking.
    const answered = page.waitForResponse((response) => response.url().includes('/api/thongbaochung/cua-toi'));
    await journey.signIn(page, RECEPTIONIST.taikhoan, RECEPTIONIST.matkhau, '/admin');
    expect(((await (await answered).json()) as { data: { chuadoc: number } }).data.chuadoc).toBe(0);
    await bell(page).click();
    await page.getByTestId('notifications').getByText('Chưa có thông báo mới').waitFor();
    expect(await bell(page).getAttribute('aria-label')).toBe('Thông báo');
    await context.close();
  });
});

describe('the bell on a phone', () => {
  it('opens a popover wholly inside a 375 px screen', async () => {
    const notice = await api('/api/thongbaochung', {
      method: 'POST',
      body: {
        tieude: 'Bảo trì hệ thống tối thứ Bảy',
        noidung: '<p>Hệ thống tạm dừng từ 22 giờ đến 23 giờ để bảo trì.</p>',
        doituong: 'TATCA',
        tungay: new Date(Date.now() - 60_000).toISOString(),
        hienthi: true,
      },
    });
    expect(notice.status).toBe(201);
    const { context, page } = await journey.open({ width: 375 });
    await journey.signIn(page, RECEPTIONIST.taikhoan, RECEPTIONIST.matkhau, '/admin');
    await bell(page).click();
    const popover = page.locator('.ant-popover').filter({ has: page.getByTestId('notifications') });
    await popover.getByText('Bảo trì hệ thống tối thứ Bảy').waitFor();
    // The popover zooms in as it opens: measure it once it has reached its size.
    const container = popover.locator('.ant-popover-container');
    await expect.poll(async () => (await container.boundingBox())?.width ?? 0).toBeGreaterThan(300);
    const box = (await container.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await context.close();
  });
});
