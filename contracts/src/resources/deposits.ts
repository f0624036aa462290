// Deposits (tạm ứng, /api/tamung): money a patient pays in advance (a surgery deposit), held as one balance per
// patient and clinic. It is taken as a receipt (PT-) naming the patient and no bill, drawn on by a later bill as a
// payment with the method TAM_UNG, topped up when a bill's refund is put back into it, and paid back as a refund
// (PC-) with a reason. The patient's chart reads the balance beside the open bills (GET …/tongquan).
import { z } from 'zod';
import { timestamp, uuid } from '../api';
import { dong, paymentMethods, positiveDong, receiptMethods } from '../money';
import { requiredText } from '../validation/rules';
import { billRow, tenderFields, tenderRules } from './bills';

const m = (key: string) => ({ error: `validation.${key}` });
const text = z.string().nullable();

/** Where the deposit routes live; guarded by the bills' page (/hoa-don), as the payments are. */
export const DEPOSITS_API = '/api/tamung';

/** POST /api/tamung: a deposit taken, by a way money changes hands (a deposit cannot be paid from a deposit). */
export const depositInput = tenderRules(
  z.object({
    benhnhan_id: uuid,
    phuongthuc: z.enum(paymentMethods, m('requiredSelect')),
    ...tenderFields,
  }),
);
export type DepositInput = z.input<typeof depositInput>;

/** POST /api/tamung/hoantien: a deposit paid back, at most the balance, with its reason; cash by default. */
export const depositRefundInput = z.object({
  benhnhan_id: uuid,
  sotien: positiveDong,
  lydo: requiredText.pipe(z.string().max(500, m('tooLong'))),
  phuongthuc: z.enum(paymentMethods, m('requiredSelect')).optional(),
});
export type DepositRefundInput = z.input<typeof depositRefundInput>;

/** GET /api/tamung?benhnhan_id=: whose deposit. */
export const depositQuery = z.object({ benhnhan_id: uuid });

/**
 * GET /api/tamung/vietqr?benhnhan_id=&sotien=: the VietQR code for a deposit of `sotien`; its memo is the patient's
 * code, as a bill's is the bill's number.
 */
export const depositQrQuery = depositQuery.extend({ sotien: z.coerce.number(m('dongInvalid')).pipe(positiveDong) });

/**
 * How a document moved a deposit: NOP a deposit taken (in), TRU drawn by a bill (out), HOAN_VE a bill's refund put
 * back (in), TRA_LAI paid back to the patient (out).
 */
export const depositMoves = ['NOP', 'TRU', 'HOAN_VE', 'TRA_LAI'] as const;
export type DepositMove = (typeof depositMoves)[number];

/** One document of a deposit, with the balance it left. */
export const depositEntry = z.object({
  _id: uuid,
  so: z.string(),
  loai: z.enum(depositMoves),
  phuongthuc: z.enum(receiptMethods),
  sotien: dong,
  /** The balance right after this document. */
  sodu: dong,
  hoadon_id: uuid.nullable(),
  hoadon_so: text,
  lydo: text,
  nhanvien_hoten: text,
  createdAt: timestamp,
});
export type DepositEntry = z.input<typeof depositEntry>;

/** GET /api/tamung?benhnhan_id=: the patient's deposit balance and its documents, newest first. */
export const depositAccount = z.object({
  benhnhan_id: uuid,
  benhnhan_hoten: z.string(),
  benhnhan_ma: z.string(),
  sodu: dong,
  chungtu: z.array(depositEntry),
});
export type DepositAccount = z.input<typeof depositAccount>;

/**
 * GET /api/hoadon/benhnhan/:id/tongquan: the patient's money for the chart, read by whoever holds view on the bills'
 * page: the deposit balance and the bills with something left to pay (a draft's running total included), oldest
 * first, with what they come to. Names and figures only, never clinical text.
 */
export const patientMoney = z.object({
  benhnhan_id: uuid,
  sodu_tamung: dong,
  hoadon: z.array(billRow),
  /** Σ conlai of those bills. */
  conlai: dong,
});
export type PatientMoney = z.input<typeof patientMoney>;
