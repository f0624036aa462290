// The cash book (GET /api/soquy): every receipt and refund of a period, each day opening where the previous one
// closed, and the day's close by method and by cashier equal to the day's receipts minus refunds to the đồng; the
// method and cashier filters; the period's limits (400 in vi and en); another clinic's documents never in it.
import { cashBook, clinicInstant, paymentMethods, type PaymentMethod } from '@phongkham/contracts';
import { describe, expect, it } from 'vitest';
import { siteClinic } from '../../lib/crud/scope';
import { buildTestApp } from '../../test/app';
import { apiCaller, createClinic, createStaff, menuEntry, staffWithMenu } from '../../test/factories';
import { testBill, testReceipt, testRefund } from '../../test/money-documents';

const { app, database } = await buildTestApp();
const db = database.db;
const call = apiCaller(app);
const clinic = await siteClinic(db);
const reader = await staffWithMenu(app, db, [menuEntry('/so-quy', { view: true })], { phongkham_id: clinic });
// The two cashiers whose documents the book lists (their names come from their accounts).
const cashiers = [
  (await createStaff(db, { role: 'LETAN', phongkham_id: clinic }))._id,
  (await createStaff(db, { role: 'LETAN', phongkham_id: clinic }))._id,
] as const;
const bill = await testBill(db, clinic);

type Day = { ngay: string; daungay: number; thu: number; chi: number; cuoingay: number } & {
  theophuongthuc: Record<PaymentMethod, number>;
  theonhanvien: { nhanvien_id: string | null; tong: number; theophuongthuc: Record<PaymentMethod, number> }[];
};
type Book = { dauky: number; cuoiky: number; ngay: Day[]; chungtu: { loai: string; sotien: number; ngay: string }[] };
const read = async (query: string) => {
  const answer = await call('GET', `/api/soquy?${query}`, reader);
  expect(answer.statusCode, answer.body).toBe(200);
  expect(cashBook.safeParse(answer.json().data).error).toBeUndefined();
  return answer.json().data as Book;
};
/** A moment `minute` minutes into a clinic day. */
const at = (day: string, minute: number) => clinicInstant(day, minute);
const document = (phuongthuc: PaymentMethod, sotien: number, cashier: 0 | 1, createdAt: Date) => ({
  phongkham_id: clinic,
  hoadon_id: bill,
  phuongthuc,
  sotien,
  nhanvien_id: cashiers[cashier],
  createdAt,
});

// Before the period: 1 000 000 in, 100 000 back. Inside it, three days (the middle one empty) and one receipt a
// minute before midnight, which belongs to its own day. Another clinic's receipt on the same day.
await testReceipt(db, document('TIEN_MAT', 1_000_000, 0, at('2026-03-01', 600)));
await testRefund(db, document('TIEN_MAT', 100_000, 0, at('2026-03-01', 700)));
await testReceipt(db, document('TIEN_MAT', 250_000, 0, at('2026-03-02', 480)));
await testReceipt(db, document('THE', 300_000, 1, at('2026-03-02', 540)));
await testReceipt(db, document('VIETQR', 120_500, 1, at('2026-03-02', 24 * 60 - 1)));
await testRefund(db, document('TIEN_MAT', 50_000, 1, at('2026-03-02', 900)));
await testReceipt(db, document('CHUYEN_KHOAN', 75_000, 0, at('2026-03-04', 0)));
await testRefund(db, document('THE', 300_000, 1, at('2026-03-04', 60)));
const elsewhere = await createClinic(db);
await testReceipt(db, {
  ...document('TIEN_MAT', 9_999_000, 0, at('2026-03-02', 500)),
  phongkham_id: elsewhere,
  hoadon_id: await testBill(db, elsewhere),
});

