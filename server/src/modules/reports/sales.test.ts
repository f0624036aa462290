// The sales and balances report against its documents: bills placed on past days at the clinic-day boundaries (the
// first moment of the period, its last minute, the first moment after), with line discounts, a bill-level discount
// approved by the manager, a voided bill, a draft and another clinic's bill; and today a visit's bill issued and
// partly paid through the billing API. The figures equal the documents to the đồng; the grant and the period too.
import { clinicDay, clinicInstant, salesReport } from '@phongkham/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { billLines, bills, deposits } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { billingWorld, type BillingSetup } from '../../test/billing';
import { createClinic } from '../../test/factories';

const { app, database } = await buildTestApp();
const db = database.db;
const { call, setup, openShift, visitBill, pay } = billingWorld(app, db);

let here: BillingSetup;
let number = 0;

interface Line {
  loai: 'DICH_VU' | 'THUOC';
  ten: string;
  dichvu_id?: string;
  soluong: number;
  dongia: number;
  giamgia?: number;
}

/** A bill written as the billing module leaves one: totals that agree with its lines, issued at `at`. */
async function placeBill(
  phongkham_id: string,
  at: Date | null,
  lines: Line[],
  options: { trangthai?: 'NHAP' | 'DA_PHAT_HANH' | 'DA_THANH_TOAN' | 'DA_HUY'; giamgia?: number; duyet?: string } = {},
) {
  const tongtien = lines.reduce((sum, line) => sum + line.soluong * line.dongia - (line.giamgia ?? 0), 0);
  const giamgia = options.giamgia ?? 0;
  const trangthai = options.trangthai ?? 'DA_PHAT_HANH';
  const phaitra = tongtien - giamgia;
  const [bill] = await db
    .insert(bills)
    .values({
      phongkham_id,
      so: `HD-DS-${++number}`,
      trangthai,
      tongtien,
      giamgia,
      giamgia_duyet: options.duyet ? 'DA_DUYET' : 'KHONG_CAN',
      giamgia_nguoiduyet_id: options.duyet ?? null,
      phaitra,
      dathu: trangthai === 'DA_THANH_TOAN' ? phaitra : 0,
      phathanh_luc: at,
    })
    .returning({ _id: bills._id });
  await db.insert(billLines).values(
    lines.map((line, thutu) => ({
      phongkham_id,
      hoadon_id: bill!._id,
      loai: line.loai,
      dichvu_id: line.dichvu_id ?? null,
      ten: line.ten,
      soluong: line.soluong,
      dongia: line.dongia,
      giamgia: line.giamgia ?? 0,
      thanhtien: line.soluong * line.dongia - (line.giamgia ?? 0),
      thutu,
    })),
  );
  return bill!._id;
}

const read = async (query: string, who = here.manager) => {
  const answer = await call('GET', `/api/baocao/doanhso${query}`, who);
  expect(answer.statusCode, answer.body).toBe(200);
  return salesReport.parse(answer.json().data);
};

beforeAll(async () => {
  here = await setup();
  const other = await createClinic(db);
  const consultation = { loai: 'DICH_VU' as const, ten: 'Khám nội tổng quát', dichvu_id: here.consultation };
  const lipid = { loai: 'DICH_VU' as const, ten: 'Xét nghiệm mỡ máu', dichvu_id: here.lipid };
  const drug = { loai: 'THUOC' as const, ten: 'Amoxicillin 500 mg' };
  // 1–3 March 2026: two bills that count, with a line discount and an approved bill discount.
  await placeBill(
    here.clinic,
    clinicInstant('2026-03-01'),
    [
      { ...consultation, soluong: 1, dongia: 150_000 },
      { ...lipid, soluong: 1, dongia: 200_000, giamgia: 50_000 },
    ],
    { giamgia: 30_000, duyet: here.manager._id },
  );
  await placeBill(here.clinic, clinicInstant('2026-03-03', 23 * 60 + 59), [{ ...drug, soluong: 2, dongia: 60_000 }], {
    trangthai: 'DA_THANH_TOAN',
  });
  // Voided, a draft never issued, the first moment after the period, another clinic's: none in the sales.
  await placeBill(here.clinic, clinicInstant('2026-03-02'), [{ ...drug, soluong: 1, dongia: 60_000 }], {
    trangthai: 'DA_HUY',
  });
  await placeBill(here.clinic, null, [{ ...consultation, soluong: 1, dongia: 150_000 }], { trangthai: 'NHAP' });
  await placeBill(here.clinic, clinicInstant('2026-03-04'), [{ ...consultation, soluong: 1, dongia: 150_000 }], {
    trangthai: 'DA_THANH_TOAN',
  });
  await placeBill(other, clinicInstant('2026-03-02'), [{ ...drug, soluong: 9, dongia: 60_000 }]);
  // The day before the period: the previous three days hold this one.
  await placeBill(here.clinic, clinicInstant('2026-02-28', 12 * 60), [{ ...drug, soluong: 1, dongia: 60_000 }], {
    trangthai: 'DA_THANH_TOAN',
  });
  // Today, through the API: a visit's bill of 435 000 paid 200 000 in cash, which issues it.
  const bill = await visitBill(here);
  await openShift(here.clinic, here.cashier);
  expect((await pay(bill._id, here.cashier, { phuongthuc: 'TIEN_MAT', sotien: 200_000 })).statusCode).toBe(201);
  await db.insert(deposits).values({ phongkham_id: here.clinic, benhnhan_id: here.patient, sodu: 80_000 });
});

