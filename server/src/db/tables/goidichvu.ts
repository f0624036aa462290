// Service packages (contracts/src/resources/service-packages.ts): the catalogue (goidichvu and its items), the
// packages patients bought (goibenhnhan, its items with the sessions used, and the movements of those sessions).
// The packages module alone writes them. A patient's package copies its name, items and rule from the catalogue
// when it is paid for, so a later change to the catalogue never rewrites what was sold. The sessions used can never
// exceed the sessions bought (a CHECK, behind the module's locked read), and every use or return of a session is a
// row of its own (goibenhnhan_luot), from which revenue earned is read by period.
//
// These tables point at the bills (the sale, the refund); the bill lines name a package without a foreign key, so
// that the bills' table file does not import this one (table files import one way).
import { sql } from 'drizzle-orm';
import { packageRefundRules, patientPackageStates } from '@phongkham/contracts';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, oneOf, updatedAt } from './columns';
import { clinicRef } from './content-columns';
import { patients } from './benhnhan';
import { services } from './dichvu';
import { billLines, bills } from './hoadon';
import { refunds } from './phieuthu';
import { products } from './sanpham';

const dong = (name: string) => bigint(name, { mode: 'number' });
const day = (name: string) => date(name, { mode: 'string' });
/** An item is a service or a product, never both. */
const oneItem = (t: { dichvu_id: unknown; sanpham_id: unknown }) =>
  sql`(${t.dichvu_id} is null) <> (${t.sanpham_id} is null)`;

export const servicePackages = pgTable(
  'goidichvu',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    ten: text('ten').notNull(),
    mota: text('mota'),
    giaban: dong('giaban').notNull(),
    hieuluc_ngay: integer('hieuluc_ngay').notNull(),
    quytac_hoantien: text('quytac_hoantien', { enum: packageRefundRules }).notNull(),
    hoatdong: boolean('hoatdong').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Soft-deleted: the packages sold keep pointing at it.
    deletedAt: deletedAt(),
  },
  (t) => [
    check('goidichvu_giaban_check', sql`${t.giaban} >= 0`),
    check('goidichvu_hieuluc_check', sql`${t.hieuluc_ngay} > 0`),
    check('goidichvu_quytac_check', sql`${t.quytac_hoantien} in ${oneOf(packageRefundRules)}`),
    index('goidichvu_phongkham').on(t.phongkham_id),
  ],
);

export const servicePackageItems = pgTable(
  'goidichvu_dong',
  {
    _id: id(),
    goidichvu_id: uuid('goidichvu_id')
      .notNull()
      .references(() => servicePackages._id),
    dichvu_id: uuid('dichvu_id').references(() => services._id),
    sanpham_id: uuid('sanpham_id').references(() => products._id),
    soluot: integer('soluot').notNull(),
    thutu: integer('thutu').notNull().default(0),
  },
  (t) => [
    check('goidichvu_dong_muc_check', oneItem(t)),
    check('goidichvu_dong_soluot_check', sql`${t.soluot} > 0`),
    index('goidichvu_dong_goi').on(t.goidichvu_id, t.thutu),
  ],
);

export const patientPackages = pgTable(
  'goibenhnhan',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    benhnhan_id: uuid('benhnhan_id')
      .notNull()
      .references(() => patients._id),
    goidichvu_id: uuid('goidichvu_id')
      .notNull()
      .references(() => servicePackages._id),
    /** The catalogue's name and rule as sold. */
    ten: text('ten').notNull(),
    quytac_hoantien: text('quytac_hoantien', { enum: packageRefundRules }).notNull(),
    /** What the patient paid: the selling line's amount. */
    giatri: dong('giatri').notNull(),
    /** Σ sessions of its items. */
    tongluot: integer('tongluot').notNull(),
    /** The clinic day it was paid for, and the last clinic day a session may be used. */
    ngaymua: day('ngaymua').notNull(),
    hieuluc_den: day('hieuluc_den').notNull(),
    trangthai: text('trangthai', { enum: patientPackageStates }).notNull().default('HOAT_DONG'),
    /** The bill and line that sold it: one package per line. */
    hoadon_id: uuid('hoadon_id')
      .notNull()
      .references(() => bills._id),
    hoadon_dong_id: uuid('hoadon_dong_id')
      .notNull()
      .references(() => billLines._id),
    /** The refund of its unused sessions that closed it. */
    hoantien: dong('hoantien'),
    phieuchi_id: uuid('phieuchi_id').references(() => refunds._id),
    hoantien_luc: timestamp('hoantien_luc', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('goibenhnhan_trangthai_check', sql`${t.trangthai} in ${oneOf(patientPackageStates)}`),
    check('goibenhnhan_giatri_check', sql`${t.giatri} >= 0`),
    check('goibenhnhan_tongluot_check', sql`${t.tongluot} > 0`),
    check('goibenhnhan_hieuluc_check', sql`${t.hieuluc_den} >= ${t.ngaymua}`),
    check('goibenhnhan_hoantien_check', sql`${t.hoantien} between 1 and ${t.giatri}`),
    uniqueIndex('goibenhnhan_hoadon_dong').on(t.hoadon_dong_id),
    index('goibenhnhan_benhnhan').on(t.benhnhan_id, t.trangthai),
    index('goibenhnhan_phongkham').on(t.phongkham_id, t.createdAt),
  ],
);

export const patientPackageLines = pgTable(
  'goibenhnhan_dong',
  {
    _id: id(),
    goibenhnhan_id: uuid('goibenhnhan_id')
      .notNull()
      .references(() => patientPackages._id),
    dichvu_id: uuid('dichvu_id').references(() => services._id),
    sanpham_id: uuid('sanpham_id').references(() => products._id),
    ten: text('ten').notNull(),
    soluot: integer('soluot').notNull(),
    dadung: integer('dadung').notNull().default(0),
    thutu: integer('thutu').notNull().default(0),
  },
  (t) => [
    check('goibenhnhan_dong_muc_check', oneItem(t)),
    // The last guard: no bug and no race can use a session that was not bought.
    check('goibenhnhan_dong_dadung_check', sql`${t.dadung} between 0 and ${t.soluot}`),
    index('goibenhnhan_dong_goi').on(t.goibenhnhan_id, t.thutu),
  ],
);

export const packageSessions = pgTable(
  'goibenhnhan_luot',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    goibenhnhan_id: uuid('goibenhnhan_id')
      .notNull()
      .references(() => patientPackages._id),
    goibenhnhan_dong_id: uuid('goibenhnhan_dong_id')
      .notNull()
      .references(() => patientPackageLines._id),
    /** Sessions used (positive) or given back by a cancelled order or a voided bill (negative). */
    soluot: integer('soluot').notNull(),
    /** The bill whose line used or gave back the sessions. */
    hoadon_id: uuid('hoadon_id')
      .notNull()
      .references(() => bills._id),
    createdAt: createdAt(),
  },
  (t) => [
    check('goibenhnhan_luot_soluot_check', sql`${t.soluot} <> 0`),
    index('goibenhnhan_luot_goi').on(t.goibenhnhan_id, t.createdAt),
    index('goibenhnhan_luot_phongkham').on(t.phongkham_id, t.createdAt),
  ],
);
