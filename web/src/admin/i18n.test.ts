import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '../shared/i18n/translator';
import { adminTables, loadAdminOverrides } from './i18n';

describe('loadAdminOverrides', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('merges the language’s overrides over the bundled texts, and keeps them when the API cannot answer', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({
        success: true,
        data: {
          lng: 'vi',
          phienban: 'a',
          bandich: { 'admin:resources.languages.title': 'Ngôn ngữ và câu chữ' },
          ngonngu: [],
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await loadAdminOverrides('vi');
    expect(String(fetchMock.mock.calls[0]?.[0 as never])).toBe('/api/ngonngu/ban-dich?lng=vi');
    expect(createTranslator('vi', adminTables)('admin.resources.languages.title')).toBe('Ngôn ngữ và câu chữ');
    expect(createTranslator('en', adminTables)('admin.resources.languages.title')).toBe('Interface languages');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new Error('offline'))),
    );
    await loadAdminOverrides('vi');
    expect(createTranslator('vi', adminTables)('admin.resources.languages.title')).toBe('Ngôn ngữ và câu chữ');
  });
});
