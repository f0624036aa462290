// The pharmacy report (/admin/bao-cao/kho-thuoc, GET /api/baocao/khothuoc; docs/decisions/0066-pharmacy-report.md):
// what the stores held at cost at the end of a period (by store), what moved in the period by kind of stock document
// with its value at cost, the stock near its expiry or past it, and the items holding stock that nobody issued: each
// beside the period before of the same length. Every amount is whole đồng at cost (units × cost per unit).
import { z } from 'zod';
import { uuid } from './api';
import { dong } from './money';
import { queryOptional } from './resource';
import { REPORT_MAX_DAYS, reportIssuer } from './reports';
import { issueReasons, stockDocumentKinds } from './resources/stock';
import { periodQuery } from './validation/period';
import { calendarDay } from './validation/rules';

/** The report's grant (back-office page). */
export const PHARMACY_REPORT = '/bao-cao/kho-thuoc';

/**
 * An item is a slow mover when it holds stock at the end of the period and none of it was issued in the period, or
 * in the last SLOW_MOVER_MIN_DAYS days when the period is shorter: a day or a week without an issue says nothing.
 */
export const SLOW_MOVER_MIN_DAYS = 30;

/** The most rows each list (near expiry, expired, slow movers) answers; the counts and values cover them all. */
export const PHARMACY_REPORT_ROWS = 200;

export const pharmacyReportQuery = periodQuery(REPORT_MAX_DAYS, 'reportPeriod', {
  phongkham_id: queryOptional(uuid),
  kho_id: queryOptional(uuid),
});
export type PharmacyReportQuery = z.output<typeof pharmacyReportQuery>;

const count = z.number().int().nonnegative();

/** Stock at cost at one moment: all of it, then the parts near expiry, past it, and on hold. */
const stockValues = {
  giatri_ton: dong,
  /** Usable (not on hold), with its expiry within the window from the stock day, that day counted. */
  giatri_ganhethan: dong,
  /** Its expiry day before the stock day: waiting for destruction. */
  giatri_hethan: dong,
  /** On hold (a recall), as the batch stands now: holds keep no history. */
  giatri_tamgiu: dong,
};

export const pharmacyStore = z.object({
  kho_id: uuid,
  kho_ten: z.string(),
  /** Batches holding units at the stock moment. */
  solo: count,
  ...stockValues,
});
export type PharmacyStore = z.input<typeof pharmacyStore>;

/**
 * One kind of stock document in a period (an issue split by its reason): its documents and lines, the units in and
 * out (a correction counts under its kind, the other way), and their value at the lines' cost.
 */
export const stockMovementKind = z.object({
  loai: z.enum(stockDocumentKinds),
  lydo: z.enum(issueReasons).nullable(),
  sophieu: count,
  sodong: count,
  soluong_vao: count,
  soluong_ra: count,
  giatri_vao: dong,
  giatri_ra: dong,
});
export type StockMovementKind = z.input<typeof stockMovementKind>;

const item = {
  kho_id: uuid,
  kho_ten: z.string(),
  thuoc_id: uuid.nullable(),
  sanpham_id: uuid.nullable(),
  ten: z.string(),
  donvitinh: z.string().nullable(),
  /** Units at the stock moment, in the item's smallest unit. */
  soluong: count,
  thanhtien: dong,
};

export const expiryBatchRow = z.object({
  lohang_id: uuid,
  ...item,
  solo: z.string(),
  handung: calendarDay,
});
export type ExpiryBatchRow = z.input<typeof expiryBatchRow>;

export const slowMoverRow = z.object({
  ...item,
  /** The item's last issue from this store before the end of the period, if it ever had one. */
  xuat_cuoi: calendarDay.nullable(),
});
export type SlowMoverRow = z.input<typeof slowMoverRow>;

/** A list's full count and value, and its first rows. */
const listOf = <T extends z.ZodTypeAny>(row: T) => z.object({ so: count, thanhtien: dong, dong: z.array(row) });

export const pharmacyReport = z.object({
  /** Whose figures these are, for the printout's header. */
  phongkham: reportIssuer,
  tungay: calendarDay,
  denngay: calendarDay,
  /**
   * The day the stock is read at: the period's last day when it is over (stock at the end of that day), today when
   * the period runs to today or later (stock as it stands now).
   */
  ngay_ton: calendarDay,
  /** The near-expiry window in force (the system settings' kho_hethan_ngay). */
  songay_ganhethan: z.number().int(),
  ...stockValues,
  theokho: z.array(pharmacyStore),
  theoloai: z.array(stockMovementKind),
  ganhethan: listOf(expiryBatchRow),
  hethan: listOf(expiryBatchRow),
  /** Items holding stock with no issue since `chamluanchuyen_tungay` (through the stock day). */
  chamluanchuyen_tungay: calendarDay,
  chamluanchuyen: listOf(slowMoverRow),
  kytruoc: z.object({
    tungay: calendarDay,
    denngay: calendarDay,
    ...stockValues,
    theoloai: z.array(stockMovementKind),
  }),
});
export type PharmacyReport = z.input<typeof pharmacyReport>;
