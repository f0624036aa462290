// The patient register at 100,000 records: seeds them into a scratch database (PGlite in memory, and a PostgreSQL
// database created and dropped here), then times the list's search as the back office runs it (the module's
// listPatients, first page of 10 with its count) by name without diacritics, by part of a phone and by code.
// Target: p95 < 50 ms on both. Run alone with `node --import tsx bench/patients.ts`; `npm run bench` includes it.
import { sql } from 'drizzle-orm';
import { refreshStatistics } from '../server/src/db/statistics';
import { pathToFileURL } from 'node:url';
import type { DatabaseHandle } from '../server/src/db/client';
import { clinics } from '../server/src/db/schema';
import { listPatients } from '../server/src/modules/patients/patients.service';
import { onBothDatabases, percentile, printCells } from './support';

export const PATIENTS = 100_000;
/** Timed searches per kind, after WARM_UP untimed ones. */
const RUNS = 200;
const WARM_UP = 20;
export const TARGET_P95_MS = 50;

const surnames = [
  'Nguyễn',
  'Trần',
  'Lê',
  'Phạm',
  'Hoàng',
  'Huỳnh',
  'Phan',
  'Vũ',
  'Võ',
  'Đặng',
  'Bùi',
  'Đỗ',
  'Hồ',
  'Ngô',
];
const middles = ['Văn', 'Thị', 'Minh', 'Ngọc', 'Quốc', 'Thanh', 'Đức', 'Thu', 'Hoàng', 'Gia'];
const givens = [
  'An',
  'Bình',
  'Chi',
  'Dũng',
  'Đức',
  'Giang',
  'Hà',
  'Hải',
  'Hạnh',
  'Hiếu',
  'Hoa',
  'Hùng',
  'Huy',
  'Hương',
  'Khánh',
  'Khoa',
  'Lan',
  'Linh',
  'Long',
  'Mai',
  'Minh',
  'My',
  'Nam',
  'Nga',
  'Ngân',
  'Nhung',
  'Phong',
  'Phúc',
  'Quân',
  'Quyên',
  'Sơn',
  'Tâm',
  'Thảo',
  'Thắng',
  'Thủy',
  'Trang',
  'Trung',
  'Tú',
  'Tuấn',
  'Yến',
];

/** The name, phone and code of row i (1-based), as the seeding SQL makes them. */
const nameOf = (i: number) =>
  `${surnames[i % surnames.length]} ${middles[Math.floor(i / 7) % middles.length]} ${givens[Math.floor(i / 3) % givens.length]}`;
const phoneOf = (i: number) => `09${String((i * 7919) % 100_000_000).padStart(8, '0')}`;
const codeOf = (i: number) => `BN-${String(i).padStart(6, '0')}`;
const unaccented = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();

