// Packages in the reports: for a period of clinic days, the money received for packages (what the packages paid for
// in the period came to) kept apart from the revenue earned as their sessions are used. A package bought for P with
// N sessions has earned usedValue(P, k, N) once k sessions are used, so a period earns the difference between its
// end and its start: the steps add up to P exactly when every session is used. A refund gives back P less what was
// earned; a package whose last day passed with sessions unused leaves their value with the clinic (hethan). Every
// figure is read from the packages and their session movements, never kept as a counter.
import {
  addDays,
  clinicDay,
  clinicInstant,
  usedValue,
  type packageRevenue,
  type packageRevenueRow,
  type PackageRevenueQuery,
} from '@phongkham/contracts';
import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { packageSessions, patientPackageLines, patientPackages, servicePackages } from '../../db/schema';
import { now } from '../../db/clock';

type Revenue = z.output<typeof packageRevenue>;
type Row = z.output<typeof packageRevenueRow>;

const moment = (at: Date) => sql`${at.toISOString()}::timestamptz`;

export async function readPackageRevenue(db: Database, clinic: string, query: PackageRevenueQuery): Promise<Revenue> {
  const today = clinicDay(now());
  const tungay = query.tungay ?? query.denngay ?? today;
  const denngay = query.denngay ?? (query.tungay ? tungay : today);
  const start = moment(clinicInstant(tungay));
  const end = moment(clinicInstant(addDays(denngay, 1)));
  const soldIn = sql`${patientPackages.createdAt} >= ${start} and ${patientPackages.createdAt} < ${end}`;
  const refundedIn = sql`${patientPackages.hoantien_luc} >= ${start} and ${patientPackages.hoantien_luc} < ${end}`;
  // Its last day fell in the period and has passed, still in use (a refund is refused once expired).
  const expiredIn = sql`${patientPackages.trangthai} = 'HOAT_DONG' and ${patientPackages.hieuluc_den} between ${tungay}
    and ${denngay} and ${patientPackages.hieuluc_den} < ${today}`;
  const used = sql<number>`(select coalesce(sum(${patientPackageLines.dadung}), 0) from ${patientPackageLines}
    where ${patientPackageLines.goibenhnhan_id} = ${patientPackages._id})::int`.mapWith(Number);
  const sessionsBefore = (at: SQL) =>
    sql<number>`(select coalesce(sum(l.soluot), 0) from ${packageSessions} l
      where l.goibenhnhan_id = ${patientPackages._id} and l."createdAt" < ${at})::int`.mapWith(Number);

  const packages = await db
    .select({
      goidichvu_id: patientPackages.goidichvu_id,
      ten: servicePackages.ten,
      giatri: patientPackages.giatri,
      tongluot: patientPackages.tongluot,
      hoantien: patientPackages.hoantien,
      sold: sql<boolean>`(${soldIn})`,
      refunded: sql<boolean>`coalesce(${refundedIn}, false)`,
      expired: sql<boolean>`(${expiredIn})`,
      used,
      before: sessionsBefore(start),
      after: sessionsBefore(end),
    })
    .from(patientPackages)
    .innerJoin(servicePackages, eq(servicePackages._id, patientPackages.goidichvu_id))
    .where(
      and(
        eq(patientPackages.phongkham_id, clinic),
        // A package bought after the period moves none of its figures.
        lt(patientPackages.createdAt, clinicInstant(addDays(denngay, 1))),
      ),
    );

  const rows = new Map<string, Row>();
  for (const pack of packages) {
    const row = rows.get(pack.goidichvu_id) ?? {
      goidichvu_id: pack.goidichvu_id,
      ten: pack.ten,
      soban: 0,
      dathu: 0,
      soluot: 0,
      doanhthu: 0,
      sohoan: 0,
      dahoan: 0,
      sohethan: 0,
      hethan: 0,
    };
    if (pack.sold) {
      row.soban += 1;
      row.dathu += pack.giatri;
    }
    row.soluot += pack.after - pack.before;
    row.doanhthu +=
      usedValue(pack.giatri, pack.after, pack.tongluot) - usedValue(pack.giatri, pack.before, pack.tongluot);
    if (pack.refunded) {
      row.sohoan += 1;
      row.dahoan += pack.hoantien ?? 0;
    }
    const left = pack.giatri - usedValue(pack.giatri, pack.used, pack.tongluot);
    if (pack.expired && left > 0) {
      row.sohethan += 1;
      row.hethan += left;
    }
    rows.set(pack.goidichvu_id, row);
  }
  const theogoi = [...rows.values()]
    .filter((row) => row.soban || row.soluot || row.sohoan || row.sohethan)
    .sort((a, b) => b.dathu + b.doanhthu - (a.dathu + a.doanhthu) || a.ten.localeCompare(b.ten, 'vi'));
  const sum = (key: Exclude<keyof Row, 'goidichvu_id' | 'ten'>) => theogoi.reduce((acc, row) => acc + row[key], 0);
  return {
    tungay,
    denngay,
    soban: sum('soban'),
    dathu: sum('dathu'),
    soluot: sum('soluot'),
    doanhthu: sum('doanhthu'),
    sohoan: sum('sohoan'),
    dahoan: sum('dahoan'),
    sohethan: sum('sohethan'),
    hethan: sum('hethan'),
    theogoi,
  };
}
