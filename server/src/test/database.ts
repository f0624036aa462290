// Test databases. PGlite (default): one migrated in-memory template per test file, cloned for each caller.
// PostgreSQL (TEST_DB_KIND=postgres): a database created per caller on TEST_DATABASE_URL's server, dropped on close.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { fromPglite, openPostgres, pgliteExtensions, type DatabaseHandle } from '../db/client';

export const testDatabaseKind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

let template: Promise<PGlite> | undefined;

function migratedTemplate(): Promise<PGlite> {
  template ??= (async () => {
    // The global setup saved a migrated data directory; loading it beats migrating again in every file.
    const saved = inject('pgliteTemplate');
    if (saved) {
      return PGlite.create({ extensions: pgliteExtensions, loadDataDir: new Blob([await readFile(saved)]) });
    }
    const client = await PGlite.create({ extensions: pgliteExtensions });
    await fromPglite(client).migrate();
    return client;
  })();
  return template;
}

async function pgliteDatabase(): Promise<DatabaseHandle> {
  // clone() is typed as the PGliteInterface but yields a full PGlite.
  const clone = (await (await migratedTemplate()).clone()) as PGlite;
  return fromPglite(clone);
}

async function postgresDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL (a PostgreSQL server URL)');
  const name = `phongkham_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.href);
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** A fresh, migrated, empty database of the kind under test. Close it to discard it. */
export function testDatabase(): Promise<DatabaseHandle> {
  return testDatabaseKind === 'postgres' ? postgresDatabase() : pgliteDatabase();
}
