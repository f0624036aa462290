import { describe, expect, it } from 'vitest';
import { overridePath, placeholdersOf, withOverrides } from './overrides';

describe('withOverrides()', () => {
  const table = {
    validation: { phoneInvalid: 'Số điện thoại không hợp lệ' },
    site: { home: { eyebrow: 'Khám chữa bệnh', title: 'Chào {{name}}' }, menu: { home: 'Trang chủ' } },
  };

  it('writes each override over its text and leaves the table itself untouched', () => {
    const merged = withOverrides(table, { 'site:home.eyebrow': 'Phòng khám gia đình' });
    expect(merged.site.home).toEqual({ eyebrow: 'Phòng khám gia đình', title: 'Chào {{name}}' });
    expect(table.site.home.eyebrow).toBe('Khám chữa bệnh');
    // Untouched branches are shared, not copied.
    expect(merged.site.menu).toBe(table.site.menu);
    expect(merged.validation).toBe(table.validation);
  });

  it('ignores a key the table does not hold as a text (a group, or a text a release removed)', () => {
    expect(withOverrides(table, { 'site:home': 'x', 'site:home.gone': 'y', 'admin:title': 'z' })).toBe(table);
  });

  it('maps namespace:key to the table path', () => {
    expect(overridePath('admin:resources.languages.title')).toBe('admin.resources.languages.title');
  });
});

describe('placeholdersOf()', () => {
  it('lists each placeholder once, sorted, with or without inner spaces', () => {
    expect(placeholdersOf('{{ phone }} – {{name}}, {{name}}')).toEqual(['name', 'phone']);
    expect(placeholdersOf('Không có biến')).toEqual([]);
  });
});
