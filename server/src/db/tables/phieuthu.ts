// Receipts (phiếu thu) and refunds (phiếu chi): money documents against a bill, or against the patient's deposit
// (loai TAM_UNG: money paid in advance or paid back, naming the patient and no bill), numbered PT-/PC- when issued
// and never changed afterwards. A refund is a document of its own pointing to the bill (and the receipt it returns
// money from, when one is named); the receipt it refunds stays as it was. A document whose method is TAM_UNG draws
// on the deposit or puts money back into it: no money moves, so it never joins a cashier's shift.
import { sql } from 'drizzle-orm';
import { receiptKinds, receiptMethods } from '@phongkham/contracts';
import { bigint, check, index, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf } from './columns';
import { clinicRef } from './content-columns';
import { patients } from './benhnhan';
import { cashierShifts } from './cathungan';
import { bills } from './hoadon';
import { staff } from './nhanvien';

const dong = (name: string) => bigint(name, { mode: 'number' });

/**
 * A bill's document names its bill; a deposit's names its patient, no bill, and a way money changes hands. A
 * TAM_UNG document moves no money and joins no shift, so no shift's report can count it.
 */
const kindChecks = (
  name: string,
  t: {
    loai: AnyPgColumn;
    hoadon_id: AnyPgColumn;
    benhnhan_id: AnyPgColumn;
    phuongthuc: AnyPgColumn;
    cathungan_id: AnyPgColumn;
  },
) => [
  check(`${name}_loai_check`, sql`${t.loai} in ${oneOf(receiptKinds)}`),
  check(
    `${name}_tamung_check`,
    sql`(${t.loai} = 'HOA_DON' and ${t.hoadon_id} is not null) or (${t.loai} = 'TAM_UNG' and ${t.hoadon_id} is null and ${t.benhnhan_id} is not null and ${t.phuongthuc} <> 'TAM_UNG')`,
  ),
  check(`${name}_ca_check`, sql`${t.phuongthuc} <> 'TAM_UNG' or ${t.cathungan_id} is null`),
];

export const receipts = pgTable(
  'phieuthu',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    so: text('so').notNull(),
    /** Against a bill, or the patient's deposit (then no bill). */
    loai: text('loai', { enum: receiptKinds }).notNull().default('HOA_DON'),
    hoadon_id: uuid('hoadon_id').references(() => bills._id),
    benhnhan_id: uuid('benhnhan_id').references(() => patients._id),
    /** The cashier's shift the money went into (required for cash, stamped whenever one is open). */
    cathungan_id: uuid('cathungan_id').references(() => cashierShifts._id),
    phuongthuc: text('phuongthuc', { enum: receiptMethods }).notNull(),
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
    check('phieuthu_phuongthuc_check', sql`${t.phuongthuc} in ${oneOf(receiptMethods)}`),
    check('phieuthu_sotien_check', sql`${t.sotien} > 0`),
    ...kindChecks('phieuthu', t),
    check('phieuthu_tienthoi_check', sql`${t.tienthoi} >= 0 and ${t.tienkhachdua} = ${t.sotien} + ${t.tienthoi}`),
    uniqueIndex('phieuthu_so').on(t.phongkham_id, t.so),
    index('phieuthu_hoadon').on(t.hoadon_id),
    index('phieuthu_cathungan').on(t.cathungan_id),
    index('phieuthu_phongkham').on(t.phongkham_id, t.createdAt),
    index('phieuthu_benhnhan').on(t.benhnhan_id),
  ],
);

export const refunds = pgTable(
  'phieuchi',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    so: text('so').notNull(),
    /** Against a bill, or the patient's deposit (then no bill). */
    loai: text('loai', { enum: receiptKinds }).notNull().default('HOA_DON'),
    hoadon_id: uuid('hoadon_id').references(() => bills._id),
    phieuthu_id: uuid('phieuthu_id').references(() => receipts._id),
    benhnhan_id: uuid('benhnhan_id').references(() => patients._id),
    cathungan_id: uuid('cathungan_id').references(() => cashierShifts._id),
    phuongthuc: text('phuongthuc', { enum: receiptMethods }).notNull(),
    sotien: dong('sotien').notNull(),
    lydo: text('lydo').notNull(),
    /** Who approved it, when the amount is above the clinic's refund threshold. */
    nguoiduyet_id: uuid('nguoiduyet_id').references(() => staff._id),
    nhanvien_id: uuid('nhanvien_id').references(() => staff._id),
    createdAt: createdAt(),
  },
  (t) => [
    check('phieuchi_phuongthuc_check', sql`${t.phuongthuc} in ${oneOf(receiptMethods)}`),
    check('phieuchi_sotien_check', sql`${t.sotien} > 0`),
    ...kindChecks('phieuchi', t),
    uniqueIndex('phieuchi_so').on(t.phongkham_id, t.so),
    index('phieuchi_hoadon').on(t.hoadon_id),
    index('phieuchi_cathungan').on(t.cathungan_id),
    index('phieuchi_phongkham').on(t.phongkham_id, t.createdAt),
    index('phieuchi_benhnhan').on(t.benhnhan_id),
  ],
);
