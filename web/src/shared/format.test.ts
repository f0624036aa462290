import { describe, expect, it } from 'vitest';
import {
  addressLines,
  doctorTitled,
  formatDate,
  formatDateTime,
  formatDay,
  formatNumber,
  formatPrice,
  formatRange,
  formatTime,
  localized,
  parseNumber,
  telHref,
} from './format';

describe('addressLines', () => {
  it('splits the address on commas and trims each part', () => {
    expect(addressLines('12 Nguyễn Trãi, Phường Bến Thành,Quận 1 ,  TP. Hồ Chí Minh')).toEqual([
      '12 Nguyễn Trãi',
      'Phường Bến Thành',
      'Quận 1',
      'TP. Hồ Chí Minh',
    ]);
  });

  it('drops empty and blank parts', () => {
    expect(addressLines(',12 Nguyễn Trãi,, ,Quận 1,')).toEqual(['12 Nguyễn Trãi', 'Quận 1']);
    expect(addressLines('')).toEqual([]);
    expect(addressLines(' , ')).toEqual([]);
  });

  it('keeps an address without commas as one line', () => {
    expect(addressLines('  Số 5 Lê Lợi  ')).toEqual(['Số 5 Lê Lợi']);
  });
});

describe('telHref', () => {
  it('strips spaces and separators from the number', () => {
    expect(telHref('0909 115 115')).toBe('tel:0909115115');
    expect(telHref('0909.115-115')).toBe('tel:0909115115');
    expect(telHref('(028) 3822 1234')).toBe('tel:02838221234');
  });

  it('keeps an international plus sign', () => {
    expect(telHref('+84 909 115 115')).toBe('tel:+84909115115');
  });
});

describe('localized', () => {
  it('gives the English text in English when there is one', () => {
    expect(localized('en', 'Tin tức', 'News')).toBe('News');
  });

  it('falls back to the Vietnamese text when the English one is empty or missing', () => {
    expect(localized('en', 'Tin tức', '')).toBe('Tin tức');
    expect(localized('en', 'Tin tức', null)).toBe('Tin tức');
    expect(localized('en', 'Tin tức', undefined)).toBe('Tin tức');
  });

  it('always gives the Vietnamese text in Vietnamese', () => {
    expect(localized('vi', 'Tin tức', 'News')).toBe('Tin tức');
  });
});

describe('formatDate', () => {
  it('writes D/M/YYYY in Vietnamese and M/D/YYYY in English', () => {
    expect(formatDate('vi', '2025-03-09T02:00:00.000Z')).toBe('9/3/2025');
    expect(formatDate('en', '2025-03-09T02:00:00.000Z')).toBe('3/9/2025');
  });

  it("gives the clinic's day (UTC+7) whatever the machine's time zone", () => {
    // 18:30 UTC on 31 December is already New Year's Day in Vietnam.
    expect(formatDate('vi', '2024-12-31T18:30:00.000Z')).toBe('1/1/2025');
    expect(formatDate('en', new Date('2024-12-31T16:59:00.000Z'))).toBe('12/31/2024');
  });

  it('gives nothing for a moment that is not a date', () => {
    expect(formatDate('vi', 'not a date')).toBe('');
  });
});

describe('formatDay', () => {
  it('writes a calendar day of the wire as the dates are written, with no time zone to shift it', () => {
    expect(formatDay('vi', '1968-04-02')).toBe('2/4/1968');
    expect(formatDay('en', '1968-04-02')).toBe('4/2/1968');
    expect(formatDay('vi', '2026-12-31')).toBe('31/12/2026');
  });

  it('gives nothing for no day', () => {
    expect(formatDay('vi', null)).toBe('');
    expect(formatDay('en', 'soon')).toBe('');
  });
});

describe('formatPrice', () => {
  it('groups thousands with dots and ends with the đồng sign', () => {
    expect(formatPrice(1_250_000)).toBe('1.250.000\u00a0₫');
    expect(formatPrice(150_000)).toBe('150.000\u00a0₫');
    expect(formatPrice(999)).toBe('999\u00a0₫');
    expect(formatPrice(0)).toBe('0\u00a0₫');
  });
});

describe('numbers in the language’s style', () => {
  it('writes decimals with a comma in Vietnamese and a point in English', () => {
    expect(formatNumber('vi', 36.8)).toBe('36,8');
    expect(formatNumber('en', 36.8)).toBe('36.8');
    expect(formatNumber('vi', 23.03, { decimals: 1 })).toBe('23');
    expect(formatNumber('vi', 23.03, { decimals: 1, fixed: true })).toBe('23,0');
    expect(formatNumber('vi', 1234.5, { grouped: true })).toBe('1.234,5');
    expect(formatNumber('en', 1234.5, { grouped: true })).toBe('1,234.5');
    expect(formatNumber('vi', null)).toBe('');
  });

  it('writes a reference range with the same separators, and an open end', () => {
    expect(formatRange('vi', 3.9, 5.2)).toBe('3,9 – 5,2');
    expect(formatRange('en', 3.9, 5.2)).toBe('3.9 – 5.2');
    expect(formatRange('vi', null, 1.7)).toBe('≤ 1,7');
    expect(formatRange('vi', 0.9, undefined)).toBe('≥ 0,9');
  });

  it('reads a decimal comma or point as the same number, and refuses what it cannot place', () => {
    expect(parseNumber('2,9', 'decimal')).toBe(2.9);
    expect(parseNumber(' 2.9 ', 'decimal')).toBe(2.9);
    expect(parseNumber('-10,5', 'decimal')).toBe(-10.5);
    expect(parseNumber('', 'decimal')).toBeNull();
    expect(parseNumber('1.234,5', 'decimal')).toBeNaN();
    expect(parseNumber('2,9', 'integer')).toBeNaN();
    expect(parseNumber('1.500', 'integer')).toBe(1500);
    expect(parseNumber('1.250.000', 'money')).toBe(1_250_000);
    expect(parseNumber('1,250,000', 'money')).toBe(1_250_000);
    expect(parseNumber('1.25.000', 'money')).toBeNaN();
  });

  it('shows money with one sign, and times on the clinic’s clock', () => {
    expect(formatPrice(150_000)).toBe('150.000\u00a0₫');
    // 01:05 UTC is 08:05 in the clinic (UTC+7).
    expect(formatTime('2026-11-28T01:05:00.000Z')).toBe('08:05');
    expect(formatDateTime('vi', '2026-11-28T01:05:00.000Z')).toBe('28/11/2026 08:05');
    expect(formatDateTime('en', '2026-11-28T01:05:00.000Z')).toBe('11/28/2026 08:05');
  });
});

describe('doctorTitled', () => {
  it('names the title once, and a plain doctor as such', () => {
    expect(doctorTitled('vi', { hoten: 'Nguyễn Văn An', hocham: 'BS.CKI' })).toBe('BS.CKI Nguyễn Văn An');
    expect(doctorTitled('vi', { hoten: 'Nguyễn Văn An', hocham: null })).toBe('BS. Nguyễn Văn An');
    expect(doctorTitled('en', { hoten: 'Nguyễn Văn An', hocham: 'BS.CKI', hocham_en: 'MD' })).toBe('Nguyễn Văn An, MD');
    expect(doctorTitled('en', { hoten: 'Nguyễn Văn An' })).toBe('Dr. Nguyễn Văn An');
  });
});
