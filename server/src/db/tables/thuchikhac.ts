// Other income and expenses (phiếu thu/chi khác): money moved without a bill, entered by hand in the cash book and
// numbered TK-/CK- like the receipts. Never changed after it is written: a correction is a new row pointing to the
// one it corrects (dieuchinh_id) with a reason, and the corrected row stays as it was.
import { sql } from 'drizzle-orm';
import { cashEntryKinds, paymentMethods } from '@phongkham/contracts';
import { bigint, check, index, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf } from './columns';
import { clinicRef } from './content-columns';
import { cashierShifts } from './cathungan';
import { staff } from './nhanvien';

export const cashEntries = pgTable(
  'thuchikhac',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    so: text('so').notNull(),
    loai: text('loai', { enum: cashEntryKinds }).notNull(),
    phuongthuc: text('phuongthuc', { enum: paymentMethods }).notNull(),
    sotien: bigint('sotien', { mode: 'number' }).notNull(),
    noidung: text('noidung').notNull(),
    nguoinop_nhan: text('nguoinop_nhan'),
    /** The entry this one corrects; a correction carries its reason. */
    dieuchinh_id: uuid('dieuchinh_id').references((): AnyPgColumn => cashEntries._id),
    lydo: text('lydo'),
    /** The author's shift the money went into or out of (required for cash, stamped whenever one is open). */
    cathungan_id: uuid('cathungan_id').references(() => cashierShifts._id),
    nhanvien_id: uuid('nhanvien_id').references(() => staff._id),
    createdAt: createdAt(),
  },
  (t) => [
    check('thuchikhac_loai_check', sql`${t.loai} in ${oneOf(cashEntryKinds)}`),
    check('thuchikhac_phuongthuc_check', sql`${t.phuongthuc} in ${oneOf(paymentMethods)}`),
    check('thuchikhac_sotien_check', sql`${t.sotien} > 0`),
    check('thuchikhac_dieuchinh_check', sql`${t.dieuchinh_id} is null or ${t.lydo} is not null`),
    uniqueIndex('thuchikhac_so').on(t.phongkham_id, t.so),
    index('thuchikhac_cathungan').on(t.cathungan_id),
    index('thuchikhac_phongkham').on(t.phongkham_id, t.createdAt),
  ],
);
