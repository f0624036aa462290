import { afterEach, describe, expect, it } from 'vitest';
import { interpolate, resolveLang } from './i18n';
import { hasMessage, sharedMessages, translate } from './messages';

describe('resolveLang()', () => {
  it.each([
    ['en', 'en'],
    ['EN', 'en'],
    ['en-US', 'en'],
    ['en_GB', 'en'],
    [' en ', 'en'],
    ['vi', 'vi'],
    ['vi-VN', 'vi'],
    ['fr', 'vi'],
    ['english', 'vi'],
    ['envy', 'vi'],
    ['', 'vi'],
    ['<script>', 'vi'],
  ])('%j → %s', (value, lang) => {
    expect(resolveLang(value)).toBe(lang);
  });

  it.each([[undefined], [null], [42], [['en']]])('reads %j as vi', (value) => {
    expect(resolveLang(value)).toBe('vi');
  });
});

describe('interpolate()', () => {
  it('replaces known placeholders, with or without inner spaces', () => {
    expect(interpolate('{{name}} phải có ít nhất {{ min }} ký tự', { name: 'Họ tên', min: 3 })).toBe(
      'Họ tên phải có ít nhất 3 ký tự',
    );
  });

  it('replaces every occurrence', () => {
    expect(interpolate('{{a}}-{{a}}', { a: 'x' })).toBe('x-x');
  });

  it('leaves unknown or undefined placeholders visible', () => {
    expect(interpolate('{{name}} và {{other}}', { name: 'An', other: undefined })).toBe('An và {{other}}');
    expect(interpolate('{{name}}')).toBe('{{name}}');
  });

  it('keeps a zero', () => {
    expect(interpolate('{{n}}', { n: 0 })).toBe('0');
  });
});

describe('translate()', () => {
  const { en } = sharedMessages as unknown as { en: { errors: Record<string, string> } };
  const notFound = en.errors.notFound!;
  afterEach(() => {
    en.errors.notFound = notFound;
  });

  it('reads the key in the asked language', () => {
    expect(translate('vi', 'errors.default')).toBe('Có lỗi xảy ra, vui lòng kiểm tra và thử lại.');
    expect(translate('en', 'errors.default')).toBe('Something went wrong, please check and try again.');
  });

  it('falls back to Vietnamese when English lacks the key', () => {
    delete (en.errors as Partial<Record<string, string>>).notFound;
    expect(translate('en', 'errors.notFound')).toBe('Không tìm thấy nội dung bạn yêu cầu.');
  });

  it('falls back to the key itself when no language has it', () => {
    expect(translate('en', 'errors.noSuchMessage')).toBe('errors.noSuchMessage');
    expect(translate('vi', 'errors')).toBe('errors');
  });

  it('interpolates parameters', () => {
    expect(translate('vi', 'validation.fullNameTooLong', { max: 100 })).toBe('Họ tên không được quá 100 ký tự');
    expect(translate('en', 'validation.fullNameTooLong', { max: 100 })).toBe(
      'Full name must be at most 100 characters',
    );
  });
});

describe('the locale files', () => {
  const keys = (node: object, prefix = ''): string[] =>
    Object.entries(node).flatMap(([key, value]) =>
      typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
    );

  it('have the same keys in vi and en', () => {
    expect(keys(sharedMessages.en).sort()).toEqual(keys(sharedMessages.vi).sort());
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const key of keys(sharedMessages.vi)) {
      expect(placeholders(translate('en', key)), key).toEqual(placeholders(translate('vi', key)));
    }
  });

  it('hasMessage() tells shared keys from other text', () => {
    expect(hasMessage('validation.phoneInvalid')).toBe(true);
    expect(hasMessage('validation')).toBe(false);
    expect(hasMessage('Too small: expected string to have >=1 characters')).toBe(false);
  });
});
