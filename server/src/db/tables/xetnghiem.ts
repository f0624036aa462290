// The lab catalogue and the results of order lines (contracts/src/resources/lab.ts). A test (chỉ số) belongs to a
// panel, a lab-kind price-list service, and holds its reference ranges (per sex and age band) as one JSON list: they
// are read and written with the test, never queried on their own. A result (ketqua) is one order line's: the lab's
// values per test (ketquachiso) with the unit, range and flag as they were when entered, or the imaging report and
// its pictures; who entered and verified it, and when.
import { sql } from 'drizzle-orm';
import { labFlags, type LabRange } from '@phongkham/contracts';
import {
  boolean,
  check,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, oneOf, updatedAt } from './columns';
import { clinicRef, position } from './content-columns';
import { services } from './dichvu';
import { orderLines } from './luotkham';
import { staff } from './nhanvien';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const labTests = pgTable(
  'chisoxetnghiem',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    dichvu_id: uuid('dichvu_id')
      .notNull()
      .references(() => services._id),
    ma: text('ma').notNull(),
    ten: text('ten').notNull(),
    ten_en: text('ten_en'),
    donvi: text('donvi'),
    thutu: position(),
    hoatdong: boolean('hoatdong').notNull().default(true),
    khoang: jsonb('khoang').$type<LabRange[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('chisoxetnghiem_ma')
      .on(t.phongkham_id, t.ma)
      .where(sql`${t.deletedAt} is null`),
    index('chisoxetnghiem_dichvu').on(t.dichvu_id),
  ],
);

export const results = pgTable(
  'ketqua',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    chidinh_id: uuid('chidinh_id')
      .notNull()
      .references(() => orderLines._id),
    /** Imaging findings (mô tả); empty for the lab. */
    mota: text('mota'),
    /** The conclusion (kết luận) of an imaging report, a remark on a lab result. */
    ketluan: text('ketluan'),
    /** Uploaded pictures (tep ids), in the order shown. */
    hinhanh_ids: jsonb('hinhanh_ids').$type<string[]>().notNull().default([]),
    thuchien_luc: moment('thuchien_luc'),
    nguoithuchien_id: uuid('nguoithuchien_id').references(() => staff._id),
    nhap_luc: moment('nhap_luc'),
    nguoinhap_id: uuid('nguoinhap_id').references(() => staff._id),
    duyet_luc: moment('duyet_luc'),
    nguoiduyet_id: uuid('nguoiduyet_id').references(() => staff._id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('ketqua_chidinh').on(t.chidinh_id)],
);

export const resultValues = pgTable(
  'ketquachiso',
  {
    _id: id(),
    ketqua_id: uuid('ketqua_id')
      .notNull()
      .references(() => results._id),
    chiso_id: uuid('chiso_id')
      .notNull()
      .references(() => labTests._id),
    giatri: doublePrecision('giatri'),
    /** The unit and the range applied when the value was entered: a later catalogue change leaves it as printed. */
    donvi: text('donvi'),
    khoang: jsonb('khoang').$type<LabRange | null>(),
    co: text('co', { enum: labFlags }),
    createdAt: createdAt(),
  },
  (t) => [
    check('ketquachiso_co', sql`${t.co} in ${oneOf(labFlags)}`),
    uniqueIndex('ketquachiso_chiso').on(t.ketqua_id, t.chiso_id),
  ],
);
