import { describe, expect, it } from 'vitest';
import { banks, qrText, vietQr } from './vietqr';

// NAPAS's published examples (VietQR IBFT specification, the static and dynamic account transfers), as they are
// copied in many VietQR libraries' tests.
const NAPAS_DYNAMIC =
  '00020101021238570010A00000072701270006970403011300110123456780208QRIBFTTA530370454061800005802VN62340107NPS68690819thanh toan don hang63042E2E';
const NAPAS_STATIC = '00020101021138570010A00000072701270006970403011200110123456780208QRIBFTTA53037045802VN6304F4E5';
const NAPAS_STATIC_CARD =
  '00020101021138600010A00000072701300006970403011697040311012345670208QRIBFTTC53037045802VN63044F52';
const NAPAS_DYNAMIC_CARD =
  '00020101021238600010A00000072701300006970403011697040311012345670208QRIBFTTC530370454061800005802VN62340107NPS68690819thanh toan don hang6304A203';

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection), written here bit by bit, apart from the library. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** An EMVCo TLV reader: id (2 digits), length (2 digits), value; the fields in the order they came. */
function tlv(text: string): [string, string][] {
  const fields: [string, string][] = [];
  for (let at = 0; at < text.length;) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    const value = text.slice(at + 4, at + 4 + length);
    if (!/^\d{2}$/.test(id) || value.length !== length) throw new Error(`bad TLV at ${at}: ${text.slice(at)}`);
    fields.push([id, value]);
    at += 4 + length;
  }
  return fields;
}
const fieldsOf = (text: string) => Object.fromEntries(tlv(text));

/** Everything a scanning app reads from the string, checked field by field. */
function decode(chuoi: string) {
  const root = tlv(chuoi);
  const ids = root.map(([id]) => id);
  expect([...ids].sort()).toEqual(ids); // fields in ascending order, CRC last
  const f = Object.fromEntries(root);
  expect(chuoi.slice(-8, -4)).toBe('6304');
  expect(f['63']).toBe(crc16(chuoi.slice(0, -4)));
  const merchant = fieldsOf(f['38']!);
  const bank = fieldsOf(merchant['01']!);
  const extra = fieldsOf(f['62'] ?? '');
  return {
    format: f['00'],
    method: f['01'],
    guid: merchant['00'],
    service: merchant['02'],
    bin: bank['00'],
    account: bank['01'],
    currency: f['53'],
    amount: f['54'],
    country: f['58'],
    billNumber: extra['01'],
    purpose: extra['08'],
  };
}

describe('the CRC against NAPAS examples', () => {
  it('is CRC-16/CCITT-FALSE: the standard check value and every published example', () => {
    expect(crc16('123456789')).toBe('29B1');
    for (const example of [NAPAS_DYNAMIC, NAPAS_STATIC, NAPAS_STATIC_CARD, NAPAS_DYNAMIC_CARD]) {
      expect(crc16(example.slice(0, -4)), example).toBe(example.slice(-4));
    }
    expect(NAPAS_DYNAMIC.slice(-4)).toBe('2E2E');
    expect(NAPAS_STATIC.slice(-4)).toBe('F4E5');
  });

  it('the static example reads as an account transfer without an amount', () => {
    // Only its root is read: inside 38-01 the published text declares a 12-character account and carries 13 (a slip
    // in the document that its CRC, computed over the text as printed, does not catch).
    const root = fieldsOf(NAPAS_STATIC);
    expect(root).toMatchObject({ '00': '01', '01': '11', '53': '704', '58': 'VN', '63': 'F4E5' });
    expect(root['54']).toBeUndefined();
    expect(fieldsOf(root['38']!)).toMatchObject({ '00': 'A000000727', '02': 'QRIBFTTA' });
  });
});

