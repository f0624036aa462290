// Diseases (bệnh): introduction pages for the conditions the clinic treats.
import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, updatedAt } from './columns';
import { clinicRef, imageRef, position, published } from './content-columns';

export const diseases = pgTable('benh', {
  _id: id(),
  phongkham_id: clinicRef(),
  tenbenh: text('tenbenh').notNull(),
  tenbenh_en: text('tenbenh_en'),
  mota: text('mota'),
  mota_en: text('mota_en'),
  noidung: text('noidung'),
  noidung_en: text('noidung_en'),
  hinhanh_id: imageRef(),
  thutu: position(),
  hienthi: published(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: deletedAt(),
});
