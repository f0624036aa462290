// The patients-and-flow report (GET /api/baocao/luotkham; docs/decisions/0064-visit-report.md): the visits that
// happened in a period (luotkham by its clinic day, every state but cancelled) by day, doctor and room; new against
// returning patients (new: no visit that happened before the period); the appointments due in the period (lichhen by
// its start) by channel and outcome; and the funnel from the site's requests (yeucau) to registrations (benhnhan) to
// visits to visits with a paid bill (hoadon DA_THANH_TOAN). Every figure is one grouped SQL read, so a year of visits
// comes back as a few hundred rows; the period before is read the same way.
import {
  bookingChannels,
  type AppointmentState,
  type BookingChannel,
  type BookingChannelRow,
  type VisitDoctor,
  type VisitReport,
  type VisitReportQuery,
  type VisitRoom,
} from '@phongkham/contracts';
import { and, count, eq, gte, isNotNull, isNull, lt, lte, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { appointments, bills, catalogueEntries, doctors, patients, requests, staff, visits } from '../../db/schema';
import { clinicCondition } from '../../lib/crud/scope';
import { daysOf, previousPeriod, readPeriod, type Period } from './period';

const doctorStaff = alias(staff, 'bacsi_nhanvien');
const earlier = alias(visits, 'truoc');

/** A visit happened when the patient checked in and it was not cancelled (waiting, called, skipped, seen, done). */
const happened = ne(visits.trangthai, 'HUY');
const counted = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`.mapWith(Number);

/** The period's visits of the clinic (or every clinic), of one doctor when named, in every state. */
const visitsOf = (clinic: string | null, period: Period, bacsi_id: string | undefined) =>
  and(
    clinicCondition(visits.phongkham_id, clinic),
    bacsi_id ? eq(visits.bacsi_id, bacsi_id) : undefined,
    gte(visits.ngay, period.tungay),
    lte(visits.ngay, period.denngay),
  );

/** Which grouping a row of `groups` belongs to: GROUPING(ngay, bacsi_id, phong_id)'s bits of the columns left out. */
const BY_DAY = 0b011;
const BY_DOCTOR = 0b101;
const BY_ROOM = 0b110;

/**
 * One pass over the period's visits, grouped three ways at once (grouping sets): by clinic day (happened, finished,
 * walk-ins, cancelled, paid), by doctor and by room; the names are joined to the few grouped rows afterwards. A paid
 * visit is one of the bills paid (DA_THANH_TOAN) since the period began, matched by a hash join: a visit's bill opens
 * at its check-in or later, so no bill of the period's visits is older than the period.
 */
function groups(db: Database, clinic: string | null, period: Period, bacsi_id: string | undefined) {
  const paid = db
    .selectDistinct({ luotkham_id: bills.luotkham_id })
    .from(bills)
    .where(
      and(
        clinicCondition(bills.phongkham_id, clinic),
        eq(bills.trangthai, 'DA_THANH_TOAN'),
        gte(bills.createdAt, period.from),
      ),
    )
    .as('datra');
  const grouped = db
    .select({
      nhom: sql<number>`grouping(${visits.ngay}, ${visits.bacsi_id}, ${visits.phong_id})`.as('nhom'),
      ngay: sql<string | null>`${visits.ngay}::text`.as('ngay'),
      bacsi_id: sql<string | null>`${visits.bacsi_id}`.as('bacsi_id'),
      phong_id: sql<string | null>`${visits.phong_id}`.as('phong_id'),
      soluot: counted(happened).as('soluot'),
      daxong: counted(eq(visits.trangthai, 'XONG')).as('daxong'),
      vanglai: counted(and(happened, isNull(visits.lichhen_id))!).as('vanglai'),
      dahuy: counted(eq(visits.trangthai, 'HUY')).as('dahuy'),
      dathanhtoan: counted(and(happened, isNotNull(paid.luotkham_id))!).as('dathanhtoan'),
    })
    .from(visits)
    .leftJoin(paid, eq(paid.luotkham_id, visits._id))
    .where(visitsOf(clinic, period, bacsi_id))
    .groupBy(sql`grouping sets ((${visits.ngay}), (${visits.bacsi_id}), (${visits.phong_id}))`)
    .as('nhom');
  return db
    .select({
      nhom: sql<number>`${grouped.nhom}`.mapWith(Number),
      ngay: grouped.ngay,
      bacsi_id: grouped.bacsi_id,
      bacsi_hoten: doctorStaff.hoten,
      phong_id: grouped.phong_id,
      phong_ten: catalogueEntries.ten,
      soluot: sql<number>`${grouped.soluot}`.mapWith(Number),
      daxong: sql<number>`${grouped.daxong}`.mapWith(Number),
      vanglai: sql<number>`${grouped.vanglai}`.mapWith(Number),
      dahuy: sql<number>`${grouped.dahuy}`.mapWith(Number),
      dathanhtoan: sql<number>`${grouped.dathanhtoan}`.mapWith(Number),
    })
    .from(grouped)
    .leftJoin(doctors, eq(doctors._id, sql`${grouped.bacsi_id}::uuid`))
    .leftJoin(doctorStaff, eq(doctorStaff._id, doctors.nhanvien_id))
    .leftJoin(catalogueEntries, eq(catalogueEntries._id, sql`${grouped.phong_id}::uuid`));
}

/** The patients seen in the period (their visits that happened), each once, on the day of their first visit in it. */
const patientsSeen = (db: Database, where: SQL | undefined) =>
  db
    .select({
      benhnhan_id: visits.benhnhan_id,
      phongkham_id: visits.phongkham_id,
      ngay: sql<string>`min(${visits.ngay})::text`.as('ngay'),
    })
    .from(visits)
    .where(and(where, happened))
    .groupBy(visits.benhnhan_id, visits.phongkham_id)
    .as('dau');

/** How many patients were seen, by the day of their first visit in the period. */
function seenByDay(db: Database, where: SQL | undefined) {
  const seen = patientsSeen(db, where);
  return db
    .select({ ngay: seen.ngay, soluong: sql<number>`count(*)::int`.mapWith(Number) })
    .from(seen)
    .groupBy(seen.ngay);
}

/**
 * Of them, the new: no visit that happened at their clinic before the period. Written as NOT EXISTS in the WHERE, an
 * anti-join the planner makes with the (benhnhan_id, ngay) index or a hash of the earlier visits, whichever is less.
 */
function newByDay(db: Database, where: SQL | undefined, period: Period) {
  const seen = patientsSeen(db, where);
  return db
    .select({ ngay: seen.ngay, soluong: sql<number>`count(*)::int`.mapWith(Number) })
    .from(seen)
    .where(
      notExists(
        db
          .select({ one: sql`1` })
          .from(earlier)
          .where(
            and(
              eq(earlier.benhnhan_id, seen.benhnhan_id),
              eq(earlier.phongkham_id, seen.phongkham_id),
              lt(earlier.ngay, period.tungay),
              ne(earlier.trangthai, 'HUY'),
            ),
          ),
      ),
    )
    .groupBy(seen.ngay);
}

const channel = sql<BookingChannel>`case when ${appointments.nguon} = 'WEB' then 'WEB' when ${appointments.yeucau_id} is not null then 'YEU_CAU' else 'NHAN_VIEN' end`;

/** The appointments due in the period (by their start at the clinic), by channel and state. */
const bookings = (db: Database, clinic: string | null, period: Period, bacsi_id: string | undefined) =>
  db
    .select({ kenh: channel, trangthai: appointments.trangthai, soluong: count().mapWith(Number) })
    .from(appointments)
    .where(
      and(
        clinicCondition(appointments.phongkham_id, clinic),
        bacsi_id ? eq(appointments.bacsi_id, bacsi_id) : undefined,
        gte(appointments.batdau, period.from),
        lt(appointments.batdau, period.until),
      ),
    )
    .groupBy(channel, appointments.trangthai);

/** The site's requests received in the period (either kind, folded repeats counted once). */
const requestsIn = async (db: Database, clinic: string | null, period: Period) =>
  (
    await db
      .select({ n: count().mapWith(Number) })
      .from(requests)
      .where(
        and(
          clinicCondition(requests.phongkham_id, clinic),
          gte(requests.createdAt, period.from),
          lt(requests.createdAt, period.until),
        ),
      )
  )[0]?.n ?? 0;

/** Patients registered in the period and still in the register (a duplicate merged away was nobody new). */
const registeredIn = async (db: Database, clinic: string | null, period: Period) =>
  (
    await db
      .select({ n: count().mapWith(Number) })
      .from(patients)
      .where(
        and(
          clinicCondition(patients.phongkham_id, clinic),
          isNull(patients.deletedAt),
          gte(patients.createdAt, period.from),
          lt(patients.createdAt, period.until),
        ),
      )
  )[0]?.n ?? 0;

type Outcomes = Omit<BookingChannelRow, 'kenh'>;
const outcomeOf: Record<AppointmentState, keyof Omit<Outcomes, 'tong'>> = {
  DA_DAT: 'chuaden',
  DA_XAC_NHAN: 'chuaden',
  DA_DEN: 'daden',
  KHONG_DEN: 'khongden',
  DA_HUY: 'dahuy',
};
function outcomes(rows: readonly { trangthai: AppointmentState; soluong: number }[]): Outcomes {
  const sum: Outcomes = { tong: 0, chuaden: 0, daden: 0, khongden: 0, dahuy: 0 };
  for (const row of rows) {
    sum.tong += row.soluong;
    sum[outcomeOf[row.trangthai]] += row.soluong;
  }
  return sum;
}

const total = <K extends string>(rows: readonly Record<K, number>[], key: K) =>
  rows.reduce((sum, row) => sum + row[key], 0);

/** The figures of one period, and its rows by day, doctor, room and channel. */
async function figures(db: Database, clinic: string | null, period: Period, bacsi_id: string | undefined) {
  const where = visitsOf(clinic, period, bacsi_id);
  const [rows, seen, fresh, booked, yeucau, dangky] = await Promise.all([
    groups(db, clinic, period, bacsi_id),
    seenByDay(db, where),
    newByDay(db, where, period),
    bookings(db, clinic, period, bacsi_id),
    // Requests and registrations belong to no doctor.
    bacsi_id ? null : requestsIn(db, clinic, period),
    bacsi_id ? null : registeredIn(db, clinic, period),
  ]);
  const days = rows.filter((row) => row.nhom === BY_DAY);
  const soluot = total(days, 'soluot');
  const tong = total(seen, 'soluong');
  const moi = total(fresh, 'soluong');
  return {
    rows,
    days,
    fresh,
    booked,
    totals: {
      soluot,
      daxong: total(days, 'daxong'),
      vanglai: total(days, 'vanglai'),
      dahuy: total(days, 'dahuy'),
      benhnhan: { tong, moi, taikham: tong - moi },
      lichhen: outcomes(booked),
      pheu: { yeucau, dangky, luotkham: soluot, dathanhtoan: total(days, 'dathanhtoan') },
    },
  };
}

export async function readVisits(
  db: Database,
  clinic: string | null,
  query: VisitReportQuery,
): Promise<Omit<VisitReport, 'phongkham'>> {
  const period = readPeriod(query);
  const before = previousPeriod(period);
  const [now, then] = await Promise.all([
    figures(db, clinic, period, query.bacsi_id),
    figures(db, clinic, before, query.bacsi_id),
  ]);
  const byCount =
    <T extends { soluot: number }>(name: (row: T) => string | null) =>
    (a: T, b: T) =>
      b.soluot - a.soluot || (name(a) ?? '').localeCompare(name(b) ?? '', 'vi');
  // A doctor or room whose visits were all cancelled saw nobody.
  const theobacsi: VisitDoctor[] = now.rows
    .filter((row) => row.nhom === BY_DOCTOR && row.soluot > 0)
    .map(({ bacsi_id, bacsi_hoten, soluot, daxong }) => ({ bacsi_id, bacsi_hoten, soluot, daxong }));
  const theophong: VisitRoom[] = now.rows
    .filter((row) => row.nhom === BY_ROOM && row.soluot > 0)
    .map(({ phong_id, phong_ten, soluot }) => ({ phong_id: phong_id!, phong_ten: phong_ten ?? '', soluot }));
  return {
    tungay: period.tungay,
    denngay: period.denngay,
    ...now.totals,
    theongay: daysOf(period).map((ngay) => ({
      ngay,
      soluot: now.days.find((day) => day.ngay === ngay)?.soluot ?? 0,
      moi: now.fresh.find((day) => day.ngay === ngay)?.soluong ?? 0,
    })),
    theobacsi: theobacsi.sort(byCount((row) => row.bacsi_hoten)),
    theophong: theophong.sort(byCount((row) => row.phong_ten)),
    theokenh: bookingChannels.map((kenh) => ({
      kenh,
      ...outcomes(now.booked.filter((row) => row.kenh === kenh)),
    })),
    kytruoc: { tungay: before.tungay, denngay: before.denngay, ...then.totals },
  };
}
