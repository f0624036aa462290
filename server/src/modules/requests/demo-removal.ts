// The web requests linked to the demo clinic's patients, removed when the demo ends (docs/decisions/0062-demo-clinic.md)
// with their history (its foreign key cascades): called by modules/demo inside its transaction, so this module stays
// the only writer of its tables.
import type { Transaction } from '../../db/client';
import { requests } from '../../db/schema';
import { inIds } from '../../lib/id-sets';

export async function removeDemoRequests(tx: Transaction, patientIds: readonly string[]): Promise<void> {
  await tx.delete(requests).where(inIds(requests.benhnhan_id, patientIds));
}
