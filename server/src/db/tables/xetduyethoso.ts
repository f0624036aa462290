// Profile reviews (xét duyệt hồ sơ): a patient or family asks the charity programme to review their case
// for a sponsored operation.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { clinicRef } from './content-columns';

export const profileReviews = pgTable(
  'xetduyethoso',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    /** The person who fills the form (patient or relative). */
    hoten: text('hoten').notNull(),
    dienthoai: text('dienthoai').notNull(),
    email: text('email'),
    tenbenhnhan: text('tenbenhnhan').notNull(),
    namsinh: integer('namsinh'),
    diachi: text('diachi'),
    chandoan: text('chandoan'),
    hoancanh: text('hoancanh').notNull(),
    trangthai: text('trangthai').notNull().default('MOI'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('xetduyethoso_created').on(t.phongkham_id, t.createdAt)],
);
