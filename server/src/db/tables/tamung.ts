// A patient's deposit balance (tạm ứng) in one clinic: one row per patient and clinic, kept by the billing module in
// the transaction of each document that moves it (a deposit taken, a bill drawing on it, a refund put back into it,
// a deposit paid back). The row is locked before it changes, so two cashiers drawing on one deposit are served one
// after the other; the check is the last guard that no deposit is ever spent twice.
import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { clinicRef } from './content-columns';
import { patients } from './benhnhan';

export const deposits = pgTable(
  'tamung',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    benhnhan_id: uuid('benhnhan_id')
      .notNull()
      .references(() => patients._id),
    /** What the patient has paid in advance and not yet used or taken back, in whole đồng. */
    sodu: bigint('sodu', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('tamung_sodu_check', sql`${t.sodu} >= 0`),
    uniqueIndex('tamung_benhnhan').on(t.phongkham_id, t.benhnhan_id),
  ],
);
