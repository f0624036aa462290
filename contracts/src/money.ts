// Whole-đồng arithmetic shared by the API and the forms, so a bill adds up the same on both sides of the wire.
// Every amount is a non-negative safe integer number of đồng; nothing here ever produces a fraction.
import { z } from 'zod';
// A type only: bills.ts declares the kinds and imports this module's values.
import type { DocumentKind } from './resources/bills';

const m = (key: string) => ({ error: `validation.${key}` });

/** Throws when a value is not a whole, non-negative, safe number of đồng: a float here is a programming error. */
function wholeDong(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative safe integer (đồng), got ${value}`);
  }
  return value;
}

/**
 * `percent` % of `amount`, rounded once, half up, to the đồng: floor((amount × percent + 50) / 100).
 * 12 345 × 10 % = 1 234.5 → 1 235; 12 344 × 10 % = 1 234.4 → 1 234. Both inputs are non-negative integers
 * (percent 0..100), so the only rounding in the whole money path is this one, at the point a percentage discount is
 * set (and again while a draft's lines change); the result is then stored as đồng and frozen at issue.
 */
export function percentOf(amount: number, percent: number): number {
  wholeDong(amount, 'amount');
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`percent must be an integer from 0 to 100, got ${percent}`);
  }
  // amount × percent must stay exact; 9e13 đồng is far beyond any clinic's bill.
  const scaled = wholeDong(amount * percent + 50, 'amount × percent');
  return Math.floor(scaled / 100);
}

/** The amounts of one bill line: quantity, unit price and the line's discount in đồng. */
export interface LineAmounts {
  soluong: number;
  dongia: number;
  giamgia: number;
}

/** A line's total (thanhtien) = soluong × dongia − giamgia; throws when the discount exceeds the line. */
export function lineTotal({ soluong, dongia, giamgia }: LineAmounts): number {
  const gross = wholeDong(wholeDong(soluong, 'soluong') * wholeDong(dongia, 'dongia'), 'soluong × dongia');
  if (wholeDong(giamgia, 'giamgia') > gross) {
    throw new RangeError(`a line's discount (${giamgia}) exceeds its amount (${gross})`);
  }
  return gross - giamgia;
}

/** What billTotals reads: the lines (their amounts, or each line's thanhtien), the bill discount, receipts, refunds. */
export interface BillAmounts {
  dong: ReadonlyArray<LineAmounts | number>;
  giamgia: number;
  thu: readonly number[];
  hoan: readonly number[];
}

/** A bill's figures, all whole đồng, named as the `hoadon` columns (conlai is computed, never stored). */
export interface BillTotals {
  /** Σ lines' thanhtien. */
  tongtien: number;
  /** The bill-level discount. */
  giamgia: number;
  /** Σ refunds. */
  dahoan: number;
  /** What is due: tongtien − giamgia − dahoan (a refund is a credit note: it lowers what is due). */
  phaitra: number;
  /** What was paid and kept: Σ receipts − Σ refunds. */
  dathu: number;
  /** The balance: phaitra − dathu (= tongtien − giamgia − Σ receipts, so a refund never reopens it). */
  conlai: number;
}

const sum = (values: readonly number[], name: string) =>
  values.reduce((total, value) => wholeDong(total + wholeDong(value, name), `Σ ${name}`), 0);

/**
 * A bill's totals under the refund model: a refund lowers both what was paid and what is due.
 * It computes and does not judge, so a caller can total the bill as it would be after a payment or refund and refuse
 * the move itself: conlai < 0 means an over-payment, dathu < 0 a refund above what was paid, phaitra < 0 a discount
 * above the bill. Only non-integer or negative inputs throw.
 */
export function billTotals({ dong, giamgia, thu, hoan }: BillAmounts): BillTotals {
  const tongtien = sum(
    dong.map((line) => (typeof line === 'number' ? line : lineTotal(line))),
    'thanhtien',
  );
  const receipts = sum(thu, 'thu');
  const dahoan = sum(hoan, 'hoan');
  const phaitra = tongtien - wholeDong(giamgia, 'giamgia') - dahoan;
  const dathu = receipts - dahoan;
  return { tongtien, giamgia, dahoan, phaitra, dathu, conlai: phaitra - dathu };
}

/** A numbered document's text: documentNumber('HD', 2026, 123) → "HD-2026-000123" (six digits, more if needed). */
export function documentNumber(kind: DocumentKind, year: number, n: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`year must have 4 digits: ${year}`);
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`a document number starts at 1, got ${n}`);
  return `${kind}-${year}-${String(n).padStart(6, '0')}`;
}

/** An amount in whole đồng: a non-negative safe integer. */
export const dong = z.number(m('dongInvalid')).int(m('dongInvalid')).min(0, m('dongInvalid'));

/** An amount that must be more than nothing (a payment, a refund): a whole đồng amount of at least 1. */
export const positiveDong = z.number(m('dongInvalid')).int(m('dongInvalid')).min(1, m('amountPositive'));

/** A percentage discount: a whole number from 0 to 100. */
export const percent = z
  .number(m('percentInvalid'))
  .int(m('percentInvalid'))
  .min(0, m('percentInvalid'))
  .max(100, m('percentInvalid'));

/** How money changes hands: cash, card, bank transfer, VietQR. */
export const paymentMethods = ['TIEN_MAT', 'THE', 'CHUYEN_KHOAN', 'VIETQR'] as const;

/**
 * What a bill's receipt or refund may name as its method: the ways money changes hands, and TAM_UNG, the patient's
 * deposit (a payment drawn from it, or a refund put back into it). TAM_UNG moves no money, so it stays out of the
 * cash book, the shift's drawer and every form that takes money in or pays it out by hand (those use paymentMethods).
 */
export const receiptMethods = [...paymentMethods, 'TAM_UNG'] as const;
