import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  account,
  calendarDay,
  contactPhone,
  decimalText,
  email,
  localizeIssues,
  moment,
  normalizePhone,
  numberText,
  optionalPhone,
  optionalText,
  password,
  pastDay,
  patientPhone,
  phone,
  requiredArray,
  requiredPhone,
  requiredSelect,
  requiredText,
  taxCode,
  type Lang,
} from '../index';

/** The message a form shows for one field, as the API's `errors` object would carry it. */
function messageFor(schema: z.ZodType, value: unknown, lang: Lang): string | undefined {
  const result = z.object({ field: schema }).safeParse({ field: value });
  if (result.success) throw new Error(`expected ${JSON.stringify(value)} to be refused`);
  return localizeIssues(result.error.issues, lang).field;
}

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

describe('requiredSelect', () => {
  it.each(['DAT_LICH_HEN', 'a', ' '])('accepts %j', (value) => {
    expect(requiredSelect.parse(value)).toBe(value);
  });

  it.each([[''], [undefined], [null]])('refuses %j as empty, in vi and en', (value) => {
    expect(messageFor(requiredSelect, value, 'vi')).toBe('Không được để trống');
    expect(messageFor(requiredSelect, value, 'en')).toBe('Must not be left empty');
  });
});

describe('requiredText', () => {
  it('accepts text and trims it', () => {
    expect(requiredText.parse('  Nguyễn Văn An  ')).toBe('Nguyễn Văn An');
  });

  it.each([[''], ['   '], ['\t\n '], [undefined], [42]])('refuses %j', (value) => {
    expect(messageFor(requiredText, value, 'vi')).toBe('Không được để trống');
    expect(messageFor(requiredText, value, 'en')).toBe('Must not be left empty');
  });
});

describe('requiredArray', () => {
  it('accepts a list of filled strings, trimmed', () => {
    expect(requiredArray.parse([' a ', 'b'])).toEqual(['a', 'b']);
  });

  it.each([[[]], [undefined], ['a']])('refuses %j as a whole', (value) => {
    expect(messageFor(requiredArray, value, 'vi')).toBe('Không được để trống');
    expect(messageFor(requiredArray, value, 'en')).toBe('Must not be left empty');
  });

  it('reports a blank item under its index', () => {
    const result = z.object({ tags: requiredArray }).safeParse({ tags: ['a', '  '] });
    expect(result.success).toBe(false);
    expect(localizeIssues(result.error!.issues, 'vi')).toEqual({ 'tags.1': 'Không được để trống' });
    expect(localizeIssues(result.error!.issues, 'en')).toEqual({ 'tags.1': 'Must not be left empty' });
  });
});

describe('numberText', () => {
  it.each(['0', '7', '0123456789'])('accepts %j', (value) => {
    expect(accepts(numberText, value)).toBe(true);
  });

  it.each(['', ' 1', '1 ', '-1', '+1', '1.5', '1e3', 'abc', '１２'])('refuses %j', (value) => {
    expect(messageFor(numberText, value, 'vi')).toBe('Không phải là số');
    expect(messageFor(numberText, value, 'en')).toBe('Not a number');
  });

  it('refuses a missing value with the same message', () => {
    expect(messageFor(numberText, undefined, 'vi')).toBe('Không phải là số');
  });
});

describe('decimalText', () => {
  it.each(['0', '12', '-12', '+12', '3.14', '-0.5', '1e5', '1E5', '2.5e-3', '+2.5E+10', '007'])(
    'accepts %j',
    (value) => {
      expect(accepts(decimalText, value)).toBe(true);
    },
  );

  it.each(['', '.5', '5.', '1.2.3', '1e', 'e5', '1e+', '--1', '+-1', '1,5', ' 1', 'abc', 'Infinity', 'NaN', '0x10'])(
    'refuses %j',
    (value) => {
      expect(messageFor(decimalText, value, 'vi')).toBe('Không phải là số');
      expect(messageFor(decimalText, value, 'en')).toBe('Not a number');
    },
  );
});

describe('phone', () => {
  it.each(['0912345678', '0281234567'])('accepts %j', (value) => {
    expect(accepts(phone, value)).toBe(true);
  });

  it.each(['', '091234567', '09123456789', '0912 345 678', '091234567a', '+84912345678', ' 0912345678'])(
    'refuses %j',
    (value) => {
      expect(messageFor(phone, value, 'vi')).toBe('Số điện thoại không hợp lệ');
      expect(messageFor(phone, value, 'en')).toBe('Phone number is invalid');
    },
  );
});

