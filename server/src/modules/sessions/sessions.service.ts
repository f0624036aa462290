// Refresh-token sessions: start, rotate (with reuse detection), revoke.
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema';
import { uuidv7 } from '../../db/ids';
import { hashToken, newRefreshToken, REFRESH_TOKEN_DAYS } from './tokens';

/**
 * Two tabs, or a retried request, may present the same refresh token at once. Within this window a second
 * use gets a fresh token of the same family instead of ending the session; after it, reuse means theft.
 */
export const REUSE_GRACE_SECONDS = 10;

export interface ClientMeta {
  ip: string;
  userAgent: string | null;
}

const expiry = (now: Date) => new Date(now.getTime() + REFRESH_TOKEN_DAYS * 24 * 3600 * 1000);

async function issue(db: Database, staffId: string, familyId: string, meta: ClientMeta) {
  const refreshToken = newRefreshToken();
  await db.insert(sessions).values({
    nhanvien_id: staffId,
    familyId,
    tokenHash: hashToken(refreshToken),
    expiresAt: expiry(new Date()),
    ip: meta.ip,
    userAgent: meta.userAgent,
  });
  return refreshToken;
}

export async function startSession(db: Database, staffId: string, meta: ClientMeta) {
  const familyId = uuidv7();
  return { familyId, refreshToken: await issue(db, staffId, familyId, meta) };
}

export type Rotation =
  | { outcome: 'rotated'; staffId: string; familyId: string; refreshToken: string }
  | { outcome: 'reused'; staffId: string; familyId: string }
  | { outcome: 'invalid' };

/** Trades a refresh token for a new one of the same family; the old one dies. */
export async function rotateSession(db: Database, refreshToken: string, meta: ClientMeta): Promise<Rotation> {
  const tokenHash = hashToken(refreshToken);
  // Claiming the token is one atomic UPDATE, so two concurrent uses cannot both win it.
  const [claimed] = await db
    .update(sessions)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.usedAt),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .returning({ staffId: sessions.nhanvien_id, familyId: sessions.familyId });
  if (claimed) {
    return { outcome: 'rotated', ...claimed, refreshToken: await issue(db, claimed.staffId, claimed.familyId, meta) };
  }

  const [row] = await db
    .select({
      staffId: sessions.nhanvien_id,
      familyId: sessions.familyId,
      revoked: sql<boolean>`${sessions.revokedAt} is not null`,
      expired: sql<boolean>`${sessions.expiresAt} <= now()`,
      withinGrace: sql<boolean>`${sessions.usedAt} > now() - make_interval(secs => ${REUSE_GRACE_SECONDS})`,
    })
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash));
  // A token of a family already ended (signed out, revoked) is simply no longer valid: not a theft.
  if (!row || row.expired || row.revoked) return { outcome: 'invalid' };
  if (row.withinGrace && !(await familyRevoked(db, row.familyId))) {
    return {
      outcome: 'rotated',
      staffId: row.staffId,
      familyId: row.familyId,
      refreshToken: await issue(db, row.staffId, row.familyId, meta),
    };
  }
  await revokeFamily(db, row.familyId);
  return { outcome: 'reused', staffId: row.staffId, familyId: row.familyId };
}

export async function revokeFamily(db: Database, familyId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
}

/** Ends every session of a staff member (password changed, account deactivated). */
export async function revokeAllSessions(db: Pick<Database, 'update'>, staffId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.nhanvien_id, staffId), isNull(sessions.revokedAt)));
}

export async function familyRevoked(db: Database, familyId: string): Promise<boolean> {
  const [row] = await db
    .select({ _id: sessions._id })
    .from(sessions)
    .where(and(eq(sessions.familyId, familyId), isNotNull(sessions.revokedAt)))
    .limit(1);
  return Boolean(row);
}

/**
 * Whether an access token's session family stands: it exists, it belongs to the token's staff member, and none of
 * its rows was revoked. A token signed with the real secret but naming a family that never existed (a leaked secret,
 * a forged token) is worth nothing.
 */
export async function familyLive(db: Database, familyId: string, staffId: string): Promise<boolean> {
  const [row] = await db
    .select({
      rows: sql<number>`count(*)::int`,
      revoked: sql<number>`count(${sessions.revokedAt})::int`,
    })
    .from(sessions)
    .where(and(eq(sessions.familyId, familyId), eq(sessions.nhanvien_id, staffId)));
  return (row?.rows ?? 0) > 0 && row?.revoked === 0;
}

/** The session a refresh token belongs to, used or not. */
export async function findSessionByToken(db: Database, refreshToken: string) {
  const [row] = await db
    .select({ familyId: sessions.familyId, staffId: sessions.nhanvien_id })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(refreshToken)));
  return row ?? null;
}
