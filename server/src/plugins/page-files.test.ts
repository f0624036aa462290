// Kept pages written as files for nginx (PAGE_FILES_DIR, lib/page-files.ts): which pages, removed when, and the
// recipe's headers for them the same as the server's own.
import Fastify from 'fastify';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { contentChanged } from '../lib/content-events';
import { createStaff, signIn } from '../test/factories';
import { siteApp } from '../test/site-app';
import { setupSecurity } from './security';
import { sharedPageCacheControl } from './web';

const pagesDir = await mkdtemp(path.join(tmpdir(), 'phongkham-page-files-'));
const { app, database, close, writeSettings } = await siteApp({ htmlCache: true, pageFilesDir: pagesDir });
await app.ready();
afterAll(async () => {
  await close();
  await rm(pagesDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const pageFile = (relative: string) => readFile(path.join(pagesDir, relative)).catch(() => null);
const files = async () =>
  (await readdir(pagesDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(pagesDir, path.join(entry.parentPath, entry.name)))
    .sort();
/** keep() writes after the answer has gone: wait until the file is there (or time out the test). */
async function written(relative: string): Promise<Buffer> {
  for (;;) {
    const found = await pageFile(relative);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('kept pages as files', () => {
  it(
    'writes the page an anonymous visitor is sent, plain and gzip, under its language',
    { timeout: 60_000 },
    async () => {
      const first = await get('/gioi-thieu', { 'accept-encoding': 'identity' });
      expect(first.statusCode).toBe(200);
      expect((await written('vi/gioi-thieu/index.html')).toString('utf8')).toBe(first.body);
      expect(gunzipSync((await pageFile('vi/gioi-thieu/index.html.gz'))!).toString('utf8')).toBe(first.body);

      // The language the i18nextLng cookie asks for, which nginx reads the same way.
      const english = await get('/gioi-thieu', { cookie: 'i18nextLng=en', 'accept-encoding': 'identity' });
      expect(english.body).toContain('<html lang="en');
      expect((await written('en/gioi-thieu/index.html')).toString('utf8')).toBe(english.body);
    },
  );

  it('writes nothing a visitor with a query, a session, a missing page or a search is sent', async () => {
    await rm(pagesDir, { recursive: true, force: true });
    contentChanged('tintuc');
    const signedIn = await signIn(app, await createStaff(database.db, { role: 'LETAN' }));
    for (const [url, headers] of [
      ['/tin-tuc?page=1', {}],
      ['/lien-he?lng=en', {}],
      ['/lien-he', { cookie: `token=${signedIn.token}` }],
      ['/lien-he', { authorization: `Bearer ${signedIn.token}` }],
      ['/khong-co-trang-nay', {}],
      ['/?q=kham', {}],
    ] as const) {
      await get(url, headers);
      await get(url, headers);
    }
    // A page that is written, last: once it is there, the others had their turn.
    await get('/hoi-dap');
    await written('vi/hoi-dap/index.html');
    expect(await files()).toEqual(['vi/hoi-dap/index.html', 'vi/hoi-dap/index.html.gz']);
  });

  it('removes every file when content changes, and writes the new page at its next visit', async () => {
    await get('/');
    const before = await written('vi/index.html');
    await get('/dich-vu');
    await written('vi/dich-vu/index.html');
    contentChanged('dichvu');
    await expect.poll(files).toEqual([]);
    const after = await get('/', { 'accept-encoding': 'identity' });
    expect((await written('vi/index.html')).toString('utf8')).toBe(after.body);
    expect(before.length).toBeGreaterThan(0);
  });

  it('removes them when the page cache is turned off, and writes none while it is', async () => {
    await get('/bac-si');
    await written('vi/bac-si/index.html');
    expect((await writeSettings({ cache_batdau: false })).statusCode).toBe(200);
    try {
      await get('/bac-si');
      await expect.poll(files).toEqual([]);
      await get('/bac-si');
      await get('/dich-vu');
      expect(await files()).toEqual([]);
    } finally {
      expect((await writeSettings({})).statusCode).toBe(200);
    }
  });
});

describe("the recipe's headers for a page file (docs/recipes/nginx/page-file.conf)", () => {
  const recipe = readFile(new URL('../../../docs/recipes/nginx/page-file.conf', import.meta.url), 'utf8');
  const added = async () =>
    [...(await recipe).matchAll(/^add_header ([\w-]+) "([^"]*)";$/gm)].map(
      ([, name = '', value = '']): [string, string] => [name.toLowerCase(), value],
    );

  it('are the headers the server sends with a kept page in production, CSP included', async () => {
    const production = Fastify();
    await setupSecurity(production, { publicUrl: 'https://phongkham.example.vn', development: false });
    const server = [
      ...production.securityHeaders.map(([name, value]) => [name.toLowerCase(), value]),
      ['cache-control', sharedPageCacheControl],
    ];
    expect(Object.fromEntries(await added())).toEqual(Object.fromEntries(server));
    expect(await added()).toHaveLength(server.length);
    // One policy for every page: built pages carry no inline script to name (web/src/site/build/start-after-paint.ts).
    expect(Object.fromEntries(server)['content-security-policy']).toMatch(/script-src 'self';/);
    await production.close();
  });

  it("are the ones a kept page is sent with here (but the CSP, which allows Vite's scripts in development)", async () => {
    await get('/chinh-sach-bao-mat');
    const hit = await get('/chinh-sach-bao-mat', { 'accept-encoding': 'gzip' });
    expect(hit.headers['x-cache']).toBe('HIT');
    for (const [name, value] of await added()) {
      if (name !== 'content-security-policy') expect(hit.headers[name], name).toBe(value);
    }
    expect(hit.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(hit.headers.vary).toBe('accept-encoding');
    expect(await recipe).toMatch(/^charset utf-8;$/m);
    expect(await recipe).toMatch(/^gzip_static on;$/m);
    expect(await recipe).toMatch(/^gzip_vary on;$/m);
  });
});
