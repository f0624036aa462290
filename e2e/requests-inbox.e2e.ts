// The loop from a visitor to the clinic: a visitor books from the public modal (ticking the consent), and a
// receptionist (the built-in "Lễ tân" role: the front desk, nothing clinical) sees the request
// appear in /admin/yeu-cau without reloading, with the bell's count, opens it, marks it contacted with a note, and
// makes the visitor a patient in one step (the patient register's record, with its code), then books the request on the
// calendar with the visitor filled in, and the request shows itself booked with its appointment.
import { beforeAll, describe, expect, it } from 'vitest';
import { useJourney, visit } from './support/journey';

const PASSWORD = 'matkhau-e2e-123';
const journey = useJourney({ ADMIN_PASSWORD: PASSWORD });
const RECEPTIONIST = { taikhoan: 'letan.yeucau', matkhau: 'mat-khau-le-tan' };
const VISITOR = 'Võ Thị Thanh Hương';

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
  // The built-in receptionist role (LETAN): the front desk's pages, nothing clinical.
  const roles = (await api('/api/vaitro?limit=0')).body.data.docs as { _id: string; ma: string }[];
  const receptionistRole = roles.find((role) => role.ma === 'LETAN')!;
  const clinics = (await api('/api/phongkham?limit=0')).body.data.docs as { _id: string }[];
  const created = await api('/api/nhanvien', {
    method: 'POST',
    body: {
      ...RECEPTIONIST,
      hoten: 'Lễ tân Nguyễn Thu Trang',
      vaitro_id: receptionistRole._id,
      phongkham_id: clinics[0]!._id,
    },
  });
  expect(created.status).toBe(201);
});

describe('the requests inbox', () => {
  it('shows a booking from the site to the receptionist at once, who marks it contacted, makes a patient and books it', async () => {
    const staff = await journey.open();
    await journey.signIn(staff.page, RECEPTIONIST.taikhoan, RECEPTIONIST.matkhau);
    await staff.page.goto(`${journey.server.url}/admin/yeu-cau`);
    await staff.page.getByPlaceholder('Họ tên hoặc số điện thoại').waitFor();
    expect(await staff.page.getByText(VISITOR).count()).toBe(0);

    const visitor = await journey.open({ width: 375 });
    await visit(visitor.page, `${journey.server.url}/`);
    await visitor.page.locator('[data-action="book"]').click();
    const dialog = visitor.page.getByRole('dialog');
    await dialog.getByLabel('Họ và tên').fill(VISITOR);
    await dialog.getByLabel('Số điện thoại').fill('0938 111 222');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Gửi yêu cầu' }).click();
    await expect.poll(() => visitor.page.locator('[data-kind="success"]').innerText()).toContain('Gửi thành công');
    await visitor.context.close();

    // No reload: the live stream brings the row and the bell's count.
    const row = staff.page.getByRole('row', { name: new RegExp(VISITOR) });
    await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(1);
    expect(await row.getByRole('link', { name: '0938111222' }).getAttribute('href')).toBe('tel:0938111222');
    expect(await row.innerText()).toContain('Mới');
    await expect.poll(() => staff.page.getByRole('button', { name: /^Thông báo \(1 chưa đọc\)/ }).count()).toBe(1);

    await row.getByRole('link', { name: VISITOR }).click();
    await staff.page.getByText(`Yêu cầu của ${VISITOR}`).waitFor();
    await staff.page.getByRole('button', { name: 'Đã liên hệ' }).click();
    const move = staff.page.getByRole('dialog');
    await move.getByLabel('Ghi chú').fill('Khách hẹn khám sáng thứ Bảy');
    await move.getByRole('button', { name: 'Đã liên hệ' }).click();
    const step = staff.page.locator('li', { hasText: 'Mới → Đã liên hệ' });
    await step.waitFor();
    expect(await step.innerText()).toContain('Khách hẹn khám sáng thứ Bảy');
    expect(await step.innerText()).toContain('Lễ tân Nguyễn Thu Trang');

    // One step makes the visitor a patient; the request then links to the record, which holds the same person.
    await staff.page.getByRole('button', { name: 'Tạo hồ sơ bệnh nhân' }).click();
    const code = staff.page.getByRole('link', { name: /^BN-\d{6}$/ });
    await code.waitFor();
    await code.click();
    await staff.page.waitForURL(/\/admin\/tai-khoan-benh-nhan\/[0-9a-f-]{36}$/);
    await expect.poll(() => staff.page.getByLabel('Họ tên', { exact: true }).inputValue()).toBe(VISITOR);
    expect(await staff.page.getByLabel('Số điện thoại', { exact: true }).inputValue()).toBe('0938111222');

    // Back to the request, and book it on the calendar without retyping the visitor.
    await staff.page.goBack();
    await staff.page.getByText(`Yêu cầu của ${VISITOR}`).waitFor();
    // The visitor chose no doctor: the receptionist picks the first of the list on a day they have free time (found
    // through the API, so the calendar is not paged through while its free times load).
    const [firstDoctor] = (await api('/api/bacsi?sort=hoten&limit=0')).body.data.docs as { _id: string }[];
    let freeDay = '';
    for (let ahead = 1; ahead <= 14 && !freeDay; ahead += 1) {
      const day = new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
      const slots = (await api(`/api/lichhen/trong?bacsi_id=${firstDoctor!._id}&ngay=${day}`)).body.data;
      if (Array.isArray(slots) && slots.length > 0) freeDay = day;
    }
    expect(freeDay).not.toBe('');
    await staff.page.getByRole('link', { name: /Đặt lịch hẹn/ }).click();
    await staff.page.getByText(`Đặt lịch cho ${VISITOR} (từ yêu cầu trong hộp thư)`).waitFor();
    await staff.page.goto(`${staff.page.url()}&ngay=${freeDay}`);
    await staff.page.getByText(`Đặt lịch cho ${VISITOR} (từ yêu cầu trong hộp thư)`).waitFor();
    await staff.page.locator('.ant-segmented-item', { hasText: 'Ngày' }).click();
    await staff.page.getByLabel('Bác sĩ').click();
    await staff.page.locator('.ant-select-item-option').nth(1).click();
    const free = staff.page.locator('.fc-bg-event').first();
    await free.waitFor();
    const slot = (await free.boundingBox())!;
    await staff.page.mouse.click(slot.x + slot.width / 2, slot.y + Math.min(4, slot.height / 2));
    const form = staff.page.getByRole('dialog');
    await expect.poll(() => form.getByLabel('Họ tên').inputValue()).toBe(VISITOR);
    expect(await form.getByLabel('Số điện thoại').inputValue()).toBe('0938111222');
    await form.getByRole('button', { name: 'Đặt lịch' }).click();

    // Back on the request: booked, with its appointment listed.
    await staff.page.waitForURL(/\/admin\/yeu-cau\/[0-9a-f-]{36}$/);
    await staff.page.getByText('Lịch hẹn đã đặt từ yêu cầu này').waitFor();
    await staff.page.locator('li', { hasText: 'Đã liên hệ → Đã đặt lịch' }).waitFor();

    const stored = (await api(`/api/yeucau?q=${encodeURIComponent('Thanh Hương')}`)).body.data.docs as {
      trangthai: string;
    }[];
    expect(stored.map((request) => request.trangthai)).toEqual(['DA_DAT_LICH']);
    await staff.context.close();
  });
});
