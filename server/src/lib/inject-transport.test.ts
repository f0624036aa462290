import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { demoSetting } from '../db/seed/content';
import { buildTestApp } from '../test/app';
import { injectTransport } from './inject-transport';

const { app } = await buildTestApp();
const visitor = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

describe('injectTransport()', () => {
  it('reaches the API without a network hop and parses the JSON', async () => {
    const transport = injectTransport(app, visitor({}));
    const response = await transport({ method: 'GET', url: '/api/setting', headers: {}, timeoutMs: 20_000 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, data: demoSetting });
  });

  it("carries the visitor's cookies, so the answer speaks the visitor's language", async () => {
    const transport = injectTransport(app, visitor({ cookie: 'i18nextLng=en' }));
    const response = await transport({ method: 'GET', url: '/api/khongco', headers: {}, timeoutMs: 20_000 });
    expect(response).toEqual({
      status: 404,
      body: { success: false, message: 'The content you asked for was not found.' },
    });
  });

  it('sends a body with its headers', async () => {
    const transport = injectTransport(app, visitor({}));
    const response = await transport({
      method: 'POST',
      url: '/api/yeucau',
      headers: { 'content-type': 'application/json', i18nextLng: 'en' },
      body: JSON.stringify({ loaiyeucau: 'DAT_LICH_HEN', hoten: '', dienthoai: '0912345678' }),
      timeoutMs: 20_000,
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ errors: { hoten: 'Please enter your full name' } });
  });

  it('answers a null body when the answer is not JSON', async () => {
    const transport = injectTransport(app, visitor({}));
    const response = await transport({ method: 'GET', url: '/api/docs', headers: {}, timeoutMs: 20_000 });
    expect(response).toEqual({ status: 200, body: null });
  });
});
