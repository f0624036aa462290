// The back office's home (GET /api/dashboard, any signed-in staff member): the figures of the signed-in person's
// clinic, each only when the role may view the page it comes from (the server leaves the others out). Days and weeks
// are the clinic's (clinic-time.ts, weeks from Monday); every figure names the list it links to.
import { z } from 'zod';
import { timestamp, uuid } from './api';
import { dong } from './money';
import { promotionStatus } from './promotion';
import { revenueReport } from './reports';
import { requestStatuses, requestTypes } from './yeucau';

export const dashboardPath = '/api/dashboard';
/** How many days the trends cover, today included. */
export const TREND_DAYS = 14;

const count = z.number().int();
/** Requests, registrations… per day, oldest first, every day present (0 when none). */
const trend = z.array(z.object({ ngay: z.string(), soluong: count }));

export const dashboard = z.object({
  /** Today and the week's first day (Monday) as YYYY-MM-DD in the clinic's time zone: the lists' `tungay`. */
  homnay: z.string(),
  dautuan: z.string(),
  /**
   * The day at a glance, each from the page or report it links to. Today's money (the revenue report): received −
   * refunded, in all and by method, the same sums as the report's.
   */
  doanhthu: z.object({ thucthu: z.number().int(), theophuongthuc: revenueReport.shape.theophuongthuc }).optional(),
  /** Today's visits (/tiep-nhan): finished, waiting in the queue (called included), being examined now. */
  luotkham: z.object({ xong: count, dangcho: count, dangkham: count }).optional(),
  /**
   * Today's wait from check-in to call (the wait report): the median in minutes, which one long wait does not drag
   * the way it drags a mean, and how many visits it measured.
   */
  thoigiancho: z.object({ trungvi_phut: z.number().nullable(), soluot: count }).optional(),
  /** Bills not settled (/hoa-don), any day: how many in each state, and what is still to collect on them. */
  hoadonmo: z
    .object({
      theotrangthai: z.object({ NHAP: count, DA_PHAT_HANH: count, THANH_TOAN_MOT_PHAN: count }),
      conlai: dong,
    })
    .optional(),
  /** Requests (/yeu-cau): today and this week, per type and status, and per day over TREND_DAYS. */
  yeucau: z
    .object({
      homnay: count,
      tuannay: count,
      theoloai: z.array(
        z.object({
          loaiyeucau: z.enum(requestTypes),
          trangthai: z.enum(requestStatuses),
          homnay: count,
          tuannay: count,
        }),
      ),
      xuhuong: trend,
    })
    .optional(),
  /** Member registrations (/dang-ky-thanh-vien): today, this week, in all, and the promotion's slots. */
  dangkythanhvien: z
    .object({ homnay: count, tuannay: count, tong: count, khuyenmai: promotionStatus, xuhuong: trend })
    .optional(),
  /** Charity applications (/xet-duyet-ho-so) awaiting review. */
  xetduyethoso: z.object({ choxetduyet: count }).optional(),
  /**
   * For roles that view the outbox (/sms): text messages reach no patient (no SMS gateway nor Zalo ZNS in effect),
   * so the home warns that they are only stored (decision 0041).
   */
  tinnhan_chiluu: z.boolean().optional(),
  /**
   * Stock alerts (/kho, docs/decisions/0059): items below their reorder level, batches near expiry (within
   * `songay_ganhethan` days) and expired batches with stock left, and batches on hold; each a filter of the stock list.
   */
  canhbaokho: z
    .object({ duoidinhmuc: count, ganhethan: count, hethan: count, tamgiu: count, songay_ganhethan: count })
    .optional(),
  /** News (/tin-tuc) published most recently. */
  tintuc: z
    .array(z.object({ _id: uuid, tieude: z.string(), tieude_en: z.string().nullable(), ngaydang: timestamp }))
    .optional(),
});
export type Dashboard = z.input<typeof dashboard>;
