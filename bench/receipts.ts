// The time to issue a receipt (POST /api/hoadon/:id/thanhtoan) while 20 cashiers take payments at once, on the
// embedded database and on PostgreSQL. The production server starts on a new database of its own (a fresh data
// directory; on PostgreSQL a scratch database created and dropped here) with a known owner's password. The owner
// makes 20 THUNGAN accounts, each cashier signs in from an address of its own (the sign-in limit is per address)
// and opens a counter bill of ROUNDS units of a seeded product. Then, round after round, the 20 pay one unit each at
// the same moment, by card or transfer (no shift needed), so every receipt queues on the clinic's receipt counter
// row, the price of gapless numbers (decision 0052). Each receipt's latency is timed at the client; the first
// round warms up and is not timed. Read back afterwards: every bill paid in full, and the receipt numbers run
// without a gap or a repeat. Run alone with `node --import tsx bench/receipts.ts`; `npm run bench` includes it.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { freePort } from '../scripts/server-process.mjs';
import { percentile } from './load';
import { printTable, receiptRows } from './report';
import { scratchPostgres } from './requests';
import { BenchError, host, log, startApp, stopAll, stopChild } from './servers';

const CASHIERS = 20;
/** Payment rounds per database, the first a warm-up: 20 × 10 timed receipts. */
const ROUNDS = 11;
const OWNER_PASSWORD = 'matkhau-bench-thu-ngan';
const CASHIER_PASSWORD = 'Matkhau-thu-ngan-2026';

export interface ReceiptTiming {
  database: string;
  cashiers: number;
  /** Payment rounds, the first a warm-up. */
  rounds: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** Timed receipts (the warm-up round left out). */
  timed: number;
  /** Receipts read back, warm-up included. */
  issued: number;
  /** The first and last number read back, e.g. PT-2026-000001 and PT-2026-000220. */
  first: string;
  last: string;
  receiptsPerSecond: number;
  /** The 1-minute load average when the payments began: the machine is shared. */
  loadAverage: number;
}

/** Both databases' timings; `skipped` says why PostgreSQL was not measured. */
export interface ReceiptBench {
  timings: ReceiptTiming[];
  skipped: string | null;
}

interface Session {
  token: string;
  address: string;
}

/** One JSON call; its `data`, or a BenchError naming the route and the answer when the status is not `expected`. */
async function call<T>(
  url: string,
  method: 'GET' | 'POST',
  route: string,
  who: Session | null,
  body?: unknown,
  expected = method === 'POST' ? 201 : 200,
): Promise<T> {
  const response = await fetch(`${url}${route}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(who ? { authorization: `Bearer ${who.token}`, 'x-forwarded-for': who.address } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== expected) {
    throw new BenchError(`${method} ${route}: ${response.status} (expected ${expected}) ${text.slice(0, 500)}`);
  }
  return (JSON.parse(text) as { data: T }).data;
}

async function signIn(url: string, taikhoan: string, matkhau: string, address: string): Promise<Session> {
  const response = await fetch(`${url}/api/nhanvien/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ taikhoan, matkhau }),
  });
  const text = await response.text();
  if (response.status !== 200) throw new BenchError(`sign-in of ${taikhoan}: ${response.status} ${text.slice(0, 300)}`);
  return { token: (JSON.parse(text) as { data: { token: string } }).data.token, address };
}

interface Cashier extends Session {
  bill: string;
}

/** The owner's set-up: 20 signed-in cashiers, each with a counter bill of ROUNDS units; and the unit price. */
async function prepare(url: string): Promise<{ cashiers: Cashier[]; price: number }> {
  const owner = await signIn(url, 'admin', OWNER_PASSWORD, '10.20.0.1');
  // A new installation has one clinic, the site's, whose products the seed made.
  const clinics = await call<{ docs: { _id: string }[] }>(url, 'GET', '/api/phongkham?limit=1', owner);
  const clinic = clinics.docs[0]?._id;
  const products = await call<{ docs: { _id: string; gia: number | null }[] }>(url, 'GET', '/api/sanpham', owner);
  const product = products.docs.find((row) => row.gia && row.gia > 0);
  if (!clinic || !product) throw new BenchError('the seed has no clinic or no priced product to sell at the counter');
  const roles = await call<{ docs: { _id: string; ma: string }[] }>(url, 'GET', '/api/vaitro?limit=0', owner);
  const cashierRole = roles.docs.find((role) => role.ma === 'THUNGAN');
  if (!cashierRole) throw new BenchError('no THUNGAN role on the new installation');
  const cashiers = await Promise.all(
    Array.from({ length: CASHIERS }, async (_, i) => {
      const taikhoan = `thungan.bench${String(i + 1).padStart(2, '0')}`;
      await call(url, 'POST', '/api/nhanvien', owner, {
        taikhoan,
        matkhau: CASHIER_PASSWORD,
        hoten: `Thu ngân đo tải ${i + 1}`,
        vaitro_id: cashierRole._id,
        phongkham_id: clinic,
      });
      const session = await signIn(url, taikhoan, CASHIER_PASSWORD, `10.20.1.${i + 1}`);
      const bill = await call<{ _id: string; phaitra: number }>(url, 'POST', '/api/hoadon', session, {
        khachhang: `Khách quầy ${i + 1}`,
        dong: [{ loai: 'SAN_PHAM', sanpham_id: product._id, soluong: ROUNDS }],
      });
      if (bill.phaitra !== ROUNDS * product.gia!) {
        throw new BenchError(`bill of ${taikhoan}: due ${bill.phaitra}, expected ${ROUNDS} × ${product.gia}`);
      }
      return { ...session, bill: bill._id };
    }),
  );
  return { cashiers, price: product.gia! };
}

