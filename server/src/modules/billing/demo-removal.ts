// The demo clinic's money documents, removed when the demo ends (docs/decisions/0062-demo-clinic.md): the refunds,
// receipts and deposits of its patients and bills, then the bills' lines and the bills. Called by modules/demo inside
// its transaction, after the stock documents that name bill lines, so this module stays the only writer of its
// tables. Their numbers are not handed back: the next real document follows the demo's last, and the history's
// entry for the demo's end explains the run.
import { or } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { billLines, bills, deposits, receipts, refunds } from '../../db/schema';
import { inIds } from '../../lib/id-sets';

export async function removeDemoMoney(
  tx: Transaction,
  patientIds: readonly string[],
  billIds: readonly string[],
): Promise<void> {
  await tx.delete(refunds).where(or(inIds(refunds.hoadon_id, billIds), inIds(refunds.benhnhan_id, patientIds)));
  await tx.delete(receipts).where(or(inIds(receipts.hoadon_id, billIds), inIds(receipts.benhnhan_id, patientIds)));
  await tx.delete(deposits).where(inIds(deposits.benhnhan_id, patientIds));
  await tx.delete(billLines).where(inIds(billLines.hoadon_id, billIds));
  await tx.delete(bills).where(inIds(bills._id, billIds));
}
