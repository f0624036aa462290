// The cash book (sổ quỹ, /admin/so-quy, /api/soquy) and the cashier's shift (ca thu ngân): a cashier opens a shift
// with an opening float, takes payments into it, reads a mid-shift X-report, counts the drawer at close and gets
// the Z-report (per payment method, what the shift's receipts minus refunds come to; the expected cash, the counted
// cash and the difference). A closed shift never changes. The cash book lists every receipt and refund of a period
// with each day's opening and closing balance and the day's close by method and by cashier.
import { z } from 'zod';
import { periodQuery } from '../validation/period';
import { timestamp, uuid } from '../api';
import { dong, paymentMethods } from '../money';
import { defineStates } from '../moves';
import { defineResource, queryOptional } from '../resource';
import { calendarDay } from '../validation/rules';
import { shiftStates } from './bills';

const m = (key: string) => ({ error: `validation.${key}` });

/** An amount that may fall below zero: a difference, a shift whose refunds exceed its receipts. */
const signedDong = z.number().int();
const text = z.string().nullable();

/** An amount per payment method; every method is present, 0 when nothing moved that way. */
export const byMethod = z.object({
  TIEN_MAT: signedDong,
  THE: signedDong,
  CHUYEN_KHOAN: signedDong,
  VIETQR: signedDong,
});
export type ByMethod = z.infer<typeof byMethod>;

/** Opening a shift: the cash put in the drawer before the first payment. */
export const shiftOpenInput = z.object({ tiendauca: dong });
export type ShiftOpenInput = z.input<typeof shiftOpenInput>;

/**
 * Closing a shift: the counted cash, and why it differs from the expected cash. The reason is required only when
 * the count differs, which the server alone knows, so the server asks for it (400 under lydo_chenhlech).
 */
export const shiftCloseInput = z.object({
  tienmatthucte: dong,
  lydo_chenhlech: z.string().trim().max(500, m('tooLong')).nullable().optional(),
});
export type ShiftCloseInput = z.input<typeof shiftCloseInput>;