describe('requiredPhone', () => {
  it('accepts ten digits, trimmed', () => {
    expect(requiredPhone.parse(' 0912345678 ')).toBe('0912345678');
  });

  it.each([[''], ['   '], [undefined]])('refuses %j as empty', (value) => {
    expect(messageFor(requiredPhone, value, 'vi')).toBe('Số điện thoại không được để trống');
    expect(messageFor(requiredPhone, value, 'en')).toBe('Phone number must not be empty');
  });

  it.each(['12345', '09123456789', 'không có'])('refuses %j as invalid', (value) => {
    expect(messageFor(requiredPhone, value, 'vi')).toBe('Số điện thoại không hợp lệ');
    expect(messageFor(requiredPhone, value, 'en')).toBe('Phone number is invalid');
  });
});

describe('patientPhone', () => {
  it.each(['1', '0912345678', '00849123456789012'])('accepts digits of any length: %j', (value) => {
    expect(accepts(patientPhone, value)).toBe(true);
  });

  it.each(['', '0912 345 678', '+84912345678', '09a'])('refuses %j', (value) => {
    expect(messageFor(patientPhone, value, 'vi')).toBe('Số điện thoại không hợp lệ');
    expect(messageFor(patientPhone, value, 'en')).toBe('Phone number is invalid');
  });
});

describe('password', () => {
  it.each(['123456', 'mật khẩu dài'])('accepts %j', (value) => {
    expect(accepts(password, value)).toBe(true);
  });

  it.each([[''], [undefined]])('refuses %j as empty', (value) => {
    expect(messageFor(password, value, 'vi')).toBe('Mật khẩu không được để trống');
    expect(messageFor(password, value, 'en')).toBe('Password must not be empty');
  });

  it.each(['1', '12345'])('refuses %j as too short', (value) => {
    expect(messageFor(password, value, 'vi')).toBe('Mật khẩu phải có ít nhất 6 ký tự');
    expect(messageFor(password, value, 'en')).toBe('Password must be at least 6 characters');
  });
});

describe('account', () => {
  it('accepts a name, trimmed', () => {
    expect(account.parse(' admin ')).toBe('admin');
  });

  it.each([[''], ['  '], [undefined]])('refuses %j', (value) => {
    expect(messageFor(account, value, 'vi')).toBe('Tài khoản không được để trống');
    expect(messageFor(account, value, 'en')).toBe('Account must not be empty');
  });
});

describe('email', () => {
  it.each(['lienhe@phongkhamantam.vn', 'a.b+c@mail.example.com'])('accepts %j', (value) => {
    expect(accepts(email, value)).toBe(true);
  });

  it.each([[''], ['lienhe'], ['lienhe@'], ['@phongkham.vn'], ['a b@c.vn'], [undefined]])('refuses %j', (value) => {
    expect(messageFor(email, value, 'vi')).toBe('Email không hợp lệ');
    expect(messageFor(email, value, 'en')).toBe('Email is invalid');
  });
});

describe('normalizePhone', () => {
  it.each([
    ['0912345678', '0912345678'],
    ['  0912345678 ', '0912345678'],
    ['0912 345 678', '0912345678'],
    ['0912.345.678', '0912345678'],
    ['0912-345-678', '0912345678'],
    ['(028) 3923 4567', '02839234567'],
    ['+84 912 345 678', '0912345678'],
    ['+84912345678', '0912345678'],
    ['0084 912 345 678', '0912345678'],
    ['', ''],
  ])('%j → %j', (typed, normalized) => {
    expect(normalizePhone(typed)).toBe(normalized);
  });

  it('leaves letters for the phone rule to refuse', () => {
    expect(normalizePhone('09x2 345')).toBe('09x2345');
  });
});

describe('contactPhone', () => {
  it.each([
    ['0912 345 678', '0912345678'],
    ['+84 912 345 678', '0912345678'],
    ['0084912345678', '0912345678'],
  ])('normalises %j to %j', (typed, stored) => {
    expect(contactPhone.parse(typed)).toBe(stored);
  });

  it.each([[''], ['   '], [' . - '], [undefined]])('refuses %j as empty', (value) => {
    expect(messageFor(contactPhone, value, 'vi')).toBe('Số điện thoại không được để trống');
    expect(messageFor(contactPhone, value, 'en')).toBe('Phone number must not be empty');
  });

  it.each(['0912', '+84 12', '0912 345 6789', 'gọi tôi'])('refuses %j as invalid', (value) => {
    expect(messageFor(contactPhone, value, 'vi')).toBe('Số điện thoại không hợp lệ');
    expect(messageFor(contactPhone, value, 'en')).toBe('Phone number is invalid');
  });
});

