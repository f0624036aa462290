// Opens the database: embedded PGlite in DATA_DIR by default, a PostgreSQL pool when DATABASE_URL is set.
// Both speak the same Drizzle API and take the same migrations.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { lockDataDirectory } from './data-dir-lock';
import { ensureAddressUnits } from './reference/address-units';
import { ensureIcd10 } from './reference/icd10';
import * as schema from './schema';
import { serverFile } from '../paths';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /**
   * Applies the committed migrations that this database has not seen yet, then loads the reference data files
   * that changed (db/reference/): the tables and the data they need come up together.
   */
  migrate(): Promise<void>;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  /** Flushes and releases the database; PGlite must be closed or its process never exits. */
  close(): Promise<void>;
  /**
   * Calls `onPayload` with each NOTIFY on `channel` (sent by any process, delivered when its transaction commits).
   * On PostgreSQL a dedicated connection listens and comes back after a loss, calling `onReconnect` so the caller
   * can look for what it missed. Resolves to the function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
}

const migrationsFolder = fileURLToPath(serverFile('src/db/migrations'));
export const pgliteExtensions = { unaccent, pg_trgm };

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Wraps an opened PGlite (a data directory, memory, or a test clone). */
export function fromPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder });
      await ensureAddressUnits(db);
      await ensureIcd10(db);
    },
    ping: () => ping(db),
    close: async () => {
      if (!client.closed) await client.close();
    },
    // One process: PGlite delivers its own notifications to the same client.
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
  };
}

/** PGlite in a directory, or in memory when none is given. */
export async function openPglite(directory?: string): Promise<DatabaseHandle> {
  let unlock: (() => Promise<void>) | undefined;
  if (directory) {
    await mkdir(directory, { recursive: true });
    unlock = await lockDataDirectory(directory);
  }
  try {
    const client = await PGlite.create(directory, {
      extensions: pgliteExtensions,
      // The default buffers cost ~250 MB of RSS; a clinic's data fits comfortably in far less.
      postgresqlconf: ['shared_buffers=16MB'],
    });
    const handle = fromPglite(client);
    if (!unlock) return handle;
    const release = unlock;
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await release();
      },
    };
  } catch (error) {
    await unlock?.();
    throw error;
  }
}

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
      await ensureAddressUnits(db);
      await ensureIcd10(db);
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

/** The embedded database's folder in a data directory. */
export const pgliteDirectory = (dataDir: string) => `${dataDir}/pgdata`;

export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(pgliteDirectory(options.dataDir));
}

/** A transaction handle, as `db.transaction(async (tx) => …)` passes it. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
