// Products (sản phẩm) the clinic sells or recommends; the pharmacy's stock by batch comes later.
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, updatedAt } from './columns';
import { clinicRef, imageRef, position, published } from './content-columns';
import { productCategories } from './dmsanpham';

export const products = pgTable(
  'sanpham',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    dmsanpham_id: uuid('dmsanpham_id').references(() => productCategories._id),
    tensanpham: text('tensanpham').notNull(),
    tensanpham_en: text('tensanpham_en'),
    mota: text('mota'),
    mota_en: text('mota_en'),
    noidung: text('noidung'),
    noidung_en: text('noidung_en'),
    /** Price in whole đồng; empty means "contact us". */
    gia: bigint('gia', { mode: 'number' }),
    hinhanh_id: imageRef(),
    thutu: position(),
    hienthi: published(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [check('sanpham_gia_check', sql`${t.gia} >= 0`), index('sanpham_dmsanpham').on(t.dmsanpham_id)],
);