/** The rounds: all cashiers pay one unit at once, card and transfer alternating; the latencies after round 1. */
async function payRounds(url: string, cashiers: Cashier[], price: number) {
  const latencies: number[] = [];
  let timedMs = 0;
  for (let round = 1; round <= ROUNDS; round += 1) {
    const started = performance.now();
    const times = await Promise.all(
      cashiers.map(async (cashier, i) => {
        const transfer = (i + round) % 2 === 0;
        const body = transfer
          ? { phuongthuc: 'CHUYEN_KHOAN', sotien: price, magiaodich: `FT${round}-${i + 1}` }
          : { phuongthuc: 'THE', sotien: price };
        const sent = performance.now();
        await call(url, 'POST', `/api/hoadon/${cashier.bill}/thanhtoan`, cashier, body);
        return performance.now() - sent;
      }),
    );
    if (round > 1) {
      latencies.push(...times);
      timedMs += performance.now() - started;
    }
  }
  return { latencies, timedMs };
}

/** Reads every bill back: paid in full, ROUNDS receipts each, and the receipt numbers 1…n with no gap or repeat. */
async function readBack(url: string, cashiers: Cashier[]): Promise<{ issued: number; first: string; last: string }> {
  const numbers: string[] = [];
  for (const cashier of cashiers) {
    const bill = await call<{ trangthai: string; conlai: number; phieuthu: { so: string }[] }>(
      url,
      'GET',
      `/api/hoadon/${cashier.bill}`,
      cashier,
    );
    if (bill.trangthai !== 'DA_THANH_TOAN' || bill.conlai !== 0 || bill.phieuthu.length !== ROUNDS) {
      throw new BenchError(
        `bill ${cashier.bill}: ${bill.trangthai}, ${bill.conlai} due, ${bill.phieuthu.length} receipts (expected paid, 0, ${ROUNDS})`,
      );
    }
    numbers.push(...bill.phieuthu.map((receipt) => receipt.so));
  }
  const parsed = numbers.map((so) => {
    const match = /^PT-(\d{4})-(\d+)$/.exec(so);
    if (!match) throw new BenchError(`receipt number ${so} is not PT-YYYY-NNNNNN`);
    return { so, year: Number(match[1]), n: Number(match[2]) };
  });
  // Numbers run per clinic and year from 1 on a new database; a run across new year's midnight checks each year.
  for (const year of new Set(parsed.map((p) => p.year))) {
    const run = parsed
      .filter((p) => p.year === year)
      .map((p) => p.n)
      .sort((a, b) => a - b);
    run.forEach((n, i) => {
      if (n !== i + 1) throw new BenchError(`receipt numbers of ${year} skip or repeat at ${n}: ${run.join(',')}`);
    });
  }
  const sorted = parsed.sort((a, b) => a.year - b.year || a.n - b.n);
  return { issued: sorted.length, first: sorted[0]!.so, last: sorted.at(-1)!.so };
}

/** The set-up, the timed rounds and the read-back on the server at `url`. */
async function paymentsOn(url: string, database: string): Promise<ReceiptTiming> {
  log(`receipts on ${database}: ${CASHIERS} cashiers, ${ROUNDS} rounds (the first a warm-up) at ${url}`);
  const { cashiers, price } = await prepare(url);
  const loadAverage = os.loadavg()[0] ?? 0;
  const { latencies, timedMs } = await payRounds(url, cashiers, price);
  const numbers = await readBack(url, cashiers);
  return {
    database,
    cashiers: CASHIERS,
    rounds: ROUNDS,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    maxMs: Math.max(...latencies),
    timed: latencies.length,
    receiptsPerSecond: latencies.length / (timedMs / 1000),
    loadAverage,
    ...numbers,
  };
}

/** One database: the server on a fresh data directory (and `databaseUrl`, when given), measured and stopped. */
async function measureReceipts(database: string, databaseUrl?: string): Promise<ReceiptTiming> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'phongkham-bench-receipts-'));
  const port = await freePort(host);
  const env = {
    ADMIN_PASSWORD: OWNER_PASSWORD,
    TRUST_PROXY: '127.0.0.1',
    HTML_CACHE: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  try {
    // Not a timed start: a new database seeds the demo content, minutes on a loaded machine.
    const { child } = await startApp(port, directory, env, 300_000);
    try {
      return await paymentsOn(`http://${host}:${port}`, database);
    } finally {
      await stopChild(child);
    }
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** The PostgreSQL server to make a scratch database on, or null when none answers. */
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
export async function benchReceipts(): Promise<ReceiptBench> {
  const timings = [await measureReceipts('PGlite')];
  const server = await postgresServer();
  if (!server) return { timings, skipped: 'no PostgreSQL answers (set BENCH_DATABASE_URL=postgres://…)' };
  const scratch = await scratchPostgres(server, 'receipts_');
  try {
    timings.push(await measureReceipts('PostgreSQL', scratch.url));
  } finally {
    await scratch.drop();
  }
  return { timings, skipped: null };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // Alone, the web bundles are built first, or the server would build them while starting (run.ts builds them).
  const { ensureWebBuild } = await import('../scripts/web-build.mjs');
  await ensureWebBuild();
  try {
    printTable(receiptRows(await benchReceipts()));
  } catch (error) {
    console.error(`bench failed: ${error instanceof BenchError ? error.message : ((error as Error).stack ?? error)}`);
    // A server that never answered is still running; run.ts stops it in its own clean-up.
    await stopAll();
    process.exitCode = 1;
  }
}
