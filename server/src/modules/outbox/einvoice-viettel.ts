// Viettel SInvoice: the e-invoice as its createInvoice JSON (generalInvoiceInfo, buyerInfo, sellerInfo, payments,
// itemInfo, summarizeInfo, taxBreakdowns), posted after a login that gives a short-lived token. The shape follows
// Viettel's integration document and Odoo's l10n_vn_edi_viettel (docs/decisions/0055-e-invoices.md says what was and
// was not verified). Its transactionUuid is the e-invoice's id, so a send repeated after a lost answer names the
// same invoice. The provider's number and reservation (lookup) code are what it answers.
import type { EInvoiceDocument } from '../../lib/money/e-invoice';
import type { EInvoiceConfig } from './messaging-config';
import { postJson, ProviderRefusal, type Provider } from './providers';

/** Viettel's tax percentage: -2 marks a line not subject to VAT (KCT). */
const taxPercentage = (rate: string) => (rate === 'KCT' ? -2 : Number(rate));

/** The createInvoice body for `doc`, issued at `at` (Viettel dates in milliseconds, to the second). */
export function viettelInvoice(doc: EInvoiceDocument, at: Date) {
  const buyer = doc.nguoimua;
  return {
    generalInvoiceInfo: {
      transactionUuid: doc.khoa,
      invoiceType: doc.mauso.slice(0, 1),
      templateCode: doc.mauso,
      invoiceSeries: doc.kyhieu,
      invoiceIssuedDate: Math.floor(at.getTime() / 1000) * 1000,
      currencyCode: 'VND',
      // 1: an original invoice (adjustments and replacements are other types).
      adjustmentType: '1',
      paymentStatus: true,
      cusGetInvoiceRight: true,
    },
    buyerInfo: {
      buyerName: buyer.ten,
      ...(buyer.masothue ? { buyerLegalName: buyer.ten, buyerTaxCode: buyer.masothue } : {}),
      ...(buyer.diachi ? { buyerAddressLine: buyer.diachi } : {}),
      ...(buyer.email ? { buyerEmail: buyer.email } : {}),
      // Without an address to send it to, Viettel does not mail the invoice.
      buyerNotGetInvoice: buyer.email ? 0 : 1,
    },
    sellerInfo: {
      sellerLegalName: doc.nguoiban.ten,
      sellerTaxCode: doc.nguoiban.masothue,
      sellerAddressLine: doc.nguoiban.diachi,
      ...(doc.nguoiban.dienthoai ? { sellerPhoneNumber: doc.nguoiban.dienthoai.replace(/\D/g, '') } : {}),
    },
    payments: [{ paymentMethodName: doc.thanhtoan }],
    itemInfo: doc.dong.map((line) => ({
      lineNumber: line.stt,
      // 1: goods or a service (2 is a note, 3 a commercial discount line).
      selection: 1,
      itemName: line.ten,
      unitName: line.donvitinh,
      quantity: line.soluong,
      unitPrice: line.dongia,
      itemTotalAmountWithoutTax: line.thanhtien_truocgiam,
      discount: line.giamgia_phantram ?? 0,
      itemDiscount: line.giamgia,
      itemTotalAmountAfterDiscount: line.thanhtien,
      taxPercentage: taxPercentage(line.thuesuat),
      taxAmount: line.tienthue,
      itemTotalAmountWithTax: line.tongcong,
    })),
    summarizeInfo: {
      sumOfTotalLineAmountWithoutTax: doc.tong.thanhtien,
      totalAmountWithoutTax: doc.tong.thanhtien,
      totalTaxAmount: doc.tong.tienthue,
      totalAmountWithTax: doc.tong.tongcong,
      totalAmountWithTaxInWords: doc.bangchu,
    },
    taxBreakdowns: doc.thue.map((group) => ({
      taxPercentage: taxPercentage(group.thuesuat),
      taxableAmount: group.thanhtien,
      taxAmount: group.tienthue,
    })),
  };
}

interface ViettelAnswer {
  errorCode?: string | number | null;
  description?: string | null;
  code?: number | string;
  message?: string;
  data?: unknown;
  result?: { invoiceNo?: string; reservationCode?: string; transactionID?: string } | null;
}

/** The token: POST {origin}/auth/login (another base than the API's). */
async function logIn(config: EInvoiceConfig): Promise<string> {
  const answer = (await postJson(new URL('/auth/login', config.baseUrl).href, {
    username: config.username,
    password: config.password,
  })) as { access_token?: string };
  if (!answer.access_token) throw new ProviderRefusal('SInvoice: the login gave no token');
  return answer.access_token;
}

export function viettelProvider(config: EInvoiceConfig): Provider {
  return {
    name: 'sinvoice',
    async send(message) {
      const doc = JSON.parse(message.noidung) as EInvoiceDocument;
      const token = await logIn(config);
      const url = `${config.baseUrl.replace(/\/+$/, '')}/InvoiceAPI/InvoiceWS/createInvoice/${encodeURIComponent(
        config.sellerTaxCode,
      )}`;
      // The token travels as the access_token cookie (as Viettel's clients send it) and as a bearer token.
      const answer = (await postJson(url, viettelInvoice(doc, new Date()), {
        cookie: `access_token=${token}`,
        authorization: `Bearer ${token}`,
      })) as ViettelAnswer;
      const invoiceNo = answer.result?.invoiceNo;
      if (!invoiceNo || answer.errorCode) {
        const why = answer.description ?? answer.message ?? (typeof answer.data === 'string' ? answer.data : null);
        throw new ProviderRefusal(`SInvoice ${answer.errorCode ?? answer.code ?? '?'}: ${why ?? 'refused'}`);
      }
      return { sohoadon: invoiceNo, matracuu: answer.result?.reservationCode ?? null };
    },
  };
}
