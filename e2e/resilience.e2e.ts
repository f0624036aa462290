// Nothing answered is lost: the production server, under a steady load of bookings from the public site, is killed
// with SIGKILL at a random moment and started again on the same data; every booking it had answered 2xx must be
// there. Then, under the same load, SIGTERM: every request the server accepted gets its answer (none is cut off),
// and every 2xx is kept. On the embedded database, and on PostgreSQL when TEST_DATABASE_URL names a server.
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { queryStoppedDatabase } from './support/database';
import { startServer, type RunningServer } from './support/server';

interface Outcome {
  /** Ids of the requests answered 2xx. */
  stored: string[];
  /** Requests that reached a connection the server then cut (reset, or closed without an answer). */
  cut: number;
  /** Requests refused before a connection was made (the server had stopped listening). */
  refused: number;
  other: string[];
}

let sent = 0;

/** One booking, on a connection of its own (no keep-alive: a request is either accepted or refused whole). */
function book(url: string): Promise<{ id?: string; error?: string }> {
  sent += 1;
  const body = JSON.stringify({
    loaiyeucau: 'DAT_LICH_HEN',
    hoten: `Khách kiểm tra ${sent}`,
    dienthoai: `09${String(10_000_000 + sent).slice(-8)}`,
  });
  return new Promise((resolve) => {
    const call = request(
      `${url}/api/yeucau`,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          connection: 'close',
          // A different visitor each time: the per-address limit is not what this test is about.
          'x-forwarded-for': `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
        },
      },
      (answer) => {
        let text = '';
        answer.on('data', (chunk) => (text += chunk));
        answer.on('end', () => {
          if (answer.statusCode === 201) resolve({ id: (JSON.parse(text) as { data: { _id: string } }).data._id });
          else resolve({ error: `status ${answer.statusCode}` });
        });
        answer.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      },
    );
    call.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    call.end(body);
  });
}

/**
 * Keeps `clients` bookings in flight. Once `stopping()` is true a client sends nothing new: what it has in flight
 * then must still be answered (SIGTERM), or may be lost unanswered (SIGKILL).
 */
async function load(url: string, clients: number, stopping: () => boolean, outcome: Outcome): Promise<Outcome> {
  const client = async () => {
    while (!stopping()) {
      const answer = await book(url);
      if (answer.id) outcome.stored.push(answer.id);
      else if (answer.error === 'ECONNREFUSED') outcome.refused += 1;
      else if (answer.error === 'ECONNRESET' || answer.error === 'socket hang up') outcome.cut += 1;
      else outcome.other.push(answer.error ?? 'unknown');
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return outcome;
}

interface Kind {
  name: string;
  env: () => Promise<Record<string, string>>;
  /** The request ids among `ids` that the stopped server's database holds. */
  present: (server: RunningServer, ids: string[]) => Promise<number>;
  cleanup: () => Promise<void>;
}

const databases: string[] = [];
const serverUrl = process.env.TEST_DATABASE_URL;
const postgresUrl = (name: string) => {
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.href;
};
async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const kinds: Kind[] = [
  {
    name: 'embedded database (PGlite)',
    env: async () => ({}),
    present: async (server, ids) =>
      (
        await queryStoppedDatabase<{ n: number }>(
          server.dataDir,
          `select count(*)::int as n from yeucau where _id in (${ids.map((id) => `'${id}'`).join(',') || 'null'})`,
        )
      )[0]!.n,
    cleanup: async () => undefined,
  },
  ...(serverUrl
    ? [
        {
          name: 'PostgreSQL',
          env: async () => {
            const name = `phongkham_resilience_${randomBytes(4).toString('hex')}`;
            await onServer(serverUrl, (client) => client.query(`create database "${name}"`));
            databases.push(name);
            return { DATABASE_URL: postgresUrl(name) };
          },
          present: async (_server: RunningServer, ids: string[]) =>
            onServer(postgresUrl(databases.at(-1)!), async (client) => {
              const result = await client.query<{ n: number }>(
                'select count(*)::int as n from yeucau where _id = any($1::uuid[])',
                [ids],
              );
              return result.rows[0]!.n;
            }),
          cleanup: async () => {
            for (const name of databases.splice(0)) {
              await onServer(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
            }
          },
        } satisfies Kind,
      ]
    : []),
];

afterAll(async () => {
  for (const kind of kinds) await kind.cleanup();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const noOutcome = (): Outcome => ({ stored: [], cut: 0, refused: 0, other: [] });

/**
 * Waits for the load's first stored booking, then a random half second to two seconds more: a random moment of a
 * steady load. Counted from the first answer, not from the start, since a new server's first answers take seconds
 * when the machine is busy (a kill timed from the start once came before any booking was stored).
 */
async function steadyMoment(outcome: Outcome, extraMs: number): Promise<void> {
  // Any other first answer (an error, a refusal) ends the wait too: the test then says what came.
  while (outcome.stored.length + outcome.other.length + outcome.cut + outcome.refused === 0) await pause(20);
  await pause(500 + Math.floor(Math.random() * extraMs));
}

describe.each(kinds)('$name: nothing answered is lost', { timeout: 600_000 }, (kind) => {
  it('keeps every booking answered before a SIGKILL, and every one answered through a SIGTERM', async () => {
    const env = { ...(await kind.env()), TRUST_PROXY: '127.0.0.1', HTML_CACHE: 'false' };
    const server = await startServer(env);
    try {
      // Killed at a random moment of a steady load.
      let killing = false;
      const beforeKill = noOutcome();
      const killed = steadyMoment(beforeKill, 1500).then(() => {
        killing = true;
        return server.kill();
      });
      await load(server.url, 8, () => killing, beforeKill);
      await killed;
      expect(beforeKill.stored.length, beforeKill.other.join(', ')).toBeGreaterThan(0);

      const again = await startServer(env, server);
      // Same data, new process: now stop it gracefully under the same load.
      let stopping = false;
      let stopTook = 0;
      const beforeStop = noOutcome();
      const stopped = steadyMoment(beforeStop, 1000).then(async () => {
        stopping = true;
        const started = Date.now();
        await again.stop();
        stopTook = Date.now() - started;
      });
      await load(again.url, 8, () => stopping, beforeStop);
      await stopped;
      expect(beforeStop.stored.length).toBeGreaterThan(0);
      // SIGTERM answers every request already sent: none is cut off or refused.
      const summary = `${beforeStop.stored.length} stored, ${beforeStop.cut} cut, ${beforeStop.refused} refused, the stop took ${stopTook} ms\n${again.log()}`;
      expect(beforeStop.cut + beforeStop.refused, summary).toBe(0);
      expect(beforeStop.other).toEqual([]);

      const everyAnswered = [...beforeKill.stored, ...beforeStop.stored];
      expect(await kind.present(again, everyAnswered)).toBe(everyAnswered.length);
    } finally {
      await server.dispose();
    }
  });
});
