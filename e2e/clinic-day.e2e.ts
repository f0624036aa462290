// A clinic's day end to end, each person in their own browser: a patient books a time on the public site; it shows
// up live on the receptionist's calendar; she checks the patient in from today's appointments and they get number 1,
// which she calls and the waiting-room display shows; the doctor opens the visit, records vital signs, codes I10 and
// orders a lipid panel; the technician enters the results with one value out of range and verifies them; the doctor
// sees the flag come back on the visit, prescribes two drugs, completes the patient's citizen id (which the booking
// never asked for) from the prescription page and signs; the prescription prints with its QR code; the patient's
// chart tells the whole visit; voided with a reason, the prescription prints under the VOID mark.
// Near the clinic's midnight today has no time left to book: the patient books the next day that has one, and the
// desk, whose arrivals list holds today's appointments only, checks that booking in through the same request.
import { tmpdir } from 'node:os';
import { addDays, clinicDay, clinicInstant } from '@phongkham/contracts';
import type { APIRequestContext, Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney, visit } from './support/journey';

const PASSWORD = 'matkhau-e2e-123';
const STAFF_PASSWORD = 'Matkhau-ngay-kham-2026';
const journey = useJourney({ ADMIN_PASSWORD: PASSWORD });
const PATIENT = 'Đỗ Thị Minh Hằng';
/** Where the journey leaves its screenshots for people to look at (not compared by the test). */
const SHOTS = process.env.E2E_SHOTS ?? tmpdir();