describe('vietQr()', () => {
  it("reproduces NAPAS's dynamic example to the CRC (2E2E)", () => {
    expect(
      vietQr({
        bin: '970403',
        account: '0011012345678',
        amount: 180_000,
        billNumber: 'NPS6869',
        purpose: 'thanh toan don hang',
      }),
    ).toBe(NAPAS_DYNAMIC);
  });

  it('encodes a bill as a scanning app decodes it, the bill number as the memo by default', () => {
    const chuoi = vietQr({ bin: '970436', account: '1023456789', amount: 1_250_000, billNumber: 'HD-2026-000123' });
    expect(decode(chuoi)).toEqual({
      format: '01',
      method: '12',
      guid: 'A000000727',
      service: 'QRIBFTTA',
      bin: '970436',
      account: '1023456789',
      currency: '704',
      amount: '1250000',
      country: 'VN',
      billNumber: 'HD-2026-000123',
      purpose: 'HD-2026-000123',
    });
    expect(chuoi).toMatch(/6304[0-9A-F]{4}$/);
  });

  it('writes a Vietnamese memo without diacritics and within 25 characters, so its length is right', () => {
    const chuoi = vietQr({
      bin: '970415',
      account: '113366668888',
      amount: 79_000,
      billNumber: 'HD-2026-000007',
      purpose: 'Đặng Thị Hòa trả HD-2026-000007 phí khám',
    });
    const { purpose } = decode(chuoi);
    expect(purpose).toBe('Dang Thi Hoa tra HD-2026-');
    expect(qrText('  Nguyễn  Văn Đức\tkhám ')).toBe('Nguyen Van Duc kham');
    expect(chuoi).toMatch(/^[\x20-\x7e]+$/);
  });

  it('takes the largest amount field 54 holds and no fraction', () => {
    expect(decode(vietQr({ bin: '970403', account: '1', amount: 9_999_999_999_999, billNumber: 'HD-1' })).amount).toBe(
      '9999999999999',
    );
    expect(decode(vietQr({ bin: '970403', account: '1', amount: 1, billNumber: 'HD-1' })).amount).toBe('1');
  });

  it.each([
    [{ bin: '97040', account: '1', amount: 1, billNumber: 'HD-1' }],
    [{ bin: '9704031', account: '1', amount: 1, billNumber: 'HD-1' }],
    [{ bin: '970403', account: '', amount: 1, billNumber: 'HD-1' }],
    [{ bin: '970403', account: '12345678901234567890', amount: 1, billNumber: 'HD-1' }],
    [{ bin: '970403', account: '123 456', amount: 1, billNumber: 'HD-1' }],
    [{ bin: '970403', account: '1', amount: 0, billNumber: 'HD-1' }],
    [{ bin: '970403', account: '1', amount: 10.5, billNumber: 'HD-1' }],
    [{ bin: '970403', account: '1', amount: 10_000_000_000_000, billNumber: 'HD-1' }],
    [{ bin: '970403', account: '1', amount: 1, billNumber: '' }],
    [{ bin: '970403', account: '1', amount: 1, billNumber: 'HD-2026-000123-000123-0001' }],
    [{ bin: '970403', account: '1', amount: 1, billNumber: 'HD-1', purpose: '   ' }],
  ])('refuses %j', (input) => {
    expect(() => vietQr(input)).toThrow(RangeError);
  });
});

describe('banks()', () => {
  it('lists the banks with their BIN, once each, the big ones included', () => {
    const list = banks();
    expect(list.length).toBeGreaterThan(40);
    expect(new Set(list.map((b) => b.bin)).size).toBe(list.length);
    for (const bank of list) {
      expect(bank.bin).toMatch(/^\d{6}$/);
      expect(bank.ten.length).toBeGreaterThan(0);
    }
    const byBin = new Map(list.map((b) => [b.bin, b]));
    expect(byBin.get('970436')).toMatchObject({ tenviettat: 'Vietcombank' });
    expect(byBin.get('970415')).toMatchObject({ tenviettat: 'VietinBank' });
    expect(byBin.get('970418')?.ten).toBe('Ngân hàng TMCP Đầu tư và Phát triển Việt Nam');
  });

  it('hands out copies, so a caller cannot change the list', () => {
    banks()[0]!.ten = 'x';
    expect(banks()[0]!.ten).not.toBe('x');
  });
});
