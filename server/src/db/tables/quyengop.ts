// Donations (quyên góp) to a sponsored operation, recorded by staff. The raised amount shown on the site is their
// sum, never a typed figure; a sponsor is named publicly only when they agreed to be.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, updatedAt } from './columns';
import { staff } from './nhanvien';
import { sponsoredOperations } from './taitro';

export const donations = pgTable(
  'quyengop',
  {
    _id: id(),
    taitro_id: uuid('taitro_id')
      .notNull()
      .references(() => sponsoredOperations._id),
    nhataitro: text('nhataitro').notNull(),
    /** Whole đồng. */
    sotien: bigint('sotien', { mode: 'number' }).notNull(),
    ngay: date('ngay', { mode: 'string' }).notNull(),
    /** The sponsor agreed to be named on the public page; otherwise the site says "an anonymous donor". */
    congkhai: boolean('congkhai').notNull().default(false),
    ghichu: text('ghichu'),
    /** The staff member who recorded it. */
    nguoighi_id: uuid('nguoighi_id').references(() => staff._id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [check('quyengop_sotien_check', sql`${t.sotien} > 0`), index('quyengop_taitro').on(t.taitro_id, t.ngay)],
);
