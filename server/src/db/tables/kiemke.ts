// Stocktake count sheets (phiếu kiểm kê), docs/decisions/0057: a sheet started for one store lists its batches with
// the quantity the books showed at that moment (tonsosach); the counters enter what they found (thucte); posting
// it issues one stocktake adjustment document (PKK) moving each batch by thucte − tonsosach, once: the sheet is then
// closed and names its document. One open sheet per store.
import { sql } from 'drizzle-orm';
import { stocktakeStates } from '@phongkham/contracts';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, updatedAt } from './columns';
import { clinicRef } from './content-columns';
import { stores } from './kho';
import { batches } from './lohang';
import { staff } from './nhanvien';
import { stockDocuments } from './phieukho';

export const stocktakes = pgTable(
  'kiemke',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    kho_id: uuid('kho_id')
      .notNull()
      .references(() => stores._id),
    trangthai: text('trangthai', { enum: stocktakeStates }).notNull().default('DANG_KIEM'),
    ghichu: text('ghichu'),
    /** The adjustment's reason, given when posting. */
    lydo: text('lydo'),
    phieukho_id: uuid('phieukho_id').references(() => stockDocuments._id),
    nhanvien_id: uuid('nhanvien_id').references(() => staff._id),
    chot_luc: timestamp('chot_luc', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('kiemke_trangthai_check', sql`${t.trangthai} in ${oneOf(stocktakeStates)}`),
    uniqueIndex('kiemke_kho_dangkiem')
      .on(t.kho_id)
      .where(sql`${t.trangthai} = 'DANG_KIEM'`),
    index('kiemke_phongkham').on(t.phongkham_id, t.createdAt),
  ],
);

export const stocktakeLines = pgTable(
  'kiemke_dong',
  {
    _id: id(),
    kiemke_id: uuid('kiemke_id')
      .notNull()
      .references(() => stocktakes._id),
    lohang_id: uuid('lohang_id')
      .notNull()
      .references(() => batches._id),
    /** The batch's quantity in the books when the sheet was started. */
    tonsosach: integer('tonsosach').notNull(),
    /** What was counted; empty until entered. */
    thucte: integer('thucte'),
    ghichu: text('ghichu'),
  },
  (t) => [
    check('kiemke_dong_thucte_check', sql`${t.thucte} >= 0`),
    uniqueIndex('kiemke_dong_lohang').on(t.kiemke_id, t.lohang_id),
  ],
);
