// Staff accounts (nhân viên): who signs in to the back office; a doctor is a staff member with role BACSY.
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, updatedAt } from './columns';
import { clinics } from './phongkham';
import { files } from './tep';
import { roles } from './vaitro';

export const staff = pgTable(
  'nhanvien',
  {
    _id: id(),
    /** The clinic the staff member works at; empty for the installation's owner (ADMINISTRATOR). */
    phongkham_id: uuid('phongkham_id').references(() => clinics._id),
    vaitro_id: uuid('vaitro_id')
      .notNull()
      .references(() => roles._id),
    /** Account name, kept in lower case so sign-in ignores case. */
    taikhoan: text('taikhoan').notNull(),
    /** argon2id hash; never leaves the server. */
    matkhau: text('matkhau').notNull(),
    hoten: text('hoten').notNull(),
    dienthoai: text('dienthoai'),
    email: text('email'),
    /** Avatar; on a doctor also the photo the public site shows. */
    hinhanh_id: uuid('hinhanh_id').references(() => files._id),
    kichhoat: boolean('kichhoat').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [uniqueIndex('nhanvien_taikhoan_unique').on(t.taikhoan), index('nhanvien_vaitro').on(t.vaitro_id)],
);
