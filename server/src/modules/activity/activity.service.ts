// The activity history as the history screen reads it (lib/activity-log.ts writes it, inside each change's
// transaction): one page through the kit's listPage, one entry by id.
import type { ActivityListQuery } from '@phongkham/contracts';
import { count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activityLog, staff } from '../../db/schema';
import { listPage } from '../../lib/list';

/** Vietnam keeps one offset all year (no daylight saving), so a day starts at 00:00+07:00. */
const dayStart = (day: string): SQL => sql`${`${day}T00:00:00+07:00`}::timestamptz`;

// Who acted comes from a left join: drizzle answers `nhanvien: null` when nobody was signed in.
const entryColumns = {
  _id: activityLog._id,
  nhanvien_id: activityLog.nhanvien_id,
  nhanvien: { hoten: staff.hoten, taikhoan: staff.taikhoan },
  hanhdong: activityLog.hanhdong,
  tainguyen: activityLog.tainguyen,
  banghi_id: activityLog.banghi_id,
  truoc: activityLog.truoc,
  sau: activityLog.sau,
  ip: activityLog.ip,
  createdAt: activityLog.createdAt,
};

const entries = (db: Database) =>
  db.select(entryColumns).from(activityLog).leftJoin(staff, eq(staff._id, activityLog.nhanvien_id)).$dynamic();

export function listActivity(db: Database, query: ActivityListQuery) {
  return listPage(query, {
    where: [
      query.nhanvien_id ? eq(activityLog.nhanvien_id, query.nhanvien_id) : undefined,
      query.tainguyen ? eq(activityLog.tainguyen, query.tainguyen) : undefined,
      query.hanhdong ? eq(activityLog.hanhdong, query.hanhdong) : undefined,
      query.tungay ? gte(activityLog.createdAt, dayStart(query.tungay)) : undefined,
      query.denngay ? lt(activityLog.createdAt, sql`${dayStart(query.denngay)} + interval '1 day'`) : undefined,
    ],
    // The free text finds a person by name or account, or every change of one record by its id.
    search: [staff.hoten, staff.taikhoan, activityLog.banghi_id],
    sortable: { createdAt: activityLog.createdAt },
    defaultSort: '-createdAt',
    tieBreak: desc(activityLog._id),
    count: async (where) =>
      (
        await db
          .select({ n: count() })
          .from(activityLog)
          .leftJoin(staff, eq(staff._id, activityLog.nhanvien_id))
          .where(where)
      )[0]?.n ?? 0,
    rows: (where, order, window) =>
      entries(db)
        .where(where)
        .orderBy(...order)
        .limit(window.limit)
        .offset(window.offset),
  });
}

export async function getActivity(db: Database, id: string) {
  const [entry] = await entries(db).where(eq(activityLog._id, id));
  return entry ?? null;
}
