// Vietnam's administrative units in force (tỉnh, xã: two levels since 1 July 2025) and what each was formed from,
// loaded from the versioned data file in db/reference/ (db/reference/address-units.ts). Codes are the statistics
// office's and never change here; a name may be corrected by staff (`ten`), while `ten_goc` keeps the data
// file's, so that loading a later version of the file keeps a correction only where the file did not change.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, updatedAt } from './columns';

/** A province (tỉnh or thành phố trực thuộc trung ương); its two-digit code is its key. */
export const provinces = pgTable('tinh', {
  ma: text('ma').primaryKey(),
  ten: text('ten').notNull(),
  ten_goc: text('ten_goc').notNull(),
  updatedAt: updatedAt(),
});

/**
 * A commune (xã, phường or đặc khu), five-digit code. It has a uuid `_id` like every record the module kit edits;
 * everything else (clinics, mapping rows) names it by its code, which survives a reload of the data.
 */
export const communes = pgTable(
  'xa',
  {
    _id: id(),
    ma: text('ma').notNull().unique('xa_ma_unique'),
    tinh_ma: text('tinh_ma')
      .notNull()
      .references(() => provinces.ma),
    ten: text('ten').notNull(),
    ten_goc: text('ten_goc').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('xa_tinh').on(t.tinh_ma, t.ma)],
);

export const formerKinds = ['full', 'partial'] as const;

/**
 * Old → new: one row per old commune and the new commune it went into, whole (`full`) or in part (`partial`,
 * an old commune split between several new ones). The data file lists it the other way round (`formerly`).
 */
export const formerCommunes = pgTable(
  'xa_truoc',
  {
    ma_cu: text('ma_cu').notNull(),
    ten_cu: text('ten_cu').notNull(),
    loai: text('loai').notNull(),
    xa_ma: text('xa_ma')
      .notNull()
      .references(() => communes.ma, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.ma_cu, t.xa_ma] }),
    index('xa_truoc_xa').on(t.xa_ma),
    check('xa_truoc_loai_check', sql`${t.loai} in ${oneOf(formerKinds)}`),
  ],
);

/** Old province → the province it is part of now (63 → 34). */
export const formerProvinces = pgTable(
  'tinh_truoc',
  {
    ma_cu: text('ma_cu').notNull(),
    ten_cu: text('ten_cu').notNull(),
    tinh_ma: text('tinh_ma')
      .notNull()
      .references(() => provinces.ma, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.ma_cu, t.tinh_ma] })],
);

/** Which version of each reference data file the database holds: a start reloads only when the file changed. */
export const referenceData = pgTable('dulieu_thamchieu', {
  ten: text('ten').primaryKey(),
  /** The date the data is in force from, as the file says. */
  hieuluc: text('hieuluc').notNull(),
  /** sha256 of the file. */
  bam: text('bam').notNull(),
  napluc: timestamp('napluc', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
