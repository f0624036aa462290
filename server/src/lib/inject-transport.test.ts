import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { demoSetting } from '../db/seed/content';
import { buildTestApp } from '../test/app';
import { contentChanged } from './content-events';
import { injectTransport } from './inject-transport';

/** The requests Fastify's hooks saw. */
const routed: string[] = [];
const { app, database } = await buildTestApp({
  routes: (app) => app.addHook('onRequest', async (request) => void routed.push(request.url)),
});
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

  it('reads a public list the front door keeps from its kept content, parsed once, until content changes', async () => {
    const transport = injectTransport(app, visitor({ cookie: 'i18nextLng=vi' }));
    const read = () => transport({ method: 'GET', url: '/api/tintuc?limit=3', headers: {}, timeoutMs: 20_000 });
    contentChanged('test');
    routed.length = 0;
    const first = await read();
    expect(routed).toEqual(['/api/tintuc?limit=3']);
    expect(first.status).toBe(200);
    const second = await read();
    const third = await read();
    // Neither took the route: the answer came from the kept bytes, the same value each time, frozen so that no
    // render can change what the next one reads.
    expect(routed).toEqual(['/api/tintuc?limit=3']);
    expect(second).toEqual(first);
    expect(third.body).toBe(second.body);
    expect(Object.isFrozen(second.body)).toBe(true);
    expect(Object.isFrozen((second.body as { data: object[] }).data[0])).toBe(true);
    contentChanged('news');
    const afterChange = await read();
    expect(routed).toEqual(['/api/tintuc?limit=3', '/api/tintuc?limit=3']);
    expect(afterChange.body).not.toBe(second.body);
  });
});
