// The cash drawer a money document joins: the author's open cashier shift. Bills, refunds and hand-entered cash
// entries all ask the same question, so it is asked here once. The cash-book module opens and closes shifts; this
// only reads one, with a share lock so the shift cannot close between the check and the document's commit.
import { and, eq } from 'drizzle-orm';
import type { ReceiptMethod } from '@phongkham/contracts';
import type { Transaction } from '../../db/client';
import { cashierShifts } from '../../db/schema';
import { HttpError } from '../http-error';

/**
 * The open shift's id (null when none and the money is not cash); cash without an open shift is a 409. A document
 * drawing on a deposit or putting money back into one (TAM_UNG) moves no money and joins no drawer.
 */
export async function drawerShift(tx: Transaction, staffId: string, method: ReceiptMethod): Promise<string | null> {
  if (method === 'TAM_UNG') return null;
  const [shift] = await tx
    .select({ _id: cashierShifts._id })
    .from(cashierShifts)
    .where(and(eq(cashierShifts.nhanvien_id, staffId), eq(cashierShifts.trangthai, 'MO')))
    .for('share');
  if (!shift && method === 'TIEN_MAT') throw new HttpError(409, 'errors.cashShiftRequired');
  return shift?._id ?? null;
}

/**
 * What a document records of money handed over: for cash, the amount tendered (the amount itself unless typed) and
 * the change given back; nothing for any other method.
 */
export function tender(method: string, sotien: number, tienkhachdua: number | null | undefined) {
  if (method !== 'TIEN_MAT') return { tienkhachdua: null, tienthoi: null };
  const tendered = tienkhachdua ?? sotien;
  return { tienkhachdua: tendered, tienthoi: tendered - sotien };
}
