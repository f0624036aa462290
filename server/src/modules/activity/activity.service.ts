// Writes the activity log: who did what, when, to which record, before and after.
import type { Database } from '../../db/client';
import { activityLog } from '../../db/schema';

/** What happened, in the log's vocabulary (shown translated in the activity history screen). */
export type ActivityAction =
  'DANG_NHAP' | 'DANG_NHAP_THAT_BAI' | 'DANG_XUAT' | 'THU_HOI_PHIEN' | 'TAO' | 'CAP_NHAT' | 'XOA';

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

/** Accepts the database or a transaction, so a write and its log row commit together. */
export async function recordActivity(db: Pick<Database, 'insert'>, entry: ActivityEntry): Promise<void> {
  await db.insert(activityLog).values({
    ...entry,
    banghi_id: entry.banghi_id ?? null,
    truoc: entry.truoc ?? null,
    sau: entry.sau ?? null,
  });
}
