import { describe, expect, it } from 'vitest';
import enCommon from '../../locales/en/common.json';
import enSite from '../../locales/en/site.json';
import viCommon from '../../locales/vi/common.json';
import viSite from '../../locales/vi/site.json';
import { browserTables, loadSiteTable } from './load';

function keys(node: unknown, prefix = ''): string[] {
  if (node === null || typeof node !== 'object') return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key));
}

const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

function read(node: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((value, part) => (value as Record<string, unknown>)[part], node);
}

describe('site message files', () => {
  // The browser downloads one language only, so English cannot lean on a Vietnamese fallback there.
  it.each([
    ['site', viSite, enSite],
    ['common', viCommon, enCommon],
  ])('%s.json has the same keys in vi and en', (_name, vi, en) => {
    expect(keys(en).sort()).toEqual(keys(vi).sort());
  });

  it.each([
    ['site', viSite, enSite],
    ['common', viCommon, enCommon],
  ])('%s.json uses the same placeholders in vi and en', (_name, vi, en) => {
    for (const key of keys(vi)) expect(placeholders(read(en, key)), key).toEqual(placeholders(read(vi, key)));
  });
});

describe('loadSiteTable', () => {
  it('fills the browser tables one language at a time', async () => {
    expect(browserTables.en).toEqual({});
    await loadSiteTable('en');
    expect(read(browserTables.en, 'site.menu.home')).toBe('Home');
    expect(browserTables.vi).toEqual({});
    await loadSiteTable('vi');
    expect(read(browserTables.vi, 'site.menu.home')).toBe('Trang chủ');
  });
});

describe('setSiteOverrides', () => {
  it('writes the overrides over the downloaded table, and new overrides replace the old ones', async () => {
    const { setSiteOverrides } = await import('./load');
    await loadSiteTable('vi');
    setSiteOverrides('vi', { 'site:menu.home': 'Trang đầu' });
    expect(read(browserTables.vi, 'site.menu.home')).toBe('Trang đầu');
    setSiteOverrides('vi', {});
    expect(read(browserTables.vi, 'site.menu.home')).toBe('Trang chủ');
  });
});
