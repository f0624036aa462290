// A page rendered for one answer (HTML cache off): compressed off the event loop (web.ts, sendRendered), to the
// same text the visitor would read uncompressed, in the encoding it accepts.
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { siteApp } from '../test/site-app';

// The real server-side rendering of the site on a seeded database.
const { app, close } = await siteApp({ htmlCache: false });
await app.ready();
afterAll(close);

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('a page rendered without the HTML cache', () => {
  it('is sent compressed in one piece, with its length, in the encoding the visitor prefers', async () => {
    const plain = await get('/gioi-thieu');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['x-cache']).toBe('MISS');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
    ] as const) {
      const answer = await get('/gioi-thieu', { 'accept-encoding': accept });
      expect(answer.headers['content-encoding'], accept).toBe(encoding);
      expect(answer.headers.vary).toBe('accept-encoding');
      expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
      expect(decode(answer.rawPayload).toString('utf8')).toBe(plain.body);
    }
  });

  it('leaves other encodings, and a not-found page, to the same rules', async () => {
    const deflated = await get('/gioi-thieu', { 'accept-encoding': 'deflate' });
    expect(deflated.headers['content-encoding']).toBe('deflate');
    expect(inflateSync(deflated.rawPayload).toString('utf8')).toContain('<html');
    const missing = await get('/khong-co-trang-nay', { 'accept-encoding': 'gzip' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(missing.rawPayload).toString('utf8')).toContain('<html');
  });
});
