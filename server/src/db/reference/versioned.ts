// The one loader of the versioned reference data files (README.md beside it): the database remembers each file's
// hash (`dulieu_thamchieu`), so a start with the same file costs one query, and a start with a new file reloads
// that data set's tables in one transaction. Each data set (addresses, ICD-10) gives only how its rows are written.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../client';
import { referenceData } from '../tables/diachi';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for a few columns. */
const BATCH = 2000;

export async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

export interface ReferenceSet<T> {
  /** The name the database remembers the file under. */
  dataset: string;
  file: URL;
  /** The date the data is in force from. */
  effective: (data: T) => string;
  /** Makes the tables hold exactly the file's rows (inside the reload's transaction). */
  load: (tx: Transaction, data: T) => Promise<void>;
}

/** Makes the database hold `set.file`. Answers whether it loaded anything: false when it already held this file. */
export async function ensureReference<T>(db: Database, set: ReferenceSet<T>): Promise<boolean> {
  const bytes = await readFile(set.file);
  const hash = createHash('sha256').update(bytes).digest('hex');
  const held = async (reader: Pick<Database, 'select'>) =>
    (await reader.select({ bam: referenceData.bam }).from(referenceData).where(eq(referenceData.ten, set.dataset)))[0]
      ?.bam === hash;
  if (await held(db)) return false;
  const data = JSON.parse(bytes.toString('utf8')) as T;
  return db.transaction(async (tx) => {
    // Two processes starting on one database: the second waits, then finds the file loaded.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${set.dataset}))`);
    if (await held(tx)) return false;
    await set.load(tx, data);
    const version = { hieuluc: set.effective(data), bam: hash, napluc: new Date() };
    await tx
      .insert(referenceData)
      .values({ ten: set.dataset, ...version })
      .onConflictDoUpdate({ target: referenceData.ten, set: version });
    return true;
  });
}
