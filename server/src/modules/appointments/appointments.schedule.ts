// The schedule's plain lists on the module kit: the clinic's holidays (ngaynghi) and the doctors' exceptions
// (lichlamviec_ngoaile: leave or an extra session on one day). The kit writes them; these are their reads and the
// exception's check that its doctor belongs to the clinic it is written in.
import type { exceptionResource, holidayResource } from '@phongkham/contracts';
import { and, asc, eq, gte, isNull, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { doctors, holidays, scheduleExceptions, staff } from '../../db/schema';
import type { Reader } from '../../lib/crud/routes';
import { actorClinic, clinicCondition, siteClinic } from '../../lib/crud/scope';
import type { WriteContext } from '../../lib/crud/write';
import { fieldError } from '../../lib/http-error';
import { listPage } from '../../lib/list';

export function listHolidays(db: Database, query: z.output<typeof holidayResource.listQuery>, reader: Reader) {
  return listPage(query, {
    where: [
      clinicCondition(holidays.phongkham_id, reader.clinic),
      query.nam ? gte(holidays.ngay, `${query.nam}-01-01`) : undefined,
      query.nam ? lt(holidays.ngay, `${query.nam + 1}-01-01`) : undefined,
    ],
    search: [holidays.ten, holidays.ten_en],
    sortable: { ngay: holidays.ngay, ten: holidays.ten },
    defaultSort: 'ngay',
    tieBreak: asc(holidays._id),
    columns: holidayColumns,
    from: (fields) => db.select(fields).from(holidays),
  });
}

const holidayColumns = {
  _id: holidays._id,
  phongkham_id: holidays.phongkham_id,
  ngay: holidays.ngay,
  ten: holidays.ten,
  ten_en: holidays.ten_en,
  updatedAt: holidays.updatedAt,
};

export async function getHoliday(db: Database, id: string, clinic: string | null | undefined) {
  const [row] = await db
    .select(holidayColumns)
    .from(holidays)
    .where(and(eq(holidays._id, id), clinicCondition(holidays.phongkham_id, clinic)));
  return row ?? null;
}

/** 'HH:MM:SS' from the database as the 'HH:MM' the contract speaks. */
const clock = (time: string | null) => (time ? time.slice(0, 5) : null);

const exceptionColumns = {
  _id: scheduleExceptions._id,
  phongkham_id: scheduleExceptions.phongkham_id,
  bacsi_id: scheduleExceptions.bacsi_id,
  bacsi_hoten: staff.hoten,
  ngay: scheduleExceptions.ngay,
  loai: scheduleExceptions.loai,
  batdau: scheduleExceptions.batdau,
  ketthuc: scheduleExceptions.ketthuc,
  ghichu: scheduleExceptions.ghichu,
  updatedAt: scheduleExceptions.updatedAt,
};

const exceptionRows = (db: Pick<Database, 'select'>, fields = exceptionColumns) =>
  db
    .select(fields)
    .from(scheduleExceptions)
    .innerJoin(doctors, eq(doctors._id, scheduleExceptions.bacsi_id))
    .innerJoin(staff, eq(staff._id, doctors.nhanvien_id));

const withClock = <T extends { batdau: string | null; ketthuc: string | null }>(row: T) => ({
  ...row,
  batdau: clock(row.batdau),
  ketthuc: clock(row.ketthuc),
});

export function listExceptions(db: Database, query: z.output<typeof exceptionResource.listQuery>, reader: Reader) {
  return listPage(query, {
    where: [
      clinicCondition(scheduleExceptions.phongkham_id, reader.clinic),
      query.bacsi_id ? eq(scheduleExceptions.bacsi_id, query.bacsi_id) : undefined,
    ],
    search: [staff.hoten, scheduleExceptions.ghichu],
    sortable: { ngay: scheduleExceptions.ngay, createdAt: scheduleExceptions.createdAt },
    defaultSort: '-ngay',
    tieBreak: asc(scheduleExceptions._id),
    columns: exceptionColumns,
    from: (fields) => exceptionRows(db, fields),
    map: withClock,
  });
}

export async function getException(db: Database, id: string, clinic: string | null | undefined) {
  const [row] = await exceptionRows(db).where(
    and(eq(scheduleExceptions._id, id), clinicCondition(scheduleExceptions.phongkham_id, clinic)),
  );
  return row ? withClock(row) : null;
}

/** The owner's holiday without a clinic goes to the site's clinic. */
export async function prepareHoliday(values: Record<string, unknown>, { tx, id }: WriteContext) {
  if (id !== null || values.phongkham_id) return values;
  return { ...values, phongkham_id: await siteClinic(tx) };
}

/**
 * The doctor must be a live doctor of the writer's clinic (the owner's: any, and the exception follows the
 * doctor's clinic); blank hours are stored as none.
 */
export async function prepareException(values: Record<string, unknown>, { tx, actor }: WriteContext) {
  const prepared = { ...values, batdau: values.batdau || null, ketthuc: values.ketthuc || null };
  if (typeof values.bacsi_id !== 'string') return prepared;
  const [row] = await tx
    .select({ phongkham_id: doctors.phongkham_id })
    .from(doctors)
    .where(and(eq(doctors._id, values.bacsi_id), isNull(doctors.deletedAt)));
  const own = actorClinic(actor);
  if (!row || (own && row.phongkham_id !== own)) throw fieldError('bacsi_id', 'errors.unknownReference');
  return { ...prepared, phongkham_id: row.phongkham_id };
}
