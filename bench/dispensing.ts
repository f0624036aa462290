// The time to dispense a prescription (POST /api/donthuoc/:id/phat) while 20 pharmacists dispense at once, on the
// embedded database and on PostgreSQL (a scratch database created and dropped here). The API runs in this process
// (buildApp on a new, migrated database, requests through Fastify's inject: no network in the figure); the set-up
// writes its rows directly: a clinic and its pharmacy, one drug in three batches (so FEFO crosses batches), 20
// pharmacists each signed in from an address of its own, and a signed prescription of its own visit per pharmacist
// and round. Then, round after round, the 20 dispense at the same moment: every dispensing locks the drug's batches
// and takes the clinic's PX counter, the price of exact stock and gapless numbers (decisions 0057, 0058). The first
// round warms up and is not timed. Read back afterwards: every prescription dispensed, the batches down by exactly
// what was handed out, the PX numbers without a gap. Run alone with `node --import tsx bench/dispensing.ts`;
// `npm run bench` includes it.
import { addDays, clinicDay, type RoleMenuEntry } from '@phongkham/contracts';
import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { buildApp } from '../server/src/app';
import { openPglite, type DatabaseHandle } from '../server/src/db/client';
import { openPostgres } from '../server/src/db/postgres';
import {
  batches,
  catalogueEntries,
  clinics,
  drugs,
  patients,
  prescriptionLines,
  prescriptions,
  roles,
  staff,
  stockDocuments,
  stores,
  visits,
} from '../server/src/db/schema';
import { hashPassword } from '../server/src/lib/password';
import { percentile } from './load';
import type { Row } from './report';
import { scratchPostgres } from './requests';
import { BenchError, log } from './servers';

const PHARMACISTS = 20;
/** Dispensing rounds per database, the first a warm-up: 20 × 10 timed dispensings. */
const ROUNDS = 11;
/** Units per prescription: FEFO takes them from the first batch until it runs out, then the next. */
const UNITS = 3;
const PASSWORD = 'Matkhau-duoc-si-2026';

export interface DispensingTiming {
  database: string;
  pharmacists: number;
  rounds: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  timed: number;
  issued: number;
  first: string;
  last: string;
  perSecond: number;
  loadAverage: number;
}

export interface DispensingBench {
  timings: DispensingTiming[];
  skipped: string | null;
}

type App = Awaited<ReturnType<typeof buildApp>>;

