// Document counters (sổ chứng từ): the last number issued per clinic, document kind (HD, PT, PC) and year. Taken by
// an upsert inside the issuing transaction (lib/money/numbering.ts): the row lock serialises issuers and a rollback
// gives the number back, so numbers run without gaps, which a sequence cannot promise.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { clinicRef } from './content-columns';

export const documentCounters = pgTable(
  'sochungtu',
  {
    phongkham_id: clinicRef(),
    loai: text('loai').notNull(),
    nam: integer('nam').notNull(),
    so: integer('so').notNull(),
  },
  (t) => [primaryKey({ columns: [t.phongkham_id, t.loai, t.nam] }), check('sochungtu_so_check', sql`${t.so} > 0`)],
);
