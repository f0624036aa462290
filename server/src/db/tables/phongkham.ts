// Clinics (phòng khám): every operational record (requests now; visits, bills and stock later) belongs to one.
import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, updatedAt } from './columns';

export const clinics = pgTable('phongkham', {
  _id: id(),
  ten: text('ten').notNull(),
  diachi: text('diachi').notNull(),
  dienthoai: text('dienthoai').notNull(),
  email: text('email'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: deletedAt(),
});
