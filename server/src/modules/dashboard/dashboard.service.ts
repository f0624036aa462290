// The back-office home's figures for one reader: the day at a glance (today's money, visits and wait, the bills not
// settled), requests, member registrations, applications awaiting review, stock alerts and the latest news, each
// read only when the reader's role may view its page or report, for the reader's clinic (every clinic for the owner). Days and weeks are the clinic's (contracts' clinic-time, weeks from Monday), from the server's
// clock.
import {
  addDays,
  billResource,
  CLINIC_TIME_ZONE,
  clinicDay,
  clinicInstant,
  clinicWallClock,
  grantsAny,
  REVENUE_REPORT,
  stockUrl,
  TREND_DAYS,
  visitResource,
  WAIT_REPORT,
  type dashboard,
} from '@phongkham/contracts';
import { and, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { bills, memberRegistrations, news, profileReviews, requests, visits } from '../../db/schema';
import { seesEveryClinic, type Actor } from '../../lib/actor';
import { clinicCondition } from '../../lib/crud/scope';
import { publicRows } from '../../lib/content';
import { promotionStatus } from '../members/promotion';
import { readRevenue } from '../reports/revenue';
import { readWaits } from '../reports/waits';
import { siteClinicId } from '../setting/setting.service';
import { readStockAlerts } from '../stock-alerts/stock-alerts.service';
import { readSystemSettings } from '../system-settings/system-settings.service';

/** What the route answers (moments as Dates: the contract encodes them). */
type Figures = z.output<typeof dashboard>;

/** Today, the week's Monday and the trend's first day in the clinic's calendar, with the moments they start. */
export function clinicDays(now: number) {
  const today = clinicDay(now);
  const monday = addDays(today, -((clinicWallClock(now).getUTCDay() + 6) % 7));
  const trendFirst = addDays(today, -(TREND_DAYS - 1));
  return {
    homnay: today,
    dautuan: monday,
    days: Array.from({ length: TREND_DAYS }, (_, i) => addDays(trendFirst, i)),
    startOfDay: clinicInstant(today),
    startOfWeek: clinicInstant(monday),
    startOfTrend: clinicInstant(trendFirst),
  };
}

const since = (column: PgColumn, start: Date) =>
  sql<number>`(count(*) filter (where ${column} >= ${start.toISOString()}::timestamptz))::int`;
/** The clinic's calendar day of a moment, as YYYY-MM-DD. */
// The zone is written into the SQL (a constant), so the select and its group by are the same expression.
const dayOf = (column: PgColumn) =>
  sql<string>`to_char(${column} at time zone ${sql.raw(`'${CLINIC_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;

/** Every day of the trend with its count, 0 for a day without rows. */
async function trendOf(
  db: Database,
  table: typeof requests | typeof memberRegistrations,
  where: SQL | undefined,
  days: ReturnType<typeof clinicDays>,
) {
  const rows = await db
    .select({ ngay: dayOf(table.createdAt), soluong: sql<number>`count(*)::int` })
    .from(table)
    .where(and(where, gte(table.createdAt, days.startOfTrend)))
    .groupBy(dayOf(table.createdAt));
  const byDay = new Map(rows.map((row) => [row.ngay, row.soluong]));
  return days.days.map((ngay) => ({ ngay, soluong: byDay.get(ngay) ?? 0 }));
}

export async function readDashboard(db: Database, actor: Actor, now = Date.now()): Promise<Figures> {
  const may = (url: string) => grantsAny(actor.vaitro.menu, [url], 'view');
  // Staff see their clinic; the owner every clinic. Staff without a clinic see no clinic's figures.
  const clinic = seesEveryClinic(actor) ? null : actor.phongkham_id;
  const scoped = (column: PgColumn) => (clinic === null ? undefined : clinicCondition(column, clinic));
  const noClinic = !seesEveryClinic(actor) && !actor.phongkham_id;

  const days = clinicDays(now);
  const result: Figures = { homnay: days.homnay, dautuan: days.dautuan };
  if (noClinic) return result;

  const today = { tungay: days.homnay, denngay: days.homnay };
  if (may(REVENUE_REPORT)) {
    // The report's own reading of today, so the home and the report never disagree.
    const { thucthu, theophuongthuc } = await readRevenue(db, clinic, today);
    result.doanhthu = { thucthu, theophuongthuc };
  }

  if (grantsAny(actor.vaitro.menu, visitResource.urls, 'view')) {
    const [row] = await db
      .select({
        xong: sql<number>`(count(*) filter (where ${visits.trangthai} = 'XONG'))::int`,
        dangcho: sql<number>`(count(*) filter (where ${visits.trangthai} in ('CHO', 'DANG_GOI')))::int`,
        dangkham: sql<number>`(count(*) filter (where ${visits.trangthai} = 'DANG_KHAM'))::int`,
      })
      .from(visits)
      .where(and(scoped(visits.phongkham_id), eq(visits.ngay, days.homnay)));
    result.luotkham = row!;
  }

  if (may(WAIT_REPORT)) {
    const { trungvi_phut, soluot } = await readWaits(db, clinic, today);
    result.thoigiancho = { trungvi_phut, soluot };
  }

  if (grantsAny(actor.vaitro.menu, billResource.urls, 'view')) {
    const open = ['NHAP', 'DA_PHAT_HANH', 'THANH_TOAN_MOT_PHAN'] as const;
    const rows = await db
      .select({
        trangthai: bills.trangthai,
        soluong: sql<number>`count(*)::int`,
        conlai: sql<number>`coalesce(sum(${bills.phaitra} - ${bills.dathu}), 0)::bigint`.mapWith(Number),
      })
      .from(bills)
      // A draft with nothing on it yet is no bill to collect.
      .where(and(scoped(bills.phongkham_id), inArray(bills.trangthai, [...open]), sql`${bills.tongtien} > 0`))
      .groupBy(bills.trangthai);
    const byState = new Map(rows.map((row) => [row.trangthai, row]));
    result.hoadonmo = {
      theotrangthai: {
        NHAP: byState.get('NHAP')?.soluong ?? 0,
        DA_PHAT_HANH: byState.get('DA_PHAT_HANH')?.soluong ?? 0,
        THANH_TOAN_MOT_PHAN: byState.get('THANH_TOAN_MOT_PHAN')?.soluong ?? 0,
      },
      conlai: rows.reduce((sum, row) => sum + row.conlai, 0),
    };
  }

  if (may('/yeu-cau')) {
    const where = scoped(requests.phongkham_id);
    const theoloai = await db
      .select({
        loaiyeucau: requests.loaiyeucau,
        trangthai: requests.trangthai,
        homnay: since(requests.createdAt, days.startOfDay),
        tuannay: sql<number>`count(*)::int`,
      })
      .from(requests)
      .where(and(where, gte(requests.createdAt, days.startOfWeek)))
      .groupBy(requests.loaiyeucau, requests.trangthai);
    result.yeucau = {
      homnay: theoloai.reduce((sum, row) => sum + row.homnay, 0),
      tuannay: theoloai.reduce((sum, row) => sum + row.tuannay, 0),
      theoloai,
      xuhuong: await trendOf(db, requests, where, days),
    };
  }

  if (may('/dang-ky-thanh-vien')) {
    const where = scoped(memberRegistrations.phongkham_id);
    const [counts] = await db
      .select({
        homnay: since(memberRegistrations.createdAt, days.startOfDay),
        tuannay: since(memberRegistrations.createdAt, days.startOfWeek),
        tong: sql<number>`count(*)::int`,
      })
      .from(memberRegistrations)
      .where(where);
    result.dangkythanhvien = {
      ...counts!,
      // The promotion is the public site's: its clinic's codes (docs/decisions/0017).
      khuyenmai: await promotionStatus(db, clinic ?? (await siteClinicId(db))),
      xuhuong: await trendOf(db, memberRegistrations, where, days),
    };
  }

  if (may('/xet-duyet-ho-so')) {
    const [row] = await db
      .select({ n: count() })
      .from(profileReviews)
      .where(and(scoped(profileReviews.phongkham_id), eq(profileReviews.trangthai, 'MOI')));
    result.xetduyethoso = { choxetduyet: row!.n };
  }

  if (may(stockUrl)) {
    const alerts = await readStockAlerts(db, {
      clinic,
      today: days.homnay,
      days: (await readSystemSettings(db)).stock.nearExpiryDays,
    });
    const { duoidinhmuc, ganhethan, hethan, tamgiu, songay_ganhethan } = alerts;
    result.canhbaokho = { duoidinhmuc, ganhethan, hethan, tamgiu, songay_ganhethan };
  }

  if (may('/tin-tuc')) {
    result.tintuc = await db
      .select({ _id: news._id, tieude: news.tieude, tieude_en: news.tieude_en, ngaydang: news.ngaydang })
      .from(news)
      .where(and(publicRows(news, await siteClinicId(db)), lte(news.ngaydang, sql`now()`)))
      .orderBy(desc(news.ngaydang), desc(news._id))
      .limit(5);
  }
  return result;
}
