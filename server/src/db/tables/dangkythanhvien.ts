// Member registrations (đăng ký thành viên) sent from the public site; staff follow them up.
import { date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { clinicRef } from './content-columns';

export const memberRegistrations = pgTable(
  'dangkythanhvien',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    hoten: text('hoten').notNull(),
    dienthoai: text('dienthoai').notNull(),
    email: text('email'),
    ngaysinh: date('ngaysinh', { mode: 'string' }),
    diachi: text('diachi'),
    ghichu: text('ghichu'),
    trangthai: text('trangthai').notNull().default('MOI'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('dangkythanhvien_created').on(t.phongkham_id, t.createdAt)],
);
