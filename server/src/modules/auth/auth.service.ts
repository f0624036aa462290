// Signing in and out, and refreshing a session, as plain functions over the database (no HTTP here).
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activityLog, staff } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { staffClinic, writing } from '../../lib/crud/writer';
import { findActiveStaff, findForSignIn, normalizeAccount } from '../staff/staff.self';
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
import { deviceOf, issueDevice } from '../sign-in-locks/device';
import { LOCKOUT_MINUTES, reserveAttempt } from '../sign-in-locks/locks.service';

export async function signIn(
  db: Database,
  input: { taikhoan: string; matkhau: string },
  meta: ClientMeta,
  key: Uint8Array,
  /** The device cookie as sent: a browser known to this account is counted apart from strangers (sign-in-locks). */
  deviceCookie?: string,
) {
  const taikhoan = normalizeAccount(input.taikhoan);
  const device = deviceOf(key, deviceCookie, taikhoan);
  const attempt = await reserveAttempt(db, taikhoan, device, meta);
  if (!attempt) {
    await writing(db, { nhanvien_id: null, ...meta }, (writer) =>
      writer.record({
        hanhdong: 'DANG_NHAP_THAT_BAI',
        tainguyen: 'nhanvien',
        banghi_id: null,
        sau: { taikhoan, lydo: 'locked', ...(device ? { thietbi: device } : {}) },
      }),
    );
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
        // The account's clinic: its managers read its sign-ins (docs/decisions/0037).
        phongkham_id: staffClinic(nhanvien_id),
        sau: { taikhoan, ...(reason ? { lydo: reason } : {}), ...(device ? { thietbi: device } : {}) },
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
  // The browser is known to this account from now on (the same device id when it already was).
  return { token, exp, refreshToken, nhanvien: member, deviceCookie: issueDevice(key, taikhoan, device ?? undefined) };
}

export async function refresh(db: Database, refreshToken: string, meta: ClientMeta, key: Uint8Array) {
  const rotation = await rotateSession(db, refreshToken, meta);
  if (rotation.outcome === 'reused') {
    await writing(db, { nhanvien_id: rotation.staffId, ...meta }, (writer) =>
      writer.record({
        hanhdong: 'THU_HOI_PHIEN',
        tainguyen: 'phiendangnhap',
        banghi_id: rotation.familyId,
        sau: { lydo: 'refresh token reused' },
      }),
    );
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
  await writing(db, { nhanvien_id: staffId, ...meta }, (writer) =>
    writer.record({ hanhdong: 'DANG_XUAT', tainguyen: 'nhanvien', banghi_id: staffId }),
  );
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
  await writing(db, { nhanvien_id: staffId, ...meta }, async (writer) => {
    // The hash is written without a CAP_NHAT row: the history keeps that the password changed, never the hash.
    await writer.tx.update(staff).set({ matkhau: passwordHash }).where(eq(staff._id, staffId));
    await revokeAllSessions(writer.tx, staffId);
    await expireRecoveries(writer.tx, staffId);
    await writer.record({
      hanhdong: 'DOI_MAT_KHAU',
      tainguyen: 'nhanvien',
      banghi_id: staffId,
      sau: { taikhoan: row.taikhoan },
    });
  });
  const { familyId, refreshToken } = await startSession(db, staffId, meta);
  const { token, exp } = await signAccessToken({ sub: staffId, sid: familyId }, key);
  return { token, exp, refreshToken };
}
