// The stock list (GET /api/kho/lohang) at 5,000 batches: seeds them into a scratch database (PGlite in memory, and a
// PostgreSQL database created and dropped here), then times the list as the back office runs it (the module's
// listBatches, first page of 20 with its count) unfiltered and with each alert filter: expired, near expiry within
// 90 days, on hold, below the reorder level. Target: p95 < 50 ms on both. Run alone with
// `node --import tsx bench/stock-list.ts`; `npm run bench` includes it.
import { sql } from 'drizzle-orm';
import { refreshStatistics } from '../server/src/db/statistics';
import { pathToFileURL } from 'node:url';
import type { DatabaseHandle } from '../server/src/db/client';
import { clinics, stores } from '../server/src/db/schema';
import { listBatches } from '../server/src/modules/stock/stock.read';
import { onBothDatabases, percentile, printCells } from './support';

export const BATCHES = 5_000;
const DRUGS = 500;
const RUNS = 200;
const WARM_UP = 20;
export const TARGET_P95_MS = 50;

/** 500 drugs, 5,000 batches of them in the clinic's pharmacy (expiries from last year to three years out), levels. */
async function seed(handle: DatabaseHandle): Promise<{ clinic: string; store: string }> {
  const { db } = handle;
  const [clinic] = await db
    .insert(clinics)
    .values({ ten: 'Phòng khám đo tải kho', diachi: '1 Đường Đo Tải', dienthoai: '0281234567' })
    .returning({ _id: clinics._id });
  const [store] = await db
    .insert(stores)
    .values({ phongkham_id: clinic!._id, ten: 'Nhà thuốc', loai: 'NHA_THUOC' })
    .returning({ _id: stores._id });
  await db.execute(sql`
    insert into thuoc (_id, tenthuoc, thanhphan, hoatchat, dangbaoche, donvitinh, duongdung)
    select gen_random_uuid(), 'Thuốc đo tải ' || i, '[{"hoatchat":"Hoạt chất","hamluong":"500 mg"}]'::jsonb,
      'Hoạt chất', 'Viên nén', 'Viên', 'UONG'
    from generate_series(1, ${DRUGS}) as i`);
  await db.execute(sql`
    insert into lohang (_id, phongkham_id, kho_id, thuoc_id, solo, handung, soluong, gianhap, giaban, tamgiu)
    select gen_random_uuid(), ${clinic!._id}::uuid, ${store!._id}::uuid, d.ids[(i % ${DRUGS}) + 1], 'LO' || i,
      current_date - 365 + (i * 37 % 1460), (i * 13) % 500, 1000 + i % 900, 1500 + i % 900, i % 97 = 0
    from generate_series(1, ${BATCHES}) as i,
      (select array_agg(_id order by _id) as ids from thuoc) as d`);
  await db.execute(sql`
    insert into kho_dinhmuc (_id, phongkham_id, kho_id, thuoc_id, muc)
    select gen_random_uuid(), ${clinic!._id}::uuid, ${store!._id}::uuid, _id, 500 from thuoc`);
  // The statistics the server keeps (db/statistics.ts on PGlite, autovacuum on PostgreSQL).
  await refreshStatistics(handle);
  return { clinic: clinic!._id, store: store!._id };
}

export interface StockListTiming {
  database: string;
  filter: string;
  p50: number;
  p95: number;
  seedSeconds: number;
}

const filters: [string, Record<string, unknown>][] = [
  ['all, by expiry', {}],
  ['expired', { hethan: true }],
  ['near expiry (90 days)', { ganhethan: 90 }],
  ['on hold', { tamgiu: true }],
  ['below reorder level', { duoidinhmuc: true }],
];

async function time(handle: DatabaseHandle, clinic: string, store: string, filter: Record<string, unknown>) {
  const run = (page: number) =>
    listBatches(handle.db, { page, limit: 20, sort: '', kho_id: store, ...filter } as never, clinic);
  for (let n = 0; n < WARM_UP; n++) await run(1 + (n % 5));
  const times: number[] = [];
  for (let n = 0; n < RUNS; n++) {
    const started = performance.now();
    const page = await run(1 + (n % 5));
    times.push(performance.now() - started);
    if (page.totalDocs === 0) throw new Error('the stock list found nothing: the bench is measuring nothing');
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function measure(database: string, handle: DatabaseHandle, log: (m: string) => void) {
  log(`stock list: migrating and seeding ${BATCHES.toLocaleString('en')} batches on ${database}`);
  const seeded = performance.now();
  await handle.migrate();
  const { clinic, store } = await seed(handle);
  const seedSeconds = (performance.now() - seeded) / 1000;
  const rows: StockListTiming[] = [];
  for (const [name, filter] of filters) {
    rows.push({ database, filter: name, ...(await time(handle, clinic, store, filter)), seedSeconds });
  }
  return rows;
}

/** Every timing, PGlite first, then PostgreSQL when a server answers. */
export function benchStockList(log: (m: string) => void): Promise<{ rows: StockListTiming[]; skipped: string[] }> {
  return onBothDatabases((database, handle) => measure(database, handle, log));
}

export function printStockList({ rows, skipped }: { rows: StockListTiming[]; skipped: string[] }): void {
  console.log(
    `Stock list, ${BATCHES.toLocaleString('en')} batches, first pages of 20 with their count, ${RUNS} runs each:`,
  );
  const header = ['database', 'filter', 'p50 ms', 'p95 ms', `p95 < ${TARGET_P95_MS} ms`];
  const table = rows.map((row) => [
    row.database,
    row.filter,
    row.p50.toFixed(1),
    row.p95.toFixed(1),
    row.p95 < TARGET_P95_MS ? 'OK' : 'OVER',
  ]);
  printCells(header, table);
  const seeding = [...new Map(rows.map((row) => [row.database, row.seedSeconds])).entries()];
  console.log(`seeding (migrations + batches): ${seeding.map(([d, s]) => `${d} ${s.toFixed(1)} s`).join(', ')}`);
  for (const reason of skipped) console.log(`skipped: ${reason}`);
  console.log();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printStockList(await benchStockList((m) => console.error(`bench: ${m}`)));
}
