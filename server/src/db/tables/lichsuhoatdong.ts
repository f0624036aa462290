// The activity log (lịch sử hoạt động): who did what, when, to which record, with the record before and after.
import { activityActions } from '@phongkham/contracts';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { staff } from './nhanvien';

export const activityLog = pgTable(
  'lichsuhoatdong',
  {
    _id: id(),
    /** Who acted; empty when nobody was signed in (a failed sign-in names the account in `sau`). */
    nhanvien_id: uuid('nhanvien_id').references(() => staff._id),
    /**
     * The clinic the change belongs to: the written record's, else the actor's (lib/activity-log.ts); empty for
     * installation-wide changes, which only the owner reads. No foreign key: the history outlives what it names.
     */
    phongkham_id: uuid('phongkham_id'),
    hanhdong: text('hanhdong', { enum: activityActions }).notNull(),
    tainguyen: text('tainguyen').notNull(),
    banghi_id: text('banghi_id'),
    truoc: jsonb('truoc'),
    sau: jsonb('sau'),
    ip: text('ip'),
    userAgent: text('userAgent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('lichsuhoatdong_created').on(t.createdAt),
    index('lichsuhoatdong_nhanvien').on(t.nhanvien_id, t.createdAt),
    index('lichsuhoatdong_phongkham').on(t.phongkham_id, t.createdAt),
  ],
);
