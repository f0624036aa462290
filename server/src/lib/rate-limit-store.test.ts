import { sql } from 'drizzle-orm';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../db/schema';
import { testDatabase } from '../test/database';
import { countRequest, databaseStore, pruneCounters, readCount } from './rate-limit-store';

const database = await testDatabase();
const { db } = database;
afterAll(() => database.close());

/** Ends every open window now, as if its time had passed. */
const expireAll = () => db.update(rateLimitCounters).set({ hethan: sql`now() - interval '1 second'` });

describe('the rate-limit counters in the database', () => {
  it('counts within a window and starts again after it', async () => {
    expect(await countRequest(db, 'a', 60_000)).toMatchObject({ current: 1 });
    const second = await countRequest(db, 'a', 60_000);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(50_000);
    expect(second.ttl).toBeLessThanOrEqual(60_000);
    expect(await readCount(db, 'a')).toMatchObject({ current: 2 });
    await expireAll();
    expect(await readCount(db, 'a')).toEqual({ current: 0, ttl: 0 });
    expect(await countRequest(db, 'a', 60_000)).toMatchObject({ current: 1 });
  });

  it('gives every concurrent request its own count', async () => {
    const counts = await Promise.all(Array.from({ length: 20 }, () => countRequest(db, 'together', 60_000)));
    expect(counts.map((c) => c.current).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('deletes the counters whose window ended, and only those', async () => {
    await countRequest(db, 'old', 60_000);
    await expireAll();
    await countRequest(db, 'fresh', 60_000);
    await pruneCounters(db);
    const keys = (await db.select({ khoa: rateLimitCounters.khoa }).from(rateLimitCounters)).map((r) => r.khoa);
    expect(keys).toEqual(['fresh']);
  });
});

describe('databaseStore() under @fastify/rate-limit', () => {
  /** An app whose one route allows two requests a minute, counted in the database. */
  const limitedApp = async () => {
    const app = Fastify();
    await app.register(rateLimit, { global: false, store: databaseStore(db) });
    app.get('/a', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => 'a');
    app.get('/b', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => 'b');
    const counted = app.createRateLimit({ max: 1, timeWindow: 60_000, keyGenerator: () => 'named:key' });
    app.get('/c', async (request, reply) => {
      const state = await counted(request);
      return reply.code(!state.isAllowed && state.isExceeded ? 429 : 200).send('c');
    });
    await app.ready();
    return app;
  };

  it('holds one limit across two apps on the same database, each route counted apart', async () => {
    const [one, two] = [await limitedApp(), await limitedApp()];
    try {
      const statuses = async (app: typeof one, url: string) => (await app.inject({ url })).statusCode;
      expect(await statuses(one, '/a')).toBe(200);
      expect(await statuses(two, '/a')).toBe(200);
      const refused = await two.inject({ url: '/a' });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await statuses(one, '/a')).toBe(429);
      // Another route keeps its own count under the same address.
      expect(await statuses(one, '/b')).toBe(200);
      // A limiter without a route counts under the key it names.
      expect(await statuses(one, '/c')).toBe(200);
      expect(await statuses(two, '/c')).toBe(429);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
