// Per-address limits on sign-in and refresh. Their counters live in the app instance, so this file has its own app
// and the other auth tests, which send each request from a fresh address, never meet them.
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { createStaff } from '../../test/factories';

const { app, database } = await buildTestApp();

const login = (remoteAddress: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/nhanvien/login', payload, remoteAddress, headers });

describe('POST /api/nhanvien/login: at most 20 attempts a minute per address', () => {
  it('answers the 21st attempt from one address with 429, even with the right password', async () => {
    const member = await createStaff(database.db, { taikhoan: 'gioi.han' });
    // Different unknown accounts, so the per-account lockout plays no part.
    for (let i = 0; i < 19; i++) {
      expect((await login('198.51.100.1', { taikhoan: `ai.do.${i}`, matkhau: 'mat-khau-sai' })).statusCode).toBe(401);
    }
    const twentieth = await login('198.51.100.1', { taikhoan: 'gioi.han', matkhau: member.matkhau });
    expect(twentieth.statusCode).toBe(200);
    expect(twentieth.headers['x-ratelimit-limit']).toBe('20');
    expect(twentieth.headers['x-ratelimit-remaining']).toBe('0');

    const limited = await login('198.51.100.1', { taikhoan: 'gioi.han', matkhau: member.matkhau });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      message: 'Bạn thao tác quá nhanh, vui lòng thử lại sau ít phút.',
    });
    expect(limited.headers['set-cookie']).toBeUndefined();
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const english = await login(
      '198.51.100.1',
      { taikhoan: 'gioi.han', matkhau: member.matkhau },
      { i18nextLng: 'en' },
    );
    expect(english.statusCode).toBe(429);
    expect(english.json()).toEqual({
      success: false,
      message: 'Too many attempts, please try again in a few minutes.',
    });

    // Malformed attempts count too: the limit comes before validation.
    expect((await login('198.51.100.1', {})).statusCode).toBe(429);
  });

  it('leaves other addresses alone', async () => {
    const member = await createStaff(database.db, { taikhoan: 'dia.chi.khac' });
    const response = await login('198.51.100.2', { taikhoan: 'dia.chi.khac', matkhau: member.matkhau });
    expect(response.statusCode).toBe(200);
  });

  it('does not count against the refresh endpoint', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/nhanvien/refresh-token',
      payload: { refreshToken: 'khong-hop-le' },
      remoteAddress: '198.51.100.1',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/nhanvien/refresh-token: at most 60 a minute per address', () => {
  it('answers the 61st refresh from one address with 429', async () => {
    const refresh = () =>
      app.inject({
        method: 'POST',
        url: '/api/nhanvien/refresh-token',
        payload: { refreshToken: 'khong-hop-le' },
        remoteAddress: '198.51.100.3',
      });
    for (let i = 0; i < 60; i++) expect((await refresh()).statusCode).toBe(401);
    const limited = await refresh();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Bạn thao tác quá nhanh, vui lòng thử lại sau ít phút.');
  });
});