async function setUp(handle: DatabaseHandle, app: App) {
  const { db } = handle;
  const [clinic] = await db
    .insert(clinics)
    .values({ ten: 'Phòng khám đo tải', diachi: '1 Đường Đo Tải, TP. Hồ Chí Minh', dienthoai: '0281234567' })
    .returning({ _id: clinics._id });
  const phongkham_id = clinic!._id;
  const store =
    (await db.select({ _id: stores._id }).from(stores).where(eq(stores.phongkham_id, phongkham_id)))[0] ??
    (await db.insert(stores).values({ phongkham_id, ten: 'Nhà thuốc', loai: 'NHA_THUOC' }).returning())[0]!;
  const [room] = await db
    .insert(catalogueEntries)
    .values({ phongkham_id, loai: 'PHONG', ma: 'DT1', ten: 'Phòng đo tải' })
    .returning({ _id: catalogueEntries._id });
  const [drug] = await db
    .insert(drugs)
    .values({
      tenthuoc: 'Amoxicillin 500 (đo tải)',
      thanhphan: [{ hoatchat: 'Amoxicillin', hamluong: '500 mg' }],
      hoatchat: 'Amoxicillin',
      dangbaoche: 'Viên nang',
      donvitinh: 'Viên',
      duongdung: 'UONG',
    })
    .returning({ _id: drugs._id });
  const today = clinicDay();
  const total = PHARMACISTS * ROUNDS * UNITS;
  // Three batches: the first two run out during the run, so later dispensings cross batches.
  const sizes = [Math.floor(total / 3), Math.floor(total / 3), total];
  const lots = await db
    .insert(batches)
    .values(
      sizes.map((soluong, i) => ({
        phongkham_id,
        kho_id: store._id,
        thuoc_id: drug!._id,
        solo: `DT0${i + 1}`,
        handung: addDays(today, 60 * (i + 1)),
        soluong,
        giaban: 2_000 + i * 100,
      })),
    )
    .returning({ _id: batches._id, soluong: batches.soluong });
  const menu: RoleMenuEntry[] = [
    { url: '/nha-thuoc', view: true, create: true, update: true, delete: false, actions: [] },
  ];
  const [role] = await db
    .insert(roles)
    .values({ ma: 'DUOCSI_DO_TAI' as never, ten: 'Dược sĩ đo tải', menu })
    .returning({ _id: roles._id });
  const matkhau = await hashPassword(PASSWORD);
  const pharmacists = await Promise.all(
    Array.from({ length: PHARMACISTS }, async (_, i) => {
      const taikhoan = `duocsi.bench${String(i + 1).padStart(2, '0')}`;
      await db
        .insert(staff)
        .values({ taikhoan, matkhau, hoten: `Dược sĩ ${i + 1}`, vaitro_id: role!._id, phongkham_id });
      const address = `10.30.1.${i + 1}`;
      const answer = await app.inject({
        method: 'POST',
        url: '/api/nhanvien/login',
        remoteAddress: address,
        payload: { taikhoan, matkhau: PASSWORD },
      });
      if (answer.statusCode !== 200)
        throw new BenchError(`sign-in of ${taikhoan}: ${answer.statusCode} ${answer.body}`);
      return { token: (answer.json() as { data: { token: string } }).data.token, address };
    }),
  );
  // A signed prescription per pharmacist and round, each of its own visit.
  const work: string[][] = [];
  let n = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const ids: string[] = [];
    for (let i = 0; i < PHARMACISTS; i += 1) {
      n += 1;
      const [patient] = await db
        .insert(patients)
        .values({ phongkham_id, ma: `BN-7${String(n).padStart(6, '0')}`, hoten: `Bệnh nhân đo tải ${n}` })
        .returning({ _id: patients._id });
      const [visit] = await db
        .insert(visits)
        .values({ phongkham_id, benhnhan_id: patient!._id, phong_id: room!._id, ngay: today, sothutu: n })
        .returning({ _id: visits._id });
      const [prescription] = await db
        .insert(prescriptions)
        .values({
          phongkham_id,
          luotkham_id: visit!._id,
          benhnhan_id: patient!._id,
          madonthuoc: `${randomUUID().replaceAll('-', '').slice(0, 12)}-c`,
          trangthai: 'DA_KY',
          kyluc: new Date(),
        })
        .returning({ _id: prescriptions._id });
      await db.insert(prescriptionLines).values({
        donthuoc_id: prescription!._id,
        thutu: 1,
        thuoc_id: drug!._id,
        tenthuoc: 'Amoxicillin 500 mg',
        donvitinh: 'Viên',
        lieu_moilan: 1,
        solan_ngay: UNITS,
        songay: 1,
        soluong: UNITS,
      });
      ids.push(prescription!._id);
    }
    work.push(ids);
  }
  return { phongkham_id, pharmacists, work, lots, total: sizes.reduce((a, b) => a + b, 0) };
}

