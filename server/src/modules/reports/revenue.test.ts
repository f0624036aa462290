// The revenue report against its documents: one clinic's bill paid and refunded today through the billing API, and
// receipts and refunds placed on past days at the clinic-day boundaries (a moment that is still yesterday in UTC,
// the last millisecond of a day, the first of the next), a payment drawn from a deposit, a deposit taken, and another
// clinic's money. The report equals the documents to the đồng; the grant and the period are checked too.
import { clinicDay, clinicInstant, revenueReport, type PaymentMethod } from '@phongkham/contracts';
import { and, eq, gte, lt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clinics, receipts, refunds, settings } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { billingWorld, type BillingSetup } from '../../test/billing';
import { createClinic, createStaff, menuEntry, signIn, staffWithMenu } from '../../test/factories';
import { testBill, testReceipt, testRefund } from '../../test/money-documents';

const { app, database } = await buildTestApp();
const db = database.db;
const { call, setup, openShift, visitBill, pay } = billingWorld(app, db);

const at = (day: string, minute = 0) => clinicInstant(day, minute);
let here: BillingSetup;
let other: string;

beforeAll(async () => {
  here = await setup();
  other = await createClinic(db);
  // Today, through the API: 435 000 paid in cash and by card, 85 000 of the card payment refunded.
  const bill = await visitBill(here);
  await openShift(here.clinic, here.cashier);
  expect((await pay(bill._id, here.cashier, { phuongthuc: 'TIEN_MAT', sotien: 200_000 })).statusCode).toBe(201);
  const card = await pay(bill._id, here.cashier, { phuongthuc: 'THE', sotien: 235_000 });
  expect(card.statusCode, card.body).toBe(201);
  const refund = await call('POST', `/api/hoadon/${bill._id}/hoantien`, here.cashier, {
    sotien: 85_000,
    lydo: 'Không đo điện tâm đồ',
    phieuthu_id: card.json().data._id,
  });
  expect(refund.statusCode, refund.body).toBe(201);
  // 1–3 March 2026, and around it.
  const past = await testBill(db, here.clinic);
  const doc = (phuongthuc: PaymentMethod, sotien: number, createdAt: Date, phongkham_id = here.clinic) => ({
    phongkham_id,
    hoadon_id: past,
    phuongthuc,
    sotien,
    createdAt,
    nhanvien_id: here.cashier._id,
  });
  await testReceipt(db, doc('TIEN_MAT', 100_000, at('2026-03-01')));
  await testReceipt(db, doc('THE', 250_000, new Date(at('2026-03-02').getTime() - 1)));
  // 06:00 on 2 March at the clinic is still 1 March in UTC.
  await testReceipt(db, doc('CHUYEN_KHOAN', 300_000, at('2026-03-02', 6 * 60)));
  await testReceipt(db, doc('VIETQR', 45_000, at('2026-03-02', 23 * 60 + 59)));
  await testRefund(db, doc('TIEN_MAT', 30_000, at('2026-03-03', 10 * 60)));
  // Drawn from a deposit: no money moved.
  await db
    .insert(receipts)
    .values({ ...doc('TIEN_MAT', 500_000, at('2026-03-02', 600)), phuongthuc: 'TAM_UNG', so: 'PT-BC-1' });
  // A deposit taken in cash: money in.
  await db.insert(receipts).values({
    phongkham_id: here.clinic,
    so: 'PT-BC-2',
    loai: 'TAM_UNG',
    benhnhan_id: here.patient,
    phuongthuc: 'TIEN_MAT',
    sotien: 200_000,
    nhanvien_id: here.cashier._id,
    createdAt: at('2026-03-03', 8 * 60),
  });
  await testReceipt(db, doc('THE', 999_000, at('2026-03-04')));
  await testReceipt(db, doc('TIEN_MAT', 70_000, new Date(at('2026-03-01').getTime() - 1)));
  const elsewhere = await testBill(db, other);
  await testReceipt(db, { ...doc('THE', 1_000_000, at('2026-03-02', 600), other), hoadon_id: elsewhere });
});

const read = async (who: Parameters<typeof call>[2], query = '', lang = 'vi') => {
  const answer = await call('GET', `/api/baocao/doanhthu${query}`, who, undefined, lang);
  return answer;
};

