// The interface languages (ngonngu) and the translation overrides staff write over the shipped locale files
// (bandich), docs/decisions/0016-languages-and-overrides.md. Both are deleted for good: a removed override simply
// lets the shipped text show again, and the activity history keeps what it said.
import { boolean, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

export const languages = pgTable(
  'ngonngu',
  {
    _id: id(),
    ma: text('ma').notNull(),
    ten: text('ten').notNull(),
    locale: text('locale').notNull(),
    macdinh: boolean('macdinh').notNull().default(false),
    kichhoat: boolean('kichhoat').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('ngonngu_ma').on(t.ma)],
);

export const translationOverrides = pgTable(
  'bandich',
  {
    _id: id(),
    ngonngu_id: uuid('ngonngu_id')
      .notNull()
      .references(() => languages._id),
    /** `namespace:dotted.key` of the locale files (site:home.eyebrow). */
    khoa: text('khoa').notNull(),
    noidung: text('noidung').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('bandich_khoa_ngonngu').on(t.khoa, t.ngonngu_id)],
);
