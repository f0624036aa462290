import { account, email, password, phone, requiredPhone, requiredText } from '@phongkham/contracts';
import { describe, expect, it } from 'vitest';
import { formValidateMessages, optionalSchemaRule, schemaRule } from './form-rules';

/** Every string in a nested messages object. */
function strings(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (node && typeof node === 'object') return Object.values(node).flatMap(strings);
  return [];
}

describe('formValidateMessages', () => {
  it('gives the Vietnamese generic messages with the form library placeholders', () => {
    const messages = formValidateMessages('vi');
    expect(messages.default).toBe('${label} không hợp lệ');
    expect(messages.required).toBe('${label} là bắt buộc');
    expect(messages.whitespace).toBe('${label} không được để trống');
    expect(messages.enum).toBe('${label} phải là một trong các giá trị: ${enum}');
    expect(messages.types.number).toBe('${label} không phải là ${type} hợp lệ');
    expect(messages.string).toEqual({
      len: '${label} phải có đúng ${len} ký tự',
      min: '${label} phải có ít nhất ${min} ký tự',
      max: '${label} không được vượt quá ${max} ký tự',
      range: '${label} phải có từ ${min} đến ${max} ký tự',
    });
    expect(messages.number).toEqual({
      len: '${label} phải bằng ${len}',
      min: '${label} không được nhỏ hơn ${min}',
      max: '${label} không được lớn hơn ${max}',
      range: '${label} phải nằm trong khoảng từ ${min} đến ${max}',
    });
    expect(messages.array.len).toBe('${label} phải có đúng ${len} mục');
    expect(messages.pattern.mismatch).toBe('${label} không khớp với mẫu ${pattern}');
    expect(messages.date.format).toBe('${label} không đúng định dạng ngày');
    expect(messages.date.invalid).toBe('${label} không phải là ngày hợp lệ');
  });

  it('gives the English generic messages with the same placeholders', () => {
    const messages = formValidateMessages('en');
    expect(messages.required).toBe('${label} is required');
    expect(messages.whitespace).toBe('${label} cannot be empty');
    expect(messages.string.len).toBe('${label} must be exactly ${len} characters');
    expect(messages.string.range).toBe('${label} must be between ${min} and ${max} characters');
    expect(messages.number.max).toBe('${label} cannot be greater than ${max}');
    expect(messages.array.min).toBe('${label} must have at least ${min} items');
    expect(messages.pattern.mismatch).toBe('${label} does not match pattern ${pattern}');
  });

  it('has the antd validateMessages shape with no untranslated {{…}} placeholder left', () => {
    for (const lang of ['vi', 'en'] as const) {
      const messages = formValidateMessages(lang);
      expect(Object.keys(messages.types).sort()).toEqual(['array', 'date', 'email', 'number', 'string', 'url']);
      expect(Object.keys(messages.date).sort()).toEqual(['format', 'invalid', 'parse']);
      for (const group of [messages.string, messages.number, messages.array]) {
        expect(Object.keys(group).sort()).toEqual(['len', 'max', 'min', 'range']);
      }
      const all = strings(messages);
      expect(all).toHaveLength(26);
      for (const text of all) {
        expect(text).toContain('${label}');
        expect(text).not.toMatch(/\{\{|generic\./);
      }
    }
  });
});

describe('schemaRule', () => {
  it('resolves for a valid phone', async () => {
    await expect(schemaRule(requiredPhone, 'vi').validator({}, '0912345678')).resolves.toBeUndefined();
  });

  it('rejects an invalid phone with the localized message', async () => {
    await expect(schemaRule(requiredPhone, 'vi').validator({}, '123')).rejects.toThrow(
      new Error('Số điện thoại không hợp lệ'),
    );
    await expect(schemaRule(requiredPhone, 'en').validator({}, '123')).rejects.toThrow(
      new Error('Phone number is invalid'),
    );
  });

  it('rejects a missing phone with the required message', async () => {
    await expect(schemaRule(requiredPhone, 'vi').validator({}, '')).rejects.toThrow(
      new Error('Số điện thoại không được để trống'),
    );
    await expect(schemaRule(requiredPhone, 'vi').validator({}, undefined)).rejects.toThrow(
      new Error('Số điện thoại không được để trống'),
    );
  });

  it('rejects whitespace-only text for a required text field', async () => {
    await expect(schemaRule(requiredText, 'vi', 'Họ tên').validator({}, '   ')).rejects.toThrow(
      new Error('Không được để trống'),
    );
  });
});

describe('schemaRule: the sign-in fields', () => {
  it('gives the product’s messages for account and password, in vi and en', async () => {
    await expect(schemaRule(account, 'vi').validator({}, undefined)).rejects.toThrow('Tài khoản không được để trống');
    await expect(schemaRule(account, 'vi').validator({}, '  ')).rejects.toThrow('Tài khoản không được để trống');
    await expect(schemaRule(password, 'vi').validator({}, undefined)).rejects.toThrow('Mật khẩu không được để trống');
    await expect(schemaRule(password, 'vi').validator({}, '')).rejects.toThrow('Mật khẩu không được để trống');
    await expect(schemaRule(password, 'vi').validator({}, '12345')).rejects.toThrow('Mật khẩu phải có ít nhất 6 ký tự');
    await expect(schemaRule(password, 'en').validator({}, '12345')).rejects.toThrow(
      'Password must be at least 6 characters',
    );
    await expect(schemaRule(password, 'vi').validator({}, '123456')).resolves.toBeUndefined();
  });
});

describe('optionalSchemaRule', () => {
  it('lets an empty value through and checks anything typed', async () => {
    for (const empty of [undefined, null, '', '   ']) {
      await expect(optionalSchemaRule(phone, 'vi').validator({}, empty)).resolves.toBeUndefined();
    }
    await expect(optionalSchemaRule(phone, 'vi').validator({}, '0912')).rejects.toThrow('Số điện thoại không hợp lệ');
    await expect(optionalSchemaRule(email, 'en').validator({}, 'a@')).rejects.toThrow('Email is invalid');
    await expect(optionalSchemaRule(email, 'vi').validator({}, 'a@b.vn')).resolves.toBeUndefined();
  });
});
