// What a cashier prints and shows: a receipt with everything its paper carries (the clinic's header, the bill's
// lines and discounts, each payment by method, the balance, the amount in words, the cashier's name), as it stood
// when the receipt was issued, and the VietQR code for a bill's balance with the bill number as the transfer memo.
// A deposit's receipt names no bill: it carries the patient and the deposit balance it left.
import {
  paidState,
  receiptMethods,
  type ReceiptMethod,
  type receiptPrint,
  type VietQrAnswer,
} from '@phongkham/contracts';
import type { z } from 'zod';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bills, clinics, patients, receipts, refunds } from '../../db/schema';
import { clinicCondition } from '../../lib/crud/scope';
import { HttpError, notFound } from '../../lib/http-error';
import { vietQr } from '../../lib/money/vietqr';
import { readBill, receiptsOf, refundsOf } from './bills.read';
import { depositEntries } from './deposits.read';

/** GET /api/hoadon/:id/vietqr: the code for what is still due (409 without a bank account or a balance). */
export async function billQr(db: Database, id: string, clinic: string | null): Promise<VietQrAnswer> {
  const [row] = await db
    .select({
      so: bills.so,
      trangthai: bills.trangthai,
      conlai: bills.phaitra,
      dathu: bills.dathu,
      bin: clinics.nganhang_bin,
      account: clinics.sotaikhoan,
    })
    .from(bills)
    .innerJoin(clinics, eq(clinics._id, bills.phongkham_id))
    .where(and(eq(bills._id, id), clinicCondition(bills.phongkham_id, clinic)));
  if (!row) throw notFound();
  const sotien = row.conlai - row.dathu;
  if (row.trangthai === 'DA_HUY' || sotien <= 0) throw new HttpError(409, 'errors.billNothingDue');
  if (!row.bin || !row.account) throw new HttpError(409, 'errors.clinicNoBank');
  return {
    chuoi: vietQr({ bin: row.bin, account: row.account, amount: sotien, billNumber: row.so }),
    sotien,
    so: row.so,
  };
}

/**
 * GET /api/phieuthu/:id: one receipt as printed, in the reader's language, and as it was issued: an issued document
 * never changes, so a reprint matches the paper the patient took home. The bill's lines and discounts are frozen at
 * issue and read as stored; the payments are the bill's receipts up to and including this one (by the moment they
 * were taken, ties by number), the refunds those made before it, and the figures are worked out from them.
 */
export async function printedReceipt(
  db: Database,
  id: string,
  clinic: string | null,
  lang: string,
): Promise<z.output<typeof receiptPrint>> {
  const [receipt] = await receiptsOf(
    db,
    and(eq(receipts._id, id), clinicCondition(receipts.phongkham_id, clinic))!,
    lang,
  );
  if (!receipt) throw notFound();
  const [header] = await db
    .select({ ten: clinics.ten, diachi_day: clinics.diachi_day, dienthoai: clinics.dienthoai })
    .from(clinics)
    .where(eq(clinics._id, receipt.phongkham_id));
  const [patient] = receipt.benhnhan_id
    ? await db
        .select({ hoten: patients.hoten, ma: patients.ma })
        .from(patients)
        .where(eq(patients._id, receipt.benhnhan_id))
    : [];
  // The deposit as this receipt left it, when the receipt moved it (a deposit taken, a payment drawn from it).
  const touched = receipt.benhnhan_id && (receipt.loai === 'TAM_UNG' || receipt.phuongthuc === 'TAM_UNG');
  const entry = touched ? (await depositEntries(db, receipt.benhnhan_id!)).find((row) => row._id === id) : undefined;
  const byMethod = Object.fromEntries(receiptMethods.map((method) => [method, 0])) as Record<ReceiptMethod, number>;
  const common = {
    ...receipt,
    phongkham: header!,
    benhnhan_hoten: patient?.hoten ?? null,
    benhnhan_ma: patient?.ma ?? null,
    sodu_tamung: entry?.sodu ?? null,
  };
  if (!receipt.hoadon_id)
    return { ...common, hoadon: null, theophuongthuc: { ...byMethod, [receipt.phuongthuc]: receipt.sotien } };
  const billId = receipt.hoadon_id;
  const bill = await readBill(db, billId, clinic, lang);
  // Compared with the stored row, not the JS Date read back: the database keeps microseconds, a Date milliseconds.
  const issued = db.select({ at: receipts.createdAt, so: receipts.so }).from(receipts).where(eq(receipts._id, id));
  const issuedAt = db.select({ at: receipts.createdAt }).from(receipts).where(eq(receipts._id, id));
  const paid = await receiptsOf(
    db,
    and(eq(receipts.hoadon_id, billId), sql`(${receipts.createdAt}, ${receipts.so}) <= (${issued})`)!,
  );
  const returned = await refundsOf(db, and(eq(refunds.hoadon_id, billId), sql`${refunds.createdAt} < (${issuedAt})`)!);
  for (const row of paid) byMethod[row.phuongthuc] += row.sotien;
  for (const back of returned) byMethod[back.phuongthuc] -= back.sotien;
  const { phieuthu: _receipts, phieuchi: _refunds, ...stored } = bill!;
  const dahoan = returned.reduce((sum, back) => sum + back.sotien, 0);
  const phaitra = stored.tongtien - stored.giamgia - dahoan;
  const dathu = paid.reduce((sum, row) => sum + row.sotien, 0) - dahoan;
  const hoadon = {
    ...stored,
    trangthai: paidState(phaitra, dathu),
    dahoan,
    phaitra,
    dathu,
    conlai: phaitra - dathu,
    // This payment was the bill's last change as of this receipt.
    updatedAt: receipt.createdAt,
  };
  return { ...common, hoadon, theophuongthuc: byMethod };
}
