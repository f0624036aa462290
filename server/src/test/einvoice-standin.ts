// A local stand-in for both e-invoice providers (node:http on 127.0.0.1): Viettel SInvoice's login and createInvoice,
// and VNPT's PublishService.asmx. Like the providers it checks who is calling and the request's shape (the fields a
// provider requires, whole-đồng figures that add up, VAT per rate), refuses what is wrong the way the provider would,
// and otherwise issues the invoice with a number. A test may also make it fail (down: 503) or refuse. Nothing
// leaves the machine.
import { startStandIn, type StandIn, type StandInAnswer, type StandInRequest } from './http-standin';

export const VIETTEL_API = '/services/einvoiceapplication/api';
export const VNPT_BASE = '/vnpt';

export interface EInvoiceStandIn {
  standIn: StandIn;
  /** ok: issue; down: 503; refuse: the provider's own refusal. */
  mode: 'ok' | 'down' | 'refuse';
  /** The credentials it accepts. */
  user: string;
  password: string;
  /** VNPT's issuing account. */
  account: string;
  accountPassword: string;
  sellerTaxCode: string;
  /** Invoices issued so far (the next number). */
  issued: number;
  /** What was wrong with the last request it refused for its shape. */
  problems: string[];
}

const whole = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

type Json = Record<string, unknown>;

/** What a createInvoice body lacks or gets wrong, as SInvoice would refuse it. */
export function viettelProblems(body: Json): string[] {
  const problems: string[] = [];
  const general = (body.generalInvoiceInfo ?? {}) as Json;
  for (const field of ['transactionUuid', 'invoiceType', 'templateCode', 'invoiceSeries'])
    if (typeof general[field] !== 'string' || !general[field]) problems.push(`generalInvoiceInfo.${field}`);
  if (typeof general.invoiceIssuedDate !== 'number') problems.push('generalInvoiceInfo.invoiceIssuedDate');
  if (general.currencyCode !== 'VND' || general.adjustmentType !== '1') problems.push('generalInvoiceInfo.type');
  if (!((body.buyerInfo ?? {}) as Json).buyerName) problems.push('buyerInfo.buyerName');
  const seller = (body.sellerInfo ?? {}) as Json;
  if (!seller.sellerLegalName || !seller.sellerTaxCode) problems.push('sellerInfo');
  if (!((body.payments as Json[] | undefined)?.[0] ?? {}).paymentMethodName) problems.push('payments');
  const items = (body.itemInfo ?? []) as Json[];
  if (!items.length) problems.push('itemInfo');
  for (const item of items) {
    for (const field of ['quantity', 'unitPrice', 'itemTotalAmountWithoutTax', 'taxAmount'])
      if (!whole(item[field])) problems.push(`itemInfo.${field}`);
    if (!item.itemName || !item.unitName) problems.push('itemInfo.itemName/unitName');
    if (![-2, -1, 0, 5, 8, 10].includes(item.taxPercentage as number)) problems.push('itemInfo.taxPercentage');
    const after = item.itemTotalAmountAfterDiscount as number;
    if (after !== (item.itemTotalAmountWithoutTax as number) - ((item.itemDiscount as number) ?? 0))
      problems.push('itemInfo.itemTotalAmountAfterDiscount');
    if (item.itemTotalAmountWithTax !== after + (item.taxAmount as number))
      problems.push('itemInfo.itemTotalAmountWithTax');
  }
  const totals = (body.summarizeInfo ?? {}) as Json;
  const breakdowns = (body.taxBreakdowns ?? []) as Json[];
  const without = sum(items.map((item) => item.itemTotalAmountAfterDiscount as number));
  const tax = sum(items.map((item) => item.taxAmount as number));
  if (totals.totalAmountWithoutTax !== without) problems.push('summarizeInfo.totalAmountWithoutTax');
  if (totals.totalTaxAmount !== tax) problems.push('summarizeInfo.totalTaxAmount');
  if (totals.totalAmountWithTax !== without + tax) problems.push('summarizeInfo.totalAmountWithTax');
  if (typeof totals.totalAmountWithTaxInWords !== 'string') problems.push('summarizeInfo.totalAmountWithTaxInWords');
  if (sum(breakdowns.map((group) => group.taxableAmount as number)) !== without) problems.push('taxBreakdowns');
  if (sum(breakdowns.map((group) => group.taxAmount as number)) !== tax) problems.push('taxBreakdowns.taxAmount');
  return problems;
}

/** A SOAP call's named parameters (unescaped), and the method it calls. */
export function soapCall(body: string): { method: string; params: Record<string, string> } {
  const method = /<soap:Body><(\w+) xmlns="http:\/\/tempuri\.org\/">/.exec(body)?.[1] ?? '';
  const params: Record<string, string> = {};
  for (const [, name, value] of body.matchAll(/<(\w+)>([^<]*)<\/\1>/g)) params[name!] = unescapeXml(value!);
  return { method, params };
}

export const unescapeXml = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The text of each `<tag>` in `xml`, in order. */
export const tags = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map(([, value]) => unescapeXml(value!));

