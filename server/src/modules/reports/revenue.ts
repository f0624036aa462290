// The revenue report (GET /api/baocao/doanhthu): the money a clinic took in and paid back in a period, as its
// receipts and refunds say, by day, by method and by cashier, with the period before beside it. Money that changed
// hands only: a payment drawn from a deposit (method TAM_UNG) moves none and is left out, since the deposit's money
// was counted the day it was taken (docs/decisions/0061-reports.md). Sums are grouped in SQL, so a year of documents
// comes back as a few hundred rows.
import {
  CLINIC_TIME_ZONE,
  paymentMethods,
  type PaymentMethod,
  type RevenueCashier,
  type RevenueReport,
  type RevenueReportQuery,
} from '@phongkham/contracts';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { receipts, refunds, staff } from '../../db/schema';
import { clinicCondition } from '../../lib/crud/scope';
import { daysOf, previousPeriod, readPeriod, type Period } from './period';

interface Group {
  ngay: string;
  phuongthuc: PaymentMethod;
  loai: 'HOA_DON' | 'TAM_UNG';
  nhanvien_id: string | null;
  nhanvien_hoten: string | null;
  /** Signed: a refund's amount is negative. */
  sotien: number;
}

const zone = sql.raw(`'${CLINIC_TIME_ZONE}'`);

/** The period's receipts (+) and refunds (−) that moved money, summed by clinic day, method, kind and cashier. */
async function groups(db: Database, clinic: string | null, period: Period): Promise<Group[]> {
  const read = (table: typeof receipts | typeof refunds, sign: 1 | -1) => {
    const ngay = sql<string>`to_char(${table.createdAt} at time zone ${zone}, 'YYYY-MM-DD')`;
    return db
      .select({
        ngay,
        phuongthuc: table.phuongthuc,
        loai: table.loai,
        nhanvien_id: table.nhanvien_id,
        nhanvien_hoten: staff.hoten,
        sotien: sql<number>`sum(${table.sotien})::bigint`.mapWith((value) => sign * Number(value)),
      })
      .from(table)
      .leftJoin(staff, eq(staff._id, table.nhanvien_id))
      .where(
        and(
          clinicCondition(table.phongkham_id, clinic),
          sql`${table.phuongthuc} <> 'TAM_UNG'`,
          gte(table.createdAt, period.from),
          lt(table.createdAt, period.until),
        ),
      )
      .groupBy(ngay, table.phuongthuc, table.loai, table.nhanvien_id, staff.hoten);
  };
  const [money_in, money_out] = await Promise.all([read(receipts, 1), read(refunds, -1)]);
  // The filter above leaves TAM_UNG out: every group's method is a way money changes hands.
  return [...money_in, ...money_out] as Group[];
}

/** Received, refunded and what stayed, of some groups. */
function totals(rows: readonly Group[]) {
  const tongthu = rows.reduce((sum, row) => sum + Math.max(row.sotien, 0), 0);
  const tonghoan = rows.reduce((sum, row) => sum - Math.min(row.sotien, 0), 0);
  return { tongthu, tonghoan, thucthu: tongthu - tonghoan };
}

export async function readRevenue(
  db: Database,
  clinic: string | null,
  query: RevenueReportQuery,
): Promise<Omit<RevenueReport, 'phongkham'>> {
  const period = readPeriod(query);
  const before = previousPeriod(period);
  const [rows, previous] = await Promise.all([groups(db, clinic, period), groups(db, clinic, before)]);
  const theophuongthuc = Object.fromEntries(
    paymentMethods.map((method) => [method, totals(rows.filter((row) => row.phuongthuc === method)).thucthu]),
  ) as Record<PaymentMethod, number>;
  const cashiers = new Map<string, RevenueCashier>();
  for (const row of rows) {
    const key = row.nhanvien_id ?? '';
    if (!cashiers.has(key)) {
      const theirs = rows.filter((other) => (other.nhanvien_id ?? '') === key);
      cashiers.set(key, { nhanvien_id: row.nhanvien_id, nhanvien_hoten: row.nhanvien_hoten, ...totals(theirs) });
    }
  }
  const deposits = totals(rows.filter((row) => row.loai === 'TAM_UNG'));
  return {
    tungay: period.tungay,
    denngay: period.denngay,
    ...totals(rows),
    theophuongthuc,
    tamung: { thu: deposits.tongthu, hoan: deposits.tonghoan },
    theongay: daysOf(period).map((ngay) => ({ ngay, ...totals(rows.filter((row) => row.ngay === ngay)) })),
    theonhanvien: [...cashiers.values()].sort(
      (a, b) => b.thucthu - a.thucthu || (a.nhanvien_hoten ?? '').localeCompare(b.nhanvien_hoten ?? '', 'vi'),
    ),
    kytruoc: { tungay: before.tungay, denngay: before.denngay, ...totals(previous) },
  };
}
