// The e-invoice as the clinic means it, before any provider's format: seller, buyer, lines, the VAT per rate and the
// totals, all whole đồng. modules/e-invoices builds it from a paid bill; the outbox's adapters (Viettel SInvoice,
// VNPT) translate it. Bill amounts are what the patient paid, VAT included, so each line's VAT is taken out of its
// amount once, half up, and the invoice's total is exactly what the bill asked for. A bill-level discount is spread
// over the lines it applied to (largest remainder), so every line's VAT is worked out on what was really charged.
import type { BillLineKind, VatRate } from '@phongkham/contracts';
import { amountInWords } from './amount-words';

export interface EInvoiceParty {
  ten: string;
  masothue: string | null;
  diachi: string | null;
}

export interface EInvoiceLine {
  stt: number;
  ten: string;
  donvitinh: string;
  soluong: number;
  /** The unit price without VAT. */
  dongia: number;
  /** Quantity × price without VAT, before the discount. */
  thanhtien_truocgiam: number;
  /** The line's own discount percentage, when it was given as one. */
  giamgia_phantram: number | null;
  /** The discount without VAT (the line's own and its share of the bill's). */
  giamgia: number;
  /** The amount without VAT, after the discount. */
  thanhtien: number;
  thuesuat: VatRate;
  tienthue: number;
  /** What the line cost the patient: thanhtien + tienthue. */
  tongcong: number;
}

export interface EInvoiceTaxGroup {
  thuesuat: VatRate;
  thanhtien: number;
  tienthue: number;
}

/** The provider-neutral invoice (kept as hoadondientu.noidung and queued as the outbox message's text). */
export interface EInvoiceDocument {
  /** The e-invoice's id: Viettel's transactionUuid, VNPT's Fkey, so a resend is recognised as the same invoice. */
  khoa: string;
  /** The bill it invoices (HD-2026-000123). */
  hoadon_so: string;
  mauso: string;
  kyhieu: string;
  /** When it was built (ISO); the provider dates the invoice when it issues it. */
  lapluc: string;
  nguoiban: EInvoiceParty & { dienthoai: string | null };
  nguoimua: EInvoiceParty & { email: string | null };
  /** TM (cash), CK (transfer, card, VietQR) or TM/CK. */
  thanhtoan: 'TM' | 'CK' | 'TM/CK';
  dong: EInvoiceLine[];
  thue: EInvoiceTaxGroup[];
  tong: { thanhtien: number; giamgia: number; tienthue: number; tongcong: number };
  /** The total in Vietnamese words. */
  bangchu: string;
}

/** The VAT rate as a number of percent (KCT, not subject to VAT, carries none). */
export const ratePercent = (rate: VatRate): number => (rate === 'KCT' ? 0 : Number(rate));

/** `amount` (VAT included) without its VAT at `rate`, rounded once, half up: amount × 100 / (100 + rate). */
export function withoutVat(amount: number, rate: VatRate): number {
  const r = ratePercent(rate);
  if (r === 0) return amount;
  return Math.floor((amount * 200 + 100 + r) / (200 + 2 * r));
}

/** `total` spread over `weights` in proportion, whole numbers summing to `total` exactly (largest remainder). */
export function spread(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total === 0 || sum === 0) return weights.map(() => 0);
  // BigInt: total × weight can pass 2^53 on large bills.
  const exact = weights.map((weight) => BigInt(total) * BigInt(weight));
  const shares = exact.map((value) => Number(value / BigInt(sum)));
  const left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, at) => ({ at, rest: value % BigInt(sum) }))
    .sort((a, b) => (a.rest === b.rest ? a.at - b.at : a.rest > b.rest ? -1 : 1));
  for (let i = 0; i < left; i++) shares[byRemainder[i]!.at]! += 1;
  return shares;
}

/** The series for the invoice's year: its 2nd and 3rd characters are the year (C26MYY in 2026, C27MYY in 2027). */
export const seriesForYear = (series: string, year: number) =>
  `${series.slice(0, 1)}${String(year % 100).padStart(2, '0')}${series.slice(3)}`;

