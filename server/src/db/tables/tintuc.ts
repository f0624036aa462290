// News articles (tin tức), each in one news category. The public site lists the published ones whose publication
// moment (ngaydang) has come, newest first; a later ngaydang schedules an article.
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, updatedAt } from './columns';
import { clinicRef, imageRef, published } from './content-columns';
import { newsCategories } from './dmtintuc';
import { staff } from './nhanvien';
import { files } from './tep';

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
    /** The readable part of the public URL after the id; unique among the clinic's live articles. */
    slug: text('slug').notNull(),
    /** Search-engine and share overrides; empty ones fall back to the title, summary and cover picture. */
    seo_tieude: text('seo_tieude'),
    seo_mota: text('seo_mota'),
    seo_hinhanh_id: uuid('seo_hinhanh_id').references(() => files._id),
    /** The staff member shown as the author. */
    tacgia_id: uuid('tacgia_id').references(() => staff._id),
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
    uniqueIndex('tintuc_slug')
      .on(t.phongkham_id, t.slug)
      .where(sql`${t.deletedAt} is null`),
    index('tintuc_tieude_search').using('gin', sql`f_unaccent(lower(${t.tieude})) gin_trgm_ops`),
  ],
);