describe('GET /api/baocao/doanhso', () => {
  it('sums the bills issued in the period by kind, service, group and doctor, with the discounts and approvers', async () => {
    const report = await read('?tungay=2026-03-01&denngay=2026-03-03');
    expect(report).toMatchObject({
      sohoadon: 2,
      tienhang: 420_000,
      giamgia: 30_000,
      doanhso: 390_000,
      giamgia_dong: 50_000,
      dahuy: 1,
      kytruoc: { tungay: '2026-02-26', denngay: '2026-02-28', sohoadon: 1, tienhang: 60_000, doanhso: 60_000 },
    });
    expect(report.theoloai).toEqual([
      { ma: 'DICH_VU', ten: null, soluong: 2, thanhtien: 300_000 },
      { ma: 'THUOC', ten: null, soluong: 2, thanhtien: 120_000 },
    ]);
    expect(report.theodichvu).toEqual([
      { ma: here.consultation, ten: 'Khám nội tổng quát', soluong: 1, thanhtien: 150_000 },
      { ma: here.lipid, ten: 'Xét nghiệm mỡ máu', soluong: 1, thanhtien: 150_000 },
    ]);
    expect(report.theonhom).toEqual([expect.objectContaining({ soluong: 2, thanhtien: 300_000 })]);
    // Bills without a visit have no doctor: the doctors' column still adds up to the sales.
    expect(report.theobacsi).toEqual([{ ma: null, ten: null, soluong: 2, thanhtien: 390_000 }]);
    expect(report.giamgia_theonguoiduyet).toEqual([
      { nguoiduyet_id: here.manager._id, nguoiduyet_hoten: expect.any(String), sohoadon: 1, giamgia: 30_000 },
    ]);
    // The parts add up to the whole.
    expect(report.theoloai.reduce((sum, row) => sum + row.thanhtien, 0)).toBe(report.tienhang);
    expect(report.theobacsi.reduce((sum, row) => sum + row.thanhtien, 0)).toBe(report.doanhso);
  });

  it("counts today's bill issued through the API and, now, what is owed and held", async () => {
    const today = await read(`?tungay=${clinicDay()}`);
    expect(today).toMatchObject({ sohoadon: 1, tienhang: 435_000, giamgia: 0, doanhso: 435_000, dahuy: 0 });
    expect(today.theoloai).toEqual([{ ma: 'DICH_VU', ten: null, soluong: 3, thanhtien: 435_000 }]);
    // Owed: today's 235 000 and the March bill's 270 000 never paid; the paid ones and the draft owe nothing.
    expect(today.congno).toEqual({ sohoadon: 2, conlai: 505_000 });
    expect(today.tamung).toEqual({ sobenhnhan: 1, sodu: 80_000 });
  });

  it('answers under its own page only, and refuses a period that ends before it starts', async () => {
    expect((await call('GET', '/api/baocao/doanhso', here.cashier)).statusCode).toBe(403);
    expect((await call('GET', '/api/baocao/doanhso', here.receptionist)).statusCode).toBe(403);
    const backwards = await call('GET', '/api/baocao/doanhso?tungay=2026-03-03&denngay=2026-03-01', here.manager);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toMatch(/[ạảãáàâăđêếềệôơư]/);
  });
});
