// News articles (tin tức), each in one news category; the public site lists the published ones newest first.
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, updatedAt } from './columns';
import { clinicRef, imageRef, published } from './content-columns';
import { newsCategories } from './dmtintuc';

export const news = pgTable(
  'tintuc',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    dmtintuc_id: uuid('dmtintuc_id')
      .notNull()
      .references(() => newsCategories._id),
    tieude: text('tieude').notNull(),
    tieude_en: text('tieude_en'),
    mota: text('mota'),
    mota_en: text('mota_en'),
    /** Body as sanitized HTML (the server strips anything outside its allowlist on every write). */
    noidung: text('noidung'),
    noidung_en: text('noidung_en'),
    hinhanh_id: imageRef(),
    noibat: boolean('noibat').notNull().default(false),
    ngaydang: timestamp('ngaydang', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    hienthi: published(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('tintuc_listing').on(t.phongkham_id, t.ngaydang),
    index('tintuc_dmtintuc').on(t.dmtintuc_id),
    index('tintuc_tieude_search').using('gin', sql`f_unaccent(lower(${t.tieude})) gin_trgm_ops`),
  ],
);
