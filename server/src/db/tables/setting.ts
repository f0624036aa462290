// The site settings (docs/product-rules.md, 'Clinic settings'): one row for the installation, naming the clinic
// the public site speaks for.
import { doublePrecision, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { clinics } from './phongkham';
import { files } from './tep';

export const settings = pgTable('setting', {
  _id: id(),
  phongkham_id: uuid('phongkham_id')
    .notNull()
    .references(() => clinics._id),
  tenphongkham: text('tenphongkham').notNull(),
  diachi: text('diachi').notNull(),
  dienthoai: text('dienthoai').notNull(),
  email: text('email').notNull(),
  link_facebook: text('link_facebook'),
  link_youtube: text('link_youtube'),
  link_tiktok: text('link_tiktok'),
  logo_id: uuid('logo_id').references(() => files._id),
  // What the header and footer show besides the contact details; empty shows the site's built-in wording.
  giomocua: text('giomocua'),
  giomocua_en: text('giomocua_en'),
  ngaymocua: text('ngaymocua'),
  ngaymocua_en: text('ngaymocua_en'),
  giolamviec: text('giolamviec'),
  giolamviec_en: text('giolamviec_en'),
  khuyenmai_tieude: text('khuyenmai_tieude'),
  khuyenmai_tieude_en: text('khuyenmai_tieude_en'),
  khuyenmai_noidung: text('khuyenmai_noidung'),
  khuyenmai_noidung_en: text('khuyenmai_noidung_en'),
  vanhanhboi: text('vanhanhboi'),
  vanhanhboi_en: text('vanhanhboi_en'),
  // The contact page's map and directions: the clinic's position (WGS 84) and how to get there.
  bando_vido: doublePrecision('bando_vido'),
  bando_kinhdo: doublePrecision('bando_kinhdo'),
  chiduong: text('chiduong'),
  chiduong_en: text('chiduong_en'),
  // The first-N member promotion: how many registrants get a code, and the discount in percent (the spec's 50, 30 %).
  khuyenmai_soluong: integer('khuyenmai_soluong').notNull().default(50),
  khuyenmai_giamgia: integer('khuyenmai_giamgia').notNull().default(30),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
