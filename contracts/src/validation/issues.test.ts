import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { genericIssueKey, localizeIssue, localizeIssues, translate, type IssueLike, type Lang } from '../index';

describe('generic messages through translate()', () => {
  const params = { name: 'Họ tên', min: 2, max: 50, len: 10, values: 'A, B', type: 'số', pattern: '^\\d+$' };

  it.each([
    ['generic.default', 'Họ tên không hợp lệ', 'Họ tên is invalid'],
    ['generic.required', 'Họ tên là bắt buộc', 'Họ tên is required'],
    ['generic.whitespace', 'Họ tên không được để trống', 'Họ tên cannot be empty'],
    ['generic.enum', 'Họ tên phải là một trong các giá trị: A, B', 'Họ tên must be one of A, B'],
    ['generic.type', 'Họ tên không phải là số hợp lệ', 'Họ tên is not a valid số'],
    ['generic.pattern', 'Họ tên không khớp với mẫu ^\\d+$', 'Họ tên does not match pattern ^\\d+$'],
    ['generic.stringLen', 'Họ tên phải có đúng 10 ký tự', 'Họ tên must be exactly 10 characters'],
    ['generic.stringMin', 'Họ tên phải có ít nhất 2 ký tự', 'Họ tên must be at least 2 characters'],
    ['generic.stringMax', 'Họ tên không được vượt quá 50 ký tự', 'Họ tên cannot be longer than 50 characters'],
    ['generic.stringRange', 'Họ tên phải có từ 2 đến 50 ký tự', 'Họ tên must be between 2 and 50 characters'],
    ['generic.numberLen', 'Họ tên phải bằng 10', 'Họ tên must equal 10'],
    ['generic.numberMin', 'Họ tên không được nhỏ hơn 2', 'Họ tên cannot be less than 2'],
    ['generic.numberMax', 'Họ tên không được lớn hơn 50', 'Họ tên cannot be greater than 50'],
    ['generic.numberRange', 'Họ tên phải nằm trong khoảng từ 2 đến 50', 'Họ tên must be between 2 and 50'],
    ['generic.arrayLen', 'Họ tên phải có đúng 10 mục', 'Họ tên must have exactly 10 items'],
    ['generic.arrayMin', 'Họ tên phải có ít nhất 2 mục', 'Họ tên must have at least 2 items'],
    ['generic.arrayMax', 'Họ tên không được vượt quá 50 mục', 'Họ tên cannot have more than 50 items'],
    ['generic.arrayRange', 'Họ tên phải có từ 2 đến 50 mục', 'Họ tên must have between 2 and 50 items'],
    ['generic.dateFormat', 'Họ tên không đúng định dạng ngày', 'Họ tên is not in a valid date format'],
    ['generic.dateParse', 'Họ tên không thể chuyển đổi thành ngày', 'Họ tên could not be read as a date'],
    ['generic.dateInvalid', 'Họ tên không phải là ngày hợp lệ', 'Họ tên is not a valid date'],
    ['generic.unknownField', 'Trường Họ tên không được hỗ trợ', 'Field Họ tên is not supported'],
    ['generic.valueTitle', 'Giá trị', 'Value'],
  ])('%s', (key, vi, en) => {
    expect(translate('vi', key, params)).toBe(vi);
    expect(translate('en', key, params)).toBe(en);
  });
});

/** The message for the first issue of a schema that declares no message of its own. */
function firstMessage(schema: z.ZodType, value: unknown, lang: Lang, labels?: Record<string, string>): string {
  const result = schema.safeParse(value);
  if (result.success) throw new Error(`expected ${JSON.stringify(value)} to be refused`);
  return localizeIssue(result.error.issues[0]!, lang, labels);
}

