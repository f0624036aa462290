// Service groups (danh mục dịch vụ): what `/dich-vu` lists; each holds the provided services (dichvu).
import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, updatedAt } from './columns';
import { clinicRef, imageRef, position, published } from './content-columns';

export const serviceGroups = pgTable('dmdichvu', {
  _id: id(),
  phongkham_id: clinicRef(),
  tendanhmuc: text('tendanhmuc').notNull(),
  tendanhmuc_en: text('tendanhmuc_en'),
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
