// The embedded database's planner statistics: gathered on the schedule, never on PostgreSQL (its autovacuum does it),
// and a stop waits for a run under way.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { fromPglite } from './client';
import { keepStatisticsFresh } from './statistics';

const handle = fromPglite(new PGlite());
afterAll(() => handle.close());
await handle.db.execute(sql`create table lo (_id int primary key, item int not null, qty int not null)`);
await handle.db.execute(sql`insert into lo select i, i % 50, i % 7 from generate_series(1, 2000) as i`);
const statistics = async () =>
  (
    (await handle.db.execute(sql`select count(*)::int as n from pg_stats where tablename = 'lo'`)) as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;
const warnings: unknown[] = [];
const log = { warn: (fields: object) => warnings.push(fields) };

describe('the planner statistics of the embedded database', () => {
  it('are missing until the schedule gathers them, then kept, and a stop waits for the run under way', async () => {
    expect(await statistics()).toBe(0);
    const stop = keepStatisticsFresh(handle, { firstAfterMs: 10, everyMs: 60_000, log });
    await expect.poll(statistics, { timeout: 10_000 }).toBe(3);
    await stop();
    expect(warnings).toEqual([]);
  });

  it('are left to autovacuum on PostgreSQL', async () => {
    await handle.db.execute(sql`create table other (_id int primary key)`);
    await handle.db.execute(sql`insert into other select generate_series(1, 100)`);
    const stop = keepStatisticsFresh({ db: handle.db, kind: 'postgres' }, { firstAfterMs: 0, everyMs: 1, log });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await stop();
    const gathered = (await handle.db.execute(
      sql`select count(*)::int as n from pg_stats where tablename = 'other'`,
    )) as { rows: { n: number }[] };
    expect(gathered.rows[0]!.n).toBe(0);
  });
});
