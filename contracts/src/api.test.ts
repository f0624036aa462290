import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_LIMIT, failure, idParams, listQuery, localizeIssues, MAX_LIMIT, sortParam, timestamp } from './index';

describe('sortParam()', () => {
  const sort = z.object({ sort: sortParam(['createdAt', 'tendanhmuc', 'thutu']) });
  const errors = (value: unknown) => {
    const result = sort.safeParse({ sort: value });
    if (result.success) throw new Error(`expected ${JSON.stringify(value)} to be refused`);
    return { vi: localizeIssues(result.error.issues, 'vi'), en: localizeIssues(result.error.issues, 'en') };
  };

  it.each(['thutu', '-thutu', '-createdAt,tendanhmuc', 'tendanhmuc,-thutu,createdAt'])('accepts %j', (value) => {
    expect(sort.parse({ sort: value })).toEqual({ sort: value });
  });

  it('is optional', () => {
    expect(sort.parse({})).toEqual({});
  });

  it('refuses a field outside the allowlist and names the allowed ones', () => {
    expect(errors('matkhau')).toEqual({
      vi: {
        sort: 'Sắp xếp phải là một trong các giá trị: createdAt, -createdAt, tendanhmuc, -tendanhmuc, thutu, -thutu',
      },
      en: { sort: 'Sort must be one of createdAt, -createdAt, tendanhmuc, -tendanhmuc, thutu, -thutu' },
    });
    expect(errors('thutu,matkhau').vi.sort).toMatch(/^Sắp xếp phải là một trong các giá trị: /);
  });

  it.each([
    'thutu; drop table dmtintuc',
    "thutu' or '1'='1",
    'thutu desc',
    '(select 1)',
    'thutu,,createdAt',
    '--thutu',
    'thutu,',
    '',
    'dmtintuc.thutu',
  ])('refuses SQL-ish text %j with the list of allowed fields, never a regular expression', (value) => {
    expect(errors(value).vi.sort).toMatch(/^Sắp xếp phải là một trong các giá trị: createdAt, /);
  });

  it('refuses a list in bracket form', () => {
    expect(errors(['thutu'])).toEqual({
      vi: { sort: 'Sắp xếp không phải là chuỗi ký tự hợp lệ' },
      en: { sort: 'Sort is not a valid string' },
    });
  });
});

describe('listQuery()', () => {
  const query = listQuery(['thutu']);

  it('defaults to the first page of ten', () => {
    expect(query.parse({})).toEqual({ page: 1, limit: DEFAULT_LIMIT });
    expect(DEFAULT_LIMIT).toBe(10);
  });

  it('reads an empty value (?limit=&page=) as not given, not as zero', () => {
    expect(query.parse({ page: '', limit: '' })).toEqual({ page: 1, limit: DEFAULT_LIMIT });
  });

  it('coerces query-string numbers and trims the search text', () => {
    expect(query.parse({ page: '3', limit: '25', sort: '-thutu', q: '  kien thuc ' })).toEqual({
      page: 3,
      limit: 25,
      sort: '-thutu',
      q: 'kien thuc',
    });
  });

  it('allows limit=0 (every row) and limit=100', () => {
    expect(query.parse({ limit: '0' }).limit).toBe(0);
    expect(query.parse({ limit: String(MAX_LIMIT) }).limit).toBe(100);
  });

  it.each([
    [{ limit: '101' }, { limit: 'Số dòng mỗi trang không được lớn hơn 100' }],
    [{ limit: '-1' }, { limit: 'Số dòng mỗi trang không được nhỏ hơn 0' }],
    [{ limit: '2.5' }, { limit: 'Số dòng mỗi trang không phải là số nguyên hợp lệ' }],
    [{ page: '0' }, { page: 'Trang không được nhỏ hơn 1' }],
    [{ page: 'abc' }, { page: 'Trang không phải là số hợp lệ' }],
    [{ q: 'x'.repeat(201) }, { q: 'Từ khóa không được vượt quá 200 ký tự' }],
    [{ sort: 'ten' }, { sort: 'Sắp xếp phải là một trong các giá trị: thutu, -thutu' }],
  ])('refuses %j', (input, expected) => {
    const result = query.safeParse(input);
    expect(result.success).toBe(false);
    expect(localizeIssues(result.error!.issues, 'vi')).toEqual(expected);
  });

  it('says it in English too', () => {
    const result = query.safeParse({ limit: '500', page: '0' });
    expect(localizeIssues(result.error!.issues, 'en')).toEqual({
      page: 'Page cannot be less than 1',
      limit: 'Rows per page cannot be greater than 100',
    });
  });
});

describe('wire helpers', () => {
  it('timestamp decodes ISO text to a Date and encodes it back', () => {
    const date = timestamp.parse('2026-11-22T09:30:00.000+07:00');
    expect(date).toBeInstanceOf(Date);
    expect(date.toISOString()).toBe('2026-11-22T02:30:00.000Z');
    expect(z.encode(timestamp, date)).toBe('2026-11-22T02:30:00.000Z');
    expect(timestamp.safeParse('22/11/2026').success).toBe(false);
  });

  it('idParams wants a uuid', () => {
    expect(idParams.safeParse({ id: '0190f4a0-0000-7000-8000-000000000000' }).success).toBe(true);
    expect(idParams.safeParse({ id: '42' }).success).toBe(false);
  });

  it('failure carries a message and optional field errors', () => {
    expect(failure.safeParse({ success: false, message: 'x', errors: { hoten: 'y' } }).success).toBe(true);
    expect(failure.safeParse({ success: false }).success).toBe(false);
  });
});
