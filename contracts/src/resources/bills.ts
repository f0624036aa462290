// Bills (hóa đơn, /admin/hoa-don, /api/hoadon), their lines, receipts (phiếu thu) and refunds (phiếu chi): the
// money side of a visit or a counter sale. Every amount is whole đồng. The bill's workflow is declared once here
// (billWorkflow); the server routes its moves and the back office offers the moves a reader may take.
import { z } from 'zod';
import { timestamp, uuid } from '../api';
import { serviceKinds } from '../content';
import { dong, percent, positiveDong, receiptMethods, type paymentMethods } from '../money';
import { defineStates } from '../moves';
import { defineResource, queryOptional } from '../resource';
import { calendarDay, optionalText, requiredText } from '../validation/rules';

/** A bill's life: draft (lines still change), issued (frozen), partly paid, paid, voided. */
export const billStates = ['NHAP', 'DA_PHAT_HANH', 'THANH_TOAN_MOT_PHAN', 'DA_THANH_TOAN', 'DA_HUY'] as const;
export type BillState = (typeof billStates)[number];

/** What a line sells: a price-list service, a drug, a product, a service package. */
export const billLineKinds = ['DICH_VU', 'THUOC', 'SAN_PHAM', 'GOI'] as const;
export type BillLineKind = (typeof billLineKinds)[number];

/** A bill-level discount's approval: none needed (under the clinic's threshold), awaiting, approved. */
export const discountApprovals = ['KHONG_CAN', 'CHO_DUYET', 'DA_DUYET'] as const;
export type DiscountApproval = (typeof discountApprovals)[number];

/** How money changes hands (money.ts `paymentMethods`). */
export type PaymentMethod = (typeof paymentMethods)[number];

/** A receipt's or refund's method: a way money changes hands, or the patient's deposit (money.ts `receiptMethods`). */
export type ReceiptMethod = (typeof receiptMethods)[number];

/**
 * What a receipt or refund is against: a bill (HOA_DON), or the patient's deposit (TAM_UNG: money paid in advance,
 * or paid back, naming the patient and no bill).
 */
export const receiptKinds = ['HOA_DON', 'TAM_UNG'] as const;
export type ReceiptKind = (typeof receiptKinds)[number];

/** A cashier's shift: open, closed (and then unchangeable). */
export const shiftStates = ['MO', 'DA_DONG'] as const;
export type ShiftState = (typeof shiftStates)[number];

/**
 * The numbered document kinds (the prefix of `HD-2026-000123`): bills, receipts, refunds, and the other income (TK,
 * thu khác) and expenses (CK, chi khác) entered by hand in the cash book; then the stock documents (resources/stock.ts
 * `stockDocumentPrefixes`): goods received (PN), issue (PX), transfer (PCK), return to supplier (PTN), destruction
 * (PHY), stocktake adjustment (PKK), opening stock (PTD), return from a patient (PNL).
 */
export const documentKinds = [
  'HD',
  'PT',
  'PC',
  'TK',
  'CK',
  'PN',
  'PX',
  'PCK',
  'PTN',
  'PHY',
  'PKK',
  'PTD',
  'PNL',
] as const;
export type DocumentKind = (typeof documentKinds)[number];

const m = (key: string) => ({ error: `validation.${key}` });
/** A member promotion code as registration issues it (modules/members/promotion.ts). */
export const promotionCodePattern = /^KM-[A-Z0-9]{6}$/;
const text = z.string().nullable();
const reason = requiredText.pipe(z.string().max(500, m('tooLong')));

/** One line as the bill shows it: what it sold, what it came from (an order, a drug, a product), its figures. */
export const billLine = z.object({
  _id: uuid,
  loai: z.enum(billLineKinds),
  chidinh_id: uuid.nullable(),
  dichvu_id: uuid.nullable(),
  thuoc_id: uuid.nullable(),
  sanpham_id: uuid.nullable(),
  /** A service package sold (GOI): the catalogue's package. */
  goidichvu_id: uuid.nullable().optional(),
  /**
   * A line a patient's package covers, billed at 0: the package, its name, and which session of the item's sessions
   * this line used ("Gói: Vật lý trị liệu 10 buổi, buổi 3/10").
   */
  goibenhnhan_id: uuid.nullable().optional(),
  goi_ten: text.optional(),
  goi_buoi: z.number().int().nullable().optional(),
  goi_soluot: z.number().int().nullable().optional(),
  ten: z.string(),
  donvitinh: text,
  soluong: z.number().int(),
  dongia: dong,
  giamgia_phantram: percent.nullable(),
  giamgia: dong,
  giamgia_lydo: text,
  /** Who set the line's discount (its approver must be someone else). */
  giamgia_nguoi_id: uuid.nullable(),
  thanhtien: dong,
  thutu: z.number().int(),
  /**
   * What the line came from, read from its order or item when the bill is read (never stored): the service's kind
   * (a check-in consultation, a lab test, imaging…) and, for an order, who ordered it and their role (a doctor's
   * order reads "BS …"). Null where the line has no service or no order.
   */
  dichvu_loai: z.enum(serviceKinds).nullable().optional(),
  nguoichidinh_id: uuid.nullable().optional(),
  nguoichidinh_hoten: text.optional(),
  /** The orderer's role code (BACSY: a doctor; clinics may add roles of their own). */
  nguoichidinh_vaitro: z.string().nullable().optional(),
});
export type BillLine = z.input<typeof billLine>;

