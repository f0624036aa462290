// Test data for the cash book: a bill and its receipts and refunds written straight into their tables, stamped with
// a shift, a cashier and a moment of the test's choosing. The cash book only reads these documents; the billing
// module that issues them (numbering, the bill's totals, the open-shift rule for cash) is tested on its own, and a
// cash-book test that went through it could not place a document on a past day.
import type { PaymentMethod } from '@phongkham/contracts';
import type { Database } from '../db/client';
import { bills, receipts, refunds } from '../db/schema';

let sequence = 0;
const next = () => String(++sequence).padStart(6, '0');

/** An issued bill large enough for any receipt a test writes against it. */
export async function testBill(db: Database, phongkham_id: string): Promise<string> {
  const [row] = await db
    .insert(bills)
    .values({
      phongkham_id,
      so: `HD-KT-${next()}`,
      trangthai: 'DA_PHAT_HANH',
      tongtien: 1_000_000_000,
      phaitra: 1_000_000_000,
    })
    .returning({ _id: bills._id });
  return row!._id;
}

export interface TestDocument {
  phongkham_id: string;
  hoadon_id: string;
  phuongthuc: PaymentMethod;
  sotien: number;
  cathungan_id?: string | null;
  nhanvien_id?: string | null;
  createdAt?: Date;
}

/** A receipt (phiếu thu). */
export async function testReceipt(db: Database, document: TestDocument): Promise<string> {
  const [row] = await db
    .insert(receipts)
    .values({ ...document, so: `PT-KT-${next()}` })
    .returning({ _id: receipts._id });
  return row!._id;
}

/** A refund (phiếu chi), with its reason. */
export async function testRefund(db: Database, document: TestDocument): Promise<string> {
  const [row] = await db
    .insert(refunds)
    .values({ ...document, so: `PC-KT-${next()}`, lydo: 'Hoàn tiền kiểm thử' })
    .returning({ _id: refunds._id });
  return row!._id;
}
