// The visit's money end to end, each person in their own browser with only their own role's grants: the receptionist
// checks a walk-in in with two services; the doctor orders a lipid panel; the cashier opens her shift with a float
// typed as a Vietnamese cashier types it (500.000), finds the visit's bill with its three lines, gives 10 % off, takes
// part in cash (with change) and the rest by VietQR (the code shown, the transfer marked received), prints the cash
// receipt with its amount in words, refunds part of it, and closes her shift counting exactly the expected cash: the
// Z-report shows a difference of 0. The bill, the payment dialog with its QR and the Z-report are left as screenshots
// at 1280 and 375 px, the receipt on A5 and on the 80 mm roll.
// Amounts: 300.000 + 100.000 + 200.000 = 600.000, 10 % = 60.000, due 540.000 = 240.000 cash + 300.000 VietQR; the
// ECG (90.000 after the discount) is refunded in cash; the drawer holds 500.000 + 240.000 − 90.000 = 650.000.
// Then the owner reads that day in the revenue report: 540.000 received less 90.000 refunded is 450.000 (150.000 in
// cash, 300.000 by VietQR) in this month, none in the last; she exports the month to Excel and prints it.
import { tmpdir } from 'node:os';
import { addDays, clinicDay, clinicInstant } from '@phongkham/contracts';
import ExcelJS from 'exceljs';
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';

const PASSWORD = 'matkhau-e2e-123';
const STAFF_PASSWORD = 'Matkhau-thu-ngan-2026';
const journey = useJourney({ ADMIN_PASSWORD: PASSWORD });
/** Where the journey leaves its screenshots for people to look at (not compared by the test). */
const SHOTS = process.env.E2E_SHOTS ?? tmpdir();
const PATIENT = 'Trịnh Văn Khôi';
const CASHIER = 'Ngô Thị Thu';
const SERVICES = ['Khám chuyên khoa tim mạch', 'Đo điện tim'];
const LAB_TEST = 'Xét nghiệm mỡ máu (bộ lipid)';
/** How money reads on every screen: "540.000 ₫" with a no-break space. */
const dong = (amount: number) => `${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}\u00a0₫`;

