// Appointments (lịch hẹn) and what shapes a doctor's free times besides the weekly sessions (lichlamviec): a day's
// exceptions (leave, extra sessions) and the clinic's holidays. An appointment holds one slot of one doctor; the
// partial unique index lets only one live (not cancelled) appointment start at a doctor's instant, so two
// concurrent bookings of a slot cannot both succeed whatever the locking above it does.
import { sql } from 'drizzle-orm';
import { appointmentSources, appointmentStates, exceptionKinds } from '@phongkham/contracts';
import { check, date, index, pgTable, text, time, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { consentColumns, createdAt, id, oneOf, updatedAt } from './columns';
import { clinicRef } from './content-columns';
import { doctors } from './bacsi';
import { patients } from './benhnhan';
import { staff } from './nhanvien';
import { requests } from './yeucau';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const appointments = pgTable(
  'lichhen',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    bacsi_id: uuid('bacsi_id')
      .notNull()
      .references(() => doctors._id),
    /**
     * The register's patient, empty until the visitor arrives or staff confirm: a booking from the site alone makes
     * no register record (docs/decisions/0039-the-public-surface.md).
     */
    benhnhan_id: uuid('benhnhan_id').references(() => patients._id),
    batdau: moment('batdau').notNull(),
    ketthuc: moment('ketthuc').notNull(),
    trangthai: text('trangthai', { enum: appointmentStates }).notNull().default('DA_DAT'),
    /** The name and phone as given when booking (the patient record may change later). */
    hoten: text('hoten').notNull(),
    dienthoai: text('dienthoai').notNull(),
    nguon: text('nguon', { enum: appointmentSources }).notNull(),
    ghichu: text('ghichu'),
    /** The inbox request the appointment answers. */
    yeucau_id: uuid('yeucau_id').references(() => requests._id),
    /** Who booked it (empty for the public site). */
    nhanvien_id: uuid('nhanvien_id').references(() => staff._id),
    ...consentColumns(),
    /** When the day-before reminder was queued: it goes once. */
    nhacnho_luc: moment('nhacnho_luc'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('lichhen_trangthai_check', sql`${t.trangthai} in ${oneOf(appointmentStates)}`),
    check('lichhen_nguon_check', sql`${t.nguon} in ${oneOf(appointmentSources)}`),
    check('lichhen_gio_check', sql`${t.batdau} < ${t.ketthuc}`),
    uniqueIndex('lichhen_bacsi_batdau')
      .on(t.bacsi_id, t.batdau)
      .where(sql`${t.trangthai} <> 'DA_HUY'`),
    index('lichhen_phongkham_batdau').on(t.phongkham_id, t.batdau),
    index('lichhen_benhnhan').on(t.benhnhan_id),
  ],
);

/** One doctor's day off the weekly pattern: leave (whole day when no hours) or an extra session. */
export const scheduleExceptions = pgTable(
  'lichlamviec_ngoaile',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    bacsi_id: uuid('bacsi_id')
      .notNull()
      .references(() => doctors._id, { onDelete: 'cascade' }),
    ngay: date('ngay', { mode: 'string' }).notNull(),
    loai: text('loai', { enum: exceptionKinds }).notNull(),
    batdau: time('batdau'),
    ketthuc: time('ketthuc'),
    ghichu: text('ghichu'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('lichlamviec_ngoaile_loai_check', sql`${t.loai} in ${oneOf(exceptionKinds)}`),
    check(
      'lichlamviec_ngoaile_gio_check',
      sql`(${t.batdau} is null and ${t.ketthuc} is null and ${t.loai} = 'NGHI') or ${t.batdau} < ${t.ketthuc}`,
    ),
    index('lichlamviec_ngoaile_bacsi_ngay').on(t.bacsi_id, t.ngay),
  ],
);

/** The clinic's holidays: no appointments those days. Edited each year (Tết moves with the lunar calendar). */
export const holidays = pgTable(
  'ngaynghi',
  {
    _id: id(),
    phongkham_id: clinicRef(),
    ngay: date('ngay', { mode: 'string' }).notNull(),
    ten: text('ten').notNull(),
    ten_en: text('ten_en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('ngaynghi_phongkham_ngay').on(t.phongkham_id, t.ngay)],
);
