// The pharmacy end to end, each person in their own browser with their role's grants: the pharmacist receives two
// batches of one drug on the goods receipt screen, a doctor prescribes it and sees the pharmacy's stock in the
// picker, the pharmacist dispenses it first expiry first, the visit's bill gains the drug line at the batch's price,
// the cashier takes the payment, and the pharmacist's stock card shows the issue. The receipt, the picker with its
// stock, the dispensing screen and the stock card are left as screenshots at 1280 and 375 px, in Vietnamese and
// English.
import { tmpdir } from 'node:os';
import { addDays, clinicDay, clinicInstant } from '@phongkham/contracts';
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';

const PASSWORD = 'matkhau-e2e-123';
const STAFF_PASSWORD = 'Matkhau-nha-thuoc-2026';
const journey = useJourney({ ADMIN_PASSWORD: PASSWORD });
const SHOTS = process.env.E2E_SHOTS ?? tmpdir();
const PATIENT = 'Phan Thị Thu Cúc';
const DRUG = 'Cefuroxim 500 (Zinnat)';
/** How money reads on every screen: "540.000 ₫" with a no-break space. */
const dong = (amount: number) => `${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}\u00a0₫`;

async function api<T>(request: APIRequestContext, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) {
  const response = await request.fetch(`${journey.server.url}${path}`, { method, data });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

/** The page at a desk's 1280 px and a phone's 375 px, for people to look at; the desk width is put back. */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The same page in English (the language cookie and the stored choice), shot at both widths, then back to Vietnamese. */
async function shootInEnglish(page: Page, name: string, ready: string) {
  const url = journey.server.url;
  await page.context().addCookies([{ name: 'i18nextLng', value: 'en', url }]);
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
  await page.reload();
  await page.getByText(ready).first().waitFor();
  await shoot(page, `${name}-en`);
  await page.context().addCookies([{ name: 'i18nextLng', value: 'vi', url }]);
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'vi'));
  await page.reload();
}

/** Waits past the clinic's midnight when the journey would straddle it (the worklists are today's). */
async function notNearMidnight(margin = 3 * 60_000) {
  const today = clinicDay();
  const left = clinicInstant(addDays(today, 1)).getTime() - Date.now();
  if (left > margin) return;
  await expect.poll(() => clinicDay(), { timeout: left + 60_000, interval: 5_000 }).not.toBe(today);
}

interface Setup {
  doctor: { hoten: string; taikhoan: string };
  pharmacist: string;
  cashier: string;
  drug: string;
}

/**
 * The owner's set-up: a doctor's known password, a pharmacist (DUOCSI) and a cashier (THUNGAN) with their seeded
 * roles, a drug and its supplier, and the patient checked in to the doctor.
 */
async function prepare(request: APIRequestContext): Promise<Setup> {
  const doctor = (
    await api<{ docs: { _id: string; nhanvien_id: string; hoten: string }[] }>(request, 'GET', '/api/bacsi?limit=1')
  ).docs[0]!;
  const account = await api<{ taikhoan: string; phongkham_id: string }>(
    request,
    'GET',
    `/api/nhanvien/${doctor.nhanvien_id}`,
  );
  // Everything happens in the doctor's clinic: its pharmacy, its staff, its patient.
  const clinic = account.phongkham_id;
  await api(request, 'PUT', `/api/nhanvien/${doctor.nhanvien_id}/matkhau`, { matkhau: STAFF_PASSWORD });
  const roles = (await api<{ docs: { _id: string; ma: string }[] }>(request, 'GET', '/api/vaitro?limit=0')).docs;
  const person = async (taikhoan: string, hoten: string, role: string) => {
    await api(request, 'POST', '/api/nhanvien', {
      taikhoan,
      hoten,
      matkhau: STAFF_PASSWORD,
      vaitro_id: roles.find((row) => row.ma === role)!._id,
      phongkham_id: clinic,
    });
    return taikhoan;
  };
  const drug = await api<{ _id: string }>(request, 'POST', '/api/thuoc', {
    tenthuoc: DRUG,
    thanhphan: [{ hoatchat: 'Cefuroxim', hamluong: '500 mg' }],
    dangbaoche: 'Viên nén bao phim',
    donvitinh: 'Viên',
    duongdung: 'UONG',
    loaithuoc: 'THUONG',
    cachdung: 'Uống sau ăn',
  });
  await api(request, 'POST', '/api/nhacungcap', {
    ten: 'Công ty Dược Phú An',
    tinh_ma: '79',
    xa_ma: '26740',
    diachi: '12 Lê Lợi',
  });
  const room = (await api<{ docs: { _id: string }[] }>(request, 'GET', '/api/danhmuc?loai=PHONG&limit=1')).docs[0]!;
  await api(request, 'POST', '/api/luotkham', {
    benhnhan: {
      hoten: PATIENT,
      dienthoai: '0903 456 789',
      ngaysinh: '1979-09-14',
      gioitinh: 'NU',
      cccd: '079179004321',
    },
    phong_id: room._id,
    bacsi_id: doctor._id,
  });
  return {
    doctor: { hoten: doctor.hoten, taikhoan: account.taikhoan },
    pharmacist: await person('duocsi.lan', 'Võ Thị Lan', 'DUOCSI'),
    cashier: await person('thungan.my', 'Đặng Thảo My', 'THUNGAN'),
    drug: drug._id,
  };
}

