// VNPT Invoice: the e-invoice as the Circular 78 xmlInvData (DSHDon/HDon: key, TTChung, NDHDon with NBan, NMua,
// DSHHDVu/HHDVu and TToan), sent in a SOAP 1.1 call to PublishService.asmx's ImportAndPublishInv with the issuing
// account (Account/ACpass) and the ServiceRole account (username/password). A series for a cash register (its 4th
// character M) goes to ImportAndPublishInvMTT. The answer is a string: `OK:pattern;serial-key_number[_code]` or
// `ERR:n`. The key (Fkey) is the e-invoice's id: VNPT refuses a second invoice under it (ERR:13). Shapes and codes:
// VNPT's integration document, section 3.1.1 (docs/decisions/0055-e-invoices.md says what was verified).
import type { EInvoiceDocument } from '../../lib/money/e-invoice';
import type { EInvoiceConfig } from './messaging-config';
import { ProviderRefusal, TIMEOUT_MS, type Provider } from './providers';

const escape = (text: string | number | null | undefined) =>
  String(text ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `<Tag>value</Tag>`, escaped. */
const el = (tag: string, value: string | number | null | undefined) => `<${tag}>${escape(value)}</${tag}>`;

/** VNPT's rate: KCT, or the percentage with its sign (5%). */
const rate = (thuesuat: string) => (thuesuat === 'KCT' ? 'KCT' : `${thuesuat}%`);

/** The xmlInvData of one invoice. */
export function vnptInvoiceXml(doc: EInvoiceDocument): string {
  const seller = doc.nguoiban;
  const buyer = doc.nguoimua;
  const lines = doc.dong
    .map(
      (line) =>
        `<HHDVu>${el('TChat', 1)}${el('STT', line.stt)}${el('THHDVu', line.ten)}${el('DVTinh', line.donvitinh)}` +
        `${el('SLuong', line.soluong)}${el('DGia', line.dongia)}` +
        `${line.giamgia_phantram === null ? '' : el('TLCKhau', line.giamgia_phantram)}${el('STCKhau', line.giamgia)}` +
        `${el('ThTien', line.thanhtien)}${el('TSuat', rate(line.thuesuat))}${el('TThue', line.tienthue)}` +
        `${el('TSThue', line.tongcong)}</HHDVu>`,
    )
    .join('');
  const groups = doc.thue
    .map(
      (group) =>
        `<LTSuat>${el('TSuat', rate(group.thuesuat))}${el('ThTien', group.thanhtien)}${el('TThue', group.tienthue)}</LTSuat>`,
    )
    .join('');
  return (
    `<DSHDon><HDon>${el('key', doc.khoa)}<DLHDon>` +
    `<TTChung>${el('DVTTe', 'VND')}${el('HTTToan', doc.thanhtoan)}</TTChung>` +
    `<NDHDon>` +
    `<NBan>${el('Ten', seller.ten)}${el('MST', seller.masothue)}${el('DChi', seller.diachi)}${el('SDThoai', seller.dienthoai)}</NBan>` +
    `<NMua>${el('Ten', buyer.ten)}${el('MST', buyer.masothue)}${el('DChi', buyer.diachi)}${el('DCTDTu', buyer.email)}</NMua>` +
    `<DSHHDVu>${lines}</DSHHDVu>` +
    `<TToan><THTTLTSuat>${groups}</THTTLTSuat>${el('TgTCThue', doc.tong.thanhtien)}${el('TgTThue', doc.tong.tienthue)}` +
    `${el('TTCKTMai', 0)}${el('TgTTTBSo', doc.tong.tongcong)}${el('TgTTTBChu', doc.bangchu)}</TToan>` +
    `</NDHDon></DLHDon></HDon></DSHDon>`
  );
}

/** The SOAP method for a series: a cash register's (M) has a call of its own. */
export const vnptMethod = (series: string) => (series[3] === 'M' ? 'ImportAndPublishInvMTT' : 'ImportAndPublishInv');

/** The SOAP 1.1 envelope of the publishing call. */
export function vnptEnvelope(doc: EInvoiceDocument, config: EInvoiceConfig): string {
  const method = vnptMethod(doc.kyhieu);
  return (
    '<?xml version="1.0" encoding="utf-8"?>' +
    '<soap:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ' +
    'xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">' +
    `<soap:Body><${method} xmlns="http://tempuri.org/">` +
    `${el('Account', config.account)}${el('ACpass', config.accountPassword)}` +
    `${el('xmlInvData', vnptInvoiceXml(doc))}` +
    `${el('username', config.username)}${el('password', config.password)}` +
    `${el('pattern', doc.mauso)}${el('serial', doc.kyhieu)}${el('convert', 0)}` +
    `</${method}></soap:Body></soap:Envelope>`
  );
}

const unescape = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** What the errors VNPT documents for the call mean, for staff reading the refusal. */
const errors: Record<string, string> = {
  'ERR:1': 'the issuing account is wrong or may not publish',
  'ERR:3': 'the invoice XML was refused',
  'ERR:7': 'the service account (username/password) is wrong',
  'ERR:20': 'the template and series are not registered for this account',
  'ERR:6': 'the series has no numbers left',
  'ERR:13': 'an invoice with this key was already published: read its number on the VNPT portal',
  'ERR:29': 'the signing certificate has expired',
  'ERR:30': 'an invoice dated later was already published',
};

/** The call's result string, or the fault. */
function resultOf(body: string, method: string): string {
  const match = new RegExp(`<${method}Result>([\\s\\S]*?)</${method}Result>`).exec(body);
  if (!match) throw new Error(`VNPT: no ${method}Result in the answer`);
  return unescape(match[1]!.trim());
}

export function vnptProvider(config: EInvoiceConfig): Provider {
  const base = config.baseUrl.replace(/\/+$/, '');
  const url = /\.asmx$/i.test(base) ? base : `${base}/PublishService.asmx`;
  return {
    name: 'vnptinvoice',
    async send(message) {
      const doc = JSON.parse(message.noidung) as EInvoiceDocument;
      const method = vnptMethod(doc.kyhieu);
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `"http://tempuri.org/${method}"` },
        body: vnptEnvelope(doc, config),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = await response.text();
      // A SOAP fault is a 500: the service failed, not the invoice; try again later.
      if (response.status >= 500 || response.status === 429) throw new Error(`HTTP ${response.status}`);
      if (!response.ok) throw new ProviderRefusal(`HTTP ${response.status}`);
      const result = resultOf(body, method);
      if (result.startsWith('ERR:')) {
        const code = result.split(/[;\s]/)[0]!;
        // ERR:5: publishing failed for no stated reason and was rolled back; the same key may be sent again.
        if (code === 'ERR:5') throw new Error(`VNPT ${code}`);
        throw new ProviderRefusal(`VNPT ${code}${errors[code] ? `: ${errors[code]}` : ''}`);
      }
      // OK:pattern;serial-key_number[_code],… : this invoice's entry is the one under its key.
      const entries = result.slice(result.indexOf('-') + 1).split(',');
      const mine = entries.find((entry) => entry.startsWith(`${doc.khoa}_`));
      if (!result.startsWith('OK') || !mine)
        throw new ProviderRefusal(`VNPT: unexpected answer ${result.slice(0, 200)}`);
      const [, number, code] = mine.split('_');
      return { sohoadon: number!, matracuu: code ?? null };
    },
  };
}
