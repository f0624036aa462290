// News categories (dmtintuc). Names are searched without diacritics through a trigram index.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, updatedAt } from './columns';

export const newsCategories = pgTable(
  'dmtintuc',
  {
    _id: id(),
    tendanhmuc: text('tendanhmuc').notNull(),
    tendanhmuc_en: text('tendanhmuc_en'),
    /** The readable part of the category page's URL; unique among live categories. */
    slug: text('slug').notNull(),
    thutu: integer('thutu').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('dmtintuc_tendanhmuc_search').using('gin', sql`f_unaccent(lower(${t.tendanhmuc})) gin_trgm_ops`),
    uniqueIndex('dmtintuc_slug')
      .on(t.slug)
      .where(sql`${t.deletedAt} is null`),
  ],
);
