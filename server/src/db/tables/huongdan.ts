// Patient guides (hướng dẫn: how to prepare for a test, what to do after minor surgery) and their catalogue
// (dmhuongdan): `/huong-dan` lists them, `/huong-dan/:id` reads one.
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, updatedAt } from './columns';
import { clinicRef, imageRef, position, published } from './content-columns';

export const guideCategories = pgTable('dmhuongdan', {
  _id: id(),
  phongkham_id: clinicRef(),
  tendanhmuc: text('tendanhmuc').notNull(),
  tendanhmuc_en: text('tendanhmuc_en'),
  thutu: position(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: deletedAt(),
});

export const guides = pgTable(
  'huongdan',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    dmhuongdan_id: uuid('dmhuongdan_id')
      .notNull()
      .references(() => guideCategories._id),
    tieude: text('tieude').notNull(),
    tieude_en: text('tieude_en'),
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
  },
  (t) => [index('huongdan_dmhuongdan').on(t.dmhuongdan_id)],
);