/** The owner's API calls (the day's set-up is not what this journey tests): the data of a 2xx answer. */
async function api<T>(request: APIRequestContext, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) {
  const response = await request.fetch(`${journey.server.url}${path}`, { method, data });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

/**
 * How far ahead of the journey's start the booked time must be: the owner's set-up and two browsers come first, and
 * the booking must reach the server before its time has passed. Today's last time (23:30, the extra session below
 * in 15-minute slots) then leaves more than half an hour for the rest of the journey to end the same clinic day.
 */
const LEAD_MS = 5 * 60_000;

interface Setup {
  doctor: { _id: string; hoten: string; taikhoan: string };
  /** The clinic day the patient books: today, or the next with a free time far enough ahead. */
  day: string;
  receptionist: string;
  technician: string;
}

/**
 * The owner prepares the day: the first doctor's account gets a known password and an extra session covering the
 * whole of the booking day (today while it has a free time LEAD_MS ahead, else the next day that has one: a holiday
 * has none), and a receptionist and a lab technician get accounts, the technician's role made from the lab's grants
 * only.
 */
async function prepareDay(request: APIRequestContext): Promise<Setup> {
  const clinic = (await api<{ docs: { _id: string }[] }>(request, 'GET', '/api/phongkham?limit=1')).docs[0]!._id;
  const doctor = (
    await api<{ docs: { _id: string; nhanvien_id: string; hoten: string }[] }>(request, 'GET', '/api/bacsi?limit=1')
  ).docs[0]!;
  const account = await api<{ taikhoan: string }>(request, 'GET', `/api/nhanvien/${doctor.nhanvien_id}`);
  await api(request, 'PUT', `/api/nhanvien/${doctor.nhanvien_id}/matkhau`, { matkhau: STAFF_PASSWORD });
  const start = Date.now();
  const today = clinicDay(start);
  let day = today;
  for (; ; day = addDays(day, 1)) {
    if (day > addDays(today, 14)) throw new Error(`no free time for ${doctor.hoten} within two weeks of ${today}`);
    await api(request, 'POST', '/api/lichngoaile', {
      bacsi_id: doctor._id,
      ngay: day,
      loai: 'THEM',
      batdau: '00:00',
      ketthuc: '23:59',
      phongkham_id: clinic,
    });
    const free = await api<{ batdau: string }[]>(
      request,
      'GET',
      `/api/lichhen/trong?bacsi_id=${doctor._id}&ngay=${day}`,
    );
    if (free.some((slot) => Date.parse(slot.batdau) >= start + LEAD_MS)) break;
  }
  const roles = (await api<{ docs: { _id: string; ma: string }[] }>(request, 'GET', '/api/vaitro?limit=0')).docs;
  const technicianRole = await api<{ _id: string }>(request, 'POST', '/api/vaitro', {
    ma: 'KY_THUAT_VIEN_XN',
    ten: 'Kỹ thuật viên xét nghiệm',
    menu: [
      { url: '/xet-nghiem', view: true, create: false, update: true, delete: false, actions: ['PRINT'] },
      { url: '/danh-muc-xet-nghiem', view: true, create: false, update: false, delete: false, actions: [] },
    ],
  });
  const person = async (taikhoan: string, hoten: string, vaitro_id: string) => {
    await api(request, 'POST', '/api/nhanvien', {
      taikhoan,
      hoten,
      matkhau: STAFF_PASSWORD,
      vaitro_id,
      phongkham_id: clinic,
    });
    return taikhoan;
  };
  return {
    doctor: { _id: doctor._id, hoten: doctor.hoten, taikhoan: account.taikhoan },
    day,
    receptionist: await person('letan.lan', 'Phạm Thị Lan', roles.find((role) => role.ma === 'LETAN')!._id),
    technician: await person('ktv.minh', 'Vũ Văn Minh', technicianRole._id),
  };
}

/** Which of the site's times ("HH:MM" on `day`, the clinic's clock) is the first a minute ahead: time to send it. */
async function firstFarEnough(times: Locator, day: string): Promise<number> {
  const labels = await times.allInnerTexts();
  const index = labels.findIndex((label) => {
    const [hours = 0, minutes = 0] = label.trim().split(':').map(Number);
    return clinicInstant(day, hours * 60 + minutes).getTime() >= Date.now() + 60_000;
  });
  expect(index, `a time a minute ahead among ${labels.join(', ')}`).toBeGreaterThanOrEqual(0);
  return index;
}

/**
 * Checks the booking in as the arrivals list would (its appointment, the desk's first room) where the list cannot:
 * the list holds today's appointments, and near midnight the patient booked a later day.
 */
async function checkInLaterBooking(request: APIRequestContext, day: string) {
  const appointments = await api<{ docs: { _id: string; hoten: string }[] }>(
    request,
    'GET',
    `/api/lichhen?tungay=${day}&denngay=${day}&limit=0`,
  );
  const appointment = appointments.docs.find((row) => row.hoten === PATIENT)!;
  const rooms = await api<{ _id: string }[]>(request, 'GET', '/api/luotkham/phong');
  await api(request, 'POST', '/api/luotkham', { lichhen_id: appointment._id, phong_id: rooms[0]!._id });
}

describe('the clinic day', () => {
  it(
    'takes a patient from an online booking through examination, lab results and prescription to the chart',
    { timeout: 240_000 },
    async () => {
      const owner = await journey.open();
      await journey.signIn(owner.page, 'admin', PASSWORD);
      const setup = await prepareDay(owner.context.request);
      await owner.context.close();

      // The receptionist watches the booking day's calendar.
      const desk = await journey.open();
      await journey.signIn(desk.page, setup.receptionist, STAFF_PASSWORD, `/admin/dat-lich-hen?ngay=${setup.day}`);
      await desk.page.locator('.fc').waitFor();

      // The patient books on the site, on a phone.
      const patient = await journey.open({ width: 375 });
      await visit(patient.page, `${journey.server.url}/dat-lich?bacsi=${setup.doctor._id}`);
      const booking = patient.page.locator('form', { has: patient.page.locator('#booking-day') });
      await booking.getByLabel('Ngày khám').fill(setup.day);
      // The first time far enough ahead (LEAD_MS): an earlier one may pass before the booking is sent.
      const times = booking.locator('fieldset button');
      await times.first().waitFor();
      const firstFree = times.nth(await firstFarEnough(times, setup.day));
      // The time as the site shows it ("13:45"); the calendar writes it without a leading zero ("7:15").
      const chosen = (await firstFree.innerText()).trim().replace(/^0/, '');
      await firstFree.click();
      await booking.getByLabel('Họ và tên').fill(PATIENT);
      await booking.getByLabel('Số điện thoại').fill('0938 111 222');
      await booking.getByRole('checkbox').check();
      await booking.getByRole('button', { name: 'Đặt lịch' }).click();
      await patient.page.getByText('Đã đặt lịch khám').waitFor();
      await patient.context.close();

      // It appears on the calendar without a reload, through the events stream, at the time the patient chose on the
      // clinic's clock whatever the browser's time zone.
      const event = desk.page.locator('.fc-timegrid-event', { hasText: PATIENT });
      await event.waitFor({ timeout: 15_000 });
      expect(await event.innerText()).toMatch(new RegExp(`^${chosen}\\b`));
      // One slot high: time and name on one line, and the whole of it (doctor, state) in the pointer's tooltip.
      expect((await event.innerText()).split('\n')).toHaveLength(1);
      expect(await event.getAttribute('title')).toMatch(new RegExp(`${PATIENT} · .+ · Đã đặt`));

      // Reception: the arrival is checked in and gets number 1; called, the display shows it.
      const display = await desk.context.newPage();
      await display.goto(`${journey.server.url}/admin/tiep-nhan/man-hinh`);
      await display.getByText('Mời bệnh nhân vào khám').first().waitFor();
      if (setup.day !== clinicDay()) await checkInLaterBooking(desk.context.request, setup.day);
      await desk.page.goto(`${journey.server.url}/admin/tiep-nhan`);
      if (setup.day === clinicDay()) {
        await desk.page.getByRole('button', { name: `Tiếp nhận ${PATIENT} vào phòng đang chọn` }).click();
        // Her record, made from the site booking, has no birth date or sex: the desk is asked for them. Here the
        // queue is long and they are left for the doctor, who completes them before signing.
        const ask = desk.page.locator('.ant-modal', { hasText: `Tiếp nhận ${PATIENT}: ngày sinh, giới tính` });
        await ask.getByRole('button', { name: 'Tiếp nhận' }).click();
      }
      const queue = desk.page.getByRole('list', { name: 'Hàng đợi' });
      await queue.getByText(PATIENT).waitFor();
      expect(await queue.locator('li').first().locator('span').first().textContent()).toBe('1');
      await desk.page.getByRole('button', { name: 'Gọi số tiếp theo (1)' }).click();
      await display.locator('[data-testid^="calling-"]', { hasText: /^1$/ }).waitFor({ timeout: 15_000 });
      expect(await display.getByText(PATIENT).count()).toBe(0);

      const found = await api<{ docs: { _id: string }[] }>(
        desk.context.request,
        'GET',
        `/api/benhnhan?q=${encodeURIComponent(PATIENT)}`,
      );
      const patientId = found.docs[0]!._id;

      // The doctor opens the next patient, records vitals and I10, and orders a lipid panel.
      const doctor = await journey.open();
      await journey.signIn(doctor.page, setup.doctor.taikhoan, STAFF_PASSWORD, '/admin/kham-benh');
      await doctor.page.getByText(`Khám người tiếp theo: số 1 – ${PATIENT}`).click();
      await doctor.page.getByText('Dấu hiệu sinh tồn').waitFor();
      const record = doctor.page.url();
      await doctor.page.getByLabel('Mạch', { exact: true }).fill('86');
      await doctor.page.getByLabel('HA tâm thu').fill('150');
      await doctor.page.getByLabel('HA tâm trương').fill('95');
      await doctor.page.getByLabel('Chẩn đoán chính (ICD-10)').fill('tang huyet ap');
      await doctor.page.getByText('I10 · Bệnh lý tăng huyết áp').click();
      const saved = doctor.page.waitForResponse(
        (response) => response.request().method() === 'PUT' && response.url().includes('/api/khambenh/'),
      );
      await doctor.page.getByRole('button', { name: 'Lưu hồ sơ' }).click();
      expect((await saved).status(), await (await saved).text()).toBe(200);
      await doctor.page.getByLabel('Chọn xét nghiệm, chẩn đoán hình ảnh').click();
      await doctor.page.locator('.ant-select-item-option', { hasText: 'Xét nghiệm mỡ máu' }).first().click();
      await doctor.page.keyboard.press('Escape');
      await doctor.page.getByRole('button', { name: 'Chỉ định', exact: true }).click();
      const orders = doctor.page.getByRole('list', { name: 'Chỉ định của lượt khám' });
      await orders.getByText('Đã chỉ định').waitFor();

      // The technician takes the sample, enters the panel with LDL-C out of range, and verifies.
      const lab = await journey.open();
      await journey.signIn(lab.page, setup.technician, STAFF_PASSWORD, '/admin/xet-nghiem');
      await lab.page.getByText(PATIENT).first().click();
      await lab.page.getByRole('button', { name: 'Đã lấy mẫu / thực hiện' }).click();
      await lab.page.getByLabel('Cholesterol toàn phần').fill('5.1');
      await lab.page.getByLabel('LDL-Cholesterol').fill('4.2');
      await lab.page.getByText('Cao', { exact: true }).first().waitFor();
      // Vietnamese writes decimals with a comma: 2,9 mmol/L is 2.9 (high), never 29 (dangerously high).
      const triglycerides = lab.page.getByLabel('Triglycerid');
      await triglycerides.fill('2,9');
      await triglycerides.blur();
      expect(await triglycerides.inputValue()).toBe('2,9');
      const triglycerideRow = lab.page.locator('tr', { hasText: 'Triglycerid' });
      await triglycerideRow.getByText('Cao', { exact: true }).waitFor();
      expect(await triglycerideRow.getByText('Cao nguy hiểm').count()).toBe(0);
      await lab.page.screenshot({ path: `${SHOTS}/lab-entry-comma-1280.png`, fullPage: true });
      await lab.page.setViewportSize({ width: 375, height: 812 });
      await lab.page.screenshot({ path: `${SHOTS}/lab-entry-comma-375.png`, fullPage: true });
      await lab.page.setViewportSize({ width: 1280, height: 800 });
      await lab.page.getByRole('button', { name: 'Lưu kết quả' }).click();
      await lab.page.getByRole('button', { name: 'Duyệt kết quả' }).click();
      await lab.page.getByText('Đã duyệt').first().waitFor();
      await lab.context.close();

      // Back on the visit, without a reload: the verified result with LDL-C flagged high.
      await orders.getByText('Bất thường').waitFor({ timeout: 15_000 });
      await orders.locator('tr', { hasText: 'LDL-Cholesterol' }).getByText('Cao').waitFor();
      expect(await orders.locator('tr', { hasText: 'Triglycerid' }).innerText()).toMatch(/\b2,9 mmol\/L/);
      expect(doctor.page.url()).toBe(record);

      // The doctor prescribes two drugs from the visit and signs the prescription; it prints with its code's QR.
      await doctor.page.getByRole('button', { name: 'Kê đơn thuốc' }).click();
      await doctor.page.waitForURL(new RegExp(`^${journey.server.url}/admin/don-thuoc/[0-9a-f-]{36}$`));
      const choose = async (n: number, typed: string, option: string) => {
        await doctor.page.getByRole('button', { name: 'Thêm thuốc' }).click();
        await doctor.page.getByLabel(`Thuốc ${n}`, { exact: true }).fill(typed);
        await doctor.page.locator('.ant-select-item-option', { hasText: option }).first().click();
      };
      await choose(1, 'amlodipin', 'Amlodipin 5 mg');
      await choose(2, 'atorvastatin', 'Atorvastatin 20 mg');
      // Each drug shows its form and route under its name.
      expect(await doctor.page.getByLabel('Dạng bào chế, đường dùng 1').innerText()).toMatch(/, Uống$/);
      // The booking asked for no citizen id, birth date or sex: the doctor completes them here, where signing needs them.
      const identity = doctor.page.getByRole('region', { name: 'Thông tin người bệnh cần để ký đơn' });
      await identity.getByLabel('Số CCCD').fill('079186001234');
      await identity.getByLabel('Giới tính').click();
      await doctor.page.locator('.ant-select-item-option', { hasText: 'Nữ' }).click();
      const birth = identity.getByLabel('Ngày sinh');
      await birth.click();
      await birth.pressSequentially('12/03/1986');
      await birth.press('Enter');
      await doctor.page.screenshot({ path: `${SHOTS}/prescription-identity-1280.png`, fullPage: true });
      await doctor.page.setViewportSize({ width: 375, height: 812 });
      await doctor.page.screenshot({ path: `${SHOTS}/prescription-identity-375.png`, fullPage: true });
      await doctor.page.setViewportSize({ width: 1280, height: 800 });
      const completed = doctor.page.waitForResponse((response) => response.url().endsWith('/benhnhan'));
      await identity.getByRole('button', { name: 'Lưu thông tin người bệnh' }).click();
      expect((await completed).status(), await (await completed).text()).toBe(200);
      await identity.waitFor({ state: 'detached' });
      await doctor.page.getByText('079186001234').waitFor();
      await doctor.page.getByRole('button', { name: 'Ký đơn' }).click();
      await doctor.page.getByText('Đã ký', { exact: true }).waitFor();
      const code = (
        await doctor.page
          .getByText(/^[A-Za-z0-9]{5}[2-9A-Z]{7}-c$/)
          .first()
          .innerText()
      ).trim();
      await doctor.page.getByRole('button', { name: 'In đơn' }).click();
      const sheet = doctor.page.getByRole('dialog');
      await sheet.getByRole('img', { name: 'Mã QR của mã đơn thuốc' }).waitFor();
      expect(await sheet.innerText()).toContain(code);
      expect(await sheet.innerText()).toContain('Amlodipin 5 mg');
      await sheet.getByRole('button', { name: /Đóng/ }).first().click();

      // Back on the visit record, the doctor signs it.
      await doctor.page.goto(record);
      await doctor.page.getByRole('button', { name: 'Ký hồ sơ' }).click();
      await doctor.page.getByRole('tooltip').getByRole('button', { name: 'Ký hồ sơ' }).click();
      await doctor.page.getByText(/Đã ký lúc/).waitFor();

      // The chart tells the whole visit: the diagnosis, the flagged result and the prescription.
      await doctor.page.goto(`${journey.server.url}/admin/tai-khoan-benh-nhan/${patientId}`);
      const chart = doctor.page.locator('.ant-timeline');
      await chart.getByText('I10').waitFor();
      await chart.getByText('Bất thường').waitFor();
      await chart.getByText(`Đơn thuốc ${code}`).waitFor();
      expect(await chart.innerText()).toContain('Atorvastatin 20 mg');

      // A signed prescription is never edited: voided with a reason, it prints under the VOID mark.
      await doctor.page.goto(`${journey.server.url}/admin/don-thuoc`);
      await doctor.page.getByText(code).click();
      await doctor.page.getByRole('button', { name: 'Hủy đơn' }).click();
      const voiding = doctor.page.getByRole('dialog');
      await voiding.getByLabel('Lý do hủy').fill('Sai liều amlodipin');
      await voiding.getByRole('button', { name: 'Hủy đơn' }).click();
      await doctor.page.getByRole('button', { name: 'Cấp lại đơn mới' }).waitFor();
      await doctor.page.getByRole('button', { name: 'In bản nháp' }).click();
      const voided = doctor.page.getByRole('dialog').filter({ hasText: 'ĐƠN ĐÃ HỦY' });
      await voided.getByText('Lý do hủy: Sai liều amlodipin').waitFor();
      expect(await voided.getByRole('img', { name: 'Mã QR của mã đơn thuốc' }).count()).toBe(0);
      await doctor.page.screenshot({ path: `${SHOTS}/prescription-void-print-1280.png` });
      await doctor.page.setViewportSize({ width: 375, height: 812 });
      await doctor.page.screenshot({ path: `${SHOTS}/prescription-void-print-375.png` });
      // In English: the VOID mark, and the catalogue's units in their English names.
      const english = await journey.open({ lang: 'en' });
      await journey.signIn(
        english.page,
        setup.doctor.taikhoan,
        STAFF_PASSWORD,
        doctor.page.url().replace(/^.*\/admin/, '/admin'),
      );
      await english.page.getByRole('button', { name: 'Print draft' }).click();
      const voidSheet = english.page.getByRole('dialog').filter({ hasText: 'CANCELLED' });
      await voidSheet.getByText('VOID', { exact: true }).waitFor();
      expect(await voidSheet.innerText()).toMatch(/\b1 tablet per time\b/);
      await english.page.screenshot({ path: `${SHOTS}/prescription-void-print-en-1280.png` });
      await english.context.close();

      await desk.context.close();
      await doctor.context.close();
    },
  );
});