describe('the cash book', () => {
  it('lists every document of the period, each day opening where the last closed', async () => {
    const book = await read('tungay=2026-03-02&denngay=2026-03-04');
    expect(book.dauky).toBe(900_000);
    expect(book.ngay.map((day) => [day.ngay, day.daungay, day.thu, day.chi, day.cuoingay])).toEqual([
      ['2026-03-02', 900_000, 670_500, 50_000, 1_520_500],
      ['2026-03-03', 1_520_500, 0, 0, 1_520_500],
      ['2026-03-04', 1_520_500, 75_000, 300_000, 1_295_500],
    ]);
    expect(book.cuoiky).toBe(1_295_500);
    expect(book.chungtu.map((line) => [line.ngay, line.loai, line.sotien])).toEqual([
      ['2026-03-02', 'THU', 250_000],
      ['2026-03-02', 'THU', 300_000],
      ['2026-03-02', 'CHI', 50_000],
      ['2026-03-02', 'THU', 120_500],
      ['2026-03-04', 'THU', 75_000],
      ['2026-03-04', 'CHI', 300_000],
    ]);
  });

  it("closes each day by method and by cashier, both equal to the day's receipts minus refunds", async () => {
    const book = await read('tungay=2026-03-02&denngay=2026-03-04');
    const sum = (amounts: Record<PaymentMethod, number>) => paymentMethods.reduce((n, m) => n + amounts[m], 0);
    for (const day of book.ngay) {
      const lines = book.chungtu.filter((line) => line.ngay === day.ngay);
      const signed = lines.reduce((n, line) => n + (line.loai === 'THU' ? line.sotien : -line.sotien), 0);
      expect(day.thu - day.chi).toBe(signed);
      expect(sum(day.theophuongthuc)).toBe(signed);
      expect(day.theonhanvien.reduce((n, cashier) => n + cashier.tong, 0)).toBe(signed);
      for (const cashier of day.theonhanvien) expect(sum(cashier.theophuongthuc)).toBe(cashier.tong);
    }
    const second = book.ngay[0]!;
    expect(second.theophuongthuc).toEqual({ TIEN_MAT: 200_000, THE: 300_000, CHUYEN_KHOAN: 0, VIETQR: 120_500 });
    const byCashier = Object.fromEntries(second.theonhanvien.map((cashier) => [cashier.nhanvien_id, cashier.tong]));
    expect(byCashier).toEqual({ [cashiers[0]]: 250_000, [cashiers[1]]: 370_500 });
  });

  it('filters by method and by cashier, the balances under the same filter', async () => {
    const cash = await read('tungay=2026-03-02&denngay=2026-03-02&phuongthuc=TIEN_MAT');
    expect([cash.dauky, cash.ngay[0]!.thu, cash.ngay[0]!.chi, cash.cuoiky]).toEqual([
      900_000, 250_000, 50_000, 1_100_000,
    ]);
    const minhs = await read(`tungay=2026-03-01&denngay=2026-03-04&nhanvien_id=${cashiers[1]}`);
    expect([minhs.dauky, minhs.cuoiky, minhs.chungtu.length]).toEqual([0, 70_500, 4]);
  });

  it('reads one day when only one end is given, and refuses a period reversed or too long in vi and en', async () => {
    const one = await read('tungay=2026-03-04');
    expect(one.ngay.map((day) => day.ngay)).toEqual(['2026-03-04']);
    const reversed = await call('GET', '/api/soquy?tungay=2026-03-04&denngay=2026-03-01', reader);
    expect(reversed.statusCode).toBe(400);
    expect(Object.keys(reversed.json().errors)).toEqual(['denngay']);
    const long = await call('GET', '/api/soquy?tungay=2026-01-01&denngay=2026-04-30', reader, undefined, 'en');
    expect(long.json().errors).toEqual({ denngay: 'The cash book shows at most 92 days at a time' });
    const vi = await call('GET', '/api/soquy?tungay=2026-01-01&denngay=2026-04-30', reader);
    expect(vi.json().errors).toEqual({ denngay: 'Mỗi lần xem sổ quỹ tối đa 92 ngày' });
  });

  it("keeps each clinic's staff to their own clinic's documents, whatever clinic they ask for", async () => {
    const stranger = await staffWithMenu(app, db, [menuEntry('/so-quy', { view: true })], { phongkham_id: elsewhere });
    const theirs = (await call('GET', '/api/soquy?tungay=2026-03-02&phongkham_id=' + clinic, stranger)).json().data;
    expect(theirs.chungtu.map((line: { sotien: number }) => line.sotien)).toEqual([9_999_000]);
  });
});
