// The per-account sign-in lock: after MAX_FAILED_SIGN_INS wrong passwords within LOCKOUT_MINUTES, an account refuses
// further attempts for a while. Attempts are counted in the activity history, in two pools: browsers carrying the
// account's device cookie (each its own small pool) and everyone else (one pool). An administrator may lift a lock;
// a success, a new password or a lift starts the counts again.
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activityLog } from '../../db/schema';
import type { Writer } from '../../lib/crud/writer';

/** After this many wrong passwords in one pool, that pool waits LOCKOUT_MINUTES. */
export const MAX_FAILED_SIGN_INS = 5;
export const LOCKOUT_MINUTES = 15;

export interface AttemptMeta {
  ip: string | null;
  userAgent: string | null;
}

const account = sql`${activityLog.sau}->>'taikhoan'`;
const deviceColumn = sql`${activityLog.sau}->>'thietbi'`;

/** Failed sign-ins of one pool within the window, since the account's last success, new password or lifted lock. */
function failuresSince(taikhoan: string, device: string | null) {
  const lastReset = sql`coalesce((select max(l."createdAt") from lichsuhoatdong l
    where l.hanhdong in ('DANG_NHAP', 'DOI_MAT_KHAU', 'DAT_LAI_MAT_KHAU', 'MO_KHOA') and l.sau->>'taikhoan' = ${taikhoan}),
    '-infinity'::timestamptz)`;
  return and(
    eq(activityLog.hanhdong, 'DANG_NHAP_THAT_BAI'),
    eq(account, taikhoan),
    device === null ? sql`${deviceColumn} is null` : sql`${deviceColumn} = ${device}`,
    // Attempts refused while locked do not extend the lock, or anyone could keep an account locked forever.
    sql`${activityLog.sau}->>'lydo' is distinct from 'locked'`,
    gt(activityLog.createdAt, sql`now() - make_interval(mins => ${LOCKOUT_MINUTES})`),
    gt(activityLog.createdAt, lastReset),
  );
}

async function recentFailures(db: Pick<Database, 'select'>, taikhoan: string, device: string | null) {
  const [row] = await db.select({ n: count() }).from(activityLog).where(failuresSince(taikhoan, device));
  return row?.n ?? 0;
}

/**
 * Reserves one attempt for an account before its password is checked: under a per-account lock, counts the pool's
 * recent failures and, when the pool is not locked, writes this attempt as a failure to be corrected on success. The
 * password check is slow on purpose, so counting after it would let a burst of guesses all be checked at once.
 * Answers the reserved row's id, or null when the pool is locked.
 */
export async function reserveAttempt(
  db: Database,
  taikhoan: string,
  device: string | null,
  meta: AttemptMeta,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('dang-nhap'), hashtext(${taikhoan}))`);
    if ((await recentFailures(tx, taikhoan, device)) >= MAX_FAILED_SIGN_INS) return null;
    const [row] = await tx
      .insert(activityLog)
      .values({
        nhanvien_id: null,
        hanhdong: 'DANG_NHAP_THAT_BAI',
        tainguyen: 'nhanvien',
        banghi_id: null,
        truoc: null,
        sau: { taikhoan, lydo: 'checking', ...(device ? { thietbi: device } : {}) },
        ...meta,
      })
      .returning({ _id: activityLog._id });
    return row!._id;
  });
}

/**
 * Until when sign-ins from unknown browsers are refused for an account, or null when they are not: the lock ends
 * once the oldest of the last MAX_FAILED_SIGN_INS counted failures leaves the window.
 */
export async function lockedUntil(db: Pick<Database, 'select'>, taikhoan: string): Promise<Date | null> {
  const [row] = await db
    .select({
      until: sql<Date>`${activityLog.createdAt} + make_interval(mins => ${LOCKOUT_MINUTES})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    })
    .from(activityLog)
    .where(failuresSince(taikhoan, null))
    .orderBy(desc(activityLog.createdAt))
    .offset(MAX_FAILED_SIGN_INS - 1)
    .limit(1);
  return row?.until ?? null;
}

/** Lifts an account's lock (every pool's count starts again), kept in the activity history as MO_KHOA. */
export async function liftLock(writer: Writer, target: { _id: string; taikhoan: string }): Promise<void> {
  await writer.record({
    hanhdong: 'MO_KHOA',
    tainguyen: 'nhanvien',
    banghi_id: target._id,
    sau: { taikhoan: target.taikhoan },
  });
}
