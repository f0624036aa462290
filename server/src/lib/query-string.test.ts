// The query parser's own reading of flat queries gives exactly what qs gives, for any text.
import fc from 'fast-check';
import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { parseQuery } from './query-string';

const qsParse = (text: string) => qs.parse(text, { depth: 3, arrayLimit: 100, parameterLimit: 200 });
// Pieces that meet every rule: escapes good and bad, plus signs, names of Object's properties, brackets now and then.
const piece = fc.constantFrom(
  'a',
  'lng',
  'limit',
  'page',
  '10',
  'en',
  '=',
  '=',
  '&',
  '&',
  '+',
  '%20',
  '%E1%BB%87',
  '%E1',
  '%',
  '%zz',
  '%2B',
  '%26',
  '%3D',
  'toString',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  'tìm',
  '.',
  '[',
  ']',
  '%5B',
  '%5d',
  '[]',
);

describe('parseQuery', () => {
  it('reads any query as qs does', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 14 }), (pieces) => {
        const text = pieces.join('');
        expect(parseQuery(text)).toEqual(qsParse(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('reads the usual queries, and keeps qs for nested keys and repeated names', () => {
    expect(parseQuery('limit=10&page=2')).toEqual({ limit: '10', page: '2' });
    expect(parseQuery('q=nguy%E1%BB%85n+v%C4%83n&lng=en')).toEqual({ q: 'nguyễn văn', lng: 'en' });
    expect(parseQuery('toString=1&__proto__=2&a')).toEqual({ a: '' });
    expect(parseQuery('trangthai[]=A&trangthai[]=B')).toEqual({ trangthai: ['A', 'B'] });
    expect(parseQuery('a=1&a=2')).toEqual({ a: ['1', '2'] });
    expect(Object.keys(parseQuery(Array.from({ length: 300 }, (_, i) => `k${i}=1`).join('&')))).toHaveLength(200);
  });
});
