// Receipts (phiếu thu) and refunds (phiếu chi): money documents against a bill, numbered PT-/PC- when issued and
// never changed afterwards. A refund is a document of its own pointing to the bill (and the receipt it returns
// money from, when one is named); the receipt it refunds stays as it was.
import { sql } from 'drizzle-orm';
import { paymentMethods } from '@phongkham/contracts';
import { bigint, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf } from './columns';
import { clinicRef } from './content-columns';
import { patients } from './benhnhan';
import { cashierShifts } from './cathungan';
import { bills } from './hoadon';
import { staff } from './nhanvien';

const dong = (name: string) => bigint(name, { mode: 'number' });

export const receipts = pgTable(
  'phieuthu',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    so: text('so').notNull(),
    hoadon_id: uuid('hoadon_id')
      .notNull()
      .references(() => bills._id),
    benhnhan_id: uuid('benhnhan_id').references(() => patients._id),
    /** The cashier's shift the money went into (required for cash, stamped whenever one is open). */
    cathungan_id: uuid('cathungan_id').references(() => cashierShifts._id),
    phuongthuc: text('phuongthuc', { enum: paymentMethods }).notNull(),
    sotien: dong('sotien').notNull(),
    /** Cash only: what the customer handed over and the change given back. */
    tienkhachdua: dong('tienkhachdua'),
    tienthoi: dong('tienthoi'),
    /** A transfer's bank reference. */
    magiaodich: text('magiaodich'),
    nhanvien_id: uuid('nhanvien_id').references(() => staff._id),
    createdAt: createdAt(),
  },
  (t) => [
    check('phieuthu_phuongthuc_check', sql`${t.phuongthuc} in ${oneOf(paymentMethods)}`),
    check('phieuthu_sotien_check', sql`${t.sotien} > 0`),
    check('phieuthu_tienthoi_check', sql`${t.tienthoi} >= 0 and ${t.tienkhachdua} = ${t.sotien} + ${t.tienthoi}`),
    uniqueIndex('phieuthu_so').on(t.phongkham_id, t.so),
    index('phieuthu_hoadon').on(t.hoadon_id),
    index('phieuthu_cathungan').on(t.cathungan_id),
    index('phieuthu_phongkham').on(t.phongkham_id, t.createdAt),
  ],
);

export const refunds = pgTable(
  'phieuchi',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    so: text('so').notNull(),
    hoadon_id: uuid('hoadon_id')
      .notNull()
      .references(() => bills._id),
    phieuthu_id: uuid('phieuthu_id').references(() => receipts._id),
    benhnhan_id: uuid('benhnhan_id').references(() => patients._id),
    cathungan_id: uuid('cathungan_id').references(() => cashierShifts._id),
    phuongthuc: text('phuongthuc', { enum: paymentMethods }).notNull(),
    sotien: dong('sotien').notNull(),
    lydo: text('lydo').notNull(),
    /** Who approved it, when the amount is above the clinic's refund threshold. */
    nguoiduyet_id: uuid('nguoiduyet_id').references(() => staff._id),
    nhanvien_id: uuid('nhanvien_id').references(() => staff._id),
    createdAt: createdAt(),
  },
  (t) => [
    check('phieuchi_phuongthuc_check', sql`${t.phuongthuc} in ${oneOf(paymentMethods)}`),
    check('phieuchi_sotien_check', sql`${t.sotien} > 0`),
    uniqueIndex('phieuchi_so').on(t.phongkham_id, t.so),
    index('phieuchi_hoadon').on(t.hoadon_id),
    index('phieuchi_cathungan').on(t.cathungan_id),
    index('phieuchi_phongkham').on(t.phongkham_id, t.createdAt),
  ],
);
