// Visitors' requests (yeucau) to book an examination or get a consultation; the back office works through them.
import { sql } from 'drizzle-orm';
import { requestStatuses, requestTypes } from '@phongkham/contracts';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { clinics } from './phongkham';

/** A literal SQL list for a CHECK constraint (constraints take no parameters). */
const oneOf = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('yeucau_loaiyeucau_check', sql`${t.loaiyeucau} in ${oneOf(requestTypes)}`),
    check('yeucau_trangthai_check', sql`${t.trangthai} in ${oneOf(requestStatuses)}`),
    index('yeucau_phongkham_created').on(t.phongkham_id, t.createdAt),
    index('yeucau_dienthoai').on(t.dienthoai),
  ],
);
