// The waiting report (GET /api/baocao/cho): how long patients waited in a period, from the queue's own timestamps:
// check-in (den_luc) to the call (goi_luc), and the call to the end of the visit (ketthuc_luc); by the clinic's hour
// of check-in and by doctor, with the period before beside it. Medians and the 90th percentile are computed in SQL
// (percentile_cont), so a year of visits never leaves the database row by row. A visit never called is not
// measured (it was cancelled or is still waiting).
import {
  CLINIC_TIME_ZONE,
  type WaitDoctor,
  type WaitHour,
  type WaitReport,
  type WaitReportQuery,
} from '@phongkham/contracts';
import { and, eq, gte, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { doctors, staff, visits } from '../../db/schema';
import { clinicCondition } from '../../lib/crud/scope';
import { previousPeriod, readPeriod, type Period } from './period';

/** A doctor's name is their staff account's. */
const doctorStaff = alias(staff, 'bacsi_nhanvien');
const zone = sql.raw(`'${CLINIC_TIME_ZONE}'`);

/** Minutes between two moments of a visit. */
const minutesBetween = (from: AnyPgColumn, to: AnyPgColumn) => sql`extract(epoch from (${to} - ${from})) / 60.0`;
const waited = minutesBetween(visits.den_luc, visits.goi_luc);
const examined = minutesBetween(visits.goi_luc, visits.ketthuc_luc);

/** The p-th percentile of some minutes, to a tenth of a minute; null over no visit. */
const percentile = (p: number, of: SQL) =>
  sql<number | null>`round((percentile_cont(${sql.raw(String(p))}) within group (order by ${of}))::numeric, 1)`.mapWith(
    (value) => (value === null ? null : Number(value)),
  );

function measured(clinic: string | null, period: Period, bacsi_id: string | undefined): SQL | undefined {
  return and(
    clinicCondition(visits.phongkham_id, clinic),
    bacsi_id ? eq(visits.bacsi_id, bacsi_id) : undefined,
    isNotNull(visits.goi_luc),
    gte(visits.ngay, period.tungay),
    lte(visits.ngay, period.denngay),
  );
}

async function overall(db: Database, where: SQL | undefined) {
  const [row] = await db
    .select({
      soluot: sql<number>`count(*)::int`.mapWith(Number),
      trungvi_phut: percentile(0.5, waited),
      p90_phut: percentile(0.9, waited),
      kham_trungvi_phut: percentile(0.5, examined),
      kham_p90_phut: percentile(0.9, examined),
    })
    .from(visits)
    .where(where);
  return row ?? { soluot: 0, trungvi_phut: null, p90_phut: null, kham_trungvi_phut: null, kham_p90_phut: null };
}

export async function readWaits(
  db: Database,
  clinic: string | null,
  query: WaitReportQuery,
): Promise<Omit<WaitReport, 'phongkham'>> {
  const period = readPeriod(query);
  const before = previousPeriod(period);
  const where = measured(clinic, period, query.bacsi_id);
  const hour = sql<number>`extract(hour from ${visits.den_luc} at time zone ${zone})::int`.mapWith(Number);
  const [now, then, theogio, theobacsi] = await Promise.all([
    overall(db, where),
    overall(db, measured(clinic, before, query.bacsi_id)),
    db
      .select({ gio: hour, soluot: sql<number>`count(*)::int`.mapWith(Number), trungvi_phut: percentile(0.5, waited) })
      .from(visits)
      .where(where)
      .groupBy(hour)
      .orderBy(hour) satisfies Promise<WaitHour[]>,
    db
      .select({
        bacsi_id: visits.bacsi_id,
        bacsi_hoten: doctorStaff.hoten,
        soluot: sql<number>`count(*)::int`.mapWith(Number),
        trungvi_phut: percentile(0.5, waited),
        kham_trungvi_phut: percentile(0.5, examined),
      })
      .from(visits)
      .leftJoin(doctors, eq(doctors._id, visits.bacsi_id))
      .leftJoin(doctorStaff, eq(doctorStaff._id, doctors.nhanvien_id))
      .where(where)
      .groupBy(visits.bacsi_id, doctorStaff.hoten) satisfies Promise<WaitDoctor[]>,
  ]);
  return {
    tungay: period.tungay,
    denngay: period.denngay,
    ...now,
    theogio,
    theobacsi: theobacsi.sort(
      (a, b) => b.soluot - a.soluot || (a.bacsi_hoten ?? '').localeCompare(b.bacsi_hoten ?? '', 'vi'),
    ),
    kytruoc: {
      tungay: before.tungay,
      denngay: before.denngay,
      soluot: then.soluot,
      trungvi_phut: then.trungvi_phut,
      p90_phut: then.p90_phut,
    },
  };
}
