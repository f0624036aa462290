import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { demoSetting } from '../db/seed/content';
import { buildTestApp } from '../test/app';
import { injectTransport } from './inject-transport';

const { app, database } = await buildTestApp();
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

  it("leaves the visitor's session behind: a signed-in editor's page shows no draft", async () => {
    const { createStaff, signIn } = await import('../test/factories');
    const { newsCategories } = await import('../db/schema');
    const editor = await signIn(app, await createStaff(database.db, { role: 'ADMINISTRATOR' }));
    const [category] = await database.db.select().from(newsCategories).limit(1);
    const draft = await app.inject({
      method: 'POST',
      url: '/api/tintuc',
      headers: { authorization: `Bearer ${editor.token}` },
      payload: { dmtintuc_id: category!._id, tieude: 'Bản nháp của biên tập viên', hienthi: false },
    });
    expect(draft.statusCode).toBe(201);
    const transport = injectTransport(app, visitor({ cookie: `token=${editor.token}; i18nextLng=vi` }));
    const response = await transport({
      method: 'GET',
      url: `/api/tintuc/${draft.json().data._id}`,
      headers: {},
      timeoutMs: 20_000,
    });
    expect(response.status).toBe(404);
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