const literalArray = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(', ')}]`);

/** 100,000 rows in one statement per 25,000 (generate_series), then the sequence moved past them. */
async function seed(handle: DatabaseHandle): Promise<string> {
  const { db } = handle;
  const [clinic] = await db
    .insert(clinics)
    .values({ ten: 'Phòng khám đo tải', diachi: '1 Đường Đo Tải', dienthoai: '0281234567' })
    .returning({ _id: clinics._id });
  const chunk = 25_000;
  for (let start = 1; start <= PATIENTS; start += chunk) {
    const end = Math.min(PATIENTS, start + chunk - 1);
    await db.execute(sql`
      insert into benhnhan (_id, phongkham_id, ma, hoten, ngaysinh, gioitinh, dienthoai, "createdAt", "updatedAt")
      select gen_random_uuid(), ${clinic!._id}::uuid,
        'BN-' || lpad(i::text, 6, '0'),
        (${literalArray(surnames)})[i % ${surnames.length} + 1] || ' ' ||
          (${literalArray(middles)})[(i / 7) % ${middles.length} + 1] || ' ' ||
          (${literalArray(givens)})[(i / 3) % ${givens.length} + 1],
        date '1940-01-01' + (i * 37 % 30000),
        case when i % 2 = 0 then 'NAM' else 'NU' end,
        '09' || lpad(((i::bigint * 7919) % 100000000)::text, 8, '0'),
        now() - make_interval(secs => ${PATIENTS} - i), now()
      from generate_series(${start}::int, ${end}::int) as i`);
  }
  await db.execute(sql`select setval('benhnhan_ma_seq', ${PATIENTS})`);
  // The statistics the server keeps (db/statistics.ts on PGlite, autovacuum on PostgreSQL).
  await refreshStatistics(handle);
  return clinic!._id;
}

export interface SearchTiming {
  database: string;
  kind: string;
  example: string;
  p50: number;
  p95: number;
  seedSeconds: number;
}

/** Times one kind of search: RUNS different terms, each the first page of 10 with its count. */
async function time(handle: DatabaseHandle, clinic: string, term: (n: number) => string) {
  const run = (q: string) =>
    listPatients(handle.db, { page: 1, limit: 10, sort: '', q } as never, { staff: true, clinic });
  for (let n = 0; n < WARM_UP; n++) await run(term(n + 7));
  const times: number[] = [];
  for (let n = 0; n < RUNS; n++) {
    const q = term(n * 499 + 11);
    const started = performance.now();
    const page = await run(q);
    times.push(performance.now() - started);
    if (page.docs.length === 0) throw new Error(`the search "${q}" found nothing: the bench is measuring nothing`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

const kinds: [string, (i: number) => string][] = [
  ['name, no diacritics', (i) => unaccented(nameOf((i % PATIENTS) + 1))],
  ['phone, last 7 digits', (i) => phoneOf((i % PATIENTS) + 1).slice(3)],
  ['code', (i) => codeOf((i % PATIENTS) + 1)],
];

async function measure(database: string, handle: DatabaseHandle, log: (m: string) => void): Promise<SearchTiming[]> {
  log(`patients: migrating and seeding ${PATIENTS.toLocaleString('en')} records on ${database}`);
  const seeded = performance.now();
  await handle.migrate();
  const clinic = await seed(handle);
  const seedSeconds = (performance.now() - seeded) / 1000;
  const rows: SearchTiming[] = [];
  for (const [kind, term] of kinds) {
    rows.push({ database, kind, example: term(42), ...(await time(handle, clinic, term)), seedSeconds });
  }
  return rows;
}

/** Every timing, PGlite first, then PostgreSQL when a server answers. */
export function benchPatientSearch(log: (m: string) => void): Promise<{ rows: SearchTiming[]; skipped: string[] }> {
  return onBothDatabases((database, handle) => measure(database, handle, log));
}

export function printPatientSearch({ rows, skipped }: { rows: SearchTiming[]; skipped: string[] }): void {
  console.log(
    `Patient list search, ${PATIENTS.toLocaleString('en')} records, first page of 10 with its count, ${RUNS} different terms each:`,
  );
  const header = ['database', 'search', 'p50 ms', 'p95 ms', `p95 < ${TARGET_P95_MS} ms`, 'example term'];
  const table = rows.map((row) => [
    row.database,
    row.kind,
    row.p50.toFixed(1),
    row.p95.toFixed(1),
    row.p95 < TARGET_P95_MS ? 'OK' : 'OVER',
    row.example,
  ]);
  printCells(header, table);
  const seeding = [...new Map(rows.map((row) => [row.database, row.seedSeconds])).entries()];
  console.log(
    `seeding (migrations + ${PATIENTS.toLocaleString('en')} rows): ${seeding.map(([d, s]) => `${d} ${s.toFixed(1)} s`).join(', ')}`,
  );
  for (const reason of skipped) console.log(`skipped: ${reason}`);
  console.log();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printPatientSearch(await benchPatientSearch((m) => console.error(`bench: ${m}`)));
}
