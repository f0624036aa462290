// The e-invoices of the demo clinic's bills, removed when the demo ends (docs/decisions/0062-demo-clinic.md): called
// by modules/demo inside its transaction, so this module stays the only writer of its table.
import type { Transaction } from '../../db/client';
import { eInvoices } from '../../db/schema';
import { inIds } from '../../lib/id-sets';

export async function removeDemoEInvoices(tx: Transaction, billIds: readonly string[]): Promise<void> {
  await tx.delete(eInvoices).where(inIds(eInvoices.hoadon_id, billIds));
}
