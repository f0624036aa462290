import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { requests } from '../db/schema';
import { buildTestApp, TEST_JWT_SECRET } from '../test/app';
import { testDatabase } from '../test/database';
import { createStaff, signIn } from '../test/factories';

const { app, database } = await buildTestApp();
// Made here, not inside its test: buildTestApp() closes and removes its database in an afterAll hook of the file.
const behindProxy = await buildTestApp({ trustProxy: true });
const rowCount = async () => (await database.db.select({ n: count() }).from(requests))[0]!.n;
const validRequest = { loaiyeucau: 'DAT_LICH_HEN', hoten: 'Lê Văn Cường', dienthoai: '0912345678' };

/** The CSP header as directive → sources. */
function csp(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('security headers', () => {
  it('come with every API answer', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/setting' });
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      // Agrees with CSP's frame-ancestors 'none'.
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-site',
      'strict-transport-security': expect.stringMatching(/^max-age=\d+/),
    });
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('come with a 400 that Fastify gives before any route runs (a malformed URL)', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/tintuc/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
      'strict-transport-security': expect.stringMatching(/^max-age=\d+/),
    });
    expect(csp(response.headers['content-security-policy'])).toMatchObject({
      'default-src': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it('keep API answers out of browser and proxy caches, signed in or not, errors included', async () => {
    const owner = await signIn(app, await createStaff(database.db, { role: 'ADMINISTRATOR' }));
    const answers = [
      await app.inject({ method: 'GET', url: '/api/tintuc', headers: { authorization: `Bearer ${owner.token}` } }),
      await app.inject({ method: 'GET', url: '/api/nhanvien/me', headers: { authorization: `Bearer ${owner.token}` } }),
      await app.inject({ method: 'GET', url: '/api/nhanvien/me' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 401]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
    // Public content read anonymously is the same for everyone: kept, and asked again each time (its ETag answers).
    const visitor = await app.inject({ method: 'GET', url: '/api/tintuc' });
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect(visitor.headers.etag).toBeDefined();
  });

  it('come with errors too', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/khongco' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(csp(response.headers['content-security-policy'])['default-src']).toEqual(["'self'"]);
  });

  it('set a strict content security policy, the same for every answer', async () => {
    const first = csp((await app.inject({ method: 'GET', url: '/api/setting' })).headers['content-security-policy']);
    const second = csp((await app.inject({ method: 'GET', url: '/api/setting' })).headers['content-security-policy']);
    expect(first['default-src']).toEqual(["'self'"]);
    expect(first['object-src']).toEqual(["'none'"]);
    expect(first['frame-ancestors']).toEqual(["'none'"]);
    // Only the contact page's map may be framed.
    expect(first['frame-src']).toEqual(["'self'", 'https://www.openstreetmap.org']);
    expect(first['base-uri']).toEqual(["'self'"]);
    expect(first['form-action']).toEqual(["'self'"]);
    expect(first['connect-src']).toEqual(["'self'"]);
    // Scripts only from the site's own files: no inline script runs on an API or back-office answer.
    expect(first['script-src']).toEqual(["'self'"]);
    expect(second).toEqual(first);
  });

  it("keep 'unsafe-inline' effective for styles: no nonce in style-src", async () => {
    // With a nonce or hash present, browsers ignore 'unsafe-inline', which run-time CSS-in-JS and style attributes need.
    const policy = csp((await app.inject({ method: 'GET', url: '/api/setting' })).headers['content-security-policy']);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });
});

describe('security headers in development', async () => {
  const devDatabase = await testDatabase();
  const dev: FastifyInstance = await buildApp({
    config: { publicUrl: 'http://localhost:3000', logLevel: 'silent', mode: 'development', jwtSecret: TEST_JWT_SECRET },
    database: devDatabase,
    logger: false,
  });
  afterAll(async () => {
    await dev.close();
    await devDatabase.close();
  });

  it("allow Vite's inline scripts and hot-reload socket, with no nonce to cancel 'unsafe-inline'", async () => {
    const policy = csp((await dev.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['connect-src']).toEqual(["'self'", 'ws:']);
  });
});

describe('same-origin rule for unsafe methods', () => {
  const post = (headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/yeucau', payload: validRequest, headers });

  it('lets through requests without Origin (non-browser clients)', async () => {
    expect((await post({})).statusCode).toBe(201);
  });

  it('lets through the public URL’s origin and the request’s own', async () => {
    expect((await post({ origin: 'http://localhost:3000' })).statusCode).toBe(201);
    expect((await post({ origin: 'http://clinic.test', host: 'clinic.test' })).statusCode).toBe(201);
  });

  it('ignores forwarded protocol and host unless told to trust the proxy (TRUST_PROXY)', async () => {
    const forwarded = {
      origin: 'https://phongkhamantam.vn',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'phongkhamantam.vn',
    };
    expect((await post(forwarded)).statusCode).toBe(403);
    const response = await behindProxy.app.inject({
      method: 'POST',
      url: '/api/yeucau',
      headers: forwarded,
      payload: { loaiyeucau: 'DAT_LICH_HEN', hoten: 'Nguyễn Văn An', dienthoai: '0912345678' },
    });
    expect(response.statusCode).toBe(201);
  });

  it.each(['https://evil.example', 'http://localhost:3000.evil.example', 'https://localhost:3000', 'null'])(
    'refuses Origin %s with a localized 403 and stores nothing',
    async (origin) => {
      const before = await rowCount();
      const vi = await post({ origin });
      expect(vi.statusCode).toBe(403);
      expect(vi.json()).toEqual({ success: false, message: 'Yêu cầu đến từ nguồn không được phép.' });
      const en = await post({ origin, i18nextLng: 'en' });
      expect(en.json()).toEqual({
        success: false,
        message: 'The request comes from an origin that is not allowed.',
      });
      expect(await rowCount()).toBe(before);
    },
  );

  it('does not apply to safe methods', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/setting',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});
