// Profile reviews (xét duyệt hồ sơ): a patient or family asks the charity programme to review their case for a
// sponsored operation. Each case has a tracking code for the sender, its supporting documents (bytes kept here, in
// the database, so nothing serves them but the reviewers' route) and the history of its status.
import { sql } from 'drizzle-orm';
import { profileReviewStatuses } from '@phongkham/contracts';
import { bigint, check, customType, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { consentColumns, createdAt, deletedAt, id, oneOf, updatedAt } from './columns';
import { clinicRef } from './content-columns';
import { staff } from './nhanvien';
import { sponsoredOperations } from './taitro';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers a Buffer, PGlite a Uint8Array: one shape for the code.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const profileReviews = pgTable(
  'xetduyethoso',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    /** The tracking code the sender keeps ("HS-4K7P2Q"): with the phone it opens the status look-up. */
    ma: text('ma').notNull(),
    /** The person who fills the form (patient or relative). */
    hoten: text('hoten').notNull(),
    dienthoai: text('dienthoai').notNull(),
    email: text('email'),
    tenbenhnhan: text('tenbenhnhan').notNull(),
    namsinh: integer('namsinh'),
    /** The patient's address on the 2025 units; cases sent before them have only the line `diachi`. */
    tinh_ma: text('tinh_ma'),
    xa_ma: text('xa_ma'),
    diachi: text('diachi'),
    chandoan: text('chandoan'),
    hoancanh: text('hoancanh').notNull(),
    /** The help asked for and its estimated cost in whole đồng (empty on cases sent before they were asked). */
    hotro: text('hotro'),
    chiphi: bigint('chiphi', { mode: 'number' }),
    trangthai: text('trangthai', { enum: profileReviewStatuses }).notNull().default('MOI'),
    /** Why it was refused, for the sender (the look-up shows it). */
    lydo: text('lydo'),
    /** The draft sponsored operation made of the approved case. */
    taitro_id: uuid('taitro_id').references(() => sponsoredOperations._id),
    ...consentColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('xetduyethoso_created').on(t.phongkham_id, t.createdAt),
    index('xetduyethoso_queue').on(t.phongkham_id, t.trangthai, t.createdAt),
    uniqueIndex('xetduyethoso_ma').on(t.ma),
    check('xetduyethoso_trangthai_check', sql`${t.trangthai} in ${oneOf(profileReviewStatuses)}`),
  ],
);

/** A supporting document: a re-encoded picture (image/webp) or a checked PDF, readable by reviewers only. */
export const reviewDocuments = pgTable(
  'xetduyethoso_tailieu',
  {
    _id: id(),
    xetduyethoso_id: uuid('xetduyethoso_id')
      .notNull()
      .references(() => profileReviews._id, { onDelete: 'cascade' }),
    /** The sender's file name, for display only. */
    tenfile: text('tenfile').notNull(),
    loai: text('loai', { enum: ['image/webp', 'application/pdf'] }).notNull(),
    kichthuoc: integer('kichthuoc').notNull(),
    noidung: bytea('noidung').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('xetduyethoso_tailieu_hoso').on(t.xetduyethoso_id)],
);

/** Every change of a case's status: who, when, from and to, with the refusal's reason and a note. */
export const reviewSteps = pgTable(
  'xetduyethoso_lichsu',
  {
    _id: id(),
    xetduyethoso_id: uuid('xetduyethoso_id')
      .notNull()
      .references(() => profileReviews._id, { onDelete: 'cascade' }),
    tu: text('tu', { enum: profileReviewStatuses }),
    den: text('den', { enum: profileReviewStatuses }).notNull(),
    lydo: text('lydo'),
    ghichu: text('ghichu'),
    nhanvien_id: uuid('nhanvien_id').references(() => staff._id),
    createdAt: createdAt(),
  },
  (t) => [index('xetduyethoso_lichsu_hoso').on(t.xetduyethoso_id, t.createdAt)],
);
