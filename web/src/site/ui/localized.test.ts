import { describe, expect, it } from 'vitest';
import { pick } from './localized';

const article = { tieude: 'Khám sức khỏe tổng quát', tieude_en: 'General health check', mota: 'Mô tả', mota_en: null };

describe('pick', () => {
  it('gives the English twin in English', () => {
    expect(pick('en', article, 'tieude')).toBe('General health check');
  });

  it('gives the Vietnamese field in Vietnamese even when an English one exists', () => {
    expect(pick('vi', article, 'tieude')).toBe('Khám sức khỏe tổng quát');
  });

  it('falls back to the Vietnamese text when the English twin is null, empty, blank or missing', () => {
    expect(pick('en', article, 'mota')).toBe('Mô tả');
    expect(pick('en', { mota: 'Mô tả', mota_en: '' }, 'mota')).toBe('Mô tả');
    expect(pick('en', { mota: 'Mô tả', mota_en: '   ' }, 'mota')).toBe('Mô tả');
    expect(pick('en', { mota: 'Mô tả' }, 'mota')).toBe('Mô tả');
  });

  it('gives an empty text when both are empty', () => {
    expect(pick('en', { mota: null, mota_en: null }, 'mota')).toBe('');
    expect(pick('vi', { mota: null, mota_en: 'Summary' }, 'mota')).toBe('');
  });
});
