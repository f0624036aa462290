// A doctor's weekly working hours (lịch làm việc): one row per session, e.g. Monday 07:30–11:30. The public doctor
// page shows them; appointments book inside them (modules/appointments), in the session's room when one is named.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, time, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { doctors } from './bacsi';
import { catalogueEntries } from './danhmuc';

export const doctorHours = pgTable(
  'lichlamviec',
  {
    _id: id(),
    bacsi_id: uuid('bacsi_id')
      .notNull()
      .references(() => doctors._id, { onDelete: 'cascade' }),
    /** ISO weekday: 1 is Monday, 7 is Sunday. */
    thu: smallint('thu').notNull(),
    batdau: time('batdau').notNull(),
    ketthuc: time('ketthuc').notNull(),
    /** Where or what ("Phòng khám 2", "chỉ khám hẹn"). */
    ghichu: text('ghichu'),
    ghichu_en: text('ghichu_en'),
    /** The room the doctor sees patients in during the session (a PHONG catalogue entry), when it is fixed. */
    phong_id: uuid('phong_id').references(() => catalogueEntries._id),
    createdAt: createdAt(),
  },
  (t) => [
    check('lichlamviec_thu_check', sql`${t.thu} between 1 and 7`),
    check('lichlamviec_gio_check', sql`${t.batdau} < ${t.ketthuc}`),
    index('lichlamviec_bacsi').on(t.bacsi_id, t.thu, t.batdau),
  ],
);
