// Doctors' public profiles (bác sĩ). A doctor is a staff member: the name and photo come from nhanvien,
// this row adds what patients read (title, specialty, biography).
import { integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, updatedAt } from './columns';
import { clinicRef, position, published } from './content-columns';
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
    chuyenkhoa: text('chuyenkhoa').notNull(),
    chuyenkhoa_en: text('chuyenkhoa_en'),
    mota: text('mota'),
    mota_en: text('mota_en'),
    noidung: text('noidung'),
    noidung_en: text('noidung_en'),
    namkinhnghiem: integer('namkinhnghiem'),
    thutu: position(),
    hienthi: published(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [uniqueIndex('bacsi_nhanvien_unique').on(t.nhanvien_id)],
);
