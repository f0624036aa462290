// Frequently asked questions (hỏi đáp) and their catalogue (dmfaq): `/hoi-dap` shows them grouped by catalogue.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, updatedAt } from './columns';
import { clinicRef, position, published } from './content-columns';

export const faqCategories = pgTable('dmfaq', {
  _id: id(),
  phongkham_id: clinicRef(),
  tendanhmuc: text('tendanhmuc').notNull(),
  tendanhmuc_en: text('tendanhmuc_en'),
  thutu: position(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: deletedAt(),
});

export const faqs = pgTable(
  'faq',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    dmfaq_id: uuid('dmfaq_id')
      .notNull()
      .references(() => faqCategories._id),
    cauhoi: text('cauhoi').notNull(),
    cauhoi_en: text('cauhoi_en'),
    /** The answer as sanitized HTML. */
    traloi: text('traloi').notNull(),
    traloi_en: text('traloi_en'),
    thutu: position(),
    hienthi: published(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('faq_dmfaq').on(t.dmfaq_id),
    index('faq_cauhoi_search').using('gin', sql`f_unaccent(lower(${t.cauhoi})) gin_trgm_ops`),
  ],
);
