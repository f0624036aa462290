// Reception owns the visit's row: another module that must change which patient visits belong to (a merge of
// duplicate records) does it through here, in its own audited transaction.
import { eq } from 'drizzle-orm';
import { visits } from '../../db/schema';
import type { Writer } from '../../lib/crud/writer';

/** A merged duplicate's visits move to the kept record (the merge records the count): how many moved. */
export async function movePatientVisits(writer: Writer, fromId: string, toId: string): Promise<number> {
  const moved = await writer.tx
    .update(visits)
    .set({ benhnhan_id: toId })
    .where(eq(visits.benhnhan_id, fromId))
    .returning({ _id: visits._id });
  return moved.length;
}