/** The header's language switch: the page changes language where it stands, typed values kept. */
async function speak(page: Page, code: 'VI' | 'EN') {
  await page.locator('.ant-segmented-item', { hasText: new RegExp(`^${code}$`) }).click();
}

/** Types into a search box and picks the option that shows the text. */
async function pick(page: Page, box: Locator, search: string, option: string) {
  await box.fill(search);
  // The list of an earlier box stays in the page, hidden.
  await page.locator('.ant-select-item-option:visible', { hasText: option }).first().click();
}

/** One line of the goods receipt, as typed from the supplier's invoice. */
async function receiptLine(
  page: Page,
  n: number,
  batch: string,
  expiry: string,
  quantity: string,
  cost: string,
  price: string,
) {
  await pick(page, page.getByRole('combobox', { name: `Thuốc dòng ${n}` }), 'cefuroxim', DRUG);
  await page.getByRole('textbox', { name: `Số lô dòng ${n}` }).fill(batch);
  const [year, month, day] = expiry.split('-');
  const date = page.getByRole('textbox', { name: `Hạn dùng dòng ${n}` });
  await date.fill(`${day}/${month}/${year}`);
  await date.press('Enter');
  await page.getByRole('spinbutton', { name: `Số lượng dòng ${n}` }).fill(quantity);
  await page.getByRole('spinbutton', { name: `Giá nhập dòng ${n}` }).fill(cost);
  await page.getByRole('spinbutton', { name: `Giá bán dòng ${n}` }).fill(price);
}

