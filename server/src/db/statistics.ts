// The query planner's statistics on the embedded database (docs/decisions/0077-planner-statistics.md). PostgreSQL's
// autovacuum gathers them as tables change; PGlite runs no background workers, so its tables were never analyzed
// and the planner guessed every row count and selectivity. The stock list's "below reorder level" at 5,000 batches
// took 1.4 s so, and 17 ms analyzed. The server analyzes the whole database some minutes after it starts (after a
// first start's demo, a restore or an import) and then every few hours: a few hundred milliseconds of a clinic's
// database, during which its other queries wait.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';

/** Gathers the planner's statistics of every table (PostgreSQL's ANALYZE, sampling each table). */
export async function refreshStatistics(handle: Pick<DatabaseHandle, 'db'>): Promise<void> {
  await handle.db.execute(sql`analyze`);
}

export interface StatisticsSchedule {
  /** The first run, after the start's own work (a first start's demo takes minutes). */
  firstAfterMs?: number;
  everyMs?: number;
  log: { warn: (fields: object, message: string) => void };
}

const FIRST_AFTER_MS = 10 * 60_000;
const EVERY_MS = 6 * 60 * 60_000;

/**
 * Keeps the embedded database's statistics fresh; nothing on PostgreSQL, whose autovacuum does it. Answers the stop,
 * which waits for a run under way (the database must not close under it).
 */
export function keepStatisticsFresh(
  handle: Pick<DatabaseHandle, 'db' | 'kind'>,
  { firstAfterMs = FIRST_AFTER_MS, everyMs = EVERY_MS, log }: StatisticsSchedule,
): () => Promise<void> {
  if (handle.kind !== 'pglite') return async () => {};
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout;
  const run = () => {
    running = refreshStatistics(handle)
      .catch((error: unknown) => log.warn({ err: error }, 'the planner statistics could not be gathered'))
      .finally(() => {
        running = null;
      });
    timer = setTimeout(run, everyMs);
    timer.unref();
  };
  timer = setTimeout(run, firstAfterMs);
  timer.unref();
  return async () => {
    clearTimeout(timer);
    await running;
  };
}
