// Bills (hóa đơn) and their lines (contracts/src/resources/bills.ts). A bill is numbered from the moment it opens
// and is never deleted, only voided. Its stored totals are kept by the billing module in the transaction that
// changes a line, a discount, a receipt or a refund; the checks below are the last guard that they add up:
// phaitra = tongtien − giamgia − dahoan and 0 ≤ dathu ≤ phaitra, so no payment can ever exceed what is due.
import { sql } from 'drizzle-orm';
import { billLineKinds, billStates, discountApprovals } from '@phongkham/contracts';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, updatedAt } from './columns';
import { clinicRef } from './content-columns';
import { patients } from './benhnhan';
import { services } from './dichvu';
import { visits, orderLines } from './luotkham';
import { staff } from './nhanvien';
import { products } from './sanpham';
import { batches } from './lohang';
import { drugs } from './thuoc';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const dong = (name: string) => bigint(name, { mode: 'number' });

export const bills = pgTable(
  'hoadon',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    /** `HD-2026-000123`, taken when the bill opens (lib/money/numbering.ts). */
    so: text('so').notNull(),
    /** Empty for a counter bill. */
    luotkham_id: uuid('luotkham_id').references(() => visits._id),
    /** Empty for an anonymous counter sale (then `khachhang` names the buyer, if anyone). */
    benhnhan_id: uuid('benhnhan_id').references(() => patients._id),
    khachhang: text('khachhang'),
    trangthai: text('trangthai', { enum: billStates }).notNull().default('NHAP'),
    tongtien: dong('tongtien').notNull().default(0),
    /** The bill-level discount as a percentage, or empty when it was given as an amount. */
    giamgia_phantram: integer('giamgia_phantram'),
    giamgia: dong('giamgia').notNull().default(0),
    giamgia_lydo: text('giamgia_lydo'),
    /** Who set the bill-level discount: an approver must be someone else. */
    giamgia_nguoi_id: uuid('giamgia_nguoi_id').references(() => staff._id),
    /** The member promotion code (KM-…) whose percentage is the bill-level discount; marked used when paid in full. */
    makhuyenmai: text('makhuyenmai'),
    giamgia_duyet: text('giamgia_duyet', { enum: discountApprovals }).notNull().default('KHONG_CAN'),
    giamgia_nguoiduyet_id: uuid('giamgia_nguoiduyet_id').references(() => staff._id),
    giamgia_duyet_luc: moment('giamgia_duyet_luc'),
    /** Σ receipts − Σ refunds. */
    dathu: dong('dathu').notNull().default(0),
    /** Σ refunds. */
    dahoan: dong('dahoan').notNull().default(0),
    /** tongtien − giamgia − dahoan: a refund lowers what is due as well as what was paid. */
    phaitra: dong('phaitra').notNull().default(0),
    ghichu: text('ghichu'),
    /** Who opened it. */
    nhanvien_id: uuid('nhanvien_id').references(() => staff._id),
    phathanh_luc: moment('phathanh_luc'),
    huy_lydo: text('huy_lydo'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('hoadon_trangthai_check', sql`${t.trangthai} in ${oneOf(billStates)}`),
    check('hoadon_giamgia_duyet_check', sql`${t.giamgia_duyet} in ${oneOf(discountApprovals)}`),
    check('hoadon_tongtien_check', sql`${t.tongtien} >= 0`),
    check('hoadon_giamgia_check', sql`${t.giamgia} between 0 and ${t.tongtien}`),
    check('hoadon_giamgia_phantram_check', sql`${t.giamgia_phantram} between 0 and 100`),
    check('hoadon_dahoan_check', sql`${t.dahoan} >= 0`),
    check('hoadon_phaitra_check', sql`${t.phaitra} = ${t.tongtien} - ${t.giamgia} - ${t.dahoan}`),
    check('hoadon_dathu_check', sql`${t.dathu} between 0 and ${t.phaitra}`),
    uniqueIndex('hoadon_so').on(t.phongkham_id, t.so),
    // A visit has at most one draft: new orders join it; once issued, the next order opens another.
    uniqueIndex('hoadon_luotkham_nhap')
      .on(t.luotkham_id)
      .where(sql`${t.trangthai} = 'NHAP'`),
    // A code is held by one live bill at a time: of two bills taking it at once, the second is refused.
    uniqueIndex('hoadon_makhuyenmai')
      .on(t.makhuyenmai)
      .where(sql`${t.makhuyenmai} is not null and ${t.trangthai} <> 'DA_HUY'`),
    index('hoadon_luotkham').on(t.luotkham_id),
    index('hoadon_benhnhan').on(t.benhnhan_id),
    index('hoadon_phongkham').on(t.phongkham_id, t.createdAt),
    // The sales report reads a period's bills by the moment they were issued (docs/decisions/0067-sales-report.md).
    index('hoadon_phathanh').on(t.phongkham_id, t.phathanh_luc),
    // What is still owed: the few bills issued and not settled, out of every bill the clinic ever issued.
    index('hoadon_congno')
      .on(t.phongkham_id)
      .where(sql`${t.trangthai} in ('DA_PHAT_HANH', 'THANH_TOAN_MOT_PHAN')`),
  ],
);