describe('pharmacy', () => {
  it(
    'receives two batches, shows the stock to the doctor, dispenses FEFO onto the bill, is paid, and the stock card shows it',
    { timeout: 480_000 },
    async () => {
      await notNearMidnight();
      const owner = await journey.open();
      await journey.signIn(owner.page, 'admin', PASSWORD);
      const setup = await prepare(owner.context.request);

      // 1. The pharmacist receives two batches on the goods receipt screen, typing as the invoice reads: the expiry
      // as dd/mm/yyyy, prices with thousands dots. The batch ending sooner is the smaller.
      const counter = await journey.open();
      const desk = counter.page;
      await journey.signIn(desk, setup.pharmacist, STAFF_PASSWORD, '/admin/kho/nhap-hang');
      await pick(desk, desk.getByRole('combobox', { name: 'Nhà cung cấp' }), 'phu an', 'Công ty Dược Phú An');
      await desk.getByRole('textbox', { name: 'Số hóa đơn' }).fill('HĐ0012345');
      const today = clinicDay();
      await receiptLine(desk, 1, 'CF2407', addDays(today, 120), '6', '8.000', '12.000');
      await desk.getByRole('button', { name: 'Thêm dòng' }).click();
      await receiptLine(desk, 2, 'CF2502', addDays(today, 400), '30', '8.500', '12.500');
      await desk.getByTestId('receipt-total').getByText('2 dòng · Tổng tiền hàng: 303.000 ₫').waitFor();
      await shoot(desk, 'pharmacy-receipt-vi');
      await speak(desk, 'EN');
      await desk.getByRole('button', { name: 'Issue the receipt' }).waitFor();
      await shoot(desk, 'pharmacy-receipt-en');
      await speak(desk, 'VI');
      const received = desk.waitForResponse((response) => response.url().endsWith('/api/kho/phieunhap'));
      await desk.getByRole('button', { name: 'Lập phiếu nhập' }).click();
      expect((await received).status(), await (await received).text()).toBe(201);
      await desk
        .getByRole('dialog', { name: 'Phiếu kho' })
        .getByText(/^Số: PN-\d{4}-\d{6}$/)
        .waitFor();
      await desk.keyboard.press('Escape');

      // 2. The doctor records the diagnosis and prescribes 10 tablets; the picker shows the pharmacy's 36.
      const doctor = await journey.open();
      await journey.signIn(doctor.page, setup.doctor.taikhoan, STAFF_PASSWORD, '/admin/kham-benh');
      await doctor.page.getByText(new RegExp(`^Khám người tiếp theo: số \\d+ – ${PATIENT}$`)).click();
      await doctor.page.getByText('Dấu hiệu sinh tồn').waitFor();
      await doctor.page.getByLabel('Chẩn đoán chính (ICD-10)').fill('viem hong');
      await doctor.page
        .getByText(/^J02\.9 · /)
        .first()
        .click();
      const saved = doctor.page.waitForResponse(
        (response) => response.request().method() === 'PUT' && response.url().includes('/api/khambenh/'),
      );
      const save = doctor.page.getByRole('button', { name: 'Lưu hồ sơ' });
      await save.click();
      expect((await saved).status()).toBe(200);
      // The form is marked clean when the page has read the answer, not when it arrives: a link clicked in between
      // would ask about unsaved changes. The button stops spinning once the page has read it.
      await expect.poll(() => save.getAttribute('class')).not.toMatch(/ant-btn-loading/);
      await doctor.page.getByRole('button', { name: 'Kê đơn thuốc' }).click();
      await doctor.page.waitForURL(/\/admin\/don-thuoc\/[0-9a-f-]{36}$/, { timeout: 90_000 });
      await doctor.page.getByRole('button', { name: 'Thêm thuốc' }).click();
      await doctor.page.getByLabel('Thuốc 1', { exact: true }).fill('cefuroxim');
      const option = doctor.page.locator('.ant-select-item-option', { hasText: DRUG }).first();
      await option.getByText(/^tồn 36 · HSD /).waitFor();
      await shoot(doctor.page, 'pharmacy-picker-vi');
      // The same list in English, switched in the header: the unsaved prescription stays on the page.
      await speak(doctor.page, 'EN');
      await doctor.page.getByLabel('Drug 1', { exact: true }).fill('cefuroxim');
      await option.getByText(/^36 in stock · /).waitFor();
      await shoot(doctor.page, 'pharmacy-picker-en');
      await speak(doctor.page, 'VI');
      await doctor.page.getByLabel('Thuốc 1', { exact: true }).fill('cefuroxim');
      await option.getByText(/^tồn 36 · HSD /).waitFor();
      await option.click();
      await doctor.page.getByLabel('Lần/ngày 1', { exact: true }).fill('2');
      await doctor.page.getByLabel('Số ngày 1', { exact: true }).fill('5');
      await doctor.page.getByText('Số lượng: 10 Viên').waitFor();
      await doctor.page.getByRole('button', { name: 'Ký đơn' }).click();
      await doctor.page.getByText('Đã ký', { exact: true }).waitFor();
      await doctor.context.close();

      // 3. The pharmacist opens the day's worklist and dispenses: FEFO takes the 6 of CF2407, then 4 of CF2502.
      await desk.goto(`${journey.server.url}/admin/nha-thuoc`);
      await desk
        .getByRole('row', { name: new RegExp(PATIENT) })
        .getByRole('link')
        .click();
      const line = desk.getByRole('group', { name: 'Dòng 1' });
      await line.getByText('Còn phải phát: 10 Viên').waitFor();
      // First expiry first: the batch ending sooner is proposed first.
      const proposal = await line.innerText();
      expect(proposal.indexOf('CF2407')).toBeGreaterThan(-1);
      expect(proposal.indexOf('CF2407')).toBeLessThan(proposal.indexOf('CF2502'));
      expect(await line.getByLabel('Số lượng lô 1 của dòng 1').inputValue()).toBe('6');
      expect(await line.getByLabel('Số lượng lô 2 của dòng 1').inputValue()).toBe('4');
      await shoot(desk, 'pharmacy-dispensing-vi');
      await shootInEnglish(desk, 'pharmacy-dispensing', 'Still to dispense: 10 Viên');
      const dispensed = desk.waitForResponse((response) => response.url().endsWith('/phat'));
      await desk.getByRole('button', { name: 'Phát thuốc' }).click();
      const answer = (await (await dispensed).json()) as { data: { hoadon_id: string; hoadon_so: string } };
      expect((await dispensed).status()).toBe(201);
      await desk.getByText(/^Đã phát theo phiếu PX-\d{4}-\d{6}: thêm 2 dòng vào hóa đơn HD-/).waitFor();
      await shoot(desk, 'pharmacy-dispensed-vi');
      const issueNumber = (await desk.getByText(/^Đã phát theo phiếu PX-/).innerText()).match(/PX-\d{4}-\d{6}/)![0];

      // 4. The cashier finds the drug lines on the visit's bill, at each batch's price, and takes the payment by card.
      const cashier = await journey.open();
      const till = cashier.page;
      await journey.signIn(till, setup.cashier, STAFF_PASSWORD, `/admin/hoa-don/${answer.data.hoadon_id}`);
      const lines = till.getByRole('table', { name: 'Các dòng hóa đơn' });
      // A fresh browser loads the back office's scripts first: slow on a loaded machine.
      await lines
        .getByText(`${DRUG.split(' (')[0]}`, { exact: false })
        .first()
        .waitFor({ timeout: 90_000 });
      const texts = await lines.getByRole('row').allInnerTexts();
      expect(texts.find((row) => row.includes('CF2407'))).toContain(dong(72_000));
      expect(texts.find((row) => row.includes('CF2502'))).toContain(dong(50_000));
      await till.getByRole('button', { name: 'Thu tiền' }).click();
      const payment = till.getByRole('dialog', { name: `Thu tiền hóa đơn ${answer.data.hoadon_so}` });
      await payment.getByText('Thẻ', { exact: true }).click();
      await payment.getByLabel('Số tiền thu').fill('122.000');
      await payment.getByRole('button', { name: `Thu ${dong(122_000)}` }).click();
      await payment.getByText('Hóa đơn đã được thanh toán đủ').waitFor();
      await cashier.context.close();

      // 5. The pharmacist's stock card of the drug shows the receipt, then the issue from each batch with the drug's
      // balance after it: 36 received, 30 after the 6 of CF2407, 26 after the 4 of CF2502.
      await desk.goto(`${journey.server.url}/admin/kho/the-kho?thuoc_id=${setup.drug}`);
      const movements = desk.getByRole('row').filter({ hasText: issueNumber });
      await movements.first().waitFor();
      const rows = await movements.allInnerTexts();
      expect(rows).toHaveLength(2);
      expect(rows.find((row) => row.includes('CF2407'))).toMatch(/\b6\b[\s\S]*\b30\b/);
      expect(rows.find((row) => row.includes('CF2502'))).toMatch(/\b4\b[\s\S]*\b26\b/);
      await desk.getByRole('row').filter({ hasText: 'Tồn cuối kỳ' }).getByText('26').waitFor();
      await shoot(desk, 'pharmacy-stock-card-vi');
      await shootInEnglish(desk, 'pharmacy-stock-card', 'Closing balance');
      await counter.context.close();
      // Each batch's own balance after the issue, as the document's lines keep it.
      const card = await api<{
        dong: { loai: string; lydo: string | null; solo: string; soluong: number; tonsau: number }[];
      }>(owner.context.request, 'GET', `/api/kho/thekho?thuoc_id=${setup.drug}`);
      const issued = card.dong.filter((row) => row.loai === 'XUAT' && row.lydo === 'PHAT_THUOC');
      expect(issued.map((row) => [row.solo, row.soluong, row.tonsau])).toEqual([
        ['CF2407', -6, 0],
        ['CF2502', -4, 26],
      ]);
      await owner.context.close();
    },
  );
});
