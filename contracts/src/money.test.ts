import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { billTotals, documentNumber, dong, lineTotal, paymentMethods, percent, percentOf, positiveDong } from './money';
import { localizeIssue } from './validation/issues';

describe('percentOf()', () => {
  it.each([
    [12_345, 10, 1_235], // 1 234.5 rounds up
    [12_344, 10, 1_234], // 1 234.4 rounds down
    [12_355, 10, 1_236], // 1 235.5 rounds up (half up, not half even)
    [1, 50, 1], // 0.5 → 1
    [1, 49, 0],
    [99, 1, 1], // 0.99 → 1
    [1_250_000, 10, 125_000],
    [333_333, 33, 110_000], // 109 999.89
    [0, 100, 0],
    [5_000, 0, 0],
    [5_000, 100, 5_000],
  ])('%i × %i %% = %i', (amount, pct, expected) => {
    expect(percentOf(amount, pct)).toBe(expected);
  });

  it('never exceeds the amount and stays an integer', () => {
    const wrong: string[] = [];
    for (let amount = 0; amount < 300; amount++) {
      for (let pct = 0; pct <= 100; pct++) {
        const part = percentOf(amount, pct);
        // Half up: the exact value × 100 lies in [part × 100 − 50, part × 100 + 50).
        const off = amount * pct - part * 100;
        if (!Number.isInteger(part) || part > amount || off < -50 || off >= 50) wrong.push(`${amount}×${pct}%`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses fractions, negatives and percentages outside 0..100', () => {
    expect(() => percentOf(100.5, 10)).toThrow(RangeError);
    expect(() => percentOf(-1, 10)).toThrow(RangeError);
    expect(() => percentOf(100, 10.5)).toThrow(RangeError);
    expect(() => percentOf(100, 101)).toThrow(RangeError);
    expect(() => percentOf(Number.MAX_SAFE_INTEGER, 50)).toThrow(RangeError);
  });
});

describe('lineTotal()', () => {
  it('is quantity × price less the line discount', () => {
    expect(lineTotal({ soluong: 3, dongia: 150_000, giamgia: 0 })).toBe(450_000);
    expect(lineTotal({ soluong: 3, dongia: 150_000, giamgia: percentOf(450_000, 15) })).toBe(382_500);
    expect(lineTotal({ soluong: 2, dongia: 0, giamgia: 0 })).toBe(0);
    expect(lineTotal({ soluong: 1, dongia: 80_000, giamgia: 80_000 })).toBe(0);
  });

  it('refuses a discount above the line and amounts that are not whole đồng', () => {
    expect(() => lineTotal({ soluong: 1, dongia: 80_000, giamgia: 80_001 })).toThrow(RangeError);
    expect(() => lineTotal({ soluong: 1.5, dongia: 80_000, giamgia: 0 })).toThrow(RangeError);
    expect(() => lineTotal({ soluong: 1, dongia: 0.1, giamgia: 0 })).toThrow(RangeError);
  });
});

describe('billTotals()', () => {
  const dong3 = [
    { soluong: 1, dongia: 150_000, giamgia: 0 },
    { soluong: 1, dongia: 200_000, giamgia: 20_000 },
    { soluong: 2, dongia: 50_000, giamgia: 0 },
  ];

  it('totals an unpaid bill', () => {
    expect(billTotals({ dong: dong3, giamgia: 0, thu: [], hoan: [] })).toEqual({
      tongtien: 430_000,
      giamgia: 0,
      dahoan: 0,
      phaitra: 430_000,
      dathu: 0,
      conlai: 430_000,
    });
  });

  it('reads lines given as their thanhtien the same as lines given as amounts', () => {
    const asNumbers = billTotals({ dong: [150_000, 180_000, 100_000], giamgia: 0, thu: [], hoan: [] });
    expect(asNumbers).toEqual(billTotals({ dong: dong3, giamgia: 0, thu: [], hoan: [] }));
  });

  it('a 10 % bill discount and a split payment leave a balance', () => {
    const giamgia = percentOf(430_000, 10);
    expect(billTotals({ dong: dong3, giamgia, thu: [200_000, 100_000], hoan: [] })).toEqual({
      tongtien: 430_000,
      giamgia: 43_000,
      dahoan: 0,
      phaitra: 387_000,
      dathu: 300_000,
      conlai: 87_000,
    });
  });

  it('a refund lowers both what was paid and what is due, and the balance does not reopen', () => {
    expect(billTotals({ dong: dong3, giamgia: 43_000, thu: [300_000, 87_000], hoan: [50_000] })).toEqual({
      tongtien: 430_000,
      giamgia: 43_000,
      dahoan: 50_000,
      phaitra: 337_000,
      dathu: 337_000,
      conlai: 0,
    });
  });

  it('shows an over-payment or an over-refund as a negative figure instead of hiding it', () => {
    expect(billTotals({ dong: [100], giamgia: 0, thu: [150], hoan: [] }).conlai).toBe(-50);
    expect(billTotals({ dong: [100], giamgia: 0, thu: [50], hoan: [60] }).dathu).toBe(-10);
  });

  it('refuses amounts that are not whole đồng', () => {
    expect(() => billTotals({ dong: [100.5], giamgia: 0, thu: [], hoan: [] })).toThrow(RangeError);
    expect(() => billTotals({ dong: [100], giamgia: 0, thu: [-1], hoan: [] })).toThrow(RangeError);
    expect(() => billTotals({ dong: [100], giamgia: 0.5, thu: [], hoan: [] })).toThrow(RangeError);
  });
});

describe('documentNumber()', () => {
  it('writes the kind, the year and six digits', () => {
    expect(documentNumber('HD', 2026, 123)).toBe('HD-2026-000123');
    expect(documentNumber('PT', 2026, 1)).toBe('PT-2026-000001');
    expect(documentNumber('PC', 2027, 999_999)).toBe('PC-2027-999999');
    expect(documentNumber('HD', 2027, 1_000_000)).toBe('HD-2027-1000000');
  });

  it('refuses a number below 1 or a year without four digits', () => {
    expect(() => documentNumber('HD', 2026, 0)).toThrow(RangeError);
    expect(() => documentNumber('HD', 2026, 1.5)).toThrow(RangeError);
    expect(() => documentNumber('HD', 26, 1)).toThrow(RangeError);
  });
});

describe('money schemas', () => {
  const messages = (schema: z.ZodType, value: unknown, lang: 'vi' | 'en' = 'vi') =>
    (schema.safeParse(value).error?.issues ?? []).map((issue) => localizeIssue(issue, lang));

  it('dong takes whole non-negative đồng up to the safe integer range', () => {
    for (const ok of [0, 1, 1_250_000, Number.MAX_SAFE_INTEGER]) expect(dong.parse(ok)).toBe(ok);
    for (const bad of [-1, 0.5, 2 ** 60, Number.NaN, Infinity, '1000', null]) {
      expect(dong.safeParse(bad).success, String(bad)).toBe(false);
    }
    expect(messages(dong, 1.5)).toEqual(['Số tiền phải là số đồng nguyên và không âm']);
    expect(messages(dong, -5, 'en')).toEqual(['The amount must be a whole number of dong and not negative']);
  });

  it('positiveDong refuses nothing at all with its own message', () => {
    expect(positiveDong.parse(1)).toBe(1);
    expect(messages(positiveDong, 0)).toEqual(['Số tiền phải lớn hơn 0']);
    expect(messages(positiveDong, 10.5, 'en')).toEqual(['The amount must be a whole number of dong and not negative']);
  });

  it('percent is a whole number from 0 to 100', () => {
    for (const ok of [0, 10, 100]) expect(percent.parse(ok)).toBe(ok);
    for (const bad of [-1, 101, 12.5]) {
      expect(messages(percent, bad)).toEqual(['Phần trăm phải là số nguyên từ 0 đến 100']);
    }
    expect(messages(percent, 150, 'en')).toEqual(['The percentage must be a whole number from 0 to 100']);
  });

  it('names the four payment methods', () => {
    expect(z.enum(paymentMethods).parse('VIETQR')).toBe('VIETQR');
    expect(paymentMethods).toEqual(['TIEN_MAT', 'THE', 'CHUYEN_KHOAN', 'VIETQR']);
  });
});
