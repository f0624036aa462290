// Doctors' profiles (bác sĩ), one per clinic the doctor works in. A doctor is a staff member: the name comes from
// nhanvien (the account the doctor signs in with), this row adds what patients read (title, specialty, biography,
// credentials, portrait) and makes the account that clinic's doctor (booked, assigned, signing, prescribing).
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, updatedAt } from './columns';
import { clinicRef, imageRef, position, published } from './content-columns';
import { staff } from './nhanvien';

export const doctors = pgTable(
  'bacsi',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    nhanvien_id: uuid('nhanvien_id')
      .notNull()
      .references(() => staff._id),
    /** Academic and professional title, e.g. "ThS.BS", "BS.CKII". */
    hocham: text('hocham'),
    /** The title as English readers know it ("MD, Specialist Level I"); empty shows the Vietnamese. */
    hocham_en: text('hocham_en'),
    /** Practising certificate number (số chứng chỉ hành nghề) the Ministry of Health issued. */
    sochungchi: text('sochungchi'),
    /** The public portrait; empty falls back to the staff member's avatar. */
    hinhanh_id: imageRef(),
    chuyenkhoa: text('chuyenkhoa').notNull(),
    chuyenkhoa_en: text('chuyenkhoa_en'),
    mota: text('mota'),
    mota_en: text('mota_en'),
    noidung: text('noidung'),
    noidung_en: text('noidung_en'),
    namkinhnghiem: integer('namkinhnghiem'),
    /** Minutes one appointment takes: the length of the slots the doctor's sessions are cut into. */
    thoiluong: integer('thoiluong').notNull().default(15),
    thutu: position(),
    hienthi: published(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  // One live profile per staff member and clinic: a doctor who works in several clinics has one in each (their
  // hours, slots and public page are the clinic's). A deleted profile keeps its history and no longer blocks a new one.
  (t) => [
    check('bacsi_thoiluong_check', sql`${t.thoiluong} between 5 and 240`),
    uniqueIndex('bacsi_nhanvien_phongkham_unique')
      .on(t.nhanvien_id, t.phongkham_id)
      .where(sql`${t.deletedAt} is null`),
  ],
);
