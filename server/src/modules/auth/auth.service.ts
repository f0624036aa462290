// Signing in and out, and refreshing a session, as plain functions over the database (no HTTP here).
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activityLog, staff } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { recordActivity } from '../../lib/activity-log';
import { findActiveStaff, findForSignIn, normalizeAccount } from '../staff/staff.service';
import { expireRecoveries } from '../password-recovery/password-recovery.service';
import { hashPassword, verifyPassword } from '../../lib/password';
import {
  revokeAllSessions,
  revokeFamily,
  rotateSession,
  startSession,
  type ClientMeta,
} from '../sessions/sessions.service';
import { signAccessToken } from '../sessions/tokens';

/** After this many wrong passwords for one account, that account waits LOCKOUT_MINUTES. */
export const MAX_FAILED_SIGN_INS = 5;
export const LOCKOUT_MINUTES = 15;

/** Failed sign-ins for an account within the window, since its last success. */
async function recentFailures(db: Pick<Database, 'select'>, taikhoan: string): Promise<number> {
  const account = sql`${activityLog.sau}->>'taikhoan'`;
  // A success, or a new password (changed, or reset by its owner), starts the count again.
  const lastSuccess = sql`coalesce((select max(l."createdAt") from lichsuhoatdong l
    where l.hanhdong in ('DANG_NHAP', 'DOI_MAT_KHAU', 'DAT_LAI_MAT_KHAU') and l.sau->>'taikhoan' = ${taikhoan}),
    '-infinity'::timestamptz)`;
  const [row] = await db
    .select({ n: count() })
    .from(activityLog)
    .where(
      and(
        eq(activityLog.hanhdong, 'DANG_NHAP_THAT_BAI'),
        eq(account, taikhoan),
        // Attempts refused while locked do not extend the lock, or anyone could keep an account locked forever.
        sql`${activityLog.sau}->>'lydo' is distinct from 'locked'`,
        gt(activityLog.createdAt, sql`now() - make_interval(mins => ${LOCKOUT_MINUTES})`),
        gt(activityLog.createdAt, lastSuccess),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Reserves one attempt for an account before its password is checked: under a per-account lock, counts the recent
 * failures and, when the account is not locked, writes this attempt as a failure to be corrected on success. The
 * password check is slow on purpose, so counting after it would let a burst of guesses all be checked at once.
 * Answers the reserved row's id, or null when the account is locked.
 */
async function reserveAttempt(db: Database, taikhoan: string, meta: ClientMeta): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('dang-nhap'), hashtext(${taikhoan}))`);
    if ((await recentFailures(tx, taikhoan)) >= MAX_FAILED_SIGN_INS) return null;
    const [row] = await tx
      .insert(activityLog)
      .values({
        nhanvien_id: null,
        hanhdong: 'DANG_NHAP_THAT_BAI',
        tainguyen: 'nhanvien',
        banghi_id: null,
        truoc: null,
        sau: { taikhoan, lydo: 'checking' },
        ...meta,
      })
      .returning({ _id: activityLog._id });
    return row!._id;
  });
}

export async function signIn(
  db: Database,
  input: { taikhoan: string; matkhau: string },
  meta: ClientMeta,
  key: Uint8Array,
) {
  const taikhoan = normalizeAccount(input.taikhoan);
  const attempt = await reserveAttempt(db, taikhoan, meta);
  if (!attempt) {
    await recordActivity(db, {
      nhanvien_id: null,
      hanhdong: 'DANG_NHAP_THAT_BAI',
      tainguyen: 'nhanvien',
      banghi_id: null,
      sau: { taikhoan, lydo: 'locked' },
      ...meta,
    });
    throw new HttpError(429, 'errors.tooManyAttempts', { minutes: LOCKOUT_MINUTES });
  }
  /**
   * The reserved row becomes what happened: a failure with its reason, or a success dated now (so the failure
   * window starts after it).
   */
  const settle = (hanhdong: 'DANG_NHAP' | 'DANG_NHAP_THAT_BAI', nhanvien_id: string | null, reason?: string) =>
    db
      .update(activityLog)
      .set({
        hanhdong,
        nhanvien_id,
        banghi_id: nhanvien_id,
        sau: { taikhoan, ...(reason ? { lydo: reason } : {}) },
        ...(hanhdong === 'DANG_NHAP' ? { createdAt: sql`now()` } : {}),
      })
      .where(eq(activityLog._id, attempt));

  const candidate = await findForSignIn(db, taikhoan);
  const passwordOk = await verifyPassword(candidate?.matkhau, input.matkhau);
  const member = candidate && passwordOk && candidate.kichhoat ? await findActiveStaff(db, candidate._id) : null;
  if (!member) {
    // The same answer whether the account is unknown, inactive or the password wrong.
    await settle(
      'DANG_NHAP_THAT_BAI',
      candidate?._id ?? null,
      candidate ? (passwordOk ? 'inactive' : 'password') : 'account',
    );
    throw new HttpError(401, 'errors.badCredentials');
  }
  const { familyId, refreshToken } = await startSession(db, member._id, meta);
  const { token, exp } = await signAccessToken({ sub: member._id, sid: familyId }, key);
  await settle('DANG_NHAP', member._id);
  return { token, exp, refreshToken, nhanvien: member };
}

export async function refresh(db: Database, refreshToken: string, meta: ClientMeta, key: Uint8Array) {
  const rotation = await rotateSession(db, refreshToken, meta);
  if (rotation.outcome === 'reused') {
    await recordActivity(db, {
      nhanvien_id: rotation.staffId,
      hanhdong: 'THU_HOI_PHIEN',
      tainguyen: 'phiendangnhap',
      banghi_id: rotation.familyId,
      sau: { lydo: 'refresh token reused' },
      ...meta,
    });
  }
  if (rotation.outcome !== 'rotated') throw new HttpError(401, 'errors.unauthorized');
  // A deactivated account cannot keep its session alive.
  if (!(await findActiveStaff(db, rotation.staffId))) {
    await revokeFamily(db, rotation.familyId);
    throw new HttpError(401, 'errors.unauthorized');
  }
  const { token, exp } = await signAccessToken({ sub: rotation.staffId, sid: rotation.familyId }, key);
  return { token, exp, refreshToken: rotation.refreshToken };
}

export async function signOut(db: Database, familyId: string, staffId: string, meta: ClientMeta) {
  await revokeFamily(db, familyId);
  await recordActivity(db, {
    nhanvien_id: staffId,
    hanhdong: 'DANG_XUAT',
    tainguyen: 'nhanvien',
    banghi_id: staffId,
    ...meta,
  });
}

/**
 * Changes one's own password, given the current one. Every session of the account ends, pending recoveries too;
 * the caller gets a new session, so the device that made the change stays signed in.
 */
export async function changePassword(
  db: Database,
  staffId: string,
  input: { matkhaucu: string; matkhaumoi: string },
  meta: ClientMeta,
  key: Uint8Array,
) {
  const [row] = await db
    .select({ matkhau: staff.matkhau, taikhoan: staff.taikhoan })
    .from(staff)
    .where(eq(staff._id, staffId));
  if (!row || !(await verifyPassword(row.matkhau, input.matkhaucu))) {
    throw new HttpError(400, 'errors.wrongCurrentPassword');
  }
  const passwordHash = await hashPassword(input.matkhaumoi);
  await db.transaction(async (tx) => {
    await tx.update(staff).set({ matkhau: passwordHash }).where(eq(staff._id, staffId));
    await revokeAllSessions(tx, staffId);
    await expireRecoveries(tx, staffId);
    await recordActivity(tx, {
      nhanvien_id: staffId,
      hanhdong: 'DOI_MAT_KHAU',
      tainguyen: 'nhanvien',
      banghi_id: staffId,
      sau: { taikhoan: row.taikhoan },
      ...meta,
    });
  });
  const { familyId, refreshToken } = await startSession(db, staffId, meta);
  const { token, exp } = await signAccessToken({ sub: staffId, sid: familyId }, key);
  return { token, exp, refreshToken };
}
