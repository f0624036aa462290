// Member registrations (đăng ký thành viên) sent from the public site, with the promotion code each received (the
// first-N offer of the general information); staff follow them up and mark a code used.
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { consentColumns, createdAt, id, updatedAt } from './columns';
import { clinicRef } from './content-columns';
import { staff } from './nhanvien';

export const memberRegistrations = pgTable(
  'dangkythanhvien',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    hoten: text('hoten').notNull(),
    dienthoai: text('dienthoai').notNull(),
    email: text('email'),
    ngaysinh: date('ngaysinh', { mode: 'string' }),
    /** The address on the 2025 units: province and commune codes, the street line, and the whole line. */
    tinh_ma: text('tinh_ma'),
    xa_ma: text('xa_ma'),
    diachi: text('diachi'),
    diachi_day: text('diachi_day'),
    ghichu: text('ghichu'),
    trangthai: text('trangthai').notNull().default('MOI'),
    ...consentColumns(),
    /** The promotion code (KM-XXXXXX) and its discount (%); null when none was given. */
    makhuyenmai: text('makhuyenmai'),
    giamgia: integer('giamgia'),
    /** When the code was used and who marked it (the bills issue will do it when it applies the discount). */
    khuyenmai_dadung_luc: timestamp('khuyenmai_dadung_luc', { withTimezone: true, mode: 'date' }),
    khuyenmai_dadung_boi: uuid('khuyenmai_dadung_boi').references(() => staff._id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('dangkythanhvien_created').on(t.phongkham_id, t.createdAt),
    // A code names one registration; one phone holds at most one code per clinic, whatever the concurrency.
    uniqueIndex('dangkythanhvien_makhuyenmai').on(t.makhuyenmai),
    uniqueIndex('dangkythanhvien_dienthoai_khuyenmai')
      .on(t.phongkham_id, t.dienthoai)
      .where(sql`${t.makhuyenmai} is not null`),
  ],
);
