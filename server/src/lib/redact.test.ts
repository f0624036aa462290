import { describe, expect, it } from 'vitest';
import { urlForLog } from './redact';

describe('urlForLog()', () => {
  it('keeps the path and the query’s parameter names, never a value', () => {
    expect(urlForLog('/admin/reset-password?token=Ab_c-123')).toBe('/admin/reset-password?token=[redacted]');
    expect(urlForLog('/api/benhnhan?q=Nguy%E1%BB%85n&page=2&limit=')).toBe(
      '/api/benhnhan?q=[redacted]&page=[redacted]&limit=[redacted]',
    );
    expect(urlForLog('/api/benhnhan?0912345678')).toBe('/api/benhnhan?[redacted]');
    expect(urlForLog('/api/tintuc/abc')).toBe('/api/tintuc/abc');
  });
});
