// Cashier shifts (ca thu ngân): a cashier's drawer from opening float to the counted close. The cash-book module
// opens and closes them; billing only looks up the actor's open shift to stamp it on a cash receipt or refund. One
// open shift per cashier, enforced by the partial unique index.
import { sql } from 'drizzle-orm';
import { shiftStates, type PaymentMethod } from '@phongkham/contracts';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, updatedAt } from './columns';
import { defaultMoment } from '../clock';
import { clinicRef } from './content-columns';
import { staff } from './nhanvien';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const dong = (name: string) => bigint(name, { mode: 'number' });

export const cashierShifts = pgTable(
  'cathungan',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    nhanvien_id: uuid('nhanvien_id')
      .notNull()
      .references(() => staff._id),
    trangthai: text('trangthai', { enum: shiftStates }).notNull().default('MO'),
    /** The opening float, counted once: in the expected cash at close and nowhere else. */
    tiendauca: dong('tiendauca').notNull().default(0),
    mo_luc: moment('mo_luc').notNull().defaultNow().$defaultFn(defaultMoment),
    dong_luc: moment('dong_luc'),
    tienmatthucte: dong('tienmatthucte'),
    tienmatdukien: dong('tienmatdukien'),
    chenhlech: dong('chenhlech'),
    lydo_chenhlech: text('lydo_chenhlech'),
    nguoiduyet_id: uuid('nguoiduyet_id').references(() => staff._id),
    /** Totals per payment method, frozen at close (the Z-report). */
    theophuongthuc: jsonb('theophuongthuc').$type<Record<PaymentMethod, number>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('cathungan_trangthai_check', sql`${t.trangthai} in ${oneOf(shiftStates)}`),
    check('cathungan_tiendauca_check', sql`${t.tiendauca} >= 0`),
    check('cathungan_tienmatthucte_check', sql`${t.tienmatthucte} >= 0`),
    uniqueIndex('cathungan_mo')
      .on(t.nhanvien_id)
      .where(sql`${t.trangthai} = 'MO'`),
    index('cathungan_phongkham').on(t.phongkham_id, t.mo_luc),
  ],
);
