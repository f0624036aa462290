// General notices to staff (thông báo chung) and who has read them. A notice reaches every staff member or the
// roles in `vaitro_ids`, while published and inside its window; a read mark takes it out of that person's bell.
import { sql } from 'drizzle-orm';
import { noticeAudiences } from '@phongkham/contracts';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, oneOf, updatedAt } from './columns';
import { staff } from './nhanvien';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const notices = pgTable(
  'thongbaochung',
  {
    _id: id(),
    tieude: text('tieude').notNull(),
    tieude_en: text('tieude_en'),
    /** Sanitized HTML. */
    noidung: text('noidung').notNull(),
    noidung_en: text('noidung_en'),
    doituong: text('doituong', { enum: noticeAudiences }).notNull(),
    /** The roles reached when `doituong` is VAITRO; empty otherwise. */
    vaitro_ids: uuid('vaitro_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    tungay: moment('tungay').notNull(),
    /** Open-ended when empty. */
    denngay: moment('denngay'),
    hienthi: boolean('hienthi').notNull().default(true),
    /** Who wrote it; the history has every later change. */
    nguoitao_id: uuid('nguoitao_id').references(() => staff._id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    check('thongbaochung_doituong_check', sql`${t.doituong} in ${oneOf(noticeAudiences)}`),
    index('thongbaochung_tungay').on(t.tungay),
    index('thongbaochung_tieude_search').using('gin', sql`f_unaccent(lower(${t.tieude})) gin_trgm_ops`),
  ],
);

/** One staff member has read one notice (the bell no longer shows it to them). */
export const noticeReads = pgTable(
  'thongbaochung_daxem',
  {
    thongbaochung_id: uuid('thongbaochung_id')
      .notNull()
      .references(() => notices._id, { onDelete: 'cascade' }),
    nhanvien_id: uuid('nhanvien_id')
      .notNull()
      .references(() => staff._id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.thongbaochung_id, t.nhanvien_id] }),
    index('thongbaochung_daxem_nhanvien').on(t.nhanvien_id),
  ],
);