async function measure(database: string, handle: DatabaseHandle): Promise<DispensingTiming> {
  log(`dispensing on ${database}: ${PHARMACISTS} pharmacists, ${ROUNDS} rounds (the first a warm-up)`);
  await handle.migrate();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'phongkham-bench-dispensing-'));
  const app = await buildApp({
    config: {
      dataDir,
      publicUrl: 'http://localhost:3000',
      logLevel: 'silent',
      mode: 'test',
      jwtSecret: 'bench-secret-that-is-at-least-32-characters-long',
      trustProxy: false,
    },
    database: handle,
    logger: false,
    pollOutbox: false,
  });
  try {
    await app.ready();
    const { phongkham_id, pharmacists, work, lots, total } = await setUp(handle, app);
    const loadAverage = os.loadavg()[0] ?? 0;
    const latencies: number[] = [];
    let timedMs = 0;
    for (const [round, ids] of work.entries()) {
      const started = performance.now();
      const times = await Promise.all(
        ids.map(async (id, i) => {
          const who = pharmacists[i]!;
          const sent = performance.now();
          const answer = await app.inject({
            method: 'POST',
            url: `/api/donthuoc/${id}/phat`,
            remoteAddress: who.address,
            headers: { authorization: `Bearer ${who.token}` },
          });
          if (answer.statusCode !== 201) throw new BenchError(`dispensing ${id}: ${answer.statusCode} ${answer.body}`);
          return performance.now() - sent;
        }),
      );
      if (round > 0) {
        latencies.push(...times);
        timedMs += performance.now() - started;
      }
    }
    // Read back: the batches down by exactly what went out, and the PX numbers 1…n.
    const { db } = handle;
    const left = await db
      .select({ n: sql<number>`sum(${batches.soluong})::int` })
      .from(batches)
      .where(eq(batches.phongkham_id, phongkham_id));
    const handedOut = PHARMACISTS * ROUNDS * UNITS;
    if (left[0]!.n !== total - handedOut || lots.length !== 3) {
      throw new BenchError(`stock left ${left[0]!.n}, expected ${total - handedOut}`);
    }
    const numbers = (
      await db
        .select({ so: stockDocuments.so })
        .from(stockDocuments)
        .where(eq(stockDocuments.phongkham_id, phongkham_id))
    )
      .map((row) => row.so)
      .sort();
    numbers.forEach((so, i) => {
      if (Number(so.slice(-6)) !== i + 1) throw new BenchError(`PX numbers skip or repeat at ${so}`);
    });
    return {
      database,
      pharmacists: PHARMACISTS,
      rounds: ROUNDS,
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      maxMs: Math.max(...latencies),
      timed: latencies.length,
      issued: numbers.length,
      first: numbers[0]!,
      last: numbers.at(-1)!,
      perSecond: latencies.length / (timedMs / 1000),
      loadAverage,
    };
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function postgresServer(): Promise<string | null> {
  const env = process.env;
  const server =
    env.BENCH_DATABASE_URL ||
    env.TEST_DATABASE_URL ||
    env.DATABASE_URL ||
    'postgres://postgres@127.0.0.1:5432/postgres';
  const probe = new pg.Client({ connectionString: server, connectionTimeoutMillis: 3_000 });
  try {
    await probe.connect();
    return server;
  } catch {
    return null;
  } finally {
    await probe.end().catch(() => undefined);
  }
}

/** Both databases; PostgreSQL is skipped (and said so) when no server answers. */
export async function benchDispensing(): Promise<DispensingBench> {
  const pglite = await openPglite();
  const timings: DispensingTiming[] = [];
  try {
    timings.push(await measure('PGlite', pglite));
  } finally {
    await pglite.close();
  }
  const server = await postgresServer();
  if (!server) return { timings, skipped: 'no PostgreSQL server answered (set BENCH_DATABASE_URL)' };
  const scratch = await scratchPostgres(server, 'dispensing_');
  const handle = openPostgres(scratch.url);
  try {
    timings.push(await measure('PostgreSQL', handle));
  } finally {
    await handle.close();
    await scratch.drop();
  }
  return { timings, skipped: null };
}

/** The report's rows. */
export function dispensingRows({ timings, skipped }: DispensingBench): Row[] {
  const rows: Row[] = timings.flatMap((t): Row[] => [
    [
      `dispensing, ${t.pharmacists} concurrent pharmacists, on ${t.database} p95`,
      t.p95Ms.toFixed(1),
      `ms, POST /api/donthuoc/:id/phat in process (inject); p50 ${t.p50Ms.toFixed(1)}, max ${t.maxMs.toFixed(1)}, ` +
        `${t.timed} dispensings in ${t.rounds - 1} rounds after a warm-up, ${t.perSecond.toFixed(0)}/s; ` +
        `${t.issued} issues ${t.first} … ${t.last} gapless; load average ${t.loadAverage.toFixed(2)}`,
    ],
  ]);
  if (skipped) rows.push(['dispensing under concurrent pharmacists, on PostgreSQL', 'skipped', skipped]);
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await benchDispensing();
  for (const row of dispensingRows(result)) console.log(row.join('  '));
}
