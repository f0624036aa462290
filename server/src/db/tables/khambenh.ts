// The visit record (khám bệnh): what the doctor measured, heard, found and concluded for one visit (luotkham), one
// record per visit. Signing (kyluc) freezes it: from then on corrections are addenda (khambenh_bosung) written
// beside it, the original kept as signed (Circular 13/2025/TT-BYT on electronic medical records).
import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { clinicRef } from './content-columns';
import { doctors } from './bacsi';
import { visits } from './luotkham';
import { staff } from './nhanvien';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const examinations = pgTable(
  'khambenh',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    luotkham_id: uuid('luotkham_id')
      .notNull()
      .unique('khambenh_luotkham_unique')
      .references(() => visits._id),
    /** The doctor who examined (the visit's doctor, or whoever opened an unassigned visit). */
    bacsi_id: uuid('bacsi_id').references(() => doctors._id),
    mach: integer('mach'),
    /** Breathing rate (nhịp thở), breaths per minute: judged by age like the pulse (decision 0041). */
    nhiptho: integer('nhiptho'),
    huyetap_tamthu: integer('huyetap_tamthu'),
    huyetap_tamtruong: integer('huyetap_tamtruong'),
    nhietdo: doublePrecision('nhietdo'),
    spo2: integer('spo2'),
    cannang: doublePrecision('cannang'),
    chieucao: doublePrecision('chieucao'),
    lydo: text('lydo'),
    tiensu: text('tiensu'),
    khamthucthe: text('khamthucthe'),
    /**
     * ICD-10 codes as written (no foreign key: a later list may drop a code, and a signed record keeps what it
     * said). The write path checks them against the catalogue of the day.
     */
    chandoan_chinh: text('chandoan_chinh'),
    chandoan_phu: text('chandoan_phu')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    chandoan_ghichu: text('chandoan_ghichu'),
    ketluan: text('ketluan'),
    loidan: text('loidan'),
    ngaytaikham: date('ngaytaikham', { mode: 'string' }),
    /** Signed: when and by whom. A signed record is never updated again. */
    kyluc: moment('kyluc'),
    nguoiky_id: uuid('nguoiky_id').references(() => staff._id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('khambenh_bacsi').on(t.bacsi_id),
    check('khambenh_ky_check', sql`(${t.kyluc} is null) = (${t.nguoiky_id} is null)`),
  ],
);

/** A correction or complement written after signing; the record itself stays as signed. */
export const examinationAddenda = pgTable(
  'khambenh_bosung',
  {
    _id: id(),
    khambenh_id: uuid('khambenh_id')
      .notNull()
      .references(() => examinations._id),
    noidung: text('noidung').notNull(),
    nhanvien_id: uuid('nhanvien_id')
      .notNull()
      .references(() => staff._id),
    createdAt: createdAt(),
  },
  (t) => [index('khambenh_bosung_khambenh').on(t.khambenh_id, t.createdAt)],
);
