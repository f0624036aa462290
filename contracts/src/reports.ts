// The owner's reports (/admin/bao-cao/..., GET /api/baocao/...; docs/decisions/0061-reports.md): each reads a
// period of clinic days and answers figures summed from the documents themselves, with the previous period of the
// same length beside them for comparison. Money is in whole đồng; waits are in minutes.
import { z } from 'zod';
import { queryOptional } from './resource';
import { uuid } from './api';
import { dong } from './money';
import { byMethod } from './resources/cash-book';
import { periodQuery } from './validation/period';
import { calendarDay } from './validation/rules';

/** The grants (back-office pages) of the reports: each report is opened and read under its own. */
export const REVENUE_REPORT = '/bao-cao/doanh-thu';
export const WAIT_REPORT = '/bao-cao/thoi-gian-cho';

/** The longest period one reading covers: a year and a month, so "this year against last" fits in one. */
export const REPORT_MAX_DAYS = 400;

/**
 * Whose figures a report shows, for its printout's header: the clinic it covers, or, when it covers every clinic, the
 * business as the site's general information names it (the fields a printed document's header reads everywhere).
 */
export const reportIssuer = z.object({
  phongkham_ten: z.string(),
  phongkham_diachi: z.string(),
  phongkham_dienthoai: z.string(),
});
export type ReportIssuer = z.input<typeof reportIssuer>;

/** A report's period, and the clinic the owner narrows it to (staff always read their own clinic). */
export const revenueReportQuery = periodQuery(REPORT_MAX_DAYS, 'reportPeriod', {
  phongkham_id: queryOptional(uuid),
});
export type RevenueReportQuery = z.output<typeof revenueReportQuery>;

export const waitReportQuery = periodQuery(REPORT_MAX_DAYS, 'reportPeriod', {
  phongkham_id: queryOptional(uuid),
  bacsi_id: queryOptional(uuid),
});
export type WaitReportQuery = z.output<typeof waitReportQuery>;

/** Money in, money out and what stayed: received − refunded. */
const moneyTotals = {
  tongthu: dong,
  tonghoan: dong,
  /** Negative when a day paid back more than it took in. */
  thucthu: z.number().int(),
};

/** The period before, of the same number of days, with its totals. */
export const previousRevenue = z.object({ tungay: calendarDay, denngay: calendarDay, ...moneyTotals });

export const revenueDay = z.object({ ngay: calendarDay, ...moneyTotals });
export type RevenueDay = z.input<typeof revenueDay>;

export const revenueCashier = z.object({
  nhanvien_id: uuid.nullable(),
  nhanvien_hoten: z.string().nullable(),
  ...moneyTotals,
});
export type RevenueCashier = z.input<typeof revenueCashier>;

export const revenueReport = z.object({
  /** Whose figures these are, for the printout's header. */
  phongkham: reportIssuer,
  tungay: calendarDay,
  denngay: calendarDay,
  ...moneyTotals,
  /** Net by the way money changed hands (received − refunded): the four add up to thucthu. */
  theophuongthuc: byMethod.extend({
    TIEN_MAT: z.number().int(),
    THE: z.number().int(),
    CHUYEN_KHOAN: z.number().int(),
    VIETQR: z.number().int(),
  }),
  /** Of the money in and out, what was a deposit taken or paid back (not yet a bill's). */
  tamung: z.object({ thu: dong, hoan: dong }),
  /** Every day of the period, zero-filled. */
  theongay: z.array(revenueDay),
  theonhanvien: z.array(revenueCashier),
  kytruoc: previousRevenue,
});
export type RevenueReport = z.input<typeof revenueReport>;

/** Minutes, to a tenth; null when no visit of the period was measured. */
const minutes = z.number().nullable();

export const waitHour = z.object({
  /** The clinic's hour of the day the patient checked in (0–23). */
  gio: z.number().int(),
  soluot: z.number().int(),
  trungvi_phut: minutes,
});
export type WaitHour = z.input<typeof waitHour>;

export const waitDoctor = z.object({
  bacsi_id: uuid.nullable(),
  bacsi_hoten: z.string().nullable(),
  soluot: z.number().int(),
  trungvi_phut: minutes,
  /** From the call to the end of the visit. */
  kham_trungvi_phut: minutes,
});
export type WaitDoctor = z.input<typeof waitDoctor>;

export const waitReport = z.object({
  /** Whose figures these are, for the printout's header. */
  phongkham: reportIssuer,
  tungay: calendarDay,
  denngay: calendarDay,
  /** Visits called in the period (check-in → call measured). */
  soluot: z.number().int(),
  /** Check-in → call. */
  trungvi_phut: minutes,
  p90_phut: minutes,
  /** Call → finish, for the visits that finished. */
  kham_trungvi_phut: minutes,
  kham_p90_phut: minutes,
  /** The hours of the day that had visits, in order. */
  theogio: z.array(waitHour),
  theobacsi: z.array(waitDoctor),
  kytruoc: z.object({
    tungay: calendarDay,
    denngay: calendarDay,
    soluot: z.number().int(),
    trungvi_phut: minutes,
    p90_phut: minutes,
  }),
});
export type WaitReport = z.input<typeof waitReport>;
