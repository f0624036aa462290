import { describe, expect, it } from 'vitest';
import { MAX_PRICE, plainName, priceChangesInput, readPrice } from './price-list';

describe('readPrice', () => {
  it('takes whole numbers and the ways people write đồng', () => {
    expect(readPrice(250_000)).toEqual({ gia: 250_000 });
    expect(readPrice(0)).toEqual({ gia: 0 });
    expect(readPrice('1.250.000 ₫')).toEqual({ gia: 1_250_000 });
    expect(readPrice('1.250.000\u00a0₫')).toEqual({ gia: 1_250_000 });
    expect(readPrice('1,250,000đ')).toEqual({ gia: 1_250_000 });
    expect(readPrice('1 250 000 VND')).toEqual({ gia: 1_250_000 });
    expect(readPrice(' 300000 ')).toEqual({ gia: 300_000 });
    expect(readPrice('10.000.000.000')).toEqual({ gia: MAX_PRICE });
  });

  it('names what is wrong with any other cell', () => {
    expect(readPrice(null)).toEqual({ loi: 'priceList.priceMissing' });
    expect(readPrice(undefined)).toEqual({ loi: 'priceList.priceMissing' });
    expect(readPrice('  ')).toEqual({ loi: 'priceList.priceMissing' });
    expect(readPrice(1.5)).toEqual({ loi: 'priceList.priceNotWhole' });
    expect(readPrice('1,5')).toEqual({ loi: 'priceList.priceNotWhole' });
    expect(readPrice(-1)).toEqual({ loi: 'priceList.priceNotWhole' });
    expect(readPrice('-1000')).toEqual({ loi: 'priceList.priceNotWhole' });
    expect(readPrice('hai trăm nghìn')).toEqual({ loi: 'priceList.priceNotWhole' });
    expect(readPrice('1.25.000')).toEqual({ loi: 'priceList.priceNotWhole' });
    expect(readPrice(Number.NaN)).toEqual({ loi: 'priceList.priceNotWhole' });
    expect(readPrice(MAX_PRICE + 1)).toEqual({ loi: 'priceList.priceTooHigh' });
    expect(readPrice('20.000.000.000 ₫')).toEqual({ loi: 'priceList.priceTooHigh' });
  });
});

describe('plainName', () => {
  it('ignores case, diacritics and spacing', () => {
    expect(plainName('  Khám   TỔNG quát ')).toBe('kham tong quat');
    expect(plainName('Đo điện tim')).toBe('do dien tim');
  });
});

describe('priceChangesInput', () => {
  const id = '0190f4a0-0000-7000-8000-000000000001';
  it('refuses the same service twice, whatever the case of its id', () => {
    const result = priceChangesInput.safeParse({
      thaydoi: [
        { _id: id, giacu: 1, giamoi: 2 },
        { _id: id.toUpperCase(), giacu: 1, giamoi: 3 },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['thaydoi.1._id', 'priceList.duplicateRow'],
    ]);
  });
});
