import { describe, expect, it } from 'vitest';
import { createTranslator, type MessageTable } from './translator';

const tables: Record<'vi' | 'en', MessageTable> = {
  vi: {
    greeting: 'Xin chào {{name}}',
    menu: { home: 'Trang chủ', news: 'Tin tức', deep: { leaf: 'Lá' } },
    onlyVi: 'Chỉ có tiếng Việt',
    count: '{{count}} bài viết, trang {{page}}',
  },
  en: {
    greeting: 'Hello {{name}}',
    menu: { home: 'Home' },
    count: '{{count}} articles, page {{page}}',
  },
};

describe('createTranslator', () => {
  it('reads dotted keys in the asked language', () => {
    expect(createTranslator('en', tables)('menu.home')).toBe('Home');
    expect(createTranslator('vi', tables)('menu.home')).toBe('Trang chủ');
    expect(createTranslator('vi', tables)('menu.deep.leaf')).toBe('Lá');
  });

  it('falls back to Vietnamese for a key missing in English', () => {
    const t = createTranslator('en', tables);
    expect(t('onlyVi')).toBe('Chỉ có tiếng Việt');
    expect(t('menu.news')).toBe('Tin tức');
  });

  it('gives the key itself when no language has it, or when it names a group rather than a text', () => {
    const t = createTranslator('en', tables);
    expect(t('menu.missing')).toBe('menu.missing');
    expect(t('menu')).toBe('menu');
    expect(t('greeting.name')).toBe('greeting.name');
  });

  it('fills {{placeholders}} from the parameters, numbers included', () => {
    expect(createTranslator('vi', tables)('greeting', { name: 'An' })).toBe('Xin chào An');
    expect(createTranslator('en', tables)('count', { count: 3, page: 1 })).toBe('3 articles, page 1');
  });

  it('fills placeholders of a fallback text too', () => {
    const t = createTranslator('en', { vi: { hi: 'Chào {{name}}' }, en: {} });
    expect(t('hi', { name: 'Bình' })).toBe('Chào Bình');
  });

  it("picks a text's plural form from count, by the language's rules", () => {
    const plural = {
      vi: { days_other: 'trong {{count}} ngày' },
      en: { days_one: 'for {{count}} day', days_other: 'for {{count}} days' },
    };
    const en = createTranslator('en', plural);
    expect(en('days', { count: 1 })).toBe('for 1 day');
    expect(en('days', { count: 5 })).toBe('for 5 days');
    expect(en('days', { count: 0 })).toBe('for 0 days');
    expect(createTranslator('vi', plural)('days', { count: 1 })).toBe('trong 1 ngày');
    // A text without plural forms is read as it is, whatever the count.
    expect(createTranslator('en', tables)('count', { count: 1, page: 2 })).toBe('1 articles, page 2');
  });

  it('leaves a placeholder without a parameter visible', () => {
    expect(createTranslator('vi', tables)('count', { count: 2 })).toBe('2 bài viết, trang {{page}}');
  });
});