/** The owner's API calls (the day's set-up is not what this journey tests): the data of a 2xx answer. */
async function api<T>(request: APIRequestContext, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) {
  const response = await request.fetch(`${journey.server.url}${path}`, { method, data });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

interface Setup {
  doctor: { hoten: string; taikhoan: string };
  receptionist: string;
  cashier: string;
}

/**
 * The owner prepares the clinic: its bank account for VietQR, a known password on the first doctor's account, and
 * accounts for a receptionist (LETAN) and a cashier (THUNGAN), each with the seeded role's grants only.
 */
async function prepare(request: APIRequestContext): Promise<Setup> {
  const clinic = (await api<{ docs: { _id: string }[] }>(request, 'GET', '/api/phongkham?limit=1')).docs[0]!._id;
  const detail = await api<Record<string, unknown>>(request, 'GET', `/api/phongkham/${clinic}`);
  await api(request, 'PUT', `/api/phongkham/${clinic}`, {
    ...detail,
    nganhang_bin: '970436',
    sotaikhoan: '0011001234567',
    tentaikhoan: 'PHONG KHAM DA KHOA',
  });
  const doctor = (await api<{ docs: { nhanvien_id: string; hoten: string }[] }>(request, 'GET', '/api/bacsi?limit=1'))
    .docs[0]!;
  const account = await api<{ taikhoan: string }>(request, 'GET', `/api/nhanvien/${doctor.nhanvien_id}`);
  await api(request, 'PUT', `/api/nhanvien/${doctor.nhanvien_id}/matkhau`, { matkhau: STAFF_PASSWORD });
  const roles = (await api<{ docs: { _id: string; ma: string }[] }>(request, 'GET', '/api/vaitro?limit=0')).docs;
  const person = async (taikhoan: string, hoten: string, role: string) => {
    const vaitro_id = roles.find((row) => row.ma === role)!._id;
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
    doctor: { hoten: doctor.hoten, taikhoan: account.taikhoan },
    receptionist: await person('letan.hoa', 'Lý Thị Hoa', 'LETAN'),
    cashier: await person('thungan.thu', CASHIER, 'THUNGAN'),
  };
}

/**
 * The desk's queue and the doctor's worklist are the clinic's today: a journey started in the clinic day's last
 * minutes waits for the next day to begin (polling the clinic clock) so that the check-in and the doctor's worklist
 * fall on one day. Those two steps take well under a minute even on a loaded machine.
 */
async function notNearMidnight(margin = 3 * 60_000) {
  const today = clinicDay();
  const left = clinicInstant(addDays(today, 1)).getTime() - Date.now();
  if (left > margin) return;
  await expect.poll(() => clinicDay(), { timeout: left + 60_000, interval: 5_000 }).not.toBe(today);
}

/** Picks `options` in the antd select labelled `label` (a multiple select stays open for the next one). */
async function choose(page: Page, label: string, ...options: string[]) {
  await page.getByLabel(label, { exact: true }).click();
  for (const option of options) await page.locator('.ant-select-item-option', { hasText: option }).first().click();
}

/** The page at a desk's 1280 px and a phone's 375 px, for people to look at; the desk width is put back. */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The text of a total on the bill page (its label names it), with no-break spaces kept. */
const figure = (scope: Page | Locator, name: string) => scope.getByLabel(name, { exact: true }).first();

describe('money', () => {
  it(
    'bills a visit, takes a discounted split payment with VietQR, prints the receipt, refunds part and closes the shift',
    // Room for the wait at the clinic's midnight (at most `notNearMidnight`'s margin) and a slow machine.
    { timeout: 480_000 },
    async () => {
      const owner = await journey.open();
      await journey.signIn(owner.page, 'admin', PASSWORD);
      const setup = await prepare(owner.context.request);
      await owner.context.close();
      await notNearMidnight();

      // 1. The receptionist registers a walk-in and checks him in to the doctor with two services.
      const desk = await journey.open();
      await journey.signIn(desk.page, setup.receptionist, STAFF_PASSWORD, '/admin/tiep-nhan');
      await desk.page.getByText('Bệnh nhân mới').click();
      await desk.page.getByLabel('Họ tên').fill(PATIENT);
      await desk.page.getByLabel('Số điện thoại').fill('0912 345 678');
      await desk.page.getByLabel('Ngày sinh').fill('21/07/1968');
      await desk.page.getByLabel('Ngày sinh').press('Enter');
      await choose(desk.page, 'Bác sĩ', setup.doctor.hoten);
      await choose(desk.page, 'Dịch vụ', ...SERVICES);
      await desk.page.keyboard.press('Escape');
      const checkedIn = desk.page.waitForResponse(
        (response) => response.request().method() === 'POST' && response.url().endsWith('/api/luotkham'),
      );
      await desk.page.getByRole('button', { name: 'Tiếp nhận và cấp số' }).click();
      const visit = (await (await checkedIn).json()) as { data: { createdAt: string } };
      await desk.page.getByText(`Đã tiếp nhận ${PATIENT} vào`).waitFor();
      // The clinic day the bill was opened on: the bills list opens on a day.
      const visitDay = clinicDay(visit.data.createdAt);
      await desk.context.close();

      // 2. The doctor opens the next patient and orders a lipid panel.
      const doctor = await journey.open();
      await journey.signIn(doctor.page, setup.doctor.taikhoan, STAFF_PASSWORD, '/admin/kham-benh');
      await doctor.page.getByText(new RegExp(`^Khám người tiếp theo: số \\d+ – ${PATIENT}$`)).click();
      await doctor.page.getByText('Dấu hiệu sinh tồn').waitFor();
      await choose(doctor.page, 'Chọn xét nghiệm, chẩn đoán hình ảnh', 'Xét nghiệm mỡ máu');
      await doctor.page.keyboard.press('Escape');
      await doctor.page.getByRole('button', { name: 'Chỉ định', exact: true }).click();
      await doctor.page.getByRole('list', { name: 'Chỉ định của lượt khám' }).getByText('Đã chỉ định').waitFor();
      await doctor.context.close();

      // 3. The cashier opens her shift with 500.000 in the drawer.
      const cashier = await journey.open();
      const till = cashier.page;
      await journey.signIn(till, setup.cashier, STAFF_PASSWORD, '/admin/so-quy');
      await till.getByLabel('Tiền đầu ca').fill('500.000');
      await till.getByRole('button', { name: 'Mở ca' }).click();
      await till.getByText(/^Ca đang mở từ .+ · Báo cáo X$/).waitFor();
      const drawer = till.getByRole('table', { name: 'Tiền mặt trong két' });
      expect(await drawer.locator('tr', { hasText: 'Tiền đầu ca' }).innerText()).toContain(dong(500_000));

      // 4. The visit's bill shows the three lines at their prices. The bills list opens on today; should the clinic
      // day have turned since the check-in, the cashier picks the visit's day.
      await till
        .getByRole('navigation', { name: 'Menu quản trị' })
        .getByRole('link', { name: 'Hóa đơn', exact: true })
        .click();
      await till.waitForURL(/\/admin\/hoa-don\?ngay=/);
      if (new URL(till.url()).searchParams.get('ngay') !== visitDay) {
        await till.goto(`${journey.server.url}/admin/hoa-don?ngay=${visitDay}`);
      }
      await till
        .getByRole('row', { name: new RegExp(PATIENT) })
        .getByRole('link')
        .first()
        .click();
      const lines = till.getByRole('table', { name: 'Các dòng hóa đơn' });
      await lines.getByText(LAB_TEST).waitFor();
      const billPath = new URL(till.url()).pathname;
      const billNumber = (
        await till
          .getByText(/^HD-\d{4}-\d{6}$/)
          .first()
          .innerText()
      ).trim();
      expect(await lines.getByRole('row').count()).toBe(4); // the heading and three lines
      const lineTexts = await lines.getByRole('row').allInnerTexts();
      for (const [name, price] of [
        [SERVICES[0]!, 300_000],
        [SERVICES[1]!, 100_000],
        [LAB_TEST, 200_000],
      ] as const) {
        expect(lineTexts.find((row) => row.includes(name))).toContain(dong(price));
      }
      expect(await figure(till, 'Tổng tiền').innerText()).toBe(dong(600_000));

      // 5. 10 % off the bill, with a reason; then 240.000 in cash (500.000 handed over) and the rest by VietQR.
      await till.getByLabel('Kiểu giảm giá: Giảm giá hóa đơn').click();
      await till.locator('.ant-select-item-option[title="%"]').last().click();
      await till.getByLabel('Giảm giá hóa đơn', { exact: true }).fill('10');
      await till.getByLabel('Lý do: Giảm giá hóa đơn').fill('Khách quen của phòng khám');
      await till.getByText(`= ${dong(60_000)}`).waitFor();
      expect(await figure(till, 'Phải trả').innerText()).toBe(dong(540_000));
      await till.getByRole('button', { name: 'Lưu giảm giá' }).click();
      await till.getByText('Đã lưu giảm giá.').waitFor();
      await shoot(till, 'money-bill');
      await till.getByRole('button', { name: 'Thu tiền' }).click();
      const payment = till.getByRole('dialog', { name: `Thu tiền hóa đơn ${billNumber}` });
      await expect.poll(() => figure(payment, 'Còn lại').innerText()).toBe(dong(540_000));
      await payment.getByLabel('Số tiền thu').fill('240.000');
      await payment.getByLabel('Tiền khách đưa').fill('500.000');
      expect(await figure(payment, 'Tiền thối lại').innerText()).toBe(dong(260_000));
      await payment.getByRole('button', { name: `Thu ${dong(240_000)}` }).click();
      const collected = payment.locator('.ant-list-item');
      const cashLine = collected.filter({ hasText: `Tiền mặt · ${dong(240_000)}` });
      await cashLine.waitFor();
      const cashReceipt = (await cashLine.innerText()).match(/PT-\d{4}-\d{6}/)![0];
      await expect.poll(() => figure(payment, 'Còn lại').innerText()).toBe(dong(300_000));
      await payment.getByText('VietQR', { exact: true }).click();
      await payment.getByRole('img', { name: 'Mã VietQR để chuyển khoản' }).waitFor();
      expect(await payment.innerText()).toContain(dong(300_000));
      expect(await payment.innerText()).toContain(billNumber); // the transfer's memo
      await shoot(till, 'money-payment-vietqr');
      await payment.getByRole('button', { name: 'Đã nhận tiền' }).click();
      await payment.getByText('Hóa đơn đã được thanh toán đủ').waitFor();
      await collected.filter({ hasText: `VietQR · ${dong(300_000)}` }).waitFor();

      // 6. The cash receipt, printed after the transfer: lines, discount, the amount in words, and the payments and
      // balance as it was issued (the cash only, 300.000 left), since an issued receipt never changes.
      await collected.filter({ hasText: 'Tiền mặt' }).getByRole('button', { name: 'In phiếu' }).click();
      const sheet = till.getByRole('dialog').filter({ hasText: 'PHIẾU THU' });
      await sheet.getByText('Bằng chữ').waitFor();
      const printed = (await sheet.innerText()).replace(/\u00a0/g, ' ');
      const plain = (amount: number) => dong(amount).replace(/\u00a0/g, ' ');
      expect(printed).toContain('Bằng chữ: Hai trăm bốn mươi nghìn đồng chẵn');
      expect(printed).toContain(`Hóa đơn: ${billNumber}`);
      for (const name of [...SERVICES, LAB_TEST]) expect(printed).toContain(name);
      expect(printed).toMatch(new RegExp(`Giảm giá hóa đơn \\(10%\\): Khách quen của phòng khám\\s+−${plain(60_000)}`));
      expect(printed).toMatch(new RegExp(`Phải trả\\s+${plain(540_000)}`));
      expect(printed).toMatch(new RegExp(`Đã thu – Tiền mặt\\s+${plain(240_000)}`));
      expect(printed).not.toContain('Đã thu – VietQR');
      expect(printed).toMatch(new RegExp(`Đã thu\\s+${plain(240_000)}`));
      expect(printed).toMatch(new RegExp(`Còn lại\\s+${plain(300_000)}`));
      expect(printed).toContain(`Khách đưa ${plain(500_000)}, trả lại ${plain(260_000)}`);
      expect(printed).toContain(CASHIER);
      await till.screenshot({ path: `${SHOTS}/money-receipt-a5-1280.png` });
      await sheet.getByText('Giấy nhiệt 80 mm').click();
      await sheet.locator('.receipt-80mm').waitFor();
      expect((await sheet.innerText()).replace(/\u00a0/g, ' ')).toContain(
        'Bằng chữ: Hai trăm bốn mươi nghìn đồng chẵn',
      );
      await till.screenshot({ path: `${SHOTS}/money-receipt-80mm-1280.png` });
      await sheet.getByRole('button', { name: /Đóng/ }).first().click();
      await payment.getByRole('button', { name: /Đóng/ }).first().click();
      await payment.waitFor({ state: 'detached' });
      expect(await figure(till, 'Còn lại').innerText()).toBe(dong(0));

      // 7. The patient did not have the ECG: its 90.000 (after the discount) is refunded in cash.
      await till.getByRole('button', { name: 'Hoàn tiền', exact: true }).click();
      const refund = till.getByRole('dialog', { name: `Hoàn tiền hóa đơn ${billNumber}` });
      await refund.getByLabel('Số tiền hoàn').fill('90.000');
      await refund.getByLabel('Lý do').fill('Bệnh nhân không đo điện tim');
      await refund.getByRole('button', { name: 'Lập phiếu chi' }).click();
      await refund.waitFor({ state: 'detached' });
      const refundRow = till.getByRole('row', { name: /Bệnh nhân không đo điện tim/ });
      await refundRow.waitFor();
      expect(await refundRow.innerText()).toMatch(new RegExp(`^PC-\\d{4}-\\d{6}\\s.*Tiền mặt\\s+${dong(90_000)}`, 's'));
      await expect.poll(() => figure(till, 'Đã hoàn').innerText()).toBe(dong(90_000));
      expect(await figure(till, 'Phải trả').innerText()).toBe(dong(450_000));
      expect(await figure(till, 'Đã thu').innerText()).toBe(dong(450_000));
      expect(await figure(till, 'Còn lại').innerText()).toBe(dong(0));

      // 8. The cashier counts 650.000 in the drawer: exactly what is expected, and the Z-report shows it.
      await till.goto(`${journey.server.url}/admin/so-quy`);
      const byMethod = till.getByRole('table', { name: 'Theo phương thức thanh toán' });
      await byMethod.waitFor();
      expect(await byMethod.getByRole('row', { name: /^Tiền mặt/ }).innerText()).toMatch(
        new RegExp(`${dong(240_000)}\\s+${dong(90_000)}\\s+${dong(150_000)}`),
      );
      expect(await byMethod.getByRole('row', { name: /^VietQR/ }).innerText()).toContain(dong(300_000));
      await till.getByRole('button', { name: 'Đóng ca' }).click();
      const closing = till.getByRole('dialog', { name: 'Đóng ca thu ngân' });
      expect(await closing.getByTestId('expected').innerText()).toBe(dong(650_000));
      await closing.getByLabel('Tiền mặt đếm được').fill('650.000');
      await closing.getByText(`${dong(0)} · Khớp`).waitFor();
      await closing.getByRole('button', { name: 'Đóng ca' }).click();
      const z = till.getByRole('dialog').filter({ hasText: 'BÁO CÁO Z (KẾT CA)' });
      const zDrawer = z.getByRole('table', { name: 'Tiền mặt trong két' });
      await zDrawer.waitFor();
      const drawerRow = (name: string) => zDrawer.locator('tr', { hasText: name }).innerText();
      expect(await drawerRow('Tiền đầu ca')).toContain(dong(500_000));
      expect(await drawerRow('Tiền mặt dự kiến')).toContain(dong(650_000));
      expect(await drawerRow('Tiền mặt đếm được')).toContain(dong(650_000));
      expect(await drawerRow('Chênh lệch')).toContain(dong(0));
      const zByMethod = z.getByRole('table', { name: 'Theo phương thức thanh toán' });
      expect(await zByMethod.getByRole('row', { name: /^VietQR/ }).innerText()).toContain(dong(300_000));
      expect(await zByMethod.getByRole('row', { name: /^Tổng cộng/ }).innerText()).toMatch(
        new RegExp(`${dong(540_000)}\\s+${dong(90_000)}\\s+${dong(450_000)}`),
      );
      expect(await z.innerText()).toContain(`Thu ngân: ${CASHIER}`);
      await shoot(till, 'money-z-report');
      await cashier.context.close();

      // In English, the same receipt reads its amount in English words, and after the refund it still reads as issued.
      const english = await journey.open({ lang: 'en' });
      await journey.signIn(english.page, setup.cashier, STAFF_PASSWORD, billPath);
      await english.page.getByRole('button', { name: `Print receipt ${cashReceipt}` }).click();
      const receiptEn = english.page.getByRole('dialog').filter({ hasText: 'RECEIPT' });
      await receiptEn.getByText('In words').waitFor();
      const printedEn = (await receiptEn.innerText()).replace(/\u00a0/g, ' ');
      expect(printedEn).toContain('In words: Two hundred forty thousand dong');
      expect(printedEn).toContain('Received 240.000 ₫ (Cash).');
      expect(printedEn).not.toContain('Refunded');
      expect(printedEn).toMatch(new RegExp(`Due\\s+${plain(540_000)}`));
      expect(printedEn).toMatch(new RegExp(`Balance\\s+${plain(300_000)}`));
      await english.page.screenshot({ path: `${SHOTS}/money-receipt-en-a5-1280.png` });
      await english.context.close();
    },
  );

  it(
    "the owner reads the day in this month's revenue report, moves the period, exports it to Excel and prints it",
    { timeout: 240_000 },
    async () => {
      const today = clinicDay();
      const monthStart = `${today.slice(0, 8)}01`;
      const owner = await journey.open();
      const page = owner.page;
      // Printing is the browser's own dialog: counted here instead, in whichever frame asks for it.
      await page.addInitScript(() => {
        const top = window.top as unknown as { printed?: number };
        window.print = () => {
          top.printed = (top.printed ?? 0) + 1;
        };
      });
      await journey.signIn(page, 'admin', PASSWORD, '/admin/bao-cao/doanh-thu');
      const figure = (title: string) =>
        page
          .locator('.ant-statistic')
          .filter({ has: page.locator('.ant-statistic-title', { hasText: new RegExp(`^${title}$`) }) });
      const net = figure('Thực thu');
      const period = async (name: string) => {
        await page.locator('.ant-picker-range').first().click();
        await page.locator('.ant-picker-presets li', { hasText: name }).click();
      };

      // A day of the period in the table says the period's answer is in (today's alone holds the same figures).
      const shown = (day: string) => page.getByRole('cell', { name: day.split('-').reverse().join('/'), exact: true });
      // This month holds the day's takings; the days before it none.
      await period('Tháng này');
      // The address carries a chosen period; without one the picker shows today. On the first of a month, this
      // month so far is today: the picker's value does not change, so neither does the address.
      await expect.poll(() => new URL(page.url()).searchParams.get('tungay') ?? today).toBe(monthStart);
      await shown(monthStart).first().waitFor();
      await net.getByText(dong(450_000)).waitFor();
      expect(await net.locator('xpath=..').innerText()).toContain(`Kỳ trước: ${dong(0)}`);
      expect(await figure('Tiền mặt').innerText()).toContain(dong(150_000));
      expect(await figure('VietQR').innerText()).toContain(dong(300_000));
      await shoot(page, 'report-revenue-month');

      // Last month: nothing yet.
      await period('Tháng trước');
      await expect.poll(() => new URL(page.url()).searchParams.get('denngay')).toBe(addDays(monthStart, -1));
      await shown(addDays(monthStart, -1)).first().waitFor();
      await net.getByText(dong(0)).first().waitFor();

      // Back to this month, to Excel: a row per day and the total, amounts as numbers.
      await period('Tháng này');
      await shown(monthStart).first().waitFor();
      await net.getByText(dong(450_000)).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Xuất Excel' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
      const bytes = Buffer.concat((await (await download.createReadStream()).toArray()) as Buffer[]);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(
        bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
      );
      const rows: unknown[][] = [];
      workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      const [year, month, day] = today.split('-');
      expect(rows).toContainEqual([`${day}/${month}/${year}`, 540_000, 90_000, 450_000]);
      expect(rows).toContainEqual(['Cộng', 540_000, 90_000, 450_000]);
      expect(rows.filter((row) => /^\d\d\/\d\d\/\d{4}$/.test(String(row[0])))).toHaveLength(Number(day));

      // The printout: the figures and the table, sent alone to the printer.
      await page.getByRole('button', { name: 'In báo cáo' }).click();
      const preview = page.getByRole('dialog');
      await preview.getByText('Cộng').first().waitFor();
      expect((await preview.innerText()).replace(/\u00a0/g, ' ')).toContain('450.000 ₫');
      await preview.getByRole('button', { name: /\bIn$/ }).click();
      await expect.poll(() => page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);
      const printed = page.frames().find((frame) => frame !== page.mainFrame());
      expect((await printed!.locator('body').innerText()).replace(/\u00a0/g, ' ')).toContain('450.000 ₫');
      await owner.context.close();

      // The same report in English, for people to look at.
      const english = await journey.open({ lang: 'en' });
      await journey.signIn(
        english.page,
        'admin',
        PASSWORD,
        `/admin/bao-cao/doanh-thu?tungay=${monthStart}&denngay=${today}`,
      );
      await english.page.getByText('Net revenue').first().waitFor();
      await shoot(english.page, 'report-revenue-month-en');
      await english.context.close();
    },
  );
});
