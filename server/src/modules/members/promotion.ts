// The first-N member promotion (general information: khuyenmai_soluong codes at khuyenmai_giamgia %): giving a code
// to a registration, atomically, and counting what is left. The settings row is the counter's lock: every allocation
// takes it FOR UPDATE in the registration's transaction, then counts the codes given, so two registrations never
// both see the last slot (PostgreSQL's row lock; PGlite runs one transaction at a time anyway). The unique indexes on
// the code and on (clinic, phone) among coded rows back it up: never two codes for one phone.
import type { PromotionStatus } from '@phongkham/contracts';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { Database, Transaction } from '../../db/client';
import { memberRegistrations, settings } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L, 5/S, 2/Z, 8/B). */
const CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
const CODE_LENGTH = 6;

/** A readable, unguessable code: "KM-" and six characters drawn with the system's CSPRNG (25⁶ ≈ 2.4 × 10⁸ codes). */
export function newPromotionCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `KM-${code}`;
}

type Reader = Pick<Database | Transaction, 'select'>;

const givenCount = async (db: Reader, clinic: string) =>
  (
    await db
      .select({ n: count() })
      .from(memberRegistrations)
      .where(and(eq(memberRegistrations.phongkham_id, clinic), isNotNull(memberRegistrations.makhuyenmai)))
  )[0]!.n;

/** How many codes the promotion has, how many are left for `clinic`, and the discount. */
export async function promotionStatus(db: Reader, clinic: string): Promise<PromotionStatus> {
  const [setting] = await db
    .select({ soluong: settings.khuyenmai_soluong, giamgia: settings.khuyenmai_giamgia })
    .from(settings)
    .limit(1);
  if (!setting) throw new HttpError(503, 'errors.default');
  const given = await givenCount(db, clinic);
  return { ...setting, conlai: Math.max(0, setting.soluong - given) };
}

export interface Allocated {
  makhuyenmai: string;
  giamgia: number;
}

/**
 * Inside the registration's transaction, before its row is written: a fresh code and the discount when a slot is
 * left and the phone holds no code yet, else null. Holds the settings row's lock until the transaction ends.
 */
export async function allocatePromotionCode(tx: Transaction, clinic: string, phone: string): Promise<Allocated | null> {
  const [setting] = await tx
    .select({ soluong: settings.khuyenmai_soluong, giamgia: settings.khuyenmai_giamgia })
    .from(settings)
    .limit(1)
    .for('update');
  if (!setting) throw new HttpError(503, 'errors.default');
  if ((await givenCount(tx, clinic)) >= setting.soluong) return null;
  const [held] = await tx
    .select({ _id: memberRegistrations._id })
    .from(memberRegistrations)
    .where(
      and(
        eq(memberRegistrations.phongkham_id, clinic),
        eq(memberRegistrations.dienthoai, phone),
        isNotNull(memberRegistrations.makhuyenmai),
      ),
    )
    .limit(1);
  if (held) return null;
  // Under the lock nobody else writes a code, so a code checked free here stays free until the commit.
  for (;;) {
    const makhuyenmai = newPromotionCode();
    const [taken] = await tx
      .select({ _id: memberRegistrations._id })
      .from(memberRegistrations)
      .where(eq(memberRegistrations.makhuyenmai, makhuyenmai))
      .limit(1);
    if (!taken) return { makhuyenmai, giamgia: setting.giamgia };
  }
}
