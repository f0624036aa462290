import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  account,
  contactPhone,
  decimalText,
  email,
  localizeIssues,
  normalizePhone,
  numberText,
  password,
  patientPhone,
  phone,
  requiredArray,
  requiredPhone,
  requiredSelect,
  requiredText,
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
