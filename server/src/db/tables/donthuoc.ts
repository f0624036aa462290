// Prescriptions (đơn thuốc) and their lines (contracts/src/prescriptions.ts, docs/decisions/0029): one visit's
// outpatient prescription, written by its doctor, coded in the national e-prescription format. What the printed
// prescription says is stored on it when saved (the patient's citizen id, the visit's diagnoses, a child's age and
// weight, each line's drug name and unit), so a later change to the patient, the visit or the catalogue does not
// rewrite a signed prescription. The generated part of the code is unique through an index on it.
import { sql } from 'drizzle-orm';
import { prescriptionKinds, prescriptionStates } from '@phongkham/contracts';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, updatedAt } from './columns';
import { clinicRef } from './content-columns';
import { doctors } from './bacsi';
import { patients } from './benhnhan';
import { visits } from './luotkham';
import { staff } from './nhanvien';
import { drugs } from './thuoc';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const prescriptions = pgTable(
  'donthuoc',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    luotkham_id: uuid('luotkham_id')
      .notNull()
      .references(() => visits._id),
    benhnhan_id: uuid('benhnhan_id')
      .notNull()
      .references(() => patients._id),
    bacsi_id: uuid('bacsi_id').references(() => doctors._id),
    /** Facility code (5) + generated (7) + '-' + kind letter. */
    madonthuoc: text('madonthuoc').notNull(),
    loaidon: text('loaidon', { enum: prescriptionKinds }).notNull().default('c'),
    trangthai: text('trangthai', { enum: prescriptionStates }).notNull().default('NHAP'),
    cccd: text('cccd'),
    /** The visit's ICD-10 diagnoses as written when saved: [{ ma, ten, chinh }]. */
    chandoan: jsonb('chandoan')
      // ten_en: WHO's English title, for the English screen; missing in records kept before it was copied.
      .$type<{ ma: string; ten: string | null; ten_en?: string | null; chinh: boolean }[]>()
      .notNull()
      .default([]),
    chandoan_ghichu: text('chandoan_ghichu'),
    loidan: text('loidan'),
    ngaytaikham: date('ngaytaikham', { mode: 'string' }),
    tuoi_thang: integer('tuoi_thang'),
    cannang: doublePrecision('cannang'),
    nguoigiamho: text('nguoigiamho'),
    kyluc: moment('kyluc'),
    nguoiky_id: uuid('nguoiky_id').references(() => staff._id),
    huyluc: moment('huyluc'),
    /** Why it was voided (kept and printed with the VOID mark); required when a signed prescription is voided. */
    lydohuy: text('lydohuy'),
    /** The voided prescription this one reissues (a new document, a new code); the old one's link is read back. */
    caplaitu_id: uuid('caplaitu_id').references((): AnyPgColumn => prescriptions._id),
    /** A foreign patient's passport number, standing in for the citizen id the prescription must state. */
    hochieu: text('hochieu'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('donthuoc_trangthai_check', sql`${t.trangthai} in ${oneOf(prescriptionStates)}`),
    check('donthuoc_loaidon_check', sql`${t.loaidon} in ${oneOf(prescriptionKinds)}`),
    // The facility and generated parts: the kind letter follows the lines and never makes a second code.
    uniqueIndex('donthuoc_madonthuoc').on(sql`left(${t.madonthuoc}, 12)`),
    index('donthuoc_luotkham').on(t.luotkham_id),
    index('donthuoc_benhnhan').on(t.benhnhan_id, t.createdAt),
    index('donthuoc_phongkham_created').on(t.phongkham_id, t.createdAt),
    // One reissue per voided prescription.
    uniqueIndex('donthuoc_caplaitu').on(t.caplaitu_id),
  ],
);

export const prescriptionLines = pgTable(
  'donthuoc_chitiet',
  {
    _id: id(),
    donthuoc_id: uuid('donthuoc_id')
      .notNull()
      .references(() => prescriptions._id, { onDelete: 'cascade' }),
    thutu: integer('thutu').notNull(),
    thuoc_id: uuid('thuoc_id')
      .notNull()
      .references(() => drugs._id),
    /** The line's name as prescribed ("Amlodipin 5 mg (Amlodac)") and the unit, when saved. */
    tenthuoc: text('tenthuoc').notNull(),
    donvitinh: text('donvitinh').notNull(),
    lieu_moilan: doublePrecision('lieu_moilan').notNull(),
    solan_ngay: integer('solan_ngay').notNull(),
    songay: integer('songay').notNull(),
    soluong: integer('soluong').notNull(),
    cachdung: text('cachdung'),
  },
  (t) => [
    index('donthuoc_chitiet_donthuoc').on(t.donthuoc_id, t.thutu),
    index('donthuoc_chitiet_thuoc').on(t.thuoc_id),
    check('donthuoc_chitiet_soluong_check', sql`${t.soluong} > 0`),
  ],
);
