// A bill's e-invoice (hóa đơn điện tử), owned by modules/e-invoices: one per bill, made once, sent to the clinic's
// e-invoice provider through the outbox, and holding what the provider answered (its number and lookup code) or why
// it refused. `noidung` keeps the invoice as last sent, the provider-neutral document the adapters translate
// (lib/money/e-invoice.ts), so what the clinic invoiced stays readable after the outbox forgets the message.
import { eInvoiceProviders, eInvoiceStates } from '@phongkham/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, updatedAt } from './columns';
import { clinicRef } from './content-columns';
import { bills } from './hoadon';
import { staff } from './nhanvien';

const dong = (name: string) => bigint(name, { mode: 'number' });

export const eInvoices = pgTable(
  'hoadondientu',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    hoadon_id: uuid('hoadon_id')
      .notNull()
      .references(() => bills._id),
    trangthai: text('trangthai', { enum: eInvoiceStates }).notNull().default('CHO_GUI'),
    nhacungcap: text('nhacungcap', { enum: eInvoiceProviders }).notNull(),
    mauso: text('mauso').notNull(),
    kyhieu: text('kyhieu').notNull(),
    /** The provider's number for it, and the code a buyer looks it up with. */
    sohoadon: text('sohoadon'),
    matracuu: text('matracuu'),
    /** What the invoice says was paid (VAT included) and the VAT in it, whole đồng. */
    tongtien: dong('tongtien').notNull(),
    tienthue: dong('tienthue').notNull(),
    nguoimua_ten: text('nguoimua_ten').notNull(),
    nguoimua_mst: text('nguoimua_mst'),
    /** The invoice as last sent (lib/money/e-invoice.ts EInvoiceDocument). */
    noidung: jsonb('noidung').notNull(),
    loi: text('loi'),
    solan: integer('solan').notNull().default(0),
    phathanh_luc: timestamp('phathanh_luc', { withTimezone: true, mode: 'date' }),
    /** Who asked for it from the bill page; empty when the payment that settled the bill queued it. */
    nhanvien_id: uuid('nhanvien_id').references(() => staff._id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('hoadondientu_trangthai_check', sql`${t.trangthai} in ${oneOf(eInvoiceStates)}`),
    check('hoadondientu_nhacungcap_check', sql`${t.nhacungcap} in ${oneOf(eInvoiceProviders)}`),
    check('hoadondientu_tien_check', sql`${t.tongtien} >= 0 and ${t.tienthue} between 0 and ${t.tongtien}`),
    // Issued means numbered: an issued invoice always says which one it is.
    check('hoadondientu_sohoadon_check', sql`${t.trangthai} <> 'DA_PHAT_HANH' or ${t.sohoadon} is not null`),
    // One e-invoice per bill, ever: of two requests at once, the second is refused here.
    uniqueIndex('hoadondientu_hoadon').on(t.hoadon_id),
  ],
);
