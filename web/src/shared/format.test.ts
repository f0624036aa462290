import { describe, expect, it } from 'vitest';
import { addressLines, localized, telHref } from './format';

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
