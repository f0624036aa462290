// A charity case sent from the public site: its documents checked by content, then the case, its documents and its
// first status stored in one transaction with a fresh tracking code; and the sender's look-up by code and phone,
// which answers the same "not found" for a wrong code and a wrong phone.
import {
  CONSENT_VERSION,
  TRACKING_ALPHABET,
  TRACKING_LENGTH,
  trackingCodePattern,
  type newProfileReview,
} from '@phongkham/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { profileReviews, reviewDocuments, reviewSteps } from '../../db/schema';
import { pgCode } from '../../lib/db-errors';
import { cleanDocument, NotADocumentError } from '../../lib/files/documents';
import { displayName } from '../../lib/files/store';
import { FieldError } from '../../lib/http-error';
import { checkAddress } from '../addresses/addresses.service';
import { siteClinicId } from '../setting/setting.service';
import { now } from '../../db/clock';

/** A document as it arrived: the sender's file name and the bytes. */
export interface ArrivedDocument {
  tenfile: string;
  bytes: Buffer;
}

/** "HS-" and six characters from a cryptographic source: about a billion codes, none guessable from another. */
export function newTrackingCode(): string {
  let code = 'HS-';
  for (let i = 0; i < TRACKING_LENGTH; i++) code += TRACKING_ALPHABET[randomInt(TRACKING_ALPHABET.length)];
  return code;
}

/** Each document made safe (pictures re-encoded, PDFs checked), or a 400 on `tailieu` naming the file. */
export async function cleanDocuments(documents: readonly ArrivedDocument[]) {
  const cleaned = [];
  for (const document of documents) {
    const tenfile = displayName(document.tenfile);
    try {
      const clean = await cleanDocument(document.bytes);
      cleaned.push({ tenfile, loai: clean.loai, kichthuoc: clean.bytes.length, noidung: clean.bytes });
    } catch (error) {
      if (error instanceof NotADocumentError)
        throw new FieldError(400, 'errors.notADocument', 'tailieu', { name: tenfile });
      throw error;
    }
  }
  return cleaned;
}

type CaseValues = Omit<typeof profileReviews.$inferInsert, 'ma'>;

/** Inserts the case under a new code, trying another on the (rare) clash with an existing one. */
export async function insertWithCode(tx: Transaction, values: CaseValues) {
  for (let attempt = 0; ; attempt++) {
    try {
      // A savepoint: a clash undoes this insert only, not the transaction.
      return await tx.transaction(async (inner) => {
        const [row] = await inner
          .insert(profileReviews)
          .values({ ...values, ma: newTrackingCode() })
          .returning();
        return row!;
      });
    } catch (error) {
      if (pgCode(error) !== '23505' || attempt >= 5) throw error;
    }
  }
}

export async function submitApplication(
  db: Database,
  input: z.output<typeof newProfileReview>,
  documents: readonly ArrivedDocument[],
) {
  const files = await cleanDocuments(documents);
  const { dongy: _agreed, ...fields } = input;
  return db.transaction(async (tx) => {
    await checkAddress(tx, fields.tinh_ma, fields.xa_ma);
    const row = await insertWithCode(tx, {
      ...fields,
      phongkham_id: await siteClinicId(tx),
      dongy_phienban: CONSENT_VERSION,
      dongy_luc: now(),
    });
    if (files.length > 0) {
      await tx.insert(reviewDocuments).values(files.map((file) => ({ ...file, xetduyethoso_id: row._id })));
    }
    await tx.insert(reviewSteps).values({ xetduyethoso_id: row._id, tu: null, den: 'MOI' });
    return { _id: row._id, ma: row.ma, createdAt: row.createdAt };
  });
}

/** The status of the case with this code and phone, or null: a wrong code and a wrong phone look the same. */
export async function trackApplication(db: Database, code: string, phone: string) {
  if (!trackingCodePattern.test(code)) return null;
  const [found] = await db
    .select({
      _id: profileReviews._id,
      ma: profileReviews.ma,
      trangthai: profileReviews.trangthai,
      lydo: profileReviews.lydo,
      createdAt: profileReviews.createdAt,
    })
    .from(profileReviews)
    .where(and(eq(profileReviews.ma, code), eq(profileReviews.dienthoai, phone), isNull(profileReviews.deletedAt)));
  if (!found) return null;
  const [last] = await db
    .select({ createdAt: reviewSteps.createdAt })
    .from(reviewSteps)
    .where(eq(reviewSteps.xetduyethoso_id, found._id))
    .orderBy(desc(reviewSteps.createdAt))
    .limit(1);
  return {
    ma: found.ma,
    trangthai: found.trangthai,
    createdAt: found.createdAt,
    capnhat: last?.createdAt ?? found.createdAt,
    // The reason is written for the sender; it means nothing once a case is not refused.
    lydo: found.trangthai === 'TU_CHOI' ? found.lydo : null,
  };
}