describe('the date rule', () => {
  const tomorrow = new Date(Date.now() + 7 * 3600_000 + 86_400_000).toISOString().slice(0, 10);

  it('takes a real calendar day from 1900 to 2100, and refuses year 0, 30 February and a month 13', () => {
    for (const day of ['1900-01-01', '2024-02-29', '2100-12-31']) expect(calendarDay.safeParse(day).success).toBe(true);
    for (const day of [
      '0000-01-01',
      '1899-12-31',
      '2101-01-01',
      '2025-02-29',
      '2025-02-30',
      '2025-13-01',
      '20250101',
    ]) {
      expect(calendarDay.safeParse(day).success, day).toBe(false);
    }
  });

  it('refuses a day still to come where it must have happened (a birth date), with its own message', () => {
    expect(pastDay.safeParse('1990-05-17').success).toBe(true);
    const future = pastDay.safeParse(tomorrow);
    expect(future.success).toBe(false);
    expect(future.error!.issues.map((issue) => issue.message)).toEqual(['validation.dateNotFuture']);
    expect(pastDay.safeParse('0000-01-01').success).toBe(false);
  });

  it('bounds moments the same way', () => {
    expect(moment.safeParse('2026-03-02T01:30:00.000Z').success).toBe(true);
    expect(moment.safeParse('2026-03-02T08:30:00+07:00').success).toBe(true);
    for (const text of ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z', '2025-02-30T00:00:00Z', '2026-03-02']) {
      expect(moment.safeParse(text).success, text).toBe(false);
    }
  });

  /** Every date or date-time text schema reachable from a schema (through objects, wrappers, pipes, lists). */
  function dateTexts(schema: unknown, seen = new Set<unknown>()): z.ZodType[] {
    if (!schema || typeof schema !== 'object' || seen.has(schema) || !('_zod' in schema)) return [];
    seen.add(schema);
    const def = (schema as { _zod: { def: Record<string, unknown> } })._zod.def;
    const inner = (value: unknown) => dateTexts(value, seen);
    switch (def.type) {
      case 'string':
        return def.format === 'date' || def.format === 'datetime' ? [schema as z.ZodType] : [];
      case 'object':
        return Object.values(def.shape as Record<string, unknown>).flatMap(inner);
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'catch':
      case 'nonoptional':
        return inner(def.innerType);
      case 'pipe':
        return [...inner(def.in), ...inner(def.out)];
      case 'array':
        return inner(def.element);
      case 'union':
        return (def.options as unknown[]).flatMap(inner);
      case 'intersection':
        return [...inner(def.left), ...inner(def.right)];
      case 'record':
        return inner(def.valueType);
      default:
        return [];
    }
  }

  it('is the rule of every date and moment in the contracts: none takes year 0 (PostgreSQL cannot store it)', async () => {
    const contracts = (await import('../index')) as Record<string, unknown>;
    const found = Object.entries(contracts).flatMap(([name, value]) => {
      const resource = value as { create?: unknown; update?: unknown; listQuery?: unknown; item?: unknown };
      const schemas =
        'api' in Object(value) ? [resource.create, resource.update, resource.listQuery, resource.item] : [value];
      return schemas.flatMap((schema) => dateTexts(schema).map((text) => ({ name, text })));
    });
    // The walk finds them (follow-up dates, birth dates, bookings, publication moments, every timestamp).
    expect(found.length).toBeGreaterThan(20);
    const loose = found.filter(
      ({ text }) =>
        text.safeParse('0000-01-01').success ||
        text.safeParse('0000-01-01T00:00:00Z').success ||
        text.safeParse('2025-02-30').success,
    );
    expect(loose.map(({ name }) => name)).toEqual([]);
  });
});

describe('taxCode', () => {
  it.each([
    ['0312345678', '0312345678'],
    ['0312345678-001', '0312345678-001'],
    [' 0312 345 678 ', '0312345678'],
    ['0312345678001', '0312345678-001'],
  ])('accepts %j as %j', (value, stored) => {
    expect(taxCode.parse(value)).toBe(stored);
  });

  it.each(['031234567', '03123456789', '0312345678-01', '0312345678-0011', 'MST0312345678', ''])(
    'refuses %j with its own message, in vi and en',
    (value) => {
      expect(messageFor(taxCode, value, 'vi')).toBe(
        'Mã số thuế gồm 10 chữ số, hoặc 13 chữ số viết dạng 0123456789-001',
      );
      expect(messageFor(taxCode, value, 'en')).toBe('A tax code is 10 digits, or 13 digits written as 0123456789-001');
    },
  );
});

describe('optionalPhone and optionalText', () => {
  it('lets a phone be left out, tidies one typed with separators, and holds it to 10 digits', () => {
    expect(optionalPhone.parse(null)).toBeNull();
    expect(optionalPhone.parse(undefined)).toBeUndefined();
    expect(optionalPhone.parse('+84 912.345.678')).toBe('0912345678');
    expect(messageFor(optionalPhone, '028 3823 1234', 'vi')).toBe('Số điện thoại không hợp lệ');
  });

  it('lets text be left out, trims it and bounds it', () => {
    expect(optionalText(5).parse(null)).toBeNull();
    expect(optionalText(5).parse('  ab  ')).toBe('ab');
    expect(accepts(optionalText(5), 'abcdef')).toBe(false);
  });
});
