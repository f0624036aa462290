// Suppliers (nhà cung cấp): the distributors each clinic buys drugs and goods from (contracts/src/resources/suppliers.ts).
// Soft-deleted: the stock receipts that name a supplier keep pointing at it. The address is on the 2025 units, kept
// whole in `diachi_day` as for clinics; the codes carry no foreign key (the API checks them on every write).
import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, updatedAt } from './columns';
import { clinicRef } from './content-columns';

export const suppliers = pgTable(
  'nhacungcap',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    ten: text('ten').notNull(),
    masothue: text('masothue'),
    tinh_ma: text('tinh_ma').notNull(),
    xa_ma: text('xa_ma').notNull(),
    diachi: text('diachi').notNull(),
    diachi_day: text('diachi_day').notNull(),
    dienthoai: text('dienthoai'),
    nguoilienhe: text('nguoilienhe'),
    sogdp: text('sogdp'),
    hoatdong: boolean('hoatdong').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  // One live supplier per tax code in a clinic; the code comes first so a duplicate is reported on it.
  (t) => [
    uniqueIndex('nhacungcap_masothue')
      .on(t.masothue, t.phongkham_id)
      .where(sql`${t.deletedAt} is null`),
  ],
);
