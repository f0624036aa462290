// A receipt prints as it was issued (GET /api/phieuthu/:id): later payments and refunds on its bill leave its reprint
// exactly as the paper the patient took home; a later receipt lists the payments before it and counts the refunds
// made before it; receipts taken at the same moment are ordered by number.
import { receiptPrint, receiptRow } from '@phongkham/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { receipts } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { billingWorld, type BillingSetup } from '../../test/billing';

const { app, database } = await buildTestApp();
const db = database.db;
const { call, setup, openShift, visitBill, pay } = billingWorld(app, db);

async function paid(billId: string, here: BillingSetup, body: Record<string, unknown>) {
  const answer = await pay(billId, here.cashier, body);
  expect(answer.statusCode, answer.body).toBe(201);
  return receiptRow.parse(answer.json().data)._id;
}

async function printed(id: string, here: BillingSetup) {
  const answer = await call('GET', `/api/phieuthu/${id}`, here.cashier);
  expect(answer.statusCode, answer.body).toBe(200);
  return receiptPrint.parse(answer.json().data);
}

async function refunded(billId: string, here: BillingSetup, sotien: number) {
  const answer = await call('POST', `/api/hoadon/${billId}/hoantien`, here.cashier, {
    sotien,
    lydo: 'Không làm điện tâm đồ',
    phuongthuc: 'TIEN_MAT',
  });
  expect(answer.statusCode, answer.body).toBe(201);
}

const none = { TIEN_MAT: 0, THE: 0, CHUYEN_KHOAN: 0, VIETQR: 0, TAM_UNG: 0 };

describe('a printed receipt', () => {
  it('reprints as issued after a later payment and a refund; the later receipt lists both payments', async () => {
    const here = await setup();
    await openShift(here.clinic, here.cashier);
    const bill = await visitBill(here); // 435.000
    const cash = await paid(bill._id, here, { phuongthuc: 'TIEN_MAT', sotien: 200_000, tienkhachdua: 500_000 });
    const atIssue = await printed(cash, here);
    expect(atIssue.sotienbangchu).toBe('Hai trăm nghìn đồng chẵn');
    expect(atIssue.theophuongthuc).toEqual({ ...none, TIEN_MAT: 200_000 });
    expect(atIssue.hoadon).toMatchObject({
      trangthai: 'THANH_TOAN_MOT_PHAN',
      tongtien: 435_000,
      dahoan: 0,
      phaitra: 435_000,
      dathu: 200_000,
      conlai: 235_000,
    });

    const qr = await paid(bill._id, here, { phuongthuc: 'VIETQR', sotien: 235_000, magiaodich: 'FT2611' });
    const qrAtIssue = await printed(qr, here);
    expect(await printed(cash, here)).toEqual(atIssue);
    await refunded(bill._id, here, 90_000);
    expect(await printed(cash, here)).toEqual(atIssue);

    const second = await printed(qr, here);
    expect(second).toEqual(qrAtIssue);
    expect(second.sotienbangchu).toBe('Hai trăm ba mươi lăm nghìn đồng chẵn');
    expect(second.theophuongthuc).toEqual({ ...none, TIEN_MAT: 200_000, VIETQR: 235_000 });
    expect(second.hoadon).toMatchObject({
      trangthai: 'DA_THANH_TOAN',
      dahoan: 0,
      phaitra: 435_000,
      dathu: 435_000,
      conlai: 0,
    });
  });

  it('counts a refund made before the receipt, and not one made after it', async () => {
    const here = await setup();
    await openShift(here.clinic, here.cashier);
    const bill = await visitBill(here);
    const cash = await paid(bill._id, here, { phuongthuc: 'TIEN_MAT', sotien: 300_000 });
    const atIssue = await printed(cash, here);
    await refunded(bill._id, here, 100_000);
    const card = await paid(bill._id, here, { phuongthuc: 'THE', sotien: 135_000 });
    expect(await printed(cash, here)).toEqual(atIssue);
    const later = await printed(card, here);
    expect(later.theophuongthuc).toEqual({ ...none, TIEN_MAT: 200_000, THE: 135_000 });
    expect(later.hoadon).toMatchObject({
      trangthai: 'DA_THANH_TOAN',
      dahoan: 100_000,
      phaitra: 335_000,
      dathu: 335_000,
      conlai: 0,
    });
  });

  it('orders receipts taken at the same moment by their number', async () => {
    const here = await setup();
    const bill = await visitBill(here);
    const first = await paid(bill._id, here, { phuongthuc: 'THE', sotien: 100_000 });
    const second = await paid(bill._id, here, { phuongthuc: 'CHUYEN_KHOAN', sotien: 50_000 });
    // Two receipts stamped with one moment, to the microsecond.
    await db
      .update(receipts)
      .set({ createdAt: sql`(select "createdAt" from phieuthu where _id = ${first})` })
      .where(eq(receipts._id, second));
    expect((await printed(first, here)).theophuongthuc).toEqual({ ...none, THE: 100_000 });
    expect((await printed(second, here)).theophuongthuc).toEqual({ ...none, THE: 100_000, CHUYEN_KHOAN: 50_000 });
  });
});
