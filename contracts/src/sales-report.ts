// The sales and balances report (/admin/bao-cao/doanh-so, GET /api/baocao/doanhso; docs/decisions/0067-sales-report.md):
// what the clinic billed in a period — the bills issued, by what they sold (kind, service group, service) and by
// the visit's doctor, with the discounts given and who approved them — beside the period before, and what is still
// owed on bills and held as deposits now. It is the earned side of the money; the revenue report is the cash side.
import { z } from 'zod';
import { uuid } from './api';
import { dong } from './money';
import { queryOptional } from './resource';
import { REPORT_MAX_DAYS, reportIssuer } from './reports';
import { billLineKinds } from './resources/bills';
import { periodQuery } from './validation/period';
import { calendarDay } from './validation/rules';

/** The report's grant (back-office page). */
export const SALES_REPORT = '/bao-cao/doanh-so';

export const salesReportQuery = periodQuery(REPORT_MAX_DAYS, 'reportPeriod', {
  phongkham_id: queryOptional(uuid),
});
export type SalesReportQuery = z.output<typeof salesReportQuery>;

const count = z.number().int().nonnegative();

/** A period's bills: how many were issued, what their lines came to, the bill-level discounts and the sales. */
const salesTotals = {
  sohoadon: count,
  /** Σ of the lines (each after its own discount). */
  tienhang: dong,
  /** Σ of the bill-level discounts. */
  giamgia: dong,
  /** tienhang − giamgia: what the bills asked for, before any refund. */
  doanhso: dong,
};

export const salesGroup = z.object({
  /** The service, service group, doctor or kind; null for "none" (a counter bill has no doctor). */
  ma: z.string().nullable(),
  ten: z.string().nullable(),
  soluong: count,
  thanhtien: dong,
});
export type SalesGroup = z.input<typeof salesGroup>;

export const salesApprover = z.object({
  /** Who approved the discount; null for discounts under the clinic's threshold, which need no approval. */
  nguoiduyet_id: uuid.nullable(),
  nguoiduyet_hoten: z.string().nullable(),
  sohoadon: count,
  giamgia: dong,
});
export type SalesApprover = z.input<typeof salesApprover>;

export const salesReport = z.object({
  /** Whose figures these are, for the printout's header. */
  phongkham: reportIssuer,
  tungay: calendarDay,
  denngay: calendarDay,
  ...salesTotals,
  /** Discounts given on lines, already inside tienhang. */
  giamgia_dong: dong,
  /** Bills of the period voided since: not in the figures above. */
  dahuy: count,
  theoloai: z.array(salesGroup.extend({ ma: z.enum(billLineKinds) })),
  theonhom: z.array(salesGroup),
  theodichvu: z.array(salesGroup),
  theobacsi: z.array(salesGroup),
  /** Bill-level discounts by who approved them. */
  giamgia_theonguoiduyet: z.array(salesApprover),
  /** Now, whatever the period: bills issued and not settled, and what is left to collect on them. */
  congno: z.object({ sohoadon: count, conlai: dong }),
  /** Now: deposits patients have paid in advance and not used or taken back. */
  tamung: z.object({ sobenhnhan: count, sodu: dong }),
  kytruoc: z.object({ tungay: calendarDay, denngay: calendarDay, ...salesTotals }),
});
export type SalesReport = z.input<typeof salesReport>;
