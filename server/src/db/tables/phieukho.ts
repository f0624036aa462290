// Stock documents (phiếu kho) and their lines, docs/decisions/0057: every movement of stock is one numbered document
// (PN goods received, PX issue, PCK transfer, PTN return to supplier, PHY destruction, PKK stocktake adjustment, PTD
// opening stock, PNL return from a patient), issued when created and never updated; a correction is a new document
// whose `goc_id` names the one it corrects. A line moves one batch by a signed quantity (+ in, − out) and records the
// batch's quantity after it (`tonsau`), so the stock card reads its running balance straight from the lines.
import { sql } from 'drizzle-orm';
import { issueReasons, stockDocumentKinds } from '@phongkham/contracts';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf } from './columns';
import { clinicRef } from './content-columns';
import { prescriptionLines, prescriptions } from './donthuoc';
import { bills } from './hoadon';
import { stores } from './kho';
import { batches } from './lohang';
import { suppliers } from './nhacungcap';
import { staff } from './nhanvien';
import { products } from './sanpham';
import { drugs } from './thuoc';

const dong = (name: string) => bigint(name, { mode: 'number' });

export const stockDocuments = pgTable(
  'phieukho',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    /** `PN-2026-000012`, taken in the posting transaction (lib/money/numbering.ts). */
    so: text('so').notNull(),
    loai: text('loai', { enum: stockDocumentKinds }).notNull(),
    /** Why stock was issued (XUAT only). */
    lydo: text('lydo', { enum: issueReasons }),
    /** The store moved from (or into, for receipts, opening stock and returns from patients). */
    kho_id: uuid('kho_id')
      .notNull()
      .references(() => stores._id),
    /** A transfer's receiving store. */
    kho_den_id: uuid('kho_den_id').references(() => stores._id),
    nhacungcap_id: uuid('nhacungcap_id').references(() => suppliers._id),
    /** The supplier's invoice number (a receipt, a return to the supplier). */
    sohoadon: text('sohoadon'),
    /** The business day of the movement (a receipt's delivery day), in the clinic's calendar. */
    ngay: date('ngay', { mode: 'string' }).notNull(),
    /** A free note; for a stocktake adjustment or a destruction, the reason. */
    ghichu: text('ghichu'),
    /** A destruction's witnesses, by name (and role): [{ hoten, chucvu }]. */
    nguoichungkien: jsonb('nguoichungkien').$type<{ hoten: string; chucvu?: string | null }[]>(),
    donthuoc_id: uuid('donthuoc_id').references(() => prescriptions._id),
    hoadon_id: uuid('hoadon_id').references(() => bills._id),
    /** The document this one corrects or returns against. */
    goc_id: uuid('goc_id').references((): AnyPgColumn => stockDocuments._id),
    nhanvien_id: uuid('nhanvien_id').references(() => staff._id),
    createdAt: createdAt(),
  },
  (t) => [
    check('phieukho_loai_check', sql`${t.loai} in ${oneOf(stockDocumentKinds)}`),
    check('phieukho_lydo_check', sql`(${t.loai} = 'XUAT') = (${t.lydo} is not null)`),
    check('phieukho_lydo_values_check', sql`${t.lydo} in ${oneOf(issueReasons)}`),
    check('phieukho_chuyen_check', sql`(${t.loai} = 'CHUYEN') = (${t.kho_den_id} is not null)`),
    check('phieukho_chuyen_khac_check', sql`${t.kho_den_id} <> ${t.kho_id}`),
    uniqueIndex('phieukho_so').on(t.phongkham_id, t.so),
    index('phieukho_phongkham_ngay').on(t.phongkham_id, t.createdAt),
    index('phieukho_kho').on(t.kho_id, t.createdAt),
    index('phieukho_donthuoc').on(t.donthuoc_id),
    index('phieukho_hoadon').on(t.hoadon_id),
    index('phieukho_goc').on(t.goc_id),
  ],
);

export const stockDocumentLines = pgTable(
  'phieukho_dong',
  {
    _id: id(),
    phieukho_id: uuid('phieukho_id')
      .notNull()
      .references(() => stockDocuments._id),
    /**
     * The order lines were applied in, installation-wide: taken when the line is inserted, after its batch's row was
     * updated (and locked until commit), so a batch's lines in `stt` order are the order its quantity moved in, which
     * timestamps cannot promise (a transaction's now() is when it began, not when it got the row).
     */
    stt: bigint('stt', { mode: 'number' }).generatedAlwaysAsIdentity(),
    /** Position on the document (a transfer's out and in lines share the document). */
    thutu: integer('thutu').notNull().default(0),
    /** The batch's store (a transfer's lines name two), for a store's stock card. */
    kho_id: uuid('kho_id')
      .notNull()
      .references(() => stores._id),
    lohang_id: uuid('lohang_id')
      .notNull()
      .references(() => batches._id),
    thuoc_id: uuid('thuoc_id').references(() => drugs._id),
    sanpham_id: uuid('sanpham_id').references(() => products._id),
    /** Signed, in the smallest unit: + into the batch, − out of it; never 0. */
    soluong: integer('soluong').notNull(),
    /** The batch's quantity right after this line: the stock card's running balance. */
    tonsau: integer('tonsau').notNull(),
    gianhap: dong('gianhap').notNull().default(0),
    giaban: dong('giaban').notNull().default(0),
    donthuoc_chitiet_id: uuid('donthuoc_chitiet_id').references(() => prescriptionLines._id),
    /**
     * The bill line this movement was sold on. No foreign key: dispensing posts the stock first and writes the bill's
     * lines after it in the same transaction, with ids taken up front.
     */
    hoadon_dong_id: uuid('hoadon_dong_id'),
    createdAt: createdAt(),
  },
  (t) => [
    check('phieukho_dong_soluong_check', sql`${t.soluong} <> 0`),
    check('phieukho_dong_tonsau_check', sql`${t.tonsau} >= 0`),
    check('phieukho_dong_mathang_check', sql`(${t.thuoc_id} is null) <> (${t.sanpham_id} is null)`),
    index('phieukho_dong_phieukho').on(t.phieukho_id, t.thutu),
    // The stock card: an item's or a batch's lines in the order they were posted.
    index('phieukho_dong_lohang').on(t.lohang_id, t.stt),
    index('phieukho_dong_thuoc').on(t.thuoc_id, t.kho_id, t.stt),
    index('phieukho_dong_sanpham').on(t.sanpham_id, t.kho_id, t.stt),
    index('phieukho_dong_donthuoc_chitiet').on(t.donthuoc_chitiet_id),
  ],
);
