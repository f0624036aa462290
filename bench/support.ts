// What the database benches share: a scratch PostgreSQL database for one measurement, the percentile of sorted
// timings, and the plain-text table they print.
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { openPglite, type DatabaseHandle } from '../server/src/db/client';
import { openPostgres } from '../server/src/db/postgres';

/** The local server unless BENCH_POSTGRES_URL names another. */
export const postgresServerUrl = () => process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A scratch database on the PostgreSQL server at `serverUrl`, dropped after `work`; null when none answers. */
export async function withPostgres<T>(
  serverUrl: string,
  work: (handle: DatabaseHandle) => Promise<T>,
): Promise<T | null> {
  const name = `phongkham_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.href);
  try {
    return await work(handle);
  } finally {
    await handle.close();
    await admin.query(`drop database if exists "${name}"`);
    await admin.end();
  }
}

/** The p-th percentile of timings sorted ascending (nearest rank). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** p50 and p95 of `runs` timed calls of `work` after `warmUp` untimed ones; `work` gets the run's number. */
export async function timeRuns(
  runs: number,
  warmUp: number,
  work: (n: number) => Promise<unknown>,
): Promise<{ p50: number; p95: number }> {
  for (let n = 0; n < warmUp; n++) await work(n);
  const times: number[] = [];
  for (let n = 0; n < runs; n++) {
    const started = performance.now();
    await work(n);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** A table of cells, columns padded to their widest cell. */
export function printCells(header: string[], rows: string[][]): void {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-+-'));
  for (const row of rows) console.log(line(row));
}

/**
 * `measure` on a new in-memory PGlite, then on a scratch PostgreSQL database (BENCH_POSTGRES_URL, default the local
 * server), their rows together; PostgreSQL is named as skipped when nothing answers.
 */
export async function onBothDatabases<T>(
  measure: (database: string, handle: DatabaseHandle) => Promise<T[]>,
): Promise<{ rows: T[]; skipped: string[] }> {
  const rows: T[] = [];
  const skipped: string[] = [];
  const pglite = await openPglite();
  try {
    rows.push(...(await measure('PGlite', pglite)));
  } finally {
    await pglite.close();
  }
  const serverUrl = postgresServerUrl();
  const postgres = await withPostgres(serverUrl, (handle) => measure('PostgreSQL', handle));
  if (postgres) rows.push(...postgres);
  else skipped.push(`PostgreSQL (nothing answers at ${new URL(serverUrl).host}; set BENCH_POSTGRES_URL)`);
  return { rows, skipped };
}

/** One timing of a report over a period, on one database, after seeding that database with its year. */
export interface ReportTiming {
  database: string;
  /** What was read, when a bench reads several (a report's name, the clinic or one doctor); none for one reading. */
  reading?: string;
  period: string;
  p50: number;
  p95: number;
  seedSeconds: number;
}

/** A report bench's answer: its title line, the timings against the 2 s aim, the seeding times, what was skipped. */
export function printReportTimings(
  title: string,
  { rows, skipped }: { rows: ReportTiming[]; skipped: string[] },
  target: number,
): void {
  console.log(title);
  const named = rows.some((row) => row.reading !== undefined);
  printCells(
    ['database', ...(named ? ['reading'] : []), 'period', 'p50 ms', 'p95 ms', `p95 < ${target} ms`],
    rows.map((row) => [
      row.database,
      ...(named ? [row.reading ?? ''] : []),
      row.period,
      row.p50.toFixed(1),
      row.p95.toFixed(1),
      row.p95 < target ? 'OK' : 'OVER',
    ]),
  );
  const seeding = [...new Map(rows.map((row) => [row.database, row.seedSeconds])).entries()];
  console.log(`seeding (migrations + a year): ${seeding.map(([d, s]) => `${d} ${s.toFixed(1)} s`).join(', ')}`);
  for (const reason of skipped) console.log(`skipped: ${reason}`);
  console.log();
}
