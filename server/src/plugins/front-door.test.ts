// The front door (front-door.ts): over a real socket, kept pages, public lists and the site settings are written
// before Fastify sees the request, with the same status, headers and bytes the hook path gives; everything the hook
// path would refuse or leave to the route still reaches Fastify.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { contentChanged } from '../lib/content-events';
import { siteApp } from '../test/site-app';

const { app, close, writeSettings } = await siteApp({ htmlCache: true });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
afterAll(close);

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request over the socket, its body as sent (not decompressed). */
const raw = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<Raw>((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path: url, method, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode!, headers: incoming.headers, body: Buffer.concat(chunks) }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });

/** Whether the front door wrote the answer to `send`. */
async function byDoor(send: () => Promise<Raw>): Promise<{ answer: Raw; door: boolean }> {
  const before = app.frontDoorAnswers;
  const answer = await send();
  return { answer, door: app.frontDoorAnswers > before };
}

/** The headers that must agree between the two paths (Date and the connection's own differ by nature). */
const answerHeaders = (headers: Raw['headers'] | Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  );

const gzip = { 'accept-encoding': 'gzip' };

describe('the front door', () => {
  it('writes a kept page from the socket, as the hook path would send it', async () => {
    const first = await byDoor(() => raw('/gioi-thieu', gzip));
    expect(first.door).toBe(false);
    expect(first.answer.headers['x-cache']).toBe('MISS');

    const kept = await byDoor(() => raw('/gioi-thieu', gzip));
    expect(kept.door).toBe(true);
    expect(kept.answer.status).toBe(200);
    expect(kept.answer.headers['x-cache']).toBe('HIT');
    expect(kept.answer.headers['content-encoding']).toBe('gzip');
    expect(kept.answer.headers.vary).toBe('accept-encoding');

    const hooked = await app.inject({ method: 'GET', url: '/gioi-thieu', headers: gzip });
    expect(answerHeaders(kept.answer.headers)).toEqual(answerHeaders(hooked.headers));
    expect(kept.answer.body.equals(hooked.rawPayload)).toBe(true);

    // The visitor's copy is still good: 304, no body.
    const revalidated = await byDoor(() =>
      raw('/gioi-thieu', { ...gzip, 'if-none-match': String(kept.answer.headers.etag) }),
    );
    expect(revalidated).toMatchObject({ door: true, answer: { status: 304 } });
    expect(revalidated.answer.body.length).toBe(0);
  });

  it('keeps pages per language, read as Fastify reads it (header, ?lng=, cookie)', async () => {
    await raw('/gioi-thieu?lng=en', gzip);
    const english = await byDoor(() => raw('/gioi-thieu?lng=en', gzip));
    expect(english.door).toBe(true);
    const hooked = await app.inject({ method: 'GET', url: '/gioi-thieu?lng=en', headers: gzip });
    expect(english.answer.body.equals(hooked.rawPayload)).toBe(true);
    const vietnamese = await raw('/gioi-thieu', gzip);
    expect(vietnamese.headers.etag).not.toBe(english.answer.headers.etag);

    // The cookie names English for the same address: the English page, not the Vietnamese one.
    await raw('/gioi-thieu', { ...gzip, cookie: 'i18nextLng=en' });
    const byCookie = await byDoor(() => raw('/gioi-thieu', { ...gzip, cookie: 'i18nextLng=en' }));
    expect(byCookie.door).toBe(true);
    expect(byCookie.answer.headers.etag).not.toBe(vietnamese.headers.etag);

    // The API client's header outranks the cookie, as in requestLanguage().
    const byHeader = await byDoor(() => raw('/gioi-thieu', { ...gzip, cookie: 'i18nextLng=en', i18nextlng: 'vi' }));
    expect(byHeader.door).toBe(true);
    expect(byHeader.answer.headers.etag).toBe(vietnamese.headers.etag);
  });

  it('writes kept public lists and the site settings, the same bytes as the route', async () => {
    for (const url of ['/api/tintuc?limit=10', '/api/setting']) {
      await raw(url, gzip);
      const kept = await byDoor(() => raw(url, gzip));
      expect(kept.door, url).toBe(true);
      const hooked = await app.inject({ method: 'GET', url, headers: gzip });
      expect(answerHeaders(kept.answer.headers), url).toEqual(answerHeaders(hooked.headers));
      expect(kept.answer.body.equals(hooked.rawPayload), url).toBe(true);
    }
  });

  it('remembers where an address leads, not its answer: each query gets its own list', async () => {
    for (const limit of [1, 2, 1, 2]) {
      const url = `/api/tintuc?limit=${limit}`;
      await raw(url, gzip);
      const kept = await byDoor(() => raw(url, gzip));
      expect(kept.door, url).toBe(true);
      const list = JSON.parse(gunzipSync(kept.answer.body).toString()) as { data: { docs: unknown[] } };
      expect(list.data.docs, url).toHaveLength(limit);
    }
  });

  it('forgets a kept list when content changes', async () => {
    await raw('/api/tintuc?limit=5', gzip);
    expect((await byDoor(() => raw('/api/tintuc?limit=5', gzip))).door).toBe(true);
    contentChanged('tintuc');
    expect((await byDoor(() => raw('/api/tintuc?limit=5', gzip))).door).toBe(false);
  });

  it('follows the page cache setting at once, though it reads the settings from memory', async () => {
    await raw('/hoi-dap', gzip);
    expect((await byDoor(() => raw('/hoi-dap', gzip))).door).toBe(true);

    expect((await writeSettings({ cache_batdau: false })).statusCode).toBe(200);
    const off = await byDoor(() => raw('/hoi-dap', gzip));
    expect(off).toMatchObject({ door: false, answer: { status: 200, headers: { 'x-cache': 'MISS' } } });

    expect((await writeSettings({})).statusCode).toBe(200);
    await raw('/hoi-dap', gzip);
    // The first read after a change waits for the settings; once they are in memory the door answers in its turn.
    expect((await byDoor(() => raw('/hoi-dap', gzip))).door).toBe(true);
  });

  it('leaves to Fastify a session, another method, a text the route refuses, and unkept addresses', async () => {
    await raw('/gioi-thieu', gzip);
    const signedIn = await byDoor(() => raw('/gioi-thieu', { ...gzip, cookie: 'token=not-a-session' }));
    expect(signedIn.door).toBe(false);
    expect(signedIn.answer.headers['x-cache']).toBe('MISS');

    const head = await byDoor(() => raw('/gioi-thieu', gzip, 'HEAD'));
    expect(head.door).toBe(false);

    // The door remembers where an address leads, so the second time must refuse it as the first did.
    for (let time = 0; time < 2; time++) {
      const refused = await byDoor(() => raw('/gioi-thieu?x=%00', gzip));
      expect(refused).toMatchObject({ door: false, answer: { status: 400 } });
    }

    const staffOnly = await byDoor(() => raw('/api/nhanvien', gzip));
    expect(staffOnly).toMatchObject({ door: false, answer: { status: 401 } });
  });
});
