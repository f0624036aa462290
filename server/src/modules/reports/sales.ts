// The sales and balances report (GET /api/baocao/doanhso; docs/decisions/0067-sales-report.md): the bills a clinic
// issued in a period and what they sold, by kind, service group, service and the visit's doctor, the discounts given
// and who approved them, beside the period before; and, whatever the period, what is still owed on issued bills and
// held as deposits. A bill counts on the clinic day it was issued (`phathanh_luc`); a bill voided since counts in
// `dahuy` only. Each figure is one grouped read, so a year of bills comes back as a few hundred rows.
import type { SalesApprover, SalesGroup, SalesReport, SalesReportQuery } from '@phongkham/contracts';
import { and, eq, gt, gte, inArray, isNotNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { billLines, bills, deposits, doctors, serviceGroups, services, staff, visits } from '../../db/schema';
import { clinicCondition } from '../../lib/crud/scope';
import { previousPeriod, readPeriod, type Period } from './period';

const money = (value: SQL) => sql<number>`coalesce(${value}, 0)::bigint`.mapWith(Number);
const number = (value: SQL) => sql<number>`coalesce(${value}, 0)::int`.mapWith(Number);

/** The bills issued in the period at the clinic (voided ones too: the caller says which). */
const issuedIn = (clinic: string | null, period: Period) =>
  and(
    clinicCondition(bills.phongkham_id, clinic),
    isNotNull(bills.phathanh_luc),
    gte(bills.phathanh_luc, period.from),
    lt(bills.phathanh_luc, period.until),
  );
const standing = ne(bills.trangthai, 'DA_HUY');

async function totals(db: Database, clinic: string | null, period: Period) {
  const [row] = await db
    .select({
      sohoadon: number(sql`count(*) filter (where ${standing})`),
      tienhang: money(sql`sum(${bills.tongtien}) filter (where ${standing})`),
      giamgia: money(sql`sum(${bills.giamgia}) filter (where ${standing})`),
      dahuy: number(sql`count(*) filter (where not ${standing})`),
    })
    .from(bills)
    .where(issuedIn(clinic, period));
  const { sohoadon, tienhang, giamgia, dahuy } = row!;
  return { sohoadon, tienhang, giamgia, doanhso: tienhang - giamgia, dahuy };
}

const byAmount = (a: Pick<SalesGroup, 'ten' | 'thanhtien'>, b: Pick<SalesGroup, 'ten' | 'thanhtien'>) =>
  b.thanhtien - a.thanhtien || (a.ten ?? '').localeCompare(b.ten ?? '', 'vi');

export async function readSales(
  db: Database,
  clinic: string | null,
  query: SalesReportQuery,
): Promise<Omit<SalesReport, 'phongkham'>> {
  const period = readPeriod(query);
  const before = previousPeriod(period);
  const lines = and(issuedIn(clinic, period), standing);
  const doctorStaff = alias(staff, 'bacsi_nhanvien');
  const approver = alias(staff, 'nguoiduyet');
  const [now, previous, kinds, lineDiscounts, byService, byGroup, byDoctor, approvals, owed, held] = await Promise.all([
    totals(db, clinic, period),
    totals(db, clinic, before),
    db
      .select({
        ma: billLines.loai,
        soluong: number(sql`sum(${billLines.soluong})`),
        thanhtien: money(sql`sum(${billLines.thanhtien})`),
      })
      .from(billLines)
      .innerJoin(bills, eq(bills._id, billLines.hoadon_id))
      .where(lines)
      .groupBy(billLines.loai),
    db
      .select({ giamgia: money(sql`sum(${billLines.giamgia})`) })
      .from(billLines)
      .innerJoin(bills, eq(bills._id, billLines.hoadon_id))
      .where(lines),
    // A line keeps the name it was sold under; the service's id groups a renamed service as one.
    db
      .select({
        ma: billLines.dichvu_id,
        ten: sql<string>`max(${billLines.ten})`,
        soluong: number(sql`sum(${billLines.soluong})`),
        thanhtien: money(sql`sum(${billLines.thanhtien})`),
      })
      .from(billLines)
      .innerJoin(bills, eq(bills._id, billLines.hoadon_id))
      .where(and(lines, eq(billLines.loai, 'DICH_VU')))
      .groupBy(billLines.dichvu_id),
    db
      .select({
        ma: services.dmdichvu_id,
        ten: serviceGroups.tendanhmuc,
        soluong: number(sql`sum(${billLines.soluong})`),
        thanhtien: money(sql`sum(${billLines.thanhtien})`),
      })
      .from(billLines)
      .innerJoin(bills, eq(bills._id, billLines.hoadon_id))
      .leftJoin(services, eq(services._id, billLines.dichvu_id))
      .leftJoin(serviceGroups, eq(serviceGroups._id, services.dmdichvu_id))
      .where(and(lines, eq(billLines.loai, 'DICH_VU')))
      .groupBy(services.dmdichvu_id, serviceGroups.tendanhmuc),
    // By the visit's doctor, each bill at what it asked for (after its own discount): the doctors add up to the sales.
    db
      .select({
        ma: visits.bacsi_id,
        ten: doctorStaff.hoten,
        soluong: number(sql`count(*)`),
        thanhtien: money(sql`sum(${bills.tongtien} - ${bills.giamgia})`),
      })
      .from(bills)
      .leftJoin(visits, eq(visits._id, bills.luotkham_id))
      .leftJoin(doctors, eq(doctors._id, visits.bacsi_id))
      .leftJoin(doctorStaff, eq(doctorStaff._id, doctors.nhanvien_id))
      .where(lines)
      .groupBy(visits.bacsi_id, doctorStaff.hoten),
    db
      .select({
        nguoiduyet_id: bills.giamgia_nguoiduyet_id,
        nguoiduyet_hoten: approver.hoten,
        sohoadon: number(sql`count(*)`),
        giamgia: money(sql`sum(${bills.giamgia})`),
      })
      .from(bills)
      .leftJoin(approver, eq(approver._id, bills.giamgia_nguoiduyet_id))
      .where(and(lines, gt(bills.giamgia, 0)))
      .groupBy(bills.giamgia_nguoiduyet_id, approver.hoten),
    db
      .select({
        sohoadon: number(sql`count(*)`),
        conlai: money(sql`sum(${bills.phaitra} - ${bills.dathu})`),
      })
      .from(bills)
      .where(
        and(
          clinicCondition(bills.phongkham_id, clinic),
          inArray(bills.trangthai, ['DA_PHAT_HANH', 'THANH_TOAN_MOT_PHAN']),
          sql`${bills.phaitra} > ${bills.dathu}`,
        ),
      ),
    db
      .select({ sobenhnhan: number(sql`count(*)`), sodu: money(sql`sum(${deposits.sodu})`) })
      .from(deposits)
      .where(and(clinicCondition(deposits.phongkham_id, clinic), gt(deposits.sodu, 0))),
  ]);
  const { dahuy, ...figures } = now;
  const { dahuy: _voided, ...previousFigures } = previous;
  return {
    tungay: period.tungay,
    denngay: period.denngay,
    ...figures,
    giamgia_dong: lineDiscounts[0]!.giamgia,
    dahuy,
    theoloai: kinds.map((row) => ({ ...row, ten: null })).sort(byAmount),
    theonhom: byGroup.sort(byAmount),
    theodichvu: byService.sort(byAmount),
    theobacsi: byDoctor.sort(byAmount),
    giamgia_theonguoiduyet: (approvals as SalesApprover[]).sort((a, b) => b.giamgia - a.giamgia),
    congno: owed[0]!,
    tamung: held[0]!,
    kytruoc: { tungay: before.tungay, denngay: before.denngay, ...previousFigures },
  };
}
