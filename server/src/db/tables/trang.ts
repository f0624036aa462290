// Single pages (trang) of the public site, one per code per clinic: about, contact, charity, profile review,
// member registration, the privacy policy and the terms of use. Their text is content, edited in the back office,
// not in locale files.
import { sql } from 'drizzle-orm';
import { pageCodes } from '@phongkham/contracts';
import { check, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, updatedAt } from './columns';
import { clinicRef, imageRef } from './content-columns';

export const pages = pgTable(
  'trang',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    ma: text('ma', { enum: pageCodes }).notNull(),
    tieude: text('tieude').notNull(),
    tieude_en: text('tieude_en'),
    mota: text('mota'),
    mota_en: text('mota_en'),
    noidung: text('noidung'),
    noidung_en: text('noidung_en'),
    hinhanh_id: imageRef(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('trang_phongkham_ma').on(t.phongkham_id, t.ma),
    check('trang_ma_check', sql`${t.ma} in ${oneOf(pageCodes)}`),
  ],
);
