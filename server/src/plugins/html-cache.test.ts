import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { settings } from '../db/schema';
import { contentChanged } from '../lib/content-events';
import { createStaff, signIn } from '../test/factories';
import { siteApp } from '../test/site-app';
import { pickEncoding } from '../lib/precompressed';
import { createHtmlCache, type HtmlCacheOptions } from './html-cache';
import { fillTemplate, markTemplateScripts, prepareTemplate, runs, sealInlineScripts } from './site-template';
import { siteAddress } from './web';

describe('createHtmlCache()', () => {
  const options = (changes: Partial<HtmlCacheOptions> = {}): HtmlCacheOptions => ({
    maxEntries: 3,
    maxBytes: 1_000_000,
    ttlMs: 60_000,
    ...changes,
  });

  it('keeps a page and gives it back', () => {
    const cache = createHtmlCache<string>(options(), (page) => page.length);
    cache.set('vi /', '<p>trang chủ</p>', cache.ticket());
    expect(cache.get('vi /')).toBe('<p>trang chủ</p>');
    expect(cache.get('en /')).toBeUndefined();
  });

  it('lets the least recently used page go first when full', () => {
    const cache = createHtmlCache<string>(options(), (page) => page.length);
    for (const key of ['a', 'b', 'c']) cache.set(key, key, cache.ticket());
    cache.get('a');
    cache.set('d', 'd', cache.ticket());
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => cache.get(key))).toEqual(['a', 'c', 'd']);
  });

  it('stays under its size in bytes, and never keeps a page bigger than all of it', () => {
    const cache = createHtmlCache<string>(options({ maxEntries: 100, maxBytes: 100 }), (page) => page.length);
    cache.set('a', 'x'.repeat(40), cache.ticket());
    cache.set('b', 'x'.repeat(40), cache.ticket());
    cache.set('c', 'x'.repeat(40), cache.ticket());
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(2);
    cache.set('huge', 'x'.repeat(101), cache.ticket());
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('forgets a page after its time limit', () => {
    let clock = 0;
    const cache = createHtmlCache<string>(options({ ttlMs: 1_000, now: () => clock }), (page) => page.length);
    cache.set('a', 'a', cache.ticket());
    clock = 999;
    expect(cache.get('a')).toBe('a');
    clock = 1_000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('empties on clear() and refuses a page whose render overlapped it', () => {
    const cache = createHtmlCache<string>(options(), (page) => page.length);
    cache.set('a', 'a', cache.ticket());
    const ticket = cache.ticket();
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', 'rendered from the old content', ticket);
    expect(cache.get('b')).toBeUndefined();
    cache.set('b', 'fresh', cache.ticket());
    expect(cache.get('b')).toBe('fresh');
  });
});

// The real server-side rendering of the site on a seeded database.
const { app, database, close, writeSettings } = await siteApp({ htmlCache: true });
/** The requests that went past the ready answers (plugins/ready-answers.ts) to the rest of the hooks and the route. */
const routed: string[] = [];
app.addHook('onRequest', async (request) => void routed.push(`${request.method} ${request.url}`));
await app.ready();
afterAll(close);

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

/** The CSP header as directive → sources. */
const csp = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
/** The CSP source of each script a browser would run inline in a page, as it hashes it. */
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => runs(` ${attributes}`))
    .map(([, , text]) => `'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`);

describe('the rendered page cache', () => {
  it('renders a page once, then serves the same bytes from memory', { timeout: 60_000 }, async () => {
    const first = await get('/gioi-thieu');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    const second = await get('/gioi-thieu');
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.body).toBe(first.body);
    // No nonce to stamp per answer: the CSP names the page's scripts by hash.
    expect(second.body).not.toContain('nonce=');
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it("allows exactly the cached page's own inline scripts, by hash, with no nonce or 'unsafe-inline'", async () => {
    await get('/');
    const hit = await get('/');
    expect(hit.headers['x-cache']).toBe('HIT');
    const scriptSrc = csp(hit.headers['content-security-policy'])['script-src']!;
    const hashes = inlineScriptHashes(hit.body);
    // Vite's preamble in development; a built page has none (its starter is a file), and its policy names no hash.
    expect(hashes.length).toBeGreaterThan(0);
    expect(scriptSrc.toSorted()).toEqual(["'self'", ...new Set(hashes)].toSorted());
    // The router's hydration data is a data block, which is not run and needs no hash.
    expect(hit.body).toMatch(/<script type="application\/json" id="hydration-data">\{"loaderData":/);
    expect(hit.body).not.toContain('__staticRouterHydrationData');
    // The rest of the policy is security.ts's.
    expect(csp(hit.headers['content-security-policy'])['object-src']).toEqual(["'none'"]);
    expect(csp(hit.headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
  });

  it('gives every page the same policy, whatever its data, so a proxy could send kept pages with one of its own', async () => {
    const policies = new Set<string>();
    for (const path of ['/', '/bac-si', '/tin-tuc', '/gioi-thieu', '/khong-co-trang-nay', '/?lng=en'])
      policies.add(String((await get(path)).headers['content-security-policy']));
    expect(policies.size).toBe(1);
  });

  it('keeps the page compressed: brotli, gzip and plain bytes are the same page, each with its own ETag', async () => {
    await get('/bac-si');
    const plain = await get('/bac-si', { 'accept-encoding': 'identity' });
    const br = await get('/bac-si', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get('/bac-si', { 'accept-encoding': 'gzip' });
    for (const answer of [plain, br, gz]) {
      expect(answer.headers['x-cache']).toBe('HIT');
      expect(answer.headers.vary).toContain('accept-encoding');
      expect(answer.headers.etag).toMatch(/^"[\w-]+"$/);
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.body).toContain('</html>');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
  });

  it('answers 304 with no body when If-None-Match names the page, and the page when it does not', async () => {
    await get('/tin-tuc');
    const hit = await get('/tin-tuc', { 'accept-encoding': 'br' });
    const etag = String(hit.headers.etag);
    const again = await get('/tin-tuc', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect((await get('/tin-tuc', { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    const stale = await get('/tin-tuc', { 'accept-encoding': 'br', 'if-none-match': '"not-this-page"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBeGreaterThan(0);
  });

  it('keeps each language apart', async () => {
    const vi = await get('/lien-he');
    const en = await get('/lien-he', { cookie: 'i18nextLng=en' });
    expect(en.headers['x-cache']).toBe('MISS');
    expect(en.body).toContain('<html lang="en');
    expect(vi.body).toContain('<html lang="vi');
    const enAgain = await get('/lien-he', { cookie: 'i18nextLng=en' });
    expect(enAgain.headers['x-cache']).toBe('HIT');
    expect(enAgain.body).toContain('<html lang="en');
    const viAgain = await get('/lien-he');
    expect(viAgain.headers['x-cache']).toBe('HIT');
    expect(viAgain.body).toContain('<html lang="vi');
    // ?lng= is part of the address: its own entry too.
    expect((await get('/lien-he?lng=en')).headers['x-cache']).toBe('MISS');
  });

  it('renders again with the new content once content changed, under a new ETag', async () => {
    const before = await get('/');
    expect((await get('/')).headers['x-cache']).toBe('HIT');
    const oldEtag = String(before.headers.etag);
    const [row] = await database.db.select().from(settings);
    expect(before.body).toContain(row!.dienthoai);
    // What the settings editor does: write, then announce.
    await database.db.update(settings).set({ dienthoai: '0933 456 789' }).where(eq(settings._id, row!._id));
    contentChanged('setting');
    const after = await get('/');
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.body).toContain('0933 456 789');
    expect(after.body).not.toContain(row!.dienthoai);
    expect(after.headers.etag).not.toBe(oldEtag);
    // A browser holding the old page gets the new one, not a 304.
    const revalidated = await get('/', { 'if-none-match': oldEtag });
    expect(revalidated.headers['x-cache']).toBe('HIT');
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.body).toContain('0933 456 789');
  });

  it('never keeps a not-found page', async () => {
    const first = await get('/khong-co-trang-nay');
    expect(first.statusCode).toBe(404);
    const second = await get('/khong-co-trang-nay');
    expect(second.statusCode).toBe(404);
    expect(second.headers['x-cache']).toBe('MISS');
  });

  it('never keeps or serves a page for a signed-in visitor', async () => {
    await get('/dich-vu');
    expect((await get('/dich-vu')).headers['x-cache']).toBe('HIT');
    const signedIn = await get('/dich-vu', { cookie: 'token=abc' });
    expect(signedIn.headers['x-cache']).toBe('MISS');
    const bearer = await get('/dich-vu', { authorization: 'Bearer abc' });
    expect(bearer.headers['x-cache']).toBe('MISS');
  });

  it('keys a page by what changes it: a query string of made-up parameters neither renders nor keeps another copy', async () => {
    await get('/');
    // An outsider cycling through `?evict=N` gets the one cached home page every time.
    for (let n = 0; n < 30; n++) expect((await get(`/?evict=${n}`)).headers['x-cache']).toBe('HIT');
    expect((await get('/?utm_source=zalo&fbclid=abc')).headers['x-cache']).toBe('HIT');
    // A search has endless values: rendered, never kept.
    expect((await get('/?q=mot')).headers['x-cache']).toBe('MISS');
    expect((await get('/?q=mot')).headers['x-cache']).toBe('MISS');
    expect((await get('/')).headers['x-cache']).toBe('HIT');
  });

  it('lets a shared cache keep what the server keeps for everyone, briefly, and nothing else', async () => {
    const shared = 'public, max-age=0, s-maxage=10, stale-while-revalidate=30';
    await get('/bang-gia-dich-vu');
    const hit = await get('/bang-gia-dich-vu', { 'accept-encoding': 'gzip' });
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers['cache-control']).toBe(shared);
    // Only the encoding varies a kept page: the language is in its address or the i18nextLng cookie, which the
    // proxy puts in its key (docs/recipes/several-instances.md), so no Vary on Cookie defeats the proxy.
    expect(hit.headers.vary).toContain('accept-encoding');
    expect(hit.headers.vary).not.toMatch(/cookie/i);
    // The first English answer is rendered and kept: shareable from that answer on.
    const english = await get('/bang-gia-dich-vu', { cookie: 'i18nextLng=en' });
    expect(english.headers['x-cache']).toBe('MISS');
    expect(english.headers['cache-control']).toBe(shared);
    const notModified = await get('/bang-gia-dich-vu', {
      'accept-encoding': 'gzip',
      'if-none-match': String(hit.headers.etag),
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers['cache-control']).toBe(shared);
    // A search, a missing page, a signed-in visitor's page: asked for again every time, the last by its reader only.
    expect((await get('/?q=da')).headers['cache-control']).toBe('no-cache');
    expect((await get('/khong-co-trang-nay')).headers['cache-control']).toBe('no-cache');
    expect((await get('/bang-gia-dich-vu', { cookie: 'token=abc' })).headers['cache-control']).toBe(
      'private, no-cache',
    );
  });

  it('gives a rendered page an ETag and answers 304 on it while the server keeps no pages', async () => {
    expect((await writeSettings({ cache_batdau: false })).statusCode).toBe(200);
    try {
      const first = await get('/chinh-sach-bao-mat', { 'accept-encoding': 'br' });
      expect(first.headers['x-cache']).toBe('MISS');
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+-br"$/);
      const again = await get('/chinh-sach-bao-mat', { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(again.headers['x-cache']).toBe('MISS');
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      const plain = await get('/chinh-sach-bao-mat', { 'if-none-match': etag });
      expect(plain.statusCode).toBe(304);
      expect(plain.headers.etag).toMatch(/^"[\w-]+"$/);
      expect((await get('/chinh-sach-bao-mat', { 'if-none-match': '"old"' })).statusCode).toBe(200);
    } finally {
      expect((await writeSettings({})).statusCode).toBe(200);
    }
  });

  it('follows the system settings at once: off renders every time, on keeps pages again', async () => {
    await get('/hoi-dap');
    expect((await get('/hoi-dap')).headers['x-cache']).toBe('HIT');
    expect((await writeSettings({ cache_batdau: false })).statusCode).toBe(200);
    expect((await get('/hoi-dap')).headers['x-cache']).toBe('MISS');
    expect((await get('/hoi-dap')).headers['x-cache']).toBe('MISS');
    expect((await writeSettings({})).statusCode).toBe(200);
    await get('/hoi-dap');
    expect((await get('/hoi-dap')).headers['x-cache']).toBe('HIT');
  });
});

describe('kept pages answered before the request work', () => {
  /** The headers but the date. (Their order differs in development only, where Vite's middleware sets Vary first.) */
  const listed = ({ date: _date, ...headers }: Record<string, unknown>) => headers;

  it('writes a hit at once, with the headers the route gives it, security headers included', async () => {
    await get('/gioi-thieu');
    for (const encoding of ['gzip', 'br']) {
      routed.length = 0;
      const early = await get('/gioi-thieu', { 'accept-encoding': encoding });
      expect(early.headers['x-cache']).toBe('HIT');
      expect(early.headers['content-encoding']).toBe(encoding);
      expect(routed).toEqual([]);
      // HEAD takes the route, and answers what GET would without the body.
      const route = await app.inject({ method: 'HEAD', url: '/gioi-thieu', headers: { 'accept-encoding': encoding } });
      expect(routed).toEqual(['HEAD /gioi-thieu']);
      expect(listed(early.headers)).toEqual(listed(route.headers));
      expect(early.headers['x-frame-options']).toBe('DENY');
      expect(csp(early.headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);

      const etag = String(early.headers.etag);
      routed.length = 0;
      const notModified = await get('/gioi-thieu', { 'accept-encoding': encoding, 'if-none-match': etag });
      expect(notModified.statusCode).toBe(304);
      expect(routed).toEqual([]);
      // The 200's headers without those of a body.
      const { 'content-encoding': _encoding, 'content-length': _length, ...withoutBody } = listed(early.headers);
      expect(listed(notModified.headers)).toEqual(withoutBody);
    }
  });

  it('leaves to the route what its hooks would change: plain bytes, a refused text, a signed-in visitor', async () => {
    await get('/gioi-thieu');
    routed.length = 0;
    // Plain bytes may still be compressed by the route (deflate), so they go through it.
    expect((await get('/gioi-thieu', { 'accept-encoding': 'deflate' })).headers['x-cache']).toBe('HIT');
    expect(routed).toEqual(['GET /gioi-thieu']);
    // A query parameter the page ignores still may not carry a NUL: refused as on every route.
    expect((await get('/gioi-thieu?x=%00', { 'accept-encoding': 'gzip' })).statusCode).toBe(400);
    const owner = await signIn(app, await createStaff(database.db, { role: 'ADMINISTRATOR' }));
    const credentials: Record<string, string>[] = [
      { authorization: `Bearer ${owner.token}` },
      { cookie: `token=${owner.token}` },
    ];
    for (const headers of credentials) {
      routed.length = 0;
      const signedIn = await get('/gioi-thieu', { ...headers, 'accept-encoding': 'gzip' });
      expect(signedIn.headers['x-cache']).toBe('MISS');
      // The render asks the API for the page's data (through the same hooks): the page itself went first.
      expect(routed[0]).toBe('GET /gioi-thieu');
    }
  });
});

describe('siteAddress()', () => {
  it('keeps the parameters pages read, in one order, and drops the rest', () => {
    expect(siteAddress('/tai-tro-ca-mo?utm_source=x&trangthai=DA_PHAU_THUAT&page=2&lng=en')).toEqual({
      address: '/tai-tro-ca-mo?lng=en&page=2&trangthai=DA_PHAU_THUAT',
      keep: true,
    });
    expect(siteAddress('/?evict=520')).toEqual({ address: '/', keep: true });
  });

  it('renders but never keeps a search, an out-of-range value or a repeated parameter', () => {
    expect(siteAddress('/hoi-dap?q=dat+lich')).toEqual({ address: '/hoi-dap?q=dat+lich', keep: false });
    expect(siteAddress('/tin-tuc?page=99999')).toEqual({ address: '/tin-tuc?page=99999', keep: false });
    expect(siteAddress('/tin-tuc?page=2&page=3').keep).toBe(false);
    expect(siteAddress('/?lng=fr').keep).toBe(false);
  });
});

describe('pickEncoding()', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0')).toBe('identity');
    expect(pickEncoding('deflate')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
  });
});

describe('sealInlineScripts()', () => {
  it('hashes only the scripts the server marked that run, and takes the marker off', () => {
    const marker = 'f'.repeat(32);
    const template = markTemplateScripts('<head><script>boot()</script><script src="/a.js"></script></head>', marker);
    const page = template.replace(
      '</head>',
      `</head><script nonce="${marker}">hydrate()</script><script nonce="${marker}" type="application/ld+json">{}</script>` +
        '<script>evil()</script>',
    );
    const { html, scriptHashes } = sealInlineScripts(page, marker);
    expect(html).not.toContain(marker);
    expect(html).toContain('<script type="application/ld+json">{}</script>');
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(scriptHashes).toEqual([hash('boot()'), hash('hydrate()')]);
    expect(scriptHashes).not.toContain(hash('evil()'));
  });
});

describe('prepareTemplate() and fillTemplate()', () => {
  const marker = 'e'.repeat(32);
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const template =
    '<!doctype html>\n<html>\n<head><!--app-head--><script nonce="%CSP_NONCE%">start()</script></head>' +
    '<body><div id="root"><!--app-html--></div></body></html>';

  it('puts the render in its slots as text, and allows the template’s and the render’s scripts by hash', () => {
    const prepared = prepareTemplate(template, marker);
    const page = fillTemplate(
      prepared,
      {
        htmlAttributes: 'lang="vi" dir="ltr"',
        head: `<title>$& $' $1</title><script nonce="${marker}">head()</script>`,
        html: `<p>Nội dung</p><script nonce="${marker}">hydrate()</script><script>evil()</script>`,
      },
      marker,
    );
    expect(page.html).toBe(
      '<!doctype html>\n<html lang="vi" dir="ltr">\n<head><title>$& $\' $1</title><script>head()</script>' +
        '<script>start()</script></head><body><div id="root"><p>Nội dung</p><script>hydrate()</script>' +
        '<script>evil()</script></div></body></html>',
    );
    expect(page.scriptHashes).toEqual([hash('start()'), hash('head()'), hash('hydrate()')]);
  });

  it('leaves <html> alone without attributes, and refuses a template without its slots', () => {
    const page = fillTemplate(prepareTemplate(template, marker), { htmlAttributes: '', head: '', html: '' }, marker);
    expect(page.html).toContain('\n<html>\n');
    expect(() => prepareTemplate(template.replace('<!--app-html-->', ''), marker)).toThrow(/app-html/);
  });
});
