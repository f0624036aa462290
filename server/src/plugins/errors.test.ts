import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app';

const defaultVi = 'Có lỗi xảy ra, vui lòng kiểm tra và thử lại.';
const defaultEn = 'Something went wrong, please check and try again.';
const validRequest = { loaiyeucau: 'DAT_LICH_HEN', hoten: 'Nguyễn Văn An', dienthoai: '0912345678' };

describe('unknown API paths', async () => {
  const { app } = await buildTestApp();

  it.each(['/api/khongco', '/api', '/api/dmtintuc/0190f4a0-0000-7000-8000-000000000000/con', '/khong-co'])(
    'GET %s answers the 404 envelope in Vietnamese by default',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ success: false, message: 'Không tìm thấy nội dung bạn yêu cầu.' });
    },
  );

  it('answers in English with the i18nextLng header', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/khongco', headers: { i18nextLng: 'en' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'The content you asked for was not found.' });
  });

  it('answers in English with the i18nextLng cookie', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/khongco', cookies: { i18nextLng: 'en' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'The content you asked for was not found.' });
  });

  it('answers a method the route does not take with 404 too', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/setting' });
    expect(response.statusCode).toBe(404);
    expect(response.json().success).toBe(false);
  });

  it('answers a malformed URL with a 400 envelope, not Fastify’s own body', async () => {
    const vi = await app.inject({ method: 'GET', url: '/api/dmtintuc/%E0%A4%A' });
    expect(vi.statusCode).toBe(400);
    expect(vi.json()).toEqual({ success: false, message: defaultVi });
    const en = await app.inject({ method: 'GET', url: '/api/dmtintuc/%E0%A4%A', headers: { i18nextLng: 'en' } });
    expect(en.json()).toEqual({ success: false, message: defaultEn });
  });
});

describe('unexpected failures', async () => {
  const { app, database } = await buildTestApp();
  // A database that stops answering is the simplest unexpected error a route can meet.
  await database.close();

  it('answer 500 with the default message and nothing else', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/yeucau', payload: validRequest });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, message: defaultVi });
  });

  it('answer in English when asked', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/yeucau',
      payload: validRequest,
      headers: { i18nextLng: 'en' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, message: defaultEn });
  });

  it('never leak the stack or the driver’s words', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/dmtintuc' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toMatch(/stack|\bat \w|\.ts:|\.js:|pglite|pool|closed|sql|select/i);
  });
});
