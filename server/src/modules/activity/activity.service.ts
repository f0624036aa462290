// The activity history as the history screen reads it (lib/activity-log.ts writes it, inside each change's transaction).
import type { ActivityListQuery } from '@phongkham/contracts';
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activityLog, staff } from '../../db/schema';
import { paginate, sortTerms } from '../../lib/list';

/** Vietnam keeps one offset all year (no daylight saving), so a day starts at 00:00+07:00. */
const dayStart = (day: string) => sql`${`${day}T00:00:00+07:00`}::timestamptz`;

export async function listActivity(db: Database, query: ActivityListQuery) {
  const conditions: (SQL | undefined)[] = [
    query.nhanvien_id ? eq(activityLog.nhanvien_id, query.nhanvien_id) : undefined,
    query.tainguyen ? eq(activityLog.tainguyen, query.tainguyen) : undefined,
    query.hanhdong ? eq(activityLog.hanhdong, query.hanhdong) : undefined,
    query.tungay ? gte(activityLog.createdAt, dayStart(query.tungay)) : undefined,
    query.denngay ? lt(activityLog.createdAt, sql`${dayStart(query.denngay)} + interval '1 day'`) : undefined,
  ];
  const where = and(...conditions);
  const order = [
    ...sortTerms(query.sort, { createdAt: activityLog.createdAt }, [desc(activityLog.createdAt)]),
    desc(activityLog._id),
  ];
  return paginate(query, {
    count: async () => (await db.select({ n: count() }).from(activityLog).where(where))[0]?.n ?? 0,
    rows: async (window) => {
      const rows = db
        .select({
          _id: activityLog._id,
          nhanvien_id: activityLog.nhanvien_id,
          hoten: staff.hoten,
          taikhoan: staff.taikhoan,
          hanhdong: activityLog.hanhdong,
          tainguyen: activityLog.tainguyen,
          banghi_id: activityLog.banghi_id,
          truoc: activityLog.truoc,
          sau: activityLog.sau,
          ip: activityLog.ip,
          createdAt: activityLog.createdAt,
        })
        .from(activityLog)
        .leftJoin(staff, eq(staff._id, activityLog.nhanvien_id))
        .where(where)
        .orderBy(...order)
        .$dynamic();
      const page = await rows.limit(window.limit).offset(window.offset);
      return page.map(({ hoten, taikhoan, ...entry }) => ({
        ...entry,
        nhanvien: hoten !== null && taikhoan !== null ? { hoten, taikhoan } : null,
      }));
    },
  });
}
