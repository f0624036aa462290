// Rate-limit counters in the database (table gioihantansuat), for @fastify/rate-limit's `store` option: every instance
// on one PostgreSQL counts against the same rows, so a limit holds however a proxy spreads the requests
// (docs/decisions/0031-several-instances.md). Fixed windows, as the plugin's in-memory store counts: the first request
// of a key opens a window of `timeWindow` ms, the next ones add to it, the first after it ends starts again.
import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitCounters } from '../db/schema';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** How often an instance deletes the rows whose window ended (a request then pays for it, in the background). */
const PRUNE_EVERY_MS = 60_000;

const hashed = (text: string) => createHash('sha256').update(text).digest('hex');

/** Adds one to `key`'s counter (a new window when none is open) and answers the count and the ms left. */
export async function countRequest(db: Database, key: string, timeWindowMs: number) {
  const result = (await db.execute(sql`
    insert into gioihantansuat as g (khoa, dem, hethan)
    values (${key}, 1, now() + make_interval(secs => ${timeWindowMs / 1000}))
    on conflict (khoa) do update set
      dem = case when g.hethan <= now() then 1 else g.dem + 1 end,
      hethan = case when g.hethan <= now() then excluded.hethan else g.hethan end
    returning dem, greatest(0, ceil(extract(epoch from g.hethan - now()) * 1000))::float8 as ttl`)) as unknown as {
    rows: { dem: number; ttl: number }[];
  };
  const row = result.rows[0]!;
  return { current: Number(row.dem), ttl: Number(row.ttl) };
}

/** The count and the ms left of `key`'s open window, without counting (0 and 0 when none is open). */
export async function readCount(db: Database, key: string) {
  const result = (await db.execute(sql`
    select dem, greatest(0, ceil(extract(epoch from hethan - now()) * 1000))::float8 as ttl
    from gioihantansuat where khoa = ${key} and hethan > now()`)) as unknown as {
    rows: { dem: number; ttl: number }[];
  };
  const row = result.rows[0];
  return row ? { current: Number(row.dem), ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
}

/** Deletes the counters whose window has ended. */
export async function pruneCounters(db: Database): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.hethan, sql`now()`));
}

/**
 * The store class for `app.register(rateLimit, { store: databaseStore(db) })`. A route's limit (config.rateLimit)
 * counts under its method and url; a limiter made with app.createRateLimit has no route, so its keys must name
 * themselves (lib/rate-limits.ts, lib/public-forms.ts), as they would collide in the one table otherwise.
 */
export function databaseStore(db: Database): FastifyRateLimitStoreCtor {
  let lastPrune = 0;
  const prune = () => {
    if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = Date.now();
    void pruneCounters(db).catch(() => undefined);
  };

  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly namespace = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      prune();
      countRequest(db, hashed(`${this.namespace}${key}`), timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      readCount(db, hashed(`${this.namespace}${key}`)).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(options: unknown): FastifyRateLimitStore {
      const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      const namespace = route?.method && route.url ? `${String(route.method)} ${String(route.url)}|` : '';
      return new DatabaseStore(undefined, namespace);
    }
  }
  return DatabaseStore;
}
