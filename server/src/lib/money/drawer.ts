// The cash drawer a money document joins: the author's open cashier shift. Bills, refunds and hand-entered cash
// entries all ask the same question, so it is asked here once. The cash-book module opens and closes shifts; this
// only reads one, with a share lock so the shift cannot close between the check and the document's commit.
import { and, eq } from 'drizzle-orm';
import type { PaymentMethod } from '@phongkham/contracts';
import type { Transaction } from '../../db/client';
import { cashierShifts } from '../../db/schema';
import { HttpError } from '../http-error';

/** The open shift's id (null when none and the money is not cash); cash without an open shift is a 409. */
export async function drawerShift(tx: Transaction, staffId: string, method: PaymentMethod): Promise<string | null> {
  const [shift] = await tx
    .select({ _id: cashierShifts._id })
    .from(cashierShifts)
    .where(and(eq(cashierShifts.nhanvien_id, staffId), eq(cashierShifts.trangthai, 'MO')))
    .for('share');
  if (!shift && method === 'TIEN_MAT') throw new HttpError(409, 'errors.cashShiftRequired');
  return shift?._id ?? null;
}
