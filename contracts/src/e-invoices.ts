// E-invoices (hóa đơn điện tử): a paid bill's invoice, issued once through the clinic's e-invoice provider (Viettel
// SInvoice or VNPT Invoice) when the system settings name one, and off otherwise. The provider gives the invoice its
// number; the bill page reads its state (GET /api/hoadon/:id/hoadondientu), issues it by hand (POST, with a buyer who
// asked for one) and sends a refused one again (/guilai). docs/decisions/0055-e-invoices.md.
import { z } from 'zod';
import { timestamp, uuid } from './api';
import { dong } from './money';
import { email, optionalText, taxCode } from './validation/rules';

/** Who issues the clinic's e-invoices: Viettel SInvoice (REST, JSON) or VNPT Invoice (SOAP, XML). */
export const eInvoiceProviders = ['VIETTEL', 'VNPT'] as const;
export type EInvoiceProvider = (typeof eInvoiceProviders)[number];

/** Waiting for the provider (also between retries), issued with its number, or refused (or out of attempts). */
export const eInvoiceStates = ['CHO_GUI', 'DA_PHAT_HANH', 'LOI'] as const;
export type EInvoiceState = (typeof eInvoiceStates)[number];

/** VAT rates an invoice line can carry: KCT is not subject to VAT (không chịu thuế), the others in percent. */
export const vatRates = ['KCT', '0', '5', '8', '10'] as const;
export type VatRate = (typeof vatRates)[number];

/** What an empty e-invoice setting stands for. */
export const eInvoiceDefaults = {
  /** The buyer on an invoice whose buyer gave no name or tax code (the issue's wording; see the decision record). */
  nguoimua: 'Người mua không cung cấp thông tin',
  /** Medical examination and treatment are not subject to VAT; drugs at 5 %; other goods at the standard rate. */
  thuesuat_dichvu: 'KCT' as VatRate,
  thuesuat_thuoc: '5' as VatRate,
  thuesuat_sanpham: '10' as VatRate,
  /** Viettel's production API; VNPT gives each customer an address of its own, so it has no default. */
  viettelUrl: 'https://api-vinvoice.viettel.vn/services/einvoiceapplication/api',
} as const;

/** The template (ký hiệu mẫu số): its one-digit kind, optionally with the provider's /NNN, as in `1/001`. */
export const invoiceTemplatePattern = /^[1-9](\/\d{3})?$/;
/**
 * The series (ký hiệu): C (with the tax authority's code) or K, the year's two digits, the kind of invoice (M: from a
 * cash register, T: registered), then two characters of the seller's own, as in `C26MYY`.
 */
export const invoiceSeriesPattern = /^[CK]\d{2}[TDLMNBGHXF][0-9A-Z]{2}$/;

/** The e-invoice routes beside the bill's own. */
export const eInvoicePath = (billId: string) => `/api/hoadon/${billId}/hoadondientu`;

/** POST /api/hoadon/:id/hoadondientu: the buyer when one asked for an invoice in their name (all optional). */
export const eInvoiceIssue = z.object({
  nguoimua_ten: optionalText(200),
  nguoimua_mst: taxCode.nullable().optional(),
  nguoimua_diachi: optionalText(300),
  nguoimua_email: email.nullable().optional(),
});
export type EInvoiceIssue = z.input<typeof eInvoiceIssue>;

const text = z.string().nullable();

/** A bill's e-invoice as recorded: what was asked of the provider and what it answered. */
export const eInvoiceRow = z.object({
  _id: uuid,
  hoadon_id: uuid,
  trangthai: z.enum(eInvoiceStates),
  nhacungcap: z.enum(eInvoiceProviders),
  mauso: z.string(),
  kyhieu: z.string(),
  /** The provider's invoice number, once issued. */
  sohoadon: text,
  /** The code a buyer looks the invoice up with (Viettel's reservation code, VNPT's tax authority code). */
  matracuu: text,
  /** What the invoice says was paid, VAT included, and the VAT in it. */
  tongtien: dong,
  tienthue: dong,
  nguoimua_ten: z.string(),
  nguoimua_mst: text,
  /** The last failure or refusal, as the provider worded it. */
  loi: text,
  /** Attempts so far. */
  solan: z.number().int(),
  phathanh_luc: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type EInvoiceRow = z.input<typeof eInvoiceRow>;

/** GET /api/hoadon/:id/hoadondientu. */
export const billEInvoice = z.object({
  /** Whether an e-invoice provider is configured now (otherwise nothing is issued or sent). */
  batdau: z.boolean(),
  hoadondientu: eInvoiceRow.nullable(),
  /**
   * What refunds took off the bill after its invoice was issued: an adjusting invoice for this amount is due (made on
   * the provider's portal for now). Zero when none is.
   */
  dieuchinh: dong,
});
export type BillEInvoice = z.input<typeof billEInvoice>;
