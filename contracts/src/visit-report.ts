// The patients-and-flow report (/admin/bao-cao/luot-kham, GET /api/baocao/luotkham; docs/decisions/0064-visit-report.md):
// over a period of clinic days, the visits that happened by day, doctor and room, new against returning patients,
// the appointments due by channel and by how they ended, and the funnel from the site's requests to visits with a
// paid bill, each beside the previous period of the same length. Counts only: money is the revenue report's.
import { z } from 'zod';
import { uuid } from './api';
import { queryOptional } from './resource';
import { REPORT_MAX_DAYS, reportIssuer } from './reports';
import { periodQuery } from './validation/period';
import { calendarDay } from './validation/rules';

/** The report's grant (back-office page). */
export const VISIT_REPORT = '/bao-cao/luot-kham';

export const visitReportQuery = periodQuery(REPORT_MAX_DAYS, 'reportPeriod', {
  phongkham_id: queryOptional(uuid),
  bacsi_id: queryOptional(uuid),
});
export type VisitReportQuery = z.output<typeof visitReportQuery>;

/**
 * Where an appointment came from: booked by the visitor on the site (WEB), by staff answering a site request
 * (YEU_CAU), or by staff otherwise, on the phone or at the desk (NHAN_VIEN: the record does not say which).
 */
export const bookingChannels = ['WEB', 'YEU_CAU', 'NHAN_VIEN'] as const;
export type BookingChannel = (typeof bookingChannels)[number];

const count = z.number().int().nonnegative();

/** How the period's appointments ended: still booked or confirmed, arrived, did not come, cancelled. */
const bookingOutcomes = {
  tong: count,
  chuaden: count,
  daden: count,
  khongden: count,
  dahuy: count,
};

/** The figures a period has, compared with the period before. */
const visitTotals = {
  /** Visits that happened: checked in and not cancelled. */
  soluot: count,
  /** Of them, finished (XONG). */
  daxong: count,
  /** Of them, walk-ins (checked in without an appointment). */
  vanglai: count,
  /** Visits cancelled (HUY), not counted above. */
  dahuy: count,
  /** Patients seen: new (their first visit at the clinic falls in the period) and returning. */
  benhnhan: z.object({ tong: count, moi: count, taikham: count }),
  /** Appointments due in the period (by their start), by outcome. */
  lichhen: z.object(bookingOutcomes),
  /**
   * Site requests received → patients registered → visits → visits with a paid bill, each counted by its own moment
   * in the period. The first two belong to no doctor: null when the report is narrowed to one.
   */
  pheu: z.object({ yeucau: count.nullable(), dangky: count.nullable(), luotkham: count, dathanhtoan: count }),
};

export const visitDay = z.object({
  ngay: calendarDay,
  soluot: count,
  /** Patients whose first visit at the clinic was this day. */
  moi: count,
});
export type VisitDay = z.input<typeof visitDay>;

export const visitDoctor = z.object({
  bacsi_id: uuid.nullable(),
  bacsi_hoten: z.string().nullable(),
  soluot: count,
  daxong: count,
});
export type VisitDoctor = z.input<typeof visitDoctor>;

export const visitRoom = z.object({ phong_id: uuid, phong_ten: z.string(), soluot: count });
export type VisitRoom = z.input<typeof visitRoom>;

export const bookingChannelRow = z.object({ kenh: z.enum(bookingChannels), ...bookingOutcomes });
export type BookingChannelRow = z.input<typeof bookingChannelRow>;

export const visitReport = z.object({
  /** Whose figures these are, for the printout's header. */
  phongkham: reportIssuer,
  tungay: calendarDay,
  denngay: calendarDay,
  ...visitTotals,
  /** Every day of the period, zero-filled. */
  theongay: z.array(visitDay),
  theobacsi: z.array(visitDoctor),
  theophong: z.array(visitRoom),
  /** Every channel, in bookingChannels' order, zero-filled. */
  theokenh: z.array(bookingChannelRow),
  kytruoc: z.object({ tungay: calendarDay, denngay: calendarDay, ...visitTotals }),
});
export type VisitReport = z.input<typeof visitReport>;