export const billLines = pgTable(
  'hoadon_dong',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    hoadon_id: uuid('hoadon_id')
      .notNull()
      .references(() => bills._id),
    loai: text('loai', { enum: billLineKinds }).notNull(),
    /** The order the line bills: an order is billed once. */
    chidinh_id: uuid('chidinh_id').references(() => orderLines._id),
    dichvu_id: uuid('dichvu_id').references(() => services._id),
    thuoc_id: uuid('thuoc_id').references(() => drugs._id),
    sanpham_id: uuid('sanpham_id').references(() => products._id),
    /** The stock batch a drug or product line was sold from (dispensing, a counter sale). */
    lohang_id: uuid('lohang_id').references(() => batches._id),
    /**
     * A package sold (loai GOI): the catalogue's package. The packages' tables point at the bills, so these name
     * their rows without a foreign key (goidichvu.ts).
     */
    goidichvu_id: uuid('goidichvu_id'),
    /** A line a patient's package covers, billed at 0: the package, and which session of the item it used (3 of 10). */
    goibenhnhan_id: uuid('goibenhnhan_id'),
    goi_buoi: integer('goi_buoi'),
    /** Name, unit and price as sold: a later catalogue change does not rewrite the line. */
    ten: text('ten').notNull(),
    donvitinh: text('donvitinh'),
    soluong: integer('soluong').notNull(),
    dongia: dong('dongia').notNull(),
    giamgia_phantram: integer('giamgia_phantram'),
    giamgia: dong('giamgia').notNull().default(0),
    giamgia_lydo: text('giamgia_lydo'),
    /** Who set the line's discount: an approver must be someone else. */
    giamgia_nguoi_id: uuid('giamgia_nguoi_id').references(() => staff._id),
    /** soluong × dongia − giamgia. */
    thanhtien: dong('thanhtien').notNull(),
    thutu: integer('thutu').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('hoadon_dong_loai_check', sql`${t.loai} in ${oneOf(billLineKinds)}`),
    check('hoadon_dong_soluong_check', sql`${t.soluong} > 0`),
    check('hoadon_dong_dongia_check', sql`${t.dongia} >= 0`),
    check('hoadon_dong_giamgia_phantram_check', sql`${t.giamgia_phantram} between 0 and 100`),
    check('hoadon_dong_giamgia_check', sql`${t.giamgia} between 0 and ${t.soluong} * ${t.dongia}`),
    check('hoadon_dong_thanhtien_check', sql`${t.thanhtien} = ${t.soluong} * ${t.dongia} - ${t.giamgia}`),
    check('hoadon_dong_goi_check', sql`(${t.loai} = 'GOI') = (${t.goidichvu_id} is not null)`),
    uniqueIndex('hoadon_dong_chidinh')
      .on(t.chidinh_id)
      .where(sql`${t.chidinh_id} is not null`),
    index('hoadon_dong_hoadon').on(t.hoadon_id, t.thutu),
    index('hoadon_dong_goibenhnhan').on(t.goibenhnhan_id),
  ],
);
