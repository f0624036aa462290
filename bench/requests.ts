// The bench's intake figures: sustained POST /api/yeucau (a visitor's booking) against the production server, on the
// embedded database and on PostgreSQL. Each request comes from its own client address (X-Forwarded-For, the server
// trusting the loopback proxy) with its own phone, so the per-address and per-phone limits and the 24-hour fold
// stay out of the way and every answer is a new stored request: the write path at full cost.
import autocannon from 'autocannon';
import pg from 'pg';
import { percentile, standardLoad as load } from './load';
import type { Row } from './report';
import { host, log, startApp, stopChild } from './servers';

export interface WriteLoad {
  requestsPerSecond: number;
  p95Ms: number;
  stored: number;
}

let sequence = 0;

/** A distinct documentation-range address and mobile number for each request. */
function nextVisitor() {
  sequence += 1;
  const n = sequence;
  return {
    address: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    phone: `09${String(n).padStart(8, '0')}`,
  };
}

/** Sustained bookings for `seconds` over `connections` connections; refuses any answer but 201. */
export function postRequests(url: string, connections: number, seconds: number): Promise<WriteLoad> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      {
        url: `${url}/api/yeucau`,
        connections,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              const visitor = nextVisitor();
              return {
                ...request,
                headers: {
                  ...request.headers,
                  'content-type': 'application/json',
                  'x-forwarded-for': visitor.address,
                },
                body: JSON.stringify({
                  loaiyeucau: 'DAT_LICH_HEN',
                  hoten: 'Khách đo tải',
                  dienthoai: visitor.phone,
                  dongy: true,
                }),
              };
            },
          },
        ],
      },
      (error: unknown, result) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        if (result.errors > 0 || result.non2xx > 0) {
          return reject(new Error(`POST /api/yeucau: ${result.non2xx} non-2xx answers and ${result.errors} errors`));
        }
        resolve({
          requestsPerSecond: result.requests.average,
          p95Ms: percentile(latencies, 95),
          stored: result.requests.total,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/** A scratch database on the PostgreSQL server at `serverUrl`, and its removal; `prefix` tells benches apart. */
export async function scratchPostgres(
  serverUrl: string,
  prefix = '',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `phongkham_bench_${prefix}${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Sustained bookings (POST /api/yeucau) on a server started for them: on the embedded database in `directory`, or
 * on PostgreSQL at `databaseUrl`. The server trusts the loopback proxy so each booking has its own address.
 */
async function measureBookings(port: number, directory: string, databaseUrl?: string): Promise<WriteLoad> {
  const env = { TRUST_PROXY: '127.0.0.1', HTML_CACHE: 'false', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const { child } = await startApp(port, directory, env);
  try {
    const url = `http://${host}:${port}`;
    log(
      `posting bookings to ${url}/api/yeucau (${databaseUrl ? 'PostgreSQL' : 'PGlite'}): ${load.warmUpSeconds} s warm-up, then ${load.seconds} s`,
    );
    await postRequests(url, load.connections, load.warmUpSeconds);
    return await postRequests(url, load.connections, load.seconds);
  } finally {
    await stopChild(child);
  }
}

/** The bookings on both databases; PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server. */
export async function bookingRows(port: number, directory: string): Promise<Row[]> {
  const rows = (label: string, result: WriteLoad): Row[] => [
    [
      `POST /api/yeucau on ${label} throughput`,
      Math.round(result.requestsPerSecond).toLocaleString('en-US'),
      `req/s (average), ${result.stored.toLocaleString('en-US')} bookings stored`,
    ],
    [`POST /api/yeucau on ${label} p95 latency`, result.p95Ms.toFixed(2), 'ms'],
  ];
  const out = rows('PGlite', await measureBookings(port, directory));
  const server = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!server) return [...out, ['POST /api/yeucau on PostgreSQL', 'skipped', 'set BENCH_DATABASE_URL=postgres://…']];
  const scratch = await scratchPostgres(server);
  try {
    return [...out, ...rows('PostgreSQL', await measureBookings(port, directory, scratch.url))];
  } finally {
    await scratch.drop();
  }
}
