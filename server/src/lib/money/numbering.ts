// Gapless document numbers (HD-2026-000123, PT-…, PC-…) per clinic, kind and year. The counter row is taken with an
// upsert inside the transaction that issues the document: its row lock makes a second issuer wait until the first
// commits or rolls back, and a rollback gives the number back, so numbers never skip or repeat. A database sequence
// would be faster but leaves a gap on every rollback, which an auditor reads as a missing document.
import { clinicWallClock, documentNumber, type DocumentKind } from '@phongkham/contracts';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { bills, cashEntries, documentCounters, receipts, refunds, stockDocuments } from '../../db/schema';
import type { Writer } from '../crud/writer';
import { now } from '../../db/clock';

/** The clinic's calendar year in Vietnam time (a receipt at 00:30 on 1 January belongs to the new year). */
export const clinicYear = (at: Date = now()): number => clinicWallClock(at).getUTCFullYear();

/**
 * The next number of `kind` for the clinic, taken in the caller's transaction (a Writer's, or a bare one). The counter
 * is bookkeeping of the document being issued, whose own insert records it in the activity history.
 */
export async function nextNumber(
  w: Writer | Transaction,
  clinicId: string,
  kind: DocumentKind,
  at: Date = now(),
): Promise<string> {
  const tx = 'tx' in w ? w.tx : w;
  const year = clinicYear(at);
  const [row] = await tx
    .insert(documentCounters)
    .values({ phongkham_id: clinicId, loai: kind, nam: year, so: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.phongkham_id, documentCounters.loai, documentCounters.nam],
      set: { so: sql`${documentCounters.so} + 1` },
    })
    .returning({ so: documentCounters.so });
  return documentNumber(kind, year, row!.so);
}

/** Every table whose rows carry a number of a counter, as `so`. */
const numbered = [bills, receipts, refunds, cashEntries, stockDocuments];

/**
 * After documents were removed (the demo's, when it ends): each counter goes back to the highest number a remaining
 * document of its kind and year holds, and a counter with none left goes, so a clinic that starts for real numbers
 * from 1. A number a real document holds is never given again. The counters are locked first: an issuer that took
 * one before has committed when the highest numbers are read, and one that comes after waits for this transaction.
 */
export async function rewindDocumentCounters(tx: Transaction): Promise<void> {
  await tx.select({ loai: documentCounters.loai }).from(documentCounters).for('update');
  const held = sql.join(
    numbered.map((table) => sql`select ${table.phongkham_id} as phongkham_id, ${table.so} as so from ${table}`),
    sql` union all `,
  );
  await tx.execute(sql`
    with held as (${held}),
    parsed as (
      select phongkham_id, split_part(so, '-', 1) as loai, split_part(so, '-', 2)::int as nam,
        split_part(so, '-', 3)::int as so
      from held where so ~ '^[A-Z]+-[0-9]{4}-[0-9]+$'
    ),
    highest as (select phongkham_id, loai, nam, max(so) as so from parsed group by phongkham_id, loai, nam),
    lowered as (
      update ${documentCounters} c set so = h.so from highest h
      where c.phongkham_id = h.phongkham_id and c.loai = h.loai and c.nam = h.nam and c.so <> h.so
    )
    delete from ${documentCounters} c
    where not exists (
      select 1 from highest h where h.phongkham_id = c.phongkham_id and h.loai = c.loai and h.nam = c.nam
    )`);
}
