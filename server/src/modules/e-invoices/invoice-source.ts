// What a bill's e-invoice is made from, read (never written) inside the issuing transaction: the bill with its row
// share-locked, so no payment or refund changes it meanwhile; its lines as frozen at issue; how it was paid; the
// clinic selling. Billing owns these tables; this module only reads them.
import { asc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { billLines, bills, clinics, receipts } from '../../db/schema';
import type { EInvoiceSettings } from '../system-settings/system-settings.service';
import { invoiceDocument, type EInvoiceDocument } from '../../lib/money/e-invoice';
import { clinicYear } from '../../lib/money/numbering';
import { now } from '../../db/clock';

export type BillForInvoice = typeof bills.$inferSelect;

/** The bill, share-locked until the transaction ends; null when it is not in `clinic` (null: any clinic). */
export async function lockedBill(tx: Transaction, billId: string, clinic: string | null) {
  const [bill] = await tx.select().from(bills).where(eq(bills._id, billId)).for('share');
  if (!bill || (clinic && bill.phongkham_id !== clinic)) return null;
  return bill;
}

/** The invoice of `bill` under key `key`, for `buyer`, with the settings in force. */
export async function buildDocument(
  tx: Transaction,
  bill: BillForInvoice,
  key: string,
  buyer: EInvoiceDocument['nguoimua'],
  settings: EInvoiceSettings,
): Promise<EInvoiceDocument> {
  const lines = await tx
    .select()
    .from(billLines)
    .where(eq(billLines.hoadon_id, bill._id))
    .orderBy(asc(billLines.thutu), asc(billLines.createdAt));
  const paid = await tx
    .select({ phuongthuc: receipts.phuongthuc })
    .from(receipts)
    .where(eq(receipts.hoadon_id, bill._id));
  const [clinic] = await tx
    .select({ ten: clinics.ten, diachi: clinics.diachi, diachi_day: clinics.diachi_day, dienthoai: clinics.dienthoai })
    .from(clinics)
    .where(eq(clinics._id, bill.phongkham_id));
  const at = now();
  return invoiceDocument({
    khoa: key,
    bill: { so: bill.so, giamgia: bill.giamgia, makhuyenmai: bill.makhuyenmai },
    lines,
    methods: paid.map((receipt) => receipt.phuongthuc),
    rates: settings.rates,
    mauso: settings.template!,
    kyhieu: settings.series!,
    seller: {
      ten: clinic!.ten,
      masothue: settings.sellerTaxCode,
      diachi: clinic!.diachi_day || clinic!.diachi,
      dienthoai: clinic!.dienthoai,
    },
    buyer,
    at,
    year: clinicYear(at),
  });
}
