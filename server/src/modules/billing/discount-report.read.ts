// Discounts by approver: for a period of clinic days (by the moment of approval), the bills whose discount someone
// approved above the clinic's threshold, with each approver's count and total. A bill's discount is all of it, the
// bill's own and its lines', as the approval covered it; a voided bill gave nothing away and is left out.
import {
  addDays,
  clinicDay,
  clinicInstant,
  type approvedDiscount,
  type approverTotal,
  type discountReport,
  type DiscountReportQuery,
} from '@phongkham/contracts';
import type { z } from 'zod';
import { and, asc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { billLines, bills, patients, staff } from '../../db/schema';
import { now } from '../../db/clock';

type DiscountReport = z.output<typeof discountReport>;
type ApprovedDiscount = z.output<typeof approvedDiscount>;
type ApproverTotal = z.output<typeof approverTotal>;

const approver = alias(staff, 'hoadon_nguoiduyet');

export async function readDiscountReport(
  db: Database,
  clinic: string,
  query: DiscountReportQuery,
): Promise<DiscountReport> {
  const tungay = query.tungay ?? query.denngay ?? clinicDay(now());
  const denngay = query.denngay ?? (query.tungay ? tungay : clinicDay(now()));
  const rows = await db
    .select({
      _id: bills._id,
      so: bills.so,
      trangthai: bills.trangthai,
      benhnhan_hoten: patients.hoten,
      benhnhan_ma: patients.ma,
      khachhang: bills.khachhang,
      tongtien: bills.tongtien,
      giamgia_tong: sql<number>`(${bills.giamgia} + (select coalesce(sum(d.giamgia), 0) from ${billLines} d
        where d.hoadon_id = ${bills._id}))::bigint`.mapWith(Number),
      giamgia_lydo: bills.giamgia_lydo,
      // Everyone who set a discount standing on the bill or its lines: the approver was none of them.
      giamgia_nguoi_hoten: sql<string | null>`(select string_agg(distinct n.hoten, ', ') from ${staff} n
        where (n._id = ${bills.giamgia_nguoi_id} and ${bills.giamgia} > 0)
          or n._id in (select d.giamgia_nguoi_id from ${billLines} d where d.hoadon_id = ${bills._id} and d.giamgia > 0))`,
      nguoiduyet_id: bills.giamgia_nguoiduyet_id,
      nguoiduyet_hoten: approver.hoten,
      giamgia_duyet_luc: bills.giamgia_duyet_luc,
    })
    .from(bills)
    .leftJoin(patients, eq(patients._id, bills.benhnhan_id))
    .leftJoin(approver, eq(approver._id, bills.giamgia_nguoiduyet_id))
    .where(
      and(
        eq(bills.phongkham_id, clinic),
        eq(bills.giamgia_duyet, 'DA_DUYET'),
        ne(bills.trangthai, 'DA_HUY'),
        gte(bills.giamgia_duyet_luc, clinicInstant(tungay)),
        lt(bills.giamgia_duyet_luc, clinicInstant(addDays(denngay, 1))),
      ),
    )
    .orderBy(asc(bills.giamgia_duyet_luc), asc(bills.so));
  // An approved bill always names its approver and the moment (the approval writes both).
  const hoadon = rows.filter(
    (row): row is typeof row & { nguoiduyet_id: string; giamgia_duyet_luc: Date } =>
      !!row.nguoiduyet_id && !!row.giamgia_duyet_luc,
  ) satisfies ApprovedDiscount[];
  const byApprover = new Map<string, ApproverTotal>();
  for (const row of hoadon) {
    const total = byApprover.get(row.nguoiduyet_id) ?? {
      nguoiduyet_id: row.nguoiduyet_id,
      nguoiduyet_hoten: row.nguoiduyet_hoten,
      soluong: 0,
      tong: 0,
    };
    total.soluong += 1;
    total.tong += row.giamgia_tong;
    byApprover.set(row.nguoiduyet_id, total);
  }
  const nguoiduyet = [...byApprover.values()].sort(
    (a, b) => b.tong - a.tong || (a.nguoiduyet_hoten ?? '').localeCompare(b.nguoiduyet_hoten ?? '', 'vi'),
  );
  return {
    tungay,
    denngay,
    soluong: hoadon.length,
    tong: hoadon.reduce((sum, row) => sum + row.giamgia_tong, 0),
    nguoiduyet,
    hoadon,
  };
}