describe('localizeIssue() for schemas without a message', () => {
  it.each([
    [
      'a string shorter than min',
      z.object({ hoten: z.string().min(3) }),
      { hoten: 'An' },
      'Họ tên phải có ít nhất 3 ký tự',
      'Full name must be at least 3 characters',
    ],
    [
      'a string longer than max',
      z.object({ hoten: z.string().max(5) }),
      { hoten: 'Nguyễn Văn An' },
      'Họ tên không được vượt quá 5 ký tự',
      'Full name cannot be longer than 5 characters',
    ],
    [
      'a string of the wrong exact length',
      z.object({ dienthoai: z.string().length(4) }),
      { dienthoai: '12345' },
      'Số điện thoại phải có đúng 4 ký tự',
      'Phone number must be exactly 4 characters',
    ],
    [
      'an array over max',
      z.object({ loaiyeucau: z.array(z.string()).max(2) }),
      { loaiyeucau: ['a', 'b', 'c'] },
      'Loại yêu cầu không được vượt quá 2 mục',
      'Request type cannot have more than 2 items',
    ],
    [
      'an array under min',
      z.object({ loaiyeucau: z.array(z.string()).min(2) }),
      { loaiyeucau: ['a'] },
      'Loại yêu cầu phải có ít nhất 2 mục',
      'Request type must have at least 2 items',
    ],
    [
      'a number over max',
      z.object({ limit: z.number().max(5) }),
      { limit: 6 },
      'Số dòng mỗi trang không được lớn hơn 5',
      'Rows per page cannot be greater than 5',
    ],
    [
      'a number under min',
      z.object({ page: z.number().min(1) }),
      { page: 0 },
      'Trang không được nhỏ hơn 1',
      'Page cannot be less than 1',
    ],
    [
      'a value outside an enum',
      z.object({ loaiyeucau: z.enum(['DAT_LICH_HEN', 'HO_TRO_TU_VAN']) }),
      { loaiyeucau: 'KHAC' },
      'Loại yêu cầu phải là một trong các giá trị: DAT_LICH_HEN, HO_TRO_TU_VAN',
      'Request type must be one of DAT_LICH_HEN, HO_TRO_TU_VAN',
    ],
    [
      'a regex mismatch',
      z.object({ q: z.string().regex(/^\d+$/) }),
      { q: 'abc' },
      'Từ khóa không khớp với mẫu /^\\d+$/',
      'Search text does not match pattern /^\\d+$/',
    ],
    [
      'a malformed ISO date',
      z.object({ q: z.iso.date() }),
      { q: '22/11/2026' },
      'Từ khóa không đúng định dạng ngày',
      'Search text is not in a valid date format',
    ],
    ['a missing required field', z.object({ hoten: z.string() }), {}, 'Họ tên là bắt buộc', 'Full name is required'],
    [
      'a null required field',
      z.object({ email: z.string() }),
      { email: null },
      'Email là bắt buộc',
      'Email is required',
    ],
    [
      'an empty string under min',
      z.object({ hoten: z.string().min(3) }),
      { hoten: '' },
      'Họ tên là bắt buộc',
      'Full name is required',
    ],
    [
      'a value of the wrong type',
      z.object({ page: z.number() }),
      { page: 'một' },
      'Trang không phải là số hợp lệ',
      'Page is not a valid number',
    ],
    [
      'a fraction where an integer is expected',
      z.object({ page: z.number().int() }),
      { page: 1.5 },
      'Trang không phải là số nguyên hợp lệ',
      'Page is not a valid integer',
    ],
    [
      'a string where a uuid is expected',
      z.object({ id: z.uuid() }),
      { id: '42' },
      'Mã không phải là mã định danh hợp lệ',
      'Id is not a valid identifier',
    ],
    ['an invalid email', z.object({ email: z.email() }), { email: 'lienhe' }, 'Email không hợp lệ', 'Email is invalid'],
  ])('%s', (_case, schema, value, vi, en) => {
    expect(firstMessage(schema, value, 'vi')).toBe(vi);
    expect(firstMessage(schema, value, 'en')).toBe(en);
  });

  it('names a field without a known label by its key, and a bare value as "Giá trị"', () => {
    expect(firstMessage(z.object({ truongla: z.string() }), {}, 'vi')).toBe('truongla là bắt buộc');
    expect(firstMessage(z.string().min(3), 'ab', 'vi')).toBe('Giá trị phải có ít nhất 3 ký tự');
    expect(firstMessage(z.string().min(3), 'ab', 'en')).toBe('Value must be at least 3 characters');
  });

  it('prefers the labels a form passes', () => {
    const labels = { hoten: 'Tên bệnh nhân' };
    expect(firstMessage(z.object({ hoten: z.string() }), {}, 'vi', labels)).toBe('Tên bệnh nhân là bắt buộc');
  });

  it('names an array item by its list', () => {
    const schema = z.object({ dienthoai: z.array(z.string().min(10)) });
    expect(firstMessage(schema, { dienthoai: ['0912345678', '12'] }, 'vi')).toBe(
      'Số điện thoại phải có ít nhất 10 ký tự',
    );
  });

  it('keeps a message key the schema gave', () => {
    const schema = z.object({ hoten: z.string().min(1, { error: 'validation.fullNameRequired' }) });
    expect(firstMessage(schema, { hoten: '' }, 'vi')).toBe('Vui lòng nhập họ tên');
    expect(firstMessage(schema, { hoten: '' }, 'en')).toBe('Please enter your full name');
  });

  it("falls back to a generic key when the message is zod's own text", () => {
    const issue: IssueLike = {
      code: 'too_big',
      origin: 'string',
      maximum: 100,
      path: ['hoten'],
      message: 'Too big: expected string to have <=100 characters',
    };
    expect(localizeIssue(issue, 'vi')).toBe('Họ tên không được vượt quá 100 ký tự');
    expect(localizeIssue(issue, 'en')).toBe('Full name cannot be longer than 100 characters');
  });

  it('puts the allowed values of a refinement into the message', () => {
    const issue: IssueLike = {
      code: 'custom',
      path: ['sort'],
      params: { values: ['thutu', '-thutu'] },
      message: 'generic.enum',
    };
    expect(localizeIssue(issue, 'vi')).toBe('Sắp xếp phải là một trong các giá trị: thutu, -thutu');
    expect(localizeIssue(issue, 'en')).toBe('Sort must be one of thutu, -thutu');
  });
});