/** A bill in the list: its figures and who it is for (name and code only: a cashier reads no clinical text). */
export const billRow = z.object({
  _id: uuid,
  phongkham_id: uuid,
  so: z.string(),
  luotkham_id: uuid.nullable(),
  benhnhan_id: uuid.nullable(),
  benhnhan_hoten: text,
  benhnhan_ma: text,
  khachhang: text,
  trangthai: z.enum(billStates),
  tongtien: dong,
  giamgia: dong,
  dahoan: dong,
  phaitra: dong,
  dathu: dong,
  /** phaitra − dathu, computed on reading. */
  conlai: dong,
  giamgia_duyet: z.enum(discountApprovals),
  /**
   * The list only (the approvals queue reads them): the bill-level discount's reason, the lines' discounts in đồng,
   * and the names of whoever set a discount still standing on the bill or its lines.
   */
  giamgia_lydo: text.optional(),
  giamgia_dong: dong.optional(),
  giamgia_nguoi: z.array(z.string()).optional(),
  phathanh_luc: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type BillRow = z.input<typeof billRow>;

/** A receipt (phiếu thu) as the bill and the cash book list it; a deposit's names no bill. */
export const receiptRow = z.object({
  _id: uuid,
  phongkham_id: uuid,
  so: z.string(),
  loai: z.enum(receiptKinds),
  hoadon_id: uuid.nullable(),
  benhnhan_id: uuid.nullable(),
  cathungan_id: uuid.nullable(),
  phuongthuc: z.enum(receiptMethods),
  sotien: dong,
  /** The amount in Vietnamese words, as printed ("Một triệu hai trăm năm mươi nghìn đồng chẵn"). */
  sotienbangchu: z.string(),
  tienkhachdua: dong.nullable(),
  tienthoi: dong.nullable(),
  magiaodich: text,
  nhanvien_id: uuid.nullable(),
  nhanvien_hoten: text,
  createdAt: timestamp,
});
export type ReceiptRow = z.input<typeof receiptRow>;

/** A refund (phiếu chi): a document of its own; the receipt it returns money from is never changed. */
export const refundRow = z.object({
  _id: uuid,
  phongkham_id: uuid,
  so: z.string(),
  loai: z.enum(receiptKinds),
  hoadon_id: uuid.nullable(),
  phieuthu_id: uuid.nullable(),
  benhnhan_id: uuid.nullable(),
  cathungan_id: uuid.nullable(),
  phuongthuc: z.enum(receiptMethods),
  sotien: dong,
  sotienbangchu: z.string(),
  lydo: z.string(),
  nguoiduyet_id: uuid.nullable(),
  nhanvien_id: uuid.nullable(),
  nhanvien_hoten: text,
  createdAt: timestamp,
});
export type RefundRow = z.input<typeof refundRow>;

/** One bill, GET /api/hoadon/:id: the row, its discount, its lines, its receipts and refunds. */
export const billDetail = billRow.extend({
  giamgia_phantram: percent.nullable(),
  giamgia_lydo: text,
  /** Who set the bill-level discount (its approver must be someone else). */
  giamgia_nguoi_id: uuid.nullable(),
  /** The member promotion code whose percentage is the bill-level discount, on the bill's services. */
  makhuyenmai: text,
  giamgia_nguoiduyet_id: uuid.nullable(),
  giamgia_duyet_luc: timestamp.nullable(),
  ghichu: text,
  nhanvien_id: uuid.nullable(),
  huy_lydo: text,
  dong: z.array(billLine),
  phieuthu: z.array(receiptRow),
  phieuchi: z.array(refundRow),
});
export type BillDetail = z.input<typeof billDetail>;

/**
 * A line of a counter bill (or one added to a draft): a service from the price list, a drug at its catalogue price,
 * a product, or a service package for the bill's patient (one per line, at the package's price).
 */
export const counterLineInput = z
  .object({
    loai: z.enum(['DICH_VU', 'THUOC', 'SAN_PHAM', 'GOI'], m('requiredSelect')),
    dichvu_id: uuid.nullable().optional(),
    thuoc_id: uuid.nullable().optional(),
    sanpham_id: uuid.nullable().optional(),
    goidichvu_id: uuid.nullable().optional(),
    soluong: z.number(m('quantityInvalid')).int(m('quantityInvalid')).min(1, m('quantityInvalid')).max(10_000),
  })
  .refine(
    (line) =>
      (line.loai === 'DICH_VU' && !!line.dichvu_id) ||
      (line.loai === 'THUOC' && !!line.thuoc_id) ||
      (line.loai === 'SAN_PHAM' && !!line.sanpham_id) ||
      (line.loai === 'GOI' && !!line.goidichvu_id),
    { ...m('requiredSelect'), path: ['loai'] },
  )
  .refine((line) => line.loai !== 'GOI' || line.soluong === 1, { ...m('packageOnePerLine'), path: ['soluong'] });
export type CounterLineInput = z.input<typeof counterLineInput>;

/** POST /api/hoadon: a counter bill, for a patient or an anonymous buyer; prices come from the catalogues. */
export const counterBillInput = z.object({
  benhnhan_id: uuid.nullable().optional(),
  khachhang: optionalText(200),
  ghichu: optionalText(1000),
  dong: z.array(counterLineInput, m('requiredArray')).min(1, m('requiredArray')).max(200),
});
export type CounterBillInput = z.input<typeof counterBillInput>;

/** PUT /api/hoadon/:id: a draft's note (lines come from orders or the counter; the figures are the server's). */
export const billUpdateInput = z.object({ ghichu: optionalText(1000) });

/**
 * PUT /api/hoadon/:id/giamgia (the whole bill) and PUT /api/hoadon/:id/dong/:dongId/giamgia (one line): a discount as a
 * percentage or an amount, with its reason. A percentage becomes đồng once, half up (percentOf), when set and
 * again while the draft's lines change. Zero of either removes it.
 */
export const discountInput = z
  .object({
    giamgia_phantram: percent.nullable().optional(),
    giamgia: dong.nullable().optional(),
    giamgia_lydo: optionalText(500),
    /**
     * The whole bill only: a member's promotion code (`KM-` and six letters or digits, as registration issues it).
     * Its percentage becomes the bill-level discount on the bill's services; the code is its reason.
     */
    makhuyenmai: z
      .string()
      .trim()
      .toUpperCase()
      .regex(promotionCodePattern, m('promotionCodeFormat'))
      .nullable()
      .optional(),
  })
  .refine((body) => (body.giamgia_phantram ?? null) === null || (body.giamgia ?? null) === null, {
    ...m('discountEither'),
    path: ['giamgia'],
  })
  .refine((body) => !body.makhuyenmai || (!body.giamgia_phantram && !body.giamgia), {
    ...m('discountEither'),
    path: ['makhuyenmai'],
  })
  .refine((body) => !(body.giamgia_phantram || body.giamgia) || !!body.giamgia_lydo, {
    ...m('requiredText'),
    path: ['giamgia_lydo'],
  });
export type DiscountInput = z.input<typeof discountInput>;

/** What money taken carries beside its method: the amount, for cash what was handed over, a transfer's reference. */
export const tenderFields = {
  sotien: positiveDong,
  /** Cash only: what the customer handed over (at least the amount); the change is the server's subtraction. */
  tienkhachdua: dong.nullable().optional(),
  magiaodich: optionalText(100),
};

/** The cash rules of money taken (a payment, a deposit): the amount handed over is for cash, and covers the amount. */
export function tenderRules<T extends z.ZodType<{ phuongthuc: string; sotien: number; tienkhachdua?: number | null }>>(
  schema: T,
) {
  return schema
    .refine((body) => body.tienkhachdua == null || body.phuongthuc === 'TIEN_MAT', {
      ...m('tenderedCashOnly'),
      path: ['tienkhachdua'],
    })
    .refine((body) => body.tienkhachdua == null || body.tienkhachdua >= body.sotien, {
      ...m('tenderedTooLow'),
      path: ['tienkhachdua'],
    });
}

/**
 * POST /api/hoadon/:id/thanhtoan: one payment; several make a split tender. TAM_UNG draws it from the patient's
 * deposit (no money changes hands, so no shift is needed).
 */
export const paymentInput = tenderRules(
  z.object({ phuongthuc: z.enum(receiptMethods, m('requiredSelect')), ...tenderFields }),
);
export type PaymentInput = z.input<typeof paymentInput>;

/**
 * POST /api/hoadon/:id/hoantien: a refund, at most what was paid; cash by default (the named receipt's method when
 * one is named). TAM_UNG puts the money back into the patient's deposit instead of paying it out.
 */
export const refundInput = z.object({
  sotien: positiveDong,
  lydo: reason,
  phuongthuc: z.enum(receiptMethods, m('requiredSelect')).optional(),
  phieuthu_id: uuid.nullable().optional(),
});
export type RefundInput = z.input<typeof refundInput>;

/** POST /api/hoadon/:id/huy: voiding, only while nothing is paid, with its reason. */
export const billVoidInput = z.object({ huy_lydo: reason });
export type BillVoidInput = z.input<typeof billVoidInput>;

/** GET /api/hoadon/:id/vietqr: the dynamic VietQR string for the balance, and the amount it asks for. */
export const vietQrAnswer = z.object({ chuoi: z.string(), sotien: dong, so: z.string() });
export type VietQrAnswer = z.input<typeof vietQrAnswer>;

/**
 * A bill's moves that are made by hand: issuing a draft (it freezes) and voiding. Payments move it on to partly
 * paid and paid (POST …/thanhtoan): those states are reached only by taking money, never by a move of their own.
 */
export const billWorkflow = defineStates({
  field: 'trangthai',
  states: billStates,
  by: 'trangthai',
  conflict: 'errors.billState',
  moves: {
    PHAT_HANH: { from: ['NHAP'], to: 'DA_PHAT_HANH', path: 'phathanh' },
    HUY: { from: ['NHAP', 'DA_PHAT_HANH'], to: 'DA_HUY', path: 'huy', flag: 'delete', body: billVoidInput },
  },
});

/**
 * Where an issued bill stands once it holds `dathu` of `phaitra`: settled when nothing is left (a refund lowers both,
 * so a paid bill stays paid), issued when nothing is held, partly paid between.
 */
export const paidState = (phaitra: number, dathu: number): BillState =>
  dathu >= phaitra ? 'DA_THANH_TOAN' : dathu <= 0 ? 'DA_PHAT_HANH' : 'THANH_TOAN_MOT_PHAN';

/**
 * GET /api/phieuthu/:id: a receipt as printed (A5 or 80 mm), as it was issued, so a reprint never changes: clinic
 * header, the bill's lines and the payments up to this receipt.
 */
export const receiptPrint = receiptRow.extend({
  phongkham: z.object({ ten: z.string(), diachi_day: z.string(), dienthoai: z.string() }),
  /** Who paid: the patient's name and code as they are now (a deposit names no bill to read them from). */
  benhnhan_hoten: text,
  benhnhan_ma: text,
  /**
   * The bill as it stood right after this receipt: lines and discounts as stored (frozen at issue); state, refunded,
   * due, paid and balance from its receipts up to this one and the refunds made before it. Null on a deposit.
   */
  hoadon: billDetail.omit({ phieuthu: true, phieuchi: true }).nullable(),
  /** What the bill had taken per method as of this receipt: its receipts up to this one minus earlier refunds. */
  theophuongthuc: z.object({ TIEN_MAT: dong, THE: dong, CHUYEN_KHOAN: dong, VIETQR: dong, TAM_UNG: dong }),
  /**
   * The patient's deposit balance right after this receipt, when it touched the deposit (a deposit taken, or a
   * payment drawn from it); null otherwise.
   */
  sodu_tamung: dong.nullable(),
});
export type ReceiptPrint = z.input<typeof receiptPrint>;

export const billResource = defineResource({
  key: 'bills',
  table: 'hoadon',
  api: '/api/hoadon',
  urls: ['/hoa-don'],
  item: billRow,
  detail: billDetail,
  create: counterBillInput,
  update: billUpdateInput,
  sortFields: ['createdAt', 'so', 'tongtien'],
  defaultSort: '-createdAt',
  filters: {
    luotkham_id: queryOptional(uuid),
    benhnhan_id: queryOptional(uuid),
    trangthai: queryOptional(z.enum(billStates)),
    /** The approvals queue: the bills whose discount awaits approval (CHO_DUYET). */
    giamgia_duyet: queryOptional(z.enum(discountApprovals)),
    /** The clinic day the bill opened (Vietnam time). */
    ngay: queryOptional(calendarDay),
  },
  publicContent: false,
  clinicScoped: 'phongkham_id',
});
