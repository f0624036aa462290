// Public reads of content kept ready by their address, through HTTP on the news list and an article: the first
// anonymous reading takes the route (validated, read, compressed), the next ones with the same address are written
// before the request hooks from the stored bytes, in brotli or gzip with Vary and an ETag (304 on a match); a
// content change empties them; a signed-in reader, a search or an address never answered always take the route.
import { eq } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { news } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { createStaff, signIn } from '../../test/factories';
import { contentChanged } from '../content-events';

const routed: string[] = [];
const { app, database } = await buildTestApp({
  routes: (app) => app.addHook('onRequest', async (request) => void routed.push(`${request.method} ${request.url}`)),
});
const list = '/api/tintuc?limit=10';
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
/** The headers in the answer's order, but the date. */
const listed = (headers: Record<string, unknown>) => Object.entries(headers).filter(([name]) => name !== 'date');

describe('public lists and records kept ready to send', () => {
  it('answers the second anonymous reading of an address before the hooks, with the route’s bytes and headers', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      contentChanged('test');
      routed.length = 0;
      const first = await get(list, { 'accept-encoding': encoding });
      expect(first.statusCode).toBe(200);
      expect(routed).toEqual([`GET ${list}`]);
      routed.length = 0;
      const second = await get(list, { 'accept-encoding': encoding });
      expect(routed).toEqual([]);
      expect(second.headers['content-encoding']).toBe(encoding);
      expect(second.headers.vary).toContain('accept-encoding');
      expect(second.headers['cache-control']).toBe('no-cache');
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(listed(second.headers)).toEqual(listed(first.headers).filter(([name]) => name !== 'transfer-encoding'));
      const text = (encoding === 'br' ? brotliDecompressSync : gunzipSync)(second.rawPayload).toString('utf8');
      expect(JSON.parse(text)).toEqual(
        JSON.parse((encoding === 'br' ? brotliDecompressSync : gunzipSync)(first.rawPayload).toString('utf8')),
      );
      expect(JSON.parse(text).data.docs.length).toBeGreaterThan(0);
      // A visitor who has it already gets a 304, still before the hooks.
      routed.length = 0;
      const again = await get(list, { 'accept-encoding': encoding, 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(routed).toEqual([]);
    }
  });

  it('keeps an article the same way, and forgets both when content changes', async () => {
    const [article] = await database.db.select().from(news).where(eq(news.hienthi, true)).limit(1);
    const url = `/api/tintuc/${article!._id}`;
    await get(url, { 'accept-encoding': 'br' });
    await get(list, { 'accept-encoding': 'br' });
    routed.length = 0;
    const kept = await get(url, { 'accept-encoding': 'br' });
    expect(routed).toEqual([]);
    await database.db.update(news).set({ tieude: 'Tiêu đề mới của bài' }).where(eq(news._id, article!._id));
    contentChanged('news');
    routed.length = 0;
    const fresh = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(kept.headers.etag) });
    expect(routed).toEqual([`GET ${url}`]);
    expect(fresh.statusCode).toBe(200);
    expect(JSON.parse(brotliDecompressSync(fresh.rawPayload).toString('utf8')).data.tieude).toBe('Tiêu đề mới của bài');
    routed.length = 0;
    await get(list, { 'accept-encoding': 'br' });
    expect(routed).toEqual([`GET ${list}`]);
  });

  it('never answers a signed-in reader, a search, plain bytes or an address not answered yet from the kept bytes', async () => {
    await get(list, { 'accept-encoding': 'br' });
    const staff = await signIn(app, await createStaff(database.db, { role: 'ADMIN' }));
    routed.length = 0;
    const signedIn = await get(list, { 'accept-encoding': 'br', authorization: `Bearer ${staff.token}` });
    expect(signedIn.statusCode).toBe(200);
    await get(list, { 'accept-encoding': 'br', cookie: `token=${staff.token}` });
    await get(list, { 'accept-encoding': 'br', cookie: 'refreshToken=a-refresh-token' });
    await get(list);
    await get('/api/tintuc?limit=10&q=kham', { 'accept-encoding': 'br' });
    await get('/api/tintuc?limit=3', { 'accept-encoding': 'br' });
    expect(routed).toEqual([
      `GET ${list}`,
      `GET ${list}`,
      `GET ${list}`,
      `GET ${list}`,
      'GET /api/tintuc?limit=10&q=kham',
      'GET /api/tintuc?limit=3',
    ]);
    // A request the route refuses is never kept: it is refused again by the route.
    routed.length = 0;
    expect((await get('/api/tintuc?limit=abc', { 'accept-encoding': 'br' })).statusCode).toBe(400);
    expect((await get('/api/tintuc?limit=abc', { 'accept-encoding': 'br' })).statusCode).toBe(400);
    expect(routed).toEqual(['GET /api/tintuc?limit=abc', 'GET /api/tintuc?limit=abc']);
  });
});
