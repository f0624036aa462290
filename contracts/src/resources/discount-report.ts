// Discounts by approver (GET /api/hoadon/giamgia, under /duyet-thu-chi): for a period of clinic days, each person who
// approved discounts above the clinic's threshold, how many and their total in đồng, and the approved bills below.
// A bill's discount here is all of it (the bill's own and its lines'), as the approval covered it. Voided bills gave
// nothing away and are left out.
import { z } from 'zod';
import { periodQuery } from '../validation/period';
import { timestamp, uuid } from '../api';
import { dong } from '../money';

import { calendarDay } from '../validation/rules';
import { billStates } from './bills';

const text = z.string().nullable();

/** The longest period one reading covers (a year): the answer lists every approved bill. */
export const DISCOUNT_REPORT_MAX_DAYS = 366;

/** The period, by the day of approval; both days default to today (the clinic's day). */
export const discountReportQuery = periodQuery(DISCOUNT_REPORT_MAX_DAYS, 'discountReportPeriod', {});
export type DiscountReportQuery = z.output<typeof discountReportQuery>;

/** One approver's total: how many discounts they approved and what they came to. */
export const approverTotal = z.object({
  nguoiduyet_id: uuid,
  nguoiduyet_hoten: text,
  soluong: z.number().int(),
  tong: dong,
});
export type ApproverTotal = z.input<typeof approverTotal>;

/** One approved bill: who it is for, its whole discount, why, who set it and who approved it when. */
export const approvedDiscount = z.object({
  _id: uuid,
  so: z.string(),
  trangthai: z.enum(billStates),
  benhnhan_hoten: text,
  benhnhan_ma: text,
  khachhang: text,
  tongtien: dong,
  /** The bill's discount and its lines' together. */
  giamgia_tong: dong,
  giamgia_lydo: text,
  giamgia_nguoi_hoten: text,
  nguoiduyet_id: uuid,
  nguoiduyet_hoten: text,
  giamgia_duyet_luc: timestamp,
});
export type ApprovedDiscount = z.input<typeof approvedDiscount>;

export const discountReport = z.object({
  tungay: calendarDay,
  denngay: calendarDay,
  soluong: z.number().int(),
  tong: dong,
  nguoiduyet: z.array(approverTotal),
  hoadon: z.array(approvedDiscount),
});
export type DiscountReport = z.input<typeof discountReport>;
