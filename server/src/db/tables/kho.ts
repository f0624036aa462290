// Stores (kho) and the reorder levels of their items (kho_dinhmuc), docs/decisions/0057. A clinic has one live
// pharmacy (NHA_THUOC: what prescriptions are dispensed from and what the doctor's picker counts) and the other
// stores it adds (lab consumables, the procedure room); each store holds its own batches. Soft-deleted: documents
// keep naming a closed store.
import { sql } from 'drizzle-orm';
import { storeKinds } from '@phongkham/contracts';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, oneOf, updatedAt } from './columns';
import { clinicRef } from './content-columns';
import { products } from './sanpham';
import { drugs } from './thuoc';

export const stores = pgTable(
  'kho',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    ten: text('ten').notNull(),
    loai: text('loai', { enum: storeKinds }).notNull(),
    ghichu: text('ghichu'),
    /** An inactive store keeps its history and stock but takes no new documents. */
    hoatdong: boolean('hoatdong').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    check('kho_loai_check', sql`${t.loai} in ${oneOf(storeKinds)}`),
    // One live pharmacy per clinic: dispensing and the picker never have to choose.
    uniqueIndex('kho_nhathuoc')
      .on(t.phongkham_id)
      .where(sql`${t.loai} = 'NHA_THUOC' and ${t.deletedAt} is null`),
    index('kho_phongkham').on(t.phongkham_id),
  ],
);

/** The level under which an item in a store is low (the alerts' low-stock rule), in the item's smallest unit. */
export const reorderLevels = pgTable(
  'kho_dinhmuc',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    kho_id: uuid('kho_id')
      .notNull()
      .references(() => stores._id),
    thuoc_id: uuid('thuoc_id').references(() => drugs._id),
    sanpham_id: uuid('sanpham_id').references(() => products._id),
    muc: integer('muc').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('kho_dinhmuc_muc_check', sql`${t.muc} >= 0`),
    check('kho_dinhmuc_mathang_check', sql`(${t.thuoc_id} is null) <> (${t.sanpham_id} is null)`),
    uniqueIndex('kho_dinhmuc_thuoc')
      .on(t.kho_id, t.thuoc_id)
      .where(sql`${t.thuoc_id} is not null`),
    uniqueIndex('kho_dinhmuc_sanpham')
      .on(t.kho_id, t.sanpham_id)
      .where(sql`${t.sanpham_id} is not null`),
  ],
);
