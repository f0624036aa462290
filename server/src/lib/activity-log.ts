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

export async function recordActivity(db: Pick<Database, 'insert'>, entry: ActivityEntry): Promise<void> {
  await db.insert(activityLog).values({
    ...entry,
    banghi_id: entry.banghi_id ?? null,
    truoc: entry.truoc ?? null,
    sau: entry.sau ?? null,
  });
}
