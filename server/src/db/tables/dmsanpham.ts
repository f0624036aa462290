// Product categories (danh mục sản phẩm).
import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, updatedAt } from './columns';
import { clinicRef, position } from './content-columns';

export const productCategories = pgTable('dmsanpham', {
  _id: id(),
  phongkham_id: clinicRef(),
  tendanhmuc: text('tendanhmuc').notNull(),
  tendanhmuc_en: text('tendanhmuc_en'),
  thutu: position(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: deletedAt(),
});
