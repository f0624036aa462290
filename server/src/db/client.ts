// Opens the database: embedded PGlite in DATA_DIR by default, a PostgreSQL pool when DATABASE_URL is set.
// Both speak the same Drizzle API and take the same migrations.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { mkdir } from 'node:fs/promises';
import { lockDataDirectory } from './data-dir-lock';
import { loadReferenceData, migrationsFolder, ping } from './shared-setup';
import * as schema from './schema';

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

export const pgliteExtensions = { unaccent, pg_trgm };

/** Wraps an opened PGlite (a data directory, memory, or a test clone). */
export function fromPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder });
      await loadReferenceData(db);
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

/** The embedded database's folder in a data directory. */
export const pgliteDirectory = (dataDir: string) => `${dataDir}/pgdata`;

export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  // The PostgreSQL driver loads only for a server that uses it: an embedded start skips its modules.
  if (options.databaseUrl) return (await import('./postgres')).openPostgres(options.databaseUrl);
  return openPglite(pgliteDirectory(options.dataDir));
}

/** A transaction handle, as `db.transaction(async (tx) => …)` passes it. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
