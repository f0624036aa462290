import { describe, expect, it } from 'vitest';
import { withoutSecrets } from './redact';

describe('withoutSecrets()', () => {
  it('cuts the values of secret query parameters and keeps the rest', () => {
    expect(withoutSecrets('/admin/reset-password?token=Ab_c-123')).toBe('/admin/reset-password?token=[redacted]');
    expect(withoutSecrets('/x?lng=en&refreshToken=abc&page=2&OTP=123456#top')).toBe(
      '/x?lng=en&refreshToken=[redacted]&page=2&OTP=[redacted]#top',
    );
    expect(withoutSecrets('/api/tintuc?page=1&q=token')).toBe('/api/tintuc?page=1&q=token');
    expect(withoutSecrets('/api/token=abc')).toBe('/api/token=abc');
  });
});