describe('localizeIssues()', () => {
  it('maps each field path to its first message', () => {
    const schema = z.object({
      hoten: z.string().min(3).max(5),
      nguoinha: z.object({ dienthoai: z.string().regex(/^\d+$/) }),
    });
    const result = schema.safeParse({ hoten: '', nguoinha: { dienthoai: 'x' } });
    expect(result.success).toBe(false);
    expect(localizeIssues(result.error!.issues, 'vi')).toEqual({
      hoten: 'Họ tên là bắt buộc',
      'nguoinha.dienthoai': 'Số điện thoại không khớp với mẫu /^\\d+$/',
    });
  });

  it('reports each unknown field under its own name', () => {
    const result = z.strictObject({ hoten: z.string() }).safeParse({ hoten: 'An', matkhau: 'x', vaitro: 'ADMIN' });
    expect(result.success).toBe(false);
    expect(localizeIssues(result.error!.issues, 'vi')).toEqual({
      matkhau: 'Trường matkhau không được hỗ trợ',
      vaitro: 'Trường vaitro không được hỗ trợ',
    });
    expect(localizeIssues(result.error!.issues, 'en')).toEqual({
      matkhau: 'Field matkhau is not supported',
      vaitro: 'Field vaitro is not supported',
    });
  });

  it('leaves out issues about the value as a whole', () => {
    const result = z.object({ hoten: z.string() }).safeParse('not an object');
    expect(result.success).toBe(false);
    expect(localizeIssues(result.error!.issues, 'vi')).toEqual({});
  });
});

describe('genericIssueKey()', () => {
  it.each([
    [{ code: 'invalid_type', expected: 'string', input: undefined }, 'generic.required'],
    [{ code: 'invalid_type', expected: 'string', input: null }, 'generic.required'],
    [{ code: 'invalid_type', expected: 'string', input: 5 }, 'generic.type'],
    [{ code: 'too_small', origin: 'string', minimum: 2, input: '' }, 'generic.required'],
    [{ code: 'too_small', origin: 'string', minimum: 2, input: 'a' }, 'generic.stringMin'],
    [{ code: 'too_small', origin: 'string', minimum: 2, input: '', exact: true }, 'generic.stringLen'],
    [{ code: 'too_big', origin: 'array', maximum: 2, input: [] }, 'generic.arrayMax'],
    [{ code: 'too_big', origin: 'set', maximum: 2, input: [] }, 'generic.arrayMax'],
    [{ code: 'too_small', origin: 'number', minimum: 1, input: 0 }, 'generic.numberMin'],
    [{ code: 'too_big', origin: 'number', maximum: 1, input: 2, exact: true }, 'generic.numberLen'],
    [{ code: 'invalid_value', values: ['a'], input: 'b' }, 'generic.enum'],
    [{ code: 'invalid_format', format: 'regex', input: 'x' }, 'generic.pattern'],
    [{ code: 'invalid_format', format: 'date', input: 'x' }, 'generic.dateFormat'],
    [{ code: 'invalid_format', format: 'datetime', input: 'x' }, 'generic.dateFormat'],
    [{ code: 'invalid_format', format: 'email', input: 'x' }, 'validation.emailInvalid'],
    [{ code: 'invalid_format', format: 'uuid', input: 'x' }, 'generic.type'],
    [{ code: 'unrecognized_keys', keys: ['x'], input: {} }, 'generic.unknownField'],
    [{ code: 'custom', input: 1 }, 'generic.default'],
  ])('%j → %s', (issue, key) => {
    expect(genericIssueKey(issue as unknown as Parameters<typeof genericIssueKey>[0])).toBe(key);
  });
});
