// The VietQR a bill shows for its balance: a dynamic NAPAS EMVCo string any Vietnamese banking app scans to pay the
// clinic's account the exact amount, with the bill number as the transfer memo so staff can match the transfer.
// vietnam-qr-pay (MIT, no dependencies) builds it and reproduces NAPAS's published examples to the CRC; this module
// holds what the library does not check: the inputs NAPAS allows, and a memo of plain ASCII (a length counted in
// UTF-16 units would be wrong for Vietnamese letters, and bank apps drop diacritics anyway).
import { Banks, QRPay, VietQRStatus } from 'vietnam-qr-pay';

export interface VietQrInput {
  /** The clinic's bank, its 6-digit NAPAS BIN (970415 VietinBank, 970436 Vietcombank, …). */
  bin: string;
  /** The clinic's account number (letters and digits, at most 19). */
  account: string;
  /** The amount in whole đồng, at least 1. */
  amount: number;
  /** The bill's number (HD-2026-000123), field 62-01. */
  billNumber: string;
  /** The transfer memo, field 62-08; the bill number when left out, so the statement line names the bill. */
  purpose?: string;
}

/** EMVCo's limit for a field inside the additional data (62). */
const SUBFIELD_MAX = 25;

/** Text as the QR may carry it: without diacritics (đ → d), printable ASCII only, single spaces, trimmed. */
export function qrText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^\x20-\x7e]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function check(ok: boolean, message: string): void {
  if (!ok) throw new RangeError(message);
}

/**
 * A dynamic VietQR (point of initiation 12) for an account transfer (QRIBFTTA): 00 format 01, 01 = 12, 38 {00 GUID
 * A000000727, 01 {00 BIN, 01 account}, 02 QRIBFTTA}, 53 = 704 (đồng), 54 the amount, 58 = VN, 62 {01 bill number,
 * 08 memo}, 63 the CRC-16/CCITT-FALSE in upper-case hex. Throws RangeError on inputs NAPAS would refuse; the settings
 * form and the bill's own rules keep those from arriving.
 */
export function vietQr({ bin, account, amount, billNumber, purpose }: VietQrInput): string {
  check(/^\d{6}$/.test(bin), `a bank BIN has 6 digits: ${bin}`);
  check(/^[0-9A-Za-z]{1,19}$/.test(account), `an account number has 1 to 19 letters or digits: ${account}`);
  // Field 54 holds at most 13 characters.
  check(Number.isSafeInteger(amount) && amount >= 1 && amount <= 9_999_999_999_999, `amount: ${amount}`);
  const bill = qrText(billNumber);
  const memo = qrText(purpose ?? billNumber)
    .slice(0, SUBFIELD_MAX)
    .trim();
  check(bill.length >= 1 && bill.length <= SUBFIELD_MAX, `a bill number has 1 to 25 characters: ${billNumber}`);
  check(memo.length >= 1, 'the memo is empty');

  const qr = QRPay.initVietQR({ bankBin: bin, bankNumber: account, amount: String(amount), purpose: memo });
  qr.additionalData.billNumber = bill;
  return qr.build();
}

/** A bank the clinic can receive VietQR transfers at, for the settings form. */
export interface VietQrBank {
  bin: string;
  /** The bank's Vietnamese name (Ngân hàng TMCP Ngoại Thương Việt Nam). */
  ten: string;
  /** The name people call it by (Vietcombank). */
  tenviettat: string;
}

let bankList: VietQrBank[] | undefined;

/**
 * The banks that take VietQR transfers (the library's list without retired banks), one per BIN, by short name.
 * A BIN listed twice (DongA Bank renamed Vikki Bank) keeps both names, so the form's choice stays unique.
 */
export function banks(): VietQrBank[] {
  if (!bankList) {
    const byBin = new Map<string, VietQrBank>();
    for (const bank of Banks) {
      if (bank.deprecated || bank.vietQRStatus === VietQRStatus.NOT_SUPPORTED) continue;
      const seen = byBin.get(bank.bin);
      byBin.set(
        bank.bin,
        seen
          ? { bin: bank.bin, ten: `${seen.ten} / ${bank.name}`, tenviettat: `${seen.tenviettat} / ${bank.shortName}` }
          : { bin: bank.bin, ten: bank.name, tenviettat: bank.shortName },
      );
    }
    bankList = [...byBin.values()].sort((a, b) => a.tenviettat.localeCompare(b.tenviettat, 'vi'));
  }
  return bankList.map((bank) => ({ ...bank }));
}