/** A shift as stored; the figures of the close are null while it is open. */
export const shiftRow = z.object({
  _id: uuid,
  phongkham_id: uuid,
  /** The cashier whose drawer it is. */
  nhanvien_id: uuid,
  nhanvien_hoten: z.string(),
  trangthai: z.enum(shiftStates),
  tiendauca: dong,
  mo_luc: timestamp,
  dong_luc: timestamp.nullable(),
  tienmatthucte: dong.nullable(),
  tienmatdukien: signedDong.nullable(),
  chenhlech: signedDong.nullable(),
  lydo_chenhlech: text,
  /** Who approved a difference above the clinic's threshold. */
  nguoiduyet_id: uuid.nullable(),
  /** Receipts minus refunds per method, frozen at close. */
  theophuongthuc: byMethod.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ShiftRow = z.input<typeof shiftRow>;

/**
 * One shift with its report: the X-report (figures so far) while it is open, the Z-report (figures frozen at close)
 * once closed. tienmatdukien = tiendauca + cash receipts − cash refunds: the float is counted here and only here.
 */
export const shiftRecord = shiftRow.extend({
  baocao: z.enum(['X', 'Z']),
  theophuongthuc: byMethod,
  tienmatdukien: signedDong,
  /**
   * Receipts and refunds of the shift per method, and the other income and expenses entered by hand in it;
   * theophuongthuc = thu − hoan + thukhac − chikhac.
   */
  thu: byMethod,
  hoan: byMethod,
  thukhac: byMethod,
  chikhac: byMethod,
  sophieuthu: z.number().int(),
  sophieuchi: z.number().int(),
  /** How many other income and expense entries. */
  sophieukhac: z.number().int(),
  /** Σ theophuongthuc: what the shift took, all methods, the float left out. */
  tong: signedDong,
  nguoiduyet_hoten: text,
  /** The clinic's header for the printed report, as a receipt carries it: a cashier cannot read the clinic record. */
  phongkham: z.object({ ten: z.string(), diachi_day: z.string(), dienthoai: z.string() }),
});
export type ShiftRecord = z.input<typeof shiftRecord>;

/** MO → DA_DONG, once: the close is the only move, and a closed shift takes none. */
export const shiftMoves = defineStates({
  field: 'trangthai',
  states: shiftStates,
  by: 'trangthai',
  conflict: 'errors.shiftClosed',
  moves: {
    DONG: { from: ['MO'], to: 'DA_DONG', path: 'dong', body: shiftCloseInput },
  },
});

export const shiftResource = defineResource({
  key: 'cashierShifts',
  table: 'cathungan',
  api: '/api/soquy/ca',
  urls: ['/so-quy'],
  item: shiftRow,
  detail: shiftRecord,
  create: shiftOpenInput,
  update: shiftOpenInput,
  sortFields: ['mo_luc', 'dong_luc', 'chenhlech'],
  defaultSort: '-mo_luc',
  filters: {
    nhanvien_id: queryOptional(uuid),
    trangthai: queryOptional(z.enum(shiftStates)),
    /** The clinic day the shift opened. */
    ngay: queryOptional(calendarDay),
  },
  publicContent: false,
  clinicScoped: 'phongkham_id',
});

/** The longest period one reading of the cash book covers (a quarter): its answer lists every document. */
export const CASH_BOOK_MAX_DAYS = 92;

/** The cash book's period and filters; both days default to today (the clinic's day). */
export const cashBookQuery = periodQuery(CASH_BOOK_MAX_DAYS, 'cashBookPeriod', {
  phuongthuc: queryOptional(z.enum(paymentMethods)),
  nhanvien_id: queryOptional(uuid),
  /** The owner's choice of clinic; staff always read their own. */
  phongkham_id: queryOptional(uuid),
});
export type CashBookQuery = z.output<typeof cashBookQuery>;

/**
 * One line of the cash book, its amount always positive: money in (THU) or out (CHI), from a bill (HOA_DON: a
 * receipt or a refund), a patient's deposit (TAM_UNG: taken or paid back, no bill; `nguoinop_nhan` names the
 * patient) or entered by hand (KHAC: other income or expense, which names no bill).
 */
export const cashBookEntry = z.object({
  loai: z.enum(['THU', 'CHI']),
  nguon: z.enum(['HOA_DON', 'TAM_UNG', 'KHAC']),
  _id: uuid,
  so: z.string(),
  ngay: z.string(),
  createdAt: timestamp,
  phuongthuc: z.enum(paymentMethods),
  sotien: dong,
  hoadon_id: uuid.nullable(),
  hoadon_so: text,
  cathungan_id: uuid.nullable(),
  nhanvien_id: uuid.nullable(),
  nhanvien_hoten: text,
  /** A refund's reason, or why an entry corrects another. */
  lydo: text,
  /** An entry's purpose and who paid it in or was paid (null on a bill's documents). */
  noidung: text,
  nguoinop_nhan: text,
});
export type CashBookEntry = z.input<typeof cashBookEntry>;

/** What one cashier took in a day: receipts minus refunds per method and in all. */
export const cashierTotal = z.object({
  nhanvien_id: uuid.nullable(),
  nhanvien_hoten: text,
  theophuongthuc: byMethod,
  tong: signedDong,
});

/**
 * One day of the book and its close: the balance before, money in (receipts and other income), money out (refunds
 * and other expenses), the balance after, and the day's total by method and by cashier, each adding up to thu − chi
 * to the đồng.
 */
export const cashBookDay = z.object({
  ngay: z.string(),
  daungay: signedDong,
  thu: dong,
  chi: dong,
  cuoingay: signedDong,
  theophuongthuc: byMethod,
  theonhanvien: z.array(cashierTotal),
});
export type CashBookDay = z.input<typeof cashBookDay>;

export const cashBook = z.object({
  tungay: z.string(),
  denngay: z.string(),
  /** The balance before the period: all money in minus all money out under the same filters. */
  dauky: signedDong,
  cuoiky: signedDong,
  ngay: z.array(cashBookDay),
  chungtu: z.array(cashBookEntry),
});
export type CashBook = z.input<typeof cashBook>;
