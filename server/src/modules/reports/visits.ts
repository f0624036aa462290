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
import { and, count, eq, gte, isNull, lt, lte, ne, notExists, sql, type SQL } from 'drizzle-orm';
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
const paidBill = sql`exists (select 1 from ${bills} where ${bills.luotkham_id} = ${visits._id} and ${bills.trangthai} = 'DA_THANH_TOAN')`;

/** The period's visits of the clinic (or every clinic), of one doctor when named, in every state. */
const visitsOf = (clinic: string | null, period: Period, bacsi_id: string | undefined) =>
  and(
    clinicCondition(visits.phongkham_id, clinic),
    bacsi_id ? eq(visits.bacsi_id, bacsi_id) : undefined,
    gte(visits.ngay, period.tungay),
    lte(visits.ngay, period.denngay),
  );

/** Visits by clinic day: happened, finished, walk-ins, cancelled, and those with a paid bill. */
const byDay = (db: Database, where: SQL | undefined) =>
  db
    .select({
      ngay: visits.ngay,
      soluot: counted(happened),
      daxong: counted(eq(visits.trangthai, 'XONG')),
      vanglai: counted(and(happened, isNull(visits.lichhen_id))!),
      dahuy: counted(eq(visits.trangthai, 'HUY')),
      dathanhtoan: counted(and(happened, paidBill)!),
    })
    .from(visits)
    .where(where)
    .groupBy(visits.ngay);

/**
 * The patients seen in the period, counted on the day of their first visit in it, and how many of them had no visit
 * before the period at their clinic (new). The look back uses the (benhnhan_id, ngay) index, once per patient.
 */
function byFirstVisit(db: Database, where: SQL | undefined, period: Period) {
  const patientsSeen = db
    .select({
      ngay: sql<string>`min(${visits.ngay})::text`.as('ngay'),
      moi: sql<boolean>`${notExists(
        db
          .select({ one: sql`1` })
          .from(earlier)
          .where(
            and(
              eq(earlier.benhnhan_id, visits.benhnhan_id),
              eq(earlier.phongkham_id, visits.phongkham_id),
              lt(earlier.ngay, period.tungay),
              ne(earlier.trangthai, 'HUY'),
            ),
          ),
      )}`.as('moi'),
    })
    .from(visits)
    .where(and(where, happened))
    .groupBy(visits.benhnhan_id, visits.phongkham_id)
    .as('dau');
  return db
    .select({
      ngay: patientsSeen.ngay,
      tong: sql<number>`count(*)::int`.mapWith(Number),
      moi: sql<number>`count(*) filter (where ${patientsSeen.moi})::int`.mapWith(Number),
    })
    .from(patientsSeen)
    .groupBy(patientsSeen.ngay);
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

/** The figures of one period, and its rows by day and channel. */
async function figures(db: Database, clinic: string | null, period: Period, bacsi_id: string | undefined) {
  const where = visitsOf(clinic, period, bacsi_id);
  const [days, firsts, booked, yeucau, dangky] = await Promise.all([
    byDay(db, where),
    byFirstVisit(db, where, period),
    bookings(db, clinic, period, bacsi_id),
    // Requests and registrations belong to no doctor.
    bacsi_id ? null : requestsIn(db, clinic, period),
    bacsi_id ? null : registeredIn(db, clinic, period),
  ]);
  const soluot = total(days, 'soluot');
  const tong = total(firsts, 'tong');
  const moi = total(firsts, 'moi');
  return {
    days,
    firsts,
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

export async function readVisits(db: Database, clinic: string | null, query: VisitReportQuery): Promise<VisitReport> {
  const period = readPeriod(query);
  const before = previousPeriod(period);
  const where = and(visitsOf(clinic, period, query.bacsi_id), happened);
  const [now, then, theobacsi, theophong] = await Promise.all([
    figures(db, clinic, period, query.bacsi_id),
    figures(db, clinic, before, query.bacsi_id),
    db
      .select({
        bacsi_id: visits.bacsi_id,
        bacsi_hoten: doctorStaff.hoten,
        soluot: sql<number>`count(*)::int`.mapWith(Number),
        daxong: counted(eq(visits.trangthai, 'XONG')),
      })
      .from(visits)
      .leftJoin(doctors, eq(doctors._id, visits.bacsi_id))
      .leftJoin(doctorStaff, eq(doctorStaff._id, doctors.nhanvien_id))
      .where(where)
      .groupBy(visits.bacsi_id, doctorStaff.hoten) satisfies Promise<VisitDoctor[]>,
    db
      .select({
        phong_id: visits.phong_id,
        phong_ten: catalogueEntries.ten,
        soluot: sql<number>`count(*)::int`.mapWith(Number),
      })
      .from(visits)
      .innerJoin(catalogueEntries, eq(catalogueEntries._id, visits.phong_id))
      .where(where)
      .groupBy(visits.phong_id, catalogueEntries.ten) satisfies Promise<VisitRoom[]>,
  ]);
  const byCount = <T extends { soluot: number }>(name: (row: T) => string | null) => (a: T, b: T) =>
    b.soluot - a.soluot || (name(a) ?? '').localeCompare(name(b) ?? '', 'vi');
  return {
    tungay: period.tungay,
    denngay: period.denngay,
    ...now.totals,
    theongay: daysOf(period).map((ngay) => ({
      ngay,
      soluot: now.days.find((day) => day.ngay === ngay)?.soluot ?? 0,
      moi: now.firsts.find((day) => day.ngay === ngay)?.moi ?? 0,
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