/** What an xmlInvData lacks or gets wrong, as VNPT's ERR:3 would refuse it. */
export function vnptProblems(xml: string): string[] {
  const problems: string[] = [];
  for (const part of [
    '<DSHDon><HDon><key>',
    '<DLHDon><TTChung>',
    '<NDHDon><NBan>',
    '<NMua>',
    '<DSHHDVu><HHDVu>',
    '<TToan>',
  ])
    if (!xml.includes(part)) problems.push(part);
  if (tags(xml, 'DVTTe')[0] !== 'VND') problems.push('DVTTe');
  const amounts = tags(xml, 'ThTien').map(Number);
  const lineCount = tags(xml, 'THHDVu').length;
  const lineTotal = sum(amounts.slice(0, lineCount));
  const lineTax = sum(tags(xml, 'TThue').slice(0, lineCount).map(Number));
  if (!amounts.every((n) => Number.isSafeInteger(n))) problems.push('ThTien');
  if (Number(tags(xml, 'TgTCThue')[0]) !== lineTotal) problems.push('TgTCThue');
  if (Number(tags(xml, 'TgTThue')[0]) !== lineTax) problems.push('TgTThue');
  if (Number(tags(xml, 'TgTTTBSo')[0]) !== lineTotal + lineTax) problems.push('TgTTTBSo');
  if (!tags(xml, 'TgTTTBChu')[0]) problems.push('TgTTTBChu');
  if (!tags(xml, 'TSuat').every((rate) => /^(KCT|\d+%)$/.test(rate))) problems.push('TSuat');
  return problems;
}

const soapAnswer = (method: string, result: string): StandInAnswer => ({
  contentType: 'text/xml; charset=utf-8',
  text:
    '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">' +
    `<soap:Body><${method}Response xmlns="http://tempuri.org/"><${method}Result>${result}</${method}Result>` +
    `</${method}Response></soap:Body></soap:Envelope>`,
});

export async function startEInvoiceStandIn(): Promise<EInvoiceStandIn> {
  const state: EInvoiceStandIn = {
    standIn: undefined as unknown as StandIn,
    mode: 'ok',
    user: 'phongkham-api',
    password: 'mat-khau-hddt',
    account: 'thungan-phathanh',
    accountPassword: 'mat-khau-phathanh',
    sellerTaxCode: '0312345678',
    issued: 0,
    problems: [],
  };
  const viettel = (request: StandInRequest): StandInAnswer => {
    const body = request.body as Json;
    if (request.path === '/auth/login') {
      if (body.username !== state.user || body.password !== state.password)
        return { status: 401, json: { error: 'invalid_grant' } };
      return { json: { access_token: 'token-1', token_type: 'bearer', expires_in: 300 } };
    }
    if (request.path !== `${VIETTEL_API}/InvoiceAPI/InvoiceWS/createInvoice/${state.sellerTaxCode}`)
      return { status: 404, json: { code: 404, message: 'not found' } };
    if (!String(request.headers.cookie).includes('access_token=token-1'))
      return { status: 401, json: { code: 401, message: 'unauthorized' } };
    state.problems = viettelProblems(body);
    if (state.problems.length) return { status: 400, json: { code: 400, message: state.problems.join('; ') } };
    if (state.mode === 'refuse')
      return { json: { errorCode: 'TEMPLATE_NOT_FOUND', description: 'Mẫu hóa đơn không tồn tại', result: null } };
    const general = body.generalInvoiceInfo as Json;
    state.issued += 1;
    return {
      json: {
        errorCode: null,
        description: null,
        result: {
          supplierTaxCode: state.sellerTaxCode,
          invoiceNo: `${general.invoiceSeries}${String(state.issued).padStart(8, '0')}`,
          transactionID: general.transactionUuid,
          reservationCode: `TRACUU${state.issued}`,
        },
      },
    };
  };
  const vnpt = (request: StandInRequest): StandInAnswer => {
    const { method, params } = soapCall(String(request.body));
    if (request.headers.soapaction !== `"http://tempuri.org/${method}"`) return { status: 500, text: 'no action' };
    if (params.Account !== state.account || params.ACpass !== state.accountPassword) return soapAnswer(method, 'ERR:1');
    if (params.username !== state.user || params.password !== state.password) return soapAnswer(method, 'ERR:7');
    state.problems = vnptProblems(params.xmlInvData ?? '');
    if (state.problems.length) return soapAnswer(method, 'ERR:3');
    if (state.mode === 'refuse') return soapAnswer(method, 'ERR:20');
    const key = tags(params.xmlInvData!, 'key')[0];
    state.issued += 1;
    return soapAnswer(
      method,
      `OK:${params.pattern};${params.serial}-${key}_${state.issued}_M1-26-00001-0000000000${state.issued}`,
    );
  };
  state.standIn = await startStandIn((request) => {
    if (state.mode === 'down' && request.path !== '/auth/login') return { status: 503, json: {} };
    return request.path.startsWith(VNPT_BASE) ? vnpt(request) : viettel(request);
  });
  return state;
}
