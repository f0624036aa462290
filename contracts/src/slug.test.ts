import { describe, expect, it } from 'vitest';
import { idFromSegment, segmentFor, slugify } from './slug';

const id = '0192f3a4-5b6c-7d8e-9f01-23456789abcd';

describe('readable URL segments', () => {
  it('drops Vietnamese diacritics, including đ', () => {
    expect(slugify('Khám sức khỏe tổng quát')).toBe('kham-suc-khoe-tong-quat');
    expect(slugify('Điều trị đau dạ dày?')).toBe('dieu-tri-dau-da-day');
    expect(slugify('  ---  ')).toBe('');
  });

  it('keeps slugs short without a trailing dash', () => {
    const slug = slugify('a '.repeat(100));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });

  it('reads the id from the id alone and from the id-slug form', () => {
    expect(idFromSegment(id)).toBe(id);
    expect(idFromSegment(`${id}-kham-suc-khoe`)).toBe(id);
    expect(idFromSegment(id.toUpperCase())).toBe(id);
    expect(idFromSegment('kham-suc-khoe')).toBeUndefined();
    expect(idFromSegment(`${id}x`)).toBeUndefined();
  });

  it('builds the canonical segment, or the bare id when the title has no letters', () => {
    expect(segmentFor(id, 'Tiểu phẫu')).toBe(`${id}-tieu-phau`);
    expect(segmentFor(id, '???')).toBe(id);
  });
});
