// Visitors' requests (yeucau) to book an examination or get a consultation; the back office works through them.
import { sql } from 'drizzle-orm';
import { requestStatuses, requestTypes } from '@phongkham/contracts';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { consentColumns, createdAt, id, oneOf, updatedAt } from './columns';
import { doctors } from './bacsi';
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
  ],
);
