// Password recovery over the database (no HTTP here). By e-mail: a link whose token is the reset token. By phone:
// a 6-digit code (crypto.randomInt) that, confirmed, gives a reset token. Only SHA-256 hashes are stored; every
// request expires, a newer request of the same staff member by the same channel ends the older ones of that channel
// (a code asked by phone leaves a link mailed a minute before alive), a code dies after OTP_MAX_TRIES wrong tries,
// and a reset token works once. Setting the password ends every session. The message goes into the outbox in the
// request's own transaction, so a recorded request always has its message.
import { OTP_LENGTH, OTP_MAX_TRIES, OTP_MINUTES, OTP_RESET_MINUTES, RESET_LINK_MINUTES } from '@phongkham/contracts';
import { and, asc, eq, gt, isNull, lt, sql, TransactionRollbackError } from 'drizzle-orm';
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database, Transaction } from '../../db/client';
import { passwordRecoveries, staff } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { uuidv7 } from '../../db/ids';
import { writerIn } from '../../lib/crud/writer';
import { hashPassword } from '../../lib/password';
import { revokeAllSessions, type ClientMeta } from '../sessions/sessions.service';
import { hashToken } from '../sessions/tokens';
import { enqueueMessage, type OutboxMessage } from '../outbox/enqueue';

/** The staff member a recovery is for: what the message needs to greet them and name the account. */
export interface RecoveryTarget {
  _id: string;
  taikhoan: string;
  hoten: string;
  email: string | null;
  dienthoai: string | null;
}

const targetColumns = {
  _id: staff._id,
  taikhoan: staff.taikhoan,
  hoten: staff.hoten,
  email: staff.email,
  dienthoai: staff.dienthoai,
};
const activeStaff = and(isNull(staff.deletedAt), eq(staff.kichhoat, true));

/** Active staff whose e-mail is this one, ignoring case (two accounts may share an address). */
export function findActiveByEmail(db: Database, email: string): Promise<RecoveryTarget[]> {
  return db
    .select(targetColumns)
    .from(staff)
    .where(and(activeStaff, sql`lower(trim(${staff.email})) = ${email.trim().toLowerCase()}`));
}

/** Active staff whose phone is this one (10 digits, already normalised). */
export function findActiveByPhone(db: Database, dienthoai: string): Promise<RecoveryTarget[]> {
  return db
    .select(targetColumns)
    .from(staff)
    .where(and(activeStaff, eq(staff.dienthoai, dienthoai)));
}

/**
 * Who a recovery request's work is done for, and whether it is a rehearsal. An address or phone no active account
 * has gets the very same work (the same reads, the same transaction's writes, the outbox woken) on a stand-in (the
 * oldest staff row), rolled back at the end: the server's time after an unknown request is then the time after a
 * known one, so the next request's answer cannot tell them apart (docs/decisions/0039-the-public-surface.md).
 */
export async function recoveryRecipients(
  db: Database,
  find: Promise<RecoveryTarget[]>,
): Promise<{ target: RecoveryTarget; rehearsal: boolean }[]> {
  // Both reads run whatever the answer, so the two cases differ in no query.
  const [found, standIns] = await Promise.all([
    find,
    db.select(targetColumns).from(staff).orderBy(asc(staff.createdAt), asc(staff._id)).limit(1),
  ]);
  if (found.length) return found.map((target) => ({ target, rehearsal: false }));
  return standIns.map((target) => ({ target, rehearsal: true }));
}

/** Runs `write` in one transaction, rolled back at its end when it is a rehearsal (see recoveryRecipients). */
async function recoveryTransaction(
  db: Database,
  rehearsal: boolean,
  write: (tx: Parameters<Parameters<Database['transaction']>[0]>[0]) => Promise<void>,
) {
  try {
    await db.transaction(async (tx) => {
      await write(tx);
      if (rehearsal) tx.rollback();
    });
  } catch (error) {
    if (!(rehearsal && error instanceof TransactionRollbackError)) throw error;
  }
}

