// The demo clinic's visits, removed when the demo ends (docs/decisions/0062-demo-clinic.md), with the live events
// that named them: called by modules/demo inside its transaction, after the records, orders, prescriptions and bills
// that point at them, so this module stays the only writer of its table.
import type { Transaction } from '../../db/client';
import { liveEvents, visits } from '../../db/schema';
import { inIds } from '../../lib/id-sets';

export async function removeDemoVisits(tx: Transaction, visitIds: readonly string[]): Promise<void> {
  await tx.delete(liveEvents).where(inIds(liveEvents.luotkham_id, visitIds));
  await tx.delete(visits).where(inIds(visits._id, visitIds));
}
