// Writes the activity history (who did what, to which record, before and after). It accepts the database or a
// transaction, so a write and its history row commit together or not at all. The activity module reads it back.
import type { ActivityAction } from '@phongkham/contracts';
import type { Database } from '../db/client';
import { activityLog } from '../db/schema';

export interface ActivityEntry {
  nhanvien_id: string | null;
  hanhdong: ActivityAction;
  tainguyen: string;
  banghi_id?: string | null;
  truoc?: unknown;
  sau?: unknown;
  ip?: string | null;
  userAgent?: string | null;
}

const row = (entry: ActivityEntry) => ({
  ...entry,
  banghi_id: entry.banghi_id ?? null,
  truoc: entry.truoc ?? null,
  sau: entry.sau ?? null,
});

export async function recordActivity(db: Pick<Database, 'insert'>, entry: ActivityEntry): Promise<void> {
  await db.insert(activityLog).values(row(entry));
}

/** Rows per statement: well under PostgreSQL's 65,535 bound parameters. */
const BATCH = 500;

/** Many entries at once (one write that changed many records keeps one entry per record), a few statements in all. */
export async function recordActivities(db: Pick<Database, 'insert'>, entries: readonly ActivityEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += BATCH) {
    await db.insert(activityLog).values(entries.slice(start, start + BATCH).map(row));
  }
}
