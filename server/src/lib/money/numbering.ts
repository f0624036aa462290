// Gapless document numbers (HD-2026-000123, PT-…, PC-…) per clinic, kind and year. The counter row is taken with an
// upsert inside the transaction that issues the document: its row lock makes a second issuer wait until the first
// commits or rolls back, and a rollback gives the number back, so numbers never skip or repeat. A database sequence
// would be faster but leaves a gap on every rollback, which an auditor reads as a missing document.
import { clinicWallClock, documentNumber, type DocumentKind } from '@phongkham/contracts';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { documentCounters } from '../../db/schema';
import type { Writer } from '../crud/writer';

/** The clinic's calendar year in Vietnam time (a receipt at 00:30 on 1 January belongs to the new year). */
export const clinicYear = (at: Date = new Date()): number => clinicWallClock(at).getUTCFullYear();

/**
 * The next number of `kind` for the clinic, taken in the caller's transaction (a Writer's, or a bare one). The counter
 * is bookkeeping of the document being issued, whose own insert records it in the activity history.
 */
export async function nextNumber(
  w: Writer | Transaction,
  clinicId: string,
  kind: DocumentKind,
  at: Date = new Date(),
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
