// A PostgreSQL server through a pool, for DATABASE_URL (db/client.ts opens it): the same Drizzle API and migrations
// as the embedded database, and LISTEN on a connection of its own. A module of its own so that a server on the
// embedded database never loads the driver.
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, DatabaseHandle } from './client';
import { loadReferenceData, migrationsFolder, ping } from './shared-setup';
import * as schema from './schema';

export function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client's error (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      await migrateNodePg(db as never, { migrationsFolder });
      await loadReferenceData(db);
    },
    ping: () => ping(db),
    // pg throws when a pool is ended twice; closing stays idempotent, as it is for PGlite.
    close: () => (closing ??= pool.end()),
    listen: (channel, onPayload, onReconnect) => listenPostgres(url, channel, onPayload, onReconnect),
  };
}

/** How long a lost listening connection waits before it connects again. */
const RELISTEN_MS = 2_000;

/** LISTEN on a connection of its own (a pooled one would be handed to others), reconnecting after a loss. */
async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const again = () => {
    if (stopped) return;
    retry = setTimeout(() => {
      connect()
        .then(() => onReconnect?.())
        .catch(again);
    }, RELISTEN_MS);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    // A lost connection (server restart, network) is replaced once; the caller then looks for what it missed.
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      again();
    };
    next.on('error', lost);
    next.on('end', lost);
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      client = undefined;
      await next.end().catch(() => undefined);
      throw error;
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const open = client;
    client = undefined;
    await open?.end().catch(() => undefined);
  };
}
