// Catalogue entries (danh mục): specialties, units of measure, payment methods and rooms of a clinic, the small
// lists later modules pick from (contracts/src/resources/catalogues.ts). Soft-deleted: records keep pointing at them.
import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { catalogueKinds } from '@phongkham/contracts';
import { createdAt, deletedAt, id, oneOf, updatedAt } from './columns';
import { clinicRef, position } from './content-columns';

export const catalogueEntries = pgTable(
  'danhmuc',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    loai: text('loai', { enum: catalogueKinds }).notNull(),
    ma: text('ma').notNull(),
    ten: text('ten').notNull(),
    ten_en: text('ten_en'),
    thutu: position(),
    hoatdong: boolean('hoatdong').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    check('danhmuc_loai', sql`${t.loai} in ${oneOf(catalogueKinds)}`),
    // A code names one live entry of a clinic's list; a deleted entry frees its code. The code comes before the
    // list so that a duplicate is reported on the code (lib/db-errors.ts takes the first column the caller sent).
    uniqueIndex('danhmuc_ma')
      .on(t.phongkham_id, t.ma, t.loai)
      .where(sql`${t.deletedAt} is null`),
  ],
);
