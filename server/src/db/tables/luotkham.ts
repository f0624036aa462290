// Visits (lượt khám) and their order lines (chỉ định): the spine of the clinic's day (contracts/src/care.ts).
// A visit is one patient's stay, in one room's queue of one clinic day, numbered from 1 each day and room; the
// unique index makes two concurrent check-ins unable to share a number. Order lines are the price-list services
// a visit asks for (a consultation at reception, tests and imaging from the doctor), with the price as it was.
import { sql } from 'drizzle-orm';
import { orderStates, visitStates } from '@phongkham/contracts';
import { bigint, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, updatedAt } from './columns';
import { defaultMoment } from '../clock';
import { clinicRef } from './content-columns';
import { doctors } from './bacsi';
import { patients } from './benhnhan';
import { catalogueEntries } from './danhmuc';
import { services } from './dichvu';
import { staff } from './nhanvien';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const visits = pgTable(
  'luotkham',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    benhnhan_id: uuid('benhnhan_id')
      .notNull()
      .references(() => patients._id),
    /** The room whose queue the visit waits in (a PHONG catalogue entry). */
    phong_id: uuid('phong_id')
      .notNull()
      .references(() => catalogueEntries._id),
    /** The doctor asked for or assigned; empty lets whoever works in the room take it. */
    bacsi_id: uuid('bacsi_id').references(() => doctors._id),
    /** The clinic day (contracts' clinicDay) the queue number belongs to. */
    ngay: date('ngay', { mode: 'string' }).notNull(),
    sothutu: integer('sothutu').notNull(),
    trangthai: text('trangthai', { enum: visitStates }).notNull().default('CHO'),
    /** Why the patient came, in their words. */
    lydo: text('lydo'),
    /** The appointment this arrival checked in (empty for a walk-in). */
    lichhen_id: uuid('lichhen_id'),
    /** Who received the patient. */
    nhanvien_id: uuid('nhanvien_id').references(() => staff._id),
    den_luc: moment('den_luc').notNull().defaultNow().$defaultFn(defaultMoment),
    goi_luc: moment('goi_luc'),
    batdau_luc: moment('batdau_luc'),
    ketthuc_luc: moment('ketthuc_luc'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('luotkham_trangthai_check', sql`${t.trangthai} in ${oneOf(visitStates)}`),
    check('luotkham_sothutu_check', sql`${t.sothutu} > 0`),
    uniqueIndex('luotkham_sothutu').on(t.phongkham_id, t.ngay, t.phong_id, t.sothutu),
    index('luotkham_benhnhan').on(t.benhnhan_id, t.ngay),
    index('luotkham_bacsi').on(t.bacsi_id, t.ngay),
  ],
);

export const orderLines = pgTable(
  'chidinh',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    luotkham_id: uuid('luotkham_id')
      .notNull()
      .references(() => visits._id),
    dichvu_id: uuid('dichvu_id')
      .notNull()
      .references(() => services._id),
    /** The service's name and price when ordered: a later price change does not rewrite what was ordered. */
    tendichvu: text('tendichvu').notNull(),
    dongia: bigint('dongia', { mode: 'number' }).notNull(),
    soluong: integer('soluong').notNull().default(1),
    trangthai: text('trangthai', { enum: orderStates }).notNull().default('CHI_DINH'),
    /** Who ordered it (the receptionist for a consultation, the doctor for tests). */
    nhanvien_id: uuid('nhanvien_id').references(() => staff._id),
    ghichu: text('ghichu'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('chidinh_trangthai_check', sql`${t.trangthai} in ${oneOf(orderStates)}`),
    check('chidinh_dongia_check', sql`${t.dongia} >= 0`),
    check('chidinh_soluong_check', sql`${t.soluong} > 0`),
    index('chidinh_luotkham').on(t.luotkham_id),
    index('chidinh_trangthai').on(t.phongkham_id, t.trangthai),
  ],
);