/** 256 random bits, URL-safe: the e-mail link's token and the confirmed code's reset token. */
export const newResetToken = () => randomBytes(32).toString('base64url');

/** Six digits, uniformly drawn from a CSPRNG. */
export const newOtp = () =>
  randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');

/** A code's hash is salted with its row, so equal codes of two requests never share a hash. */
const otpHash = (rowId: string, code: string) => createHash('sha256').update(`${rowId}:${code}`).digest('hex');

function sameHash(a: string, b: string | null): boolean {
  if (!b || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

const minutesFromNow = (minutes: number) => sql`now() + make_interval(mins => ${minutes})`;

/**
 * Ends the unused recoveries of a staff member: every one (a changed or reset password), or only those of one
 * channel (a newer request by that channel; the other channel's request is the person's own and stays alive).
 */
export async function expireRecoveries(
  db: Pick<Database, 'update'>,
  staffId: string,
  kenh?: 'EMAIL' | 'SMS',
): Promise<void> {
  await db
    .update(passwordRecoveries)
    .set({ expiresAt: sql`now()` })
    .where(
      and(
        eq(passwordRecoveries.nhanvien_id, staffId),
        kenh ? eq(passwordRecoveries.kenh, kenh) : undefined,
        isNull(passwordRecoveries.usedAt),
        gt(passwordRecoveries.expiresAt, sql`now()`),
      ),
    );
}

/** What the outbox shows a recovery's message as belonging to. */
const ownerOf = (recoveryId: string) => ({ loai: 'khoiphucmatkhau', banghi_id: recoveryId });

/** The request in the history (the recovery row itself holds token hashes, which the history never keeps). */
async function logRequest(tx: Transaction, target: RecoveryTarget, kenh: 'EMAIL' | 'SMS', meta: ClientMeta) {
  await writerIn(tx, { nhanvien_id: target._id, ...meta }).record({
    hanhdong: 'YEU_CAU_DAT_LAI_MAT_KHAU',
    tainguyen: 'nhanvien',
    banghi_id: target._id,
    sau: { taikhoan: target.taikhoan, kenh },
  });
}

/**
 * Records an e-mail recovery whose link carries `token` and queues `mail`; the same person's earlier unused
 * e-mail requests end.
 */
export async function startEmailRecovery(
  db: Database,
  target: RecoveryTarget,
  token: string,
  meta: ClientMeta,
  mail: Omit<OutboxMessage, 'channel' | 'owner'>,
  rehearsal = false,
) {
  const _id = uuidv7();
  await recoveryTransaction(db, rehearsal, async (tx) => {
    await expireRecoveries(tx, target._id, 'EMAIL');
    await tx.insert(passwordRecoveries).values({
      _id,
      nhanvien_id: target._id,
      kenh: 'EMAIL',
      resetTokenHash: hashToken(token),
      expiresAt: minutesFromNow(RESET_LINK_MINUTES),
      ip: meta.ip,
    });
    await logRequest(tx, target, 'EMAIL', meta);
    await enqueueMessage(tx, { ...mail, channel: 'EMAIL', owner: ownerOf(_id) });
  });
}

/** Records an SMS recovery for `code` and queues `sms`; the same person's earlier unused SMS requests end. */
export async function startSmsRecovery(
  db: Database,
  target: RecoveryTarget,
  code: string,
  meta: ClientMeta,
  sms: Omit<OutboxMessage, 'channel' | 'owner'>,
  rehearsal = false,
) {
  const _id = uuidv7();
  await recoveryTransaction(db, rehearsal, async (tx) => {
    await expireRecoveries(tx, target._id, 'SMS');
    await tx.insert(passwordRecoveries).values({
      _id,
      nhanvien_id: target._id,
      kenh: 'SMS',
      codeHash: otpHash(_id, code),
      expiresAt: minutesFromNow(OTP_MINUTES),
      ip: meta.ip,
    });
    await logRequest(tx, target, 'SMS', meta);
    await enqueueMessage(tx, { ...sms, channel: 'SMS', owner: ownerOf(_id) });
  });
}

const invalidCode = () => new HttpError(400, 'errors.otpInvalid');

/**
 * Checks a code sent to `dienthoai`. Each try is counted before the code is compared, in one UPDATE that only
 * succeeds below the limit, so concurrent guesses cannot exceed it; the right code then claims its row once.
 * Wrong, expired, spent, dead and unknown all get the same refusal. Answers a reset token.
 */
export async function confirmOtp(db: Database, dienthoai: string, code: string): Promise<string> {
  const live = and(
    eq(passwordRecoveries.kenh, 'SMS'),
    isNull(passwordRecoveries.confirmedAt),
    isNull(passwordRecoveries.usedAt),
    lt(passwordRecoveries.attempts, OTP_MAX_TRIES),
    gt(passwordRecoveries.expiresAt, sql`now()`),
  );
  const candidates = await db
    .select({ _id: passwordRecoveries._id })
    .from(passwordRecoveries)
    .innerJoin(staff, eq(staff._id, passwordRecoveries.nhanvien_id))
    .where(and(live, activeStaff, eq(staff.dienthoai, dienthoai)));

  for (const { _id } of candidates) {
    const [counted] = await db
      .update(passwordRecoveries)
      .set({ attempts: sql`${passwordRecoveries.attempts} + 1` })
      .where(and(eq(passwordRecoveries._id, _id), live))
      .returning({ codeHash: passwordRecoveries.codeHash });
    if (!counted || !sameHash(otpHash(_id, code), counted.codeHash)) continue;
    const resetToken = newResetToken();
    const [claimed] = await db
      .update(passwordRecoveries)
      .set({
        confirmedAt: sql`now()`,
        resetTokenHash: hashToken(resetToken),
        expiresAt: minutesFromNow(OTP_RESET_MINUTES),
      })
      .where(and(eq(passwordRecoveries._id, _id), isNull(passwordRecoveries.confirmedAt)))
      .returning({ _id: passwordRecoveries._id });
    if (claimed) return resetToken;
  }
  throw invalidCode();
}

/**
 * Sets a new password with a reset token (from the e-mail link or a confirmed code): the token is spent in the
 * same transaction that changes the password, ends the person's other recoveries and every session, and logs it.
 */
export async function resetPassword(db: Database, token: string, password: string, meta: ClientMeta) {
  // Hashed before the token is even looked at, so a wrong token costs the same time as a right one.
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordRecoveries)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordRecoveries.resetTokenHash, hashToken(token)),
          isNull(passwordRecoveries.usedAt),
          gt(passwordRecoveries.expiresAt, sql`now()`),
        ),
      )
      .returning({ staffId: passwordRecoveries.nhanvien_id, kenh: passwordRecoveries.kenh });
    if (!claimed) throw new HttpError(400, 'errors.resetTokenInvalid');
    const [member] = await tx
      .update(staff)
      .set({ matkhau: passwordHash })
      .where(and(eq(staff._id, claimed.staffId), activeStaff))
      .returning({ taikhoan: staff.taikhoan });
    // Deactivated since the request: the link is worth nothing (and the transaction leaves it unspent).
    if (!member) throw new HttpError(400, 'errors.resetTokenInvalid');
    await expireRecoveries(tx, claimed.staffId);
    await revokeAllSessions(tx, claimed.staffId);
    // The new hash is written above without a CAP_NHAT row: the history keeps the reset, never the hash.
    await writerIn(tx, { nhanvien_id: claimed.staffId, ...meta }).record({
      hanhdong: 'DAT_LAI_MAT_KHAU',
      tainguyen: 'nhanvien',
      banghi_id: claimed.staffId,
      sau: { taikhoan: member.taikhoan, kenh: claimed.kenh },
    });
  });
}
