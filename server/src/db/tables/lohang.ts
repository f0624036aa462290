// Batches (lô hàng), docs/decisions/0057: one row per batch (batch number + expiry) of one drug or product in one
// store, holding its quantity in the smallest unit, the prices it was bought and is sold at, and where it came from,
// which Good Pharmacy Practice asks to keep. The quantity changes only by posting a stock document's line
// (modules/stock/posting.ts), with a conditional update; the CHECK below is the last guard that it never goes
// negative, whatever path writes it.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { clinicRef } from './content-columns';
import { stores } from './kho';
import { suppliers } from './nhacungcap';
import { products } from './sanpham';
import { drugs } from './thuoc';

const dong = (name: string) => bigint(name, { mode: 'number' });

export const batches = pgTable(
  'lohang',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    kho_id: uuid('kho_id')
      .notNull()
      .references(() => stores._id),
    thuoc_id: uuid('thuoc_id').references(() => drugs._id),
    sanpham_id: uuid('sanpham_id').references(() => products._id),
    /** The manufacturer's batch number as printed on the pack. */
    solo: text('solo').notNull(),
    /** Expiry date (the clinic's calendar day): usable through that day, expired from the next. */
    handung: date('handung', { mode: 'string' }).notNull(),
    soluong: integer('soluong').notNull().default(0),
    /** Cost and selling price per smallest unit, whole đồng, as last received. */
    gianhap: dong('gianhap').notNull().default(0),
    giaban: dong('giaban').notNull().default(0),
    nhacungcap_id: uuid('nhacungcap_id').references(() => suppliers._id),
    /** The supplier's invoice number the batch first came in on. */
    sohoadon: text('sohoadon'),
    /** On hold (a recall, a suspected defect): counted but never issued until released. */
    tamgiu: boolean('tamgiu').notNull().default(false),
    tamgiu_lydo: text('tamgiu_lydo'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('lohang_soluong_check', sql`${t.soluong} >= 0`),
    check('lohang_gianhap_check', sql`${t.gianhap} >= 0`),
    check('lohang_giaban_check', sql`${t.giaban} >= 0`),
    check('lohang_mathang_check', sql`(${t.thuoc_id} is null) <> (${t.sanpham_id} is null)`),
    // One row per batch of an item in a store: a second receipt of the same batch tops it up.
    uniqueIndex('lohang_thuoc_solo')
      .on(t.kho_id, t.thuoc_id, t.solo, t.handung)
      .where(sql`${t.thuoc_id} is not null`),
    uniqueIndex('lohang_sanpham_solo')
      .on(t.kho_id, t.sanpham_id, t.solo, t.handung)
      .where(sql`${t.sanpham_id} is not null`),
    // FEFO reads and the stock figures: an item's batches in a store by expiry.
    index('lohang_thuoc_handung').on(t.thuoc_id, t.kho_id, t.handung),
    index('lohang_sanpham_handung').on(t.sanpham_id, t.kho_id, t.handung),
    index('lohang_phongkham_handung').on(t.phongkham_id, t.handung),
  ],
);