/** A bill line as the document reads it (frozen when the bill was issued). */
export interface InvoicedLine {
  loai: BillLineKind;
  ten: string;
  donvitinh: string | null;
  soluong: number;
  dongia: number;
  giamgia_phantram: number | null;
  giamgia: number;
  thanhtien: number;
}

export interface DocumentInput {
  khoa: string;
  bill: { so: string; giamgia: number; makhuyenmai: string | null };
  lines: readonly InvoicedLine[];
  /** The receipts' methods (TIEN_MAT, CHUYEN_KHOAN…). */
  methods: readonly string[];
  rates: Record<BillLineKind, VatRate>;
  mauso: string;
  kyhieu: string;
  seller: EInvoiceDocument['nguoiban'];
  buyer: EInvoiceDocument['nguoimua'];
  at: Date;
  year: number;
}

const units: Record<BillLineKind, string> = { DICH_VU: 'Lần', GOI: 'Gói', THUOC: 'Cái', SAN_PHAM: 'Cái' };

function paymentOf(methods: readonly string[]): EInvoiceDocument['thanhtoan'] {
  const cash = methods.some((method) => method === 'TIEN_MAT');
  const other = methods.some((method) => method !== 'TIEN_MAT');
  return cash && !other ? 'TM' : other && !cash && !methods.includes('TAM_UNG') ? 'CK' : 'TM/CK';
}

/** The invoice of a paid bill: every figure whole đồng, the total exactly the bill's (tongtien − giamgia). */
export function invoiceDocument(input: DocumentInput): EInvoiceDocument {
  const { lines, bill, rates } = input;
  // A member code's discount is off the service lines only (billing's billDiscount); any other, off every line.
  const eligible = (line: InvoicedLine) => !bill.makhuyenmai || line.loai === 'DICH_VU';
  const shares = spread(
    bill.giamgia,
    lines.map((line) => (eligible(line) ? line.thanhtien : 0)),
  );
  const dong = lines.map((line, at): EInvoiceLine => {
    const thuesuat = rates[line.loai];
    const gross = line.soluong * line.dongia;
    const net = line.thanhtien - shares[at]!;
    const thanhtien = withoutVat(net, thuesuat);
    const thanhtien_truocgiam = withoutVat(gross, thuesuat);
    return {
      stt: at + 1,
      ten: line.ten,
      donvitinh: line.donvitinh || units[line.loai],
      soluong: line.soluong,
      dongia: withoutVat(line.dongia, thuesuat),
      thanhtien_truocgiam,
      giamgia_phantram: shares[at] ? null : line.giamgia_phantram,
      giamgia: thanhtien_truocgiam - thanhtien,
      thanhtien,
      thuesuat,
      tienthue: net - thanhtien,
      tongcong: net,
    };
  });
  const groups = new Map<VatRate, EInvoiceTaxGroup>();
  for (const line of dong) {
    const group = groups.get(line.thuesuat) ?? { thuesuat: line.thuesuat, thanhtien: 0, tienthue: 0 };
    group.thanhtien += line.thanhtien;
    group.tienthue += line.tienthue;
    groups.set(line.thuesuat, group);
  }
  const sum = (pick: (line: EInvoiceLine) => number) => dong.reduce((total, line) => total + pick(line), 0);
  const tongcong = sum((line) => line.tongcong);
  return {
    khoa: input.khoa,
    hoadon_so: bill.so,
    mauso: input.mauso,
    kyhieu: seriesForYear(input.kyhieu, input.year),
    lapluc: input.at.toISOString(),
    nguoiban: input.seller,
    nguoimua: input.buyer,
    thanhtoan: paymentOf(input.methods),
    dong,
    thue: [...groups.values()],
    tong: {
      thanhtien: sum((line) => line.thanhtien),
      giamgia: sum((line) => line.giamgia),
      tienthue: sum((line) => line.tienthue),
      tongcong,
    },
    bangchu: amountInWords(tongcong, 'vi'),
  };
}
