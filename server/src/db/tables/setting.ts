// The site settings (SPEC §3 "Setting"): one row for the installation, naming the clinic the public site speaks for.
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { clinics } from './phongkham';

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
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