describe('the revenue report', () => {
  it("equals the period's receipts minus refunds to the đồng, by method, clinic day and cashier", async () => {
    const answer = await read(here.manager, '?tungay=2026-03-01&denngay=2026-03-03');
    expect(answer.statusCode, answer.body).toBe(200);
    const report = revenueReport.parse(answer.json().data);
    expect(report).toMatchObject({
      tungay: '2026-03-01',
      denngay: '2026-03-03',
      tongthu: 895_000,
      tonghoan: 30_000,
      thucthu: 865_000,
      theophuongthuc: { TIEN_MAT: 270_000, THE: 250_000, CHUYEN_KHOAN: 300_000, VIETQR: 45_000 },
      tamung: { thu: 200_000, hoan: 0 },
      theongay: [
        { ngay: '2026-03-01', tongthu: 350_000, tonghoan: 0, thucthu: 350_000 },
        { ngay: '2026-03-02', tongthu: 345_000, tonghoan: 0, thucthu: 345_000 },
        { ngay: '2026-03-03', tongthu: 200_000, tonghoan: 30_000, thucthu: 170_000 },
      ],
      theonhanvien: [{ nhanvien_id: here.cashier._id, thucthu: 865_000 }],
      kytruoc: { tungay: '2026-02-26', denngay: '2026-02-28', tongthu: 70_000, tonghoan: 0, thucthu: 70_000 },
    });
    // The same figure straight from the documents' tables.
    const within = (table: typeof receipts | typeof refunds) =>
      db
        .select({ sotien: table.sotien, phuongthuc: table.phuongthuc })
        .from(table)
        .where(
          and(
            eq(table.phongkham_id, here.clinic),
            gte(table.createdAt, at('2026-03-01')),
            lt(table.createdAt, at('2026-03-04')),
          ),
        );
    const moved = (rows: { sotien: number; phuongthuc: string }[]) =>
      rows.filter((row) => row.phuongthuc !== 'TAM_UNG').reduce((sum, row) => sum + row.sotien, 0);
    expect(report.thucthu).toBe(moved(await within(receipts)) - moved(await within(refunds)));
  });

  it("reads today's payments and refund made through the billing API", async () => {
    const report = revenueReport.parse((await read(here.manager)).json().data);
    expect(report).toMatchObject({
      tungay: clinicDay(),
      tongthu: 435_000,
      tonghoan: 85_000,
      thucthu: 350_000,
      theophuongthuc: { TIEN_MAT: 200_000, THE: 150_000, CHUYEN_KHOAN: 0, VIETQR: 0 },
      theongay: [{ ngay: clinicDay(), thucthu: 350_000 }],
    });
  });

  it("keeps staff to their clinic; the owner reads every clinic's or the one named", async () => {
    const owner = await signIn(app, await createStaff(db, { role: 'ADMINISTRATOR' }));
    const period = '?tungay=2026-03-02&denngay=2026-03-02';
    const all = (await read(owner, period)).json().data;
    expect(all.tongthu).toBe(345_000 + 1_000_000);
    expect((await read(owner, `${period}&phongkham_id=${other}`)).json().data.tongthu).toBe(1_000_000);
    // Staff name another clinic in vain.
    const narrowed = (await read(here.manager, `${period}&phongkham_id=${other}`)).json().data;
    expect(narrowed.tongthu).toBe(345_000);
    // Each answer says whose figures they are, for the printout's header: the clinic read, or the business (the
    // site's general information) when the owner reads every clinic.
    const [own] = await db.select().from(clinics).where(eq(clinics._id, here.clinic));
    expect(narrowed.phongkham).toEqual({
      phongkham_ten: own!.ten,
      phongkham_diachi: own!.diachi_day,
      phongkham_dienthoai: own!.dienthoai,
    });
    const [business] = await db.select().from(settings);
    expect(all.phongkham).toEqual({
      phongkham_ten: business!.tenphongkham,
      phongkham_diachi: business!.diachi,
      phongkham_dienthoai: business!.dienthoai,
    });
  });

  it('answers only under its own grant', async () => {
    expect((await read(undefined)).statusCode).toBe(401);
    expect((await read(here.cashier)).statusCode).toBe(403);
    const waitsOnly = await staffWithMenu(app, db, [menuEntry('/bao-cao/thoi-gian-cho', { view: true })], {
      phongkham_id: here.clinic,
    });
    expect((await read(waitsOnly)).statusCode).toBe(403);
    const granted = await staffWithMenu(app, db, [menuEntry('/bao-cao/doanh-thu', { view: true })], {
      phongkham_id: here.clinic,
    });
    expect((await read(granted)).statusCode).toBe(200);
  });

  it('refuses a period backwards or too long, in the reader’s language', async () => {
    const backwards = await read(here.manager, '?tungay=2026-03-05&denngay=2026-03-01');
    expect(backwards.statusCode).toBe(400);
    const tooLong = await read(here.manager, '?tungay=2025-01-01&denngay=2026-03-01', 'en');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('A report shows at most 400 days at a time');
    const vi = await read(here.manager, '?tungay=2025-01-01&denngay=2026-03-01');
    expect(vi.body).toContain('Mỗi lần xem báo cáo tối đa 400 ngày');
    expect((await read(here.manager, '?tungay=2026-02-30')).statusCode).toBe(400);
  });
});
