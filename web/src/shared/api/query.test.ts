import { describe, expect, it } from 'vitest';
import { toQueryString } from './query';

describe('toQueryString', () => {
  it('is empty for no query, an empty query and a query of only missing values', () => {
    expect(toQueryString(undefined)).toBe('');
    expect(toQueryString({})).toBe('');
    expect(toQueryString({ a: undefined, b: null })).toBe('');
  });

  it('writes plain values after a question mark, in order', () => {
    expect(toQueryString({ page: 2, limit: 0, active: true, sort: '-thutu' })).toBe(
      '?page=2&limit=0&active=true&sort=-thutu',
    );
  });

  it('writes arrays in bracket form, one pair per item', () => {
    expect(toQueryString({ ids: ['a', 'b'] })).toBe('?ids[]=a&ids[]=b');
  });

  it('writes nested objects in bracket form', () => {
    expect(toQueryString({ f: { x: 1 } })).toBe('?f[x]=1');
    expect(toQueryString({ f: { x: 1, y: { z: 'k' } }, ids: ['a'] })).toBe('?f[x]=1&f[y][z]=k&ids[]=a');
    expect(toQueryString({ f: { tags: ['a', 'b'] } })).toBe('?f[tags][]=a&f[tags][]=b');
  });

  it('skips undefined and null values, also inside arrays and objects, but keeps 0, false and empty text', () => {
    expect(toQueryString({ a: undefined, b: null, c: 'x' })).toBe('?c=x');
    expect(toQueryString({ ids: ['a', null, undefined, 'b'] })).toBe('?ids[]=a&ids[]=b');
    expect(toQueryString({ f: { x: undefined, y: null, z: 0 } })).toBe('?f[z]=0');
    expect(toQueryString({ n: 0, off: false, q: '' })).toBe('?n=0&off=false&q=');
  });

  it('percent-encodes Vietnamese text and the characters that would break the query', () => {
    expect(toQueryString({ q: 'Sức khỏe' })).toBe('?q=S%E1%BB%A9c%20kh%E1%BB%8Fe');
    expect(toQueryString({ q: 'a&b=c' })).toBe('?q=a%26b%3Dc');
    expect(toQueryString({ q: '#?+/' })).toBe('?q=%23%3F%2B%2F');
  });

  it('encodes keys too, keeping their brackets readable', () => {
    expect(toQueryString({ 'tên danh mục': 'x' })).toBe('?t%C3%AAn%20danh%20m%E1%BB%A5c=x');
    expect(toQueryString({ 'a&b': { 'c d': 1 } })).toBe('?a%26b[c%20d]=1');
  });

  it('round-trips through URLSearchParams', () => {
    const text = toQueryString({ q: 'Khám & tư vấn', ids: ['1', '2'] });
    const params = new URLSearchParams(text);
    expect(params.get('q')).toBe('Khám & tư vấn');
    expect(params.getAll('ids[]')).toEqual(['1', '2']);
  });
});
