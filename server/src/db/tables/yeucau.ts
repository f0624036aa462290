// Visitors' requests (yeucau) to book an examination or get a consultation; the back office works through them
// (status, assignee, retries of an unreachable visitor), each step kept in the request's history (yeucau_lichsu).
import { sql } from 'drizzle-orm';
import { requestHistoryActions, requestStatuses, requestTypes } from '@phongkham/contracts';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { consentColumns, createdAt, id, oneOf, updatedAt } from './columns';
import { doctors } from './bacsi';
import { staff } from './nhanvien';
import { clinics } from './phongkham';
import { patients } from './benhnhan';

export const requests = pgTable(
  'yeucau',
  {
    _id: id(),
    phongkham_id: uuid('phongkham_id')
      .notNull()
      .references(() => clinics._id),
    loaiyeucau: text('loaiyeucau', { enum: requestTypes }).notNull(),
    hoten: text('hoten').notNull(),
    dienthoai: text('dienthoai').notNull(),
    trangthai: text('trangthai', { enum: requestStatuses }).notNull().default('MOI'),
    /** The doctor the visitor asked for, when they booked from a doctor's page. */
    bacsi_id: uuid('bacsi_id').references(() => doctors._id),
    /** The staff member working on it. */
    nhanvien_id: uuid('nhanvien_id').references(() => staff._id),
    /** Failed attempts to reach the visitor, and when to try next. */
    solanthu: integer('solanthu').notNull().default(0),
    lienhetiep: timestamp('lienhetiep', { withTimezone: true, mode: 'date' }),
    /** Repeats from the same phone folded into this request while it was open. */
    solanlap: integer('solanlap').notNull().default(0),
    ...consentColumns(),
    /** The patient record the request was converted into or matched with (the patient register). */
    benhnhan_id: uuid('benhnhan_id').references(() => patients._id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('yeucau_loaiyeucau_check', sql`${t.loaiyeucau} in ${oneOf(requestTypes)}`),
    check('yeucau_trangthai_check', sql`${t.trangthai} in ${oneOf(requestStatuses)}`),
    index('yeucau_phongkham_created').on(t.phongkham_id, t.createdAt),
    index('yeucau_dienthoai').on(t.dienthoai),
    index('yeucau_benhnhan').on(t.benhnhan_id),
    index('yeucau_hoten_search').using('gin', sql`f_unaccent(lower(${t.hoten})) gin_trgm_ops`),
  ],
);

/** A request's history: every status change, assignment and folded repeat, with who, when and a note. */
export const requestHistory = pgTable(
  'yeucau_lichsu',
  {
    _id: id(),
    yeucau_id: uuid('yeucau_id')
      .notNull()
      .references(() => requests._id, { onDelete: 'cascade' }),
    hanhdong: text('hanhdong', { enum: requestHistoryActions }).notNull(),
    truoc: text('truoc'),
    sau: text('sau'),
    ghichu: text('ghichu'),
    /** Who acted; null for the visitor's own repeat. */
    nhanvien_id: uuid('nhanvien_id').references(() => staff._id),
    createdAt: createdAt(),
  },
  (t) => [
    check('yeucau_lichsu_hanhdong_check', sql`${t.hanhdong} in ${oneOf(requestHistoryActions)}`),
    index('yeucau_lichsu_yeucau').on(t.yeucau_id, t.createdAt),
  ],
);
