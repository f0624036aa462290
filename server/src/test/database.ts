// Test databases. PGlite (default): one migrated in-memory template per test file, cloned for each caller.
// PostgreSQL (TEST_DB_KIND=postgres): a database created per caller on TEST_DATABASE_URL's server, dropped on close.
// Either comes empty or, when `seeded`, with the demo content the global setup put in its templates.
import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { fromPglite, pgliteExtensions, type DatabaseHandle } from '../db/client';
import { openPostgres } from '../db/postgres';
import { postgresStatement } from './postgres-admin';

export const testDatabaseKind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

const templates: { empty?: Promise<Blob>; seeded?: Promise<Blob>; migrated?: Promise<PGlite> } = {};

/**
 * A saved template's bytes as the Blob PGlite loads, once per test file. Node 20 reads a Blob's bytes back in small
 * chunks that it then joins: about 240 ms of CPU for the 35 MB template here, where copying bytes already in memory
 * takes about 110 (measured in one process, four times each).
 */
class TemplateBytes extends Blob {
  constructor(private readonly saved: Uint8Array) {
    super([]);
  }
  override get size(): number {
    return this.saved.length;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.saved.slice().buffer);
  }
}

/**
 * PGlite's start parameters with 16 MB of shared buffers instead of PostgreSQL's 128 MB: starting a database sets
 * up all of them, a third of the CPU of loading one (about 0.2 s, each of the hundred test databases of a run), and
 * a test database (about 22 MB, in memory either way) queries no slower with fewer (decision 0028).
 */
const { defaultStartParams } = PGlite as unknown as { defaultStartParams: string[] };
const startParams = [...defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * A fresh PGlite database of the global setup's saved template (kept in memory once per worker). Loading the saved
 * bytes again is cheaper than PGlite's clone(), which dumps a running template to bytes first.
 */
async function fromSavedTemplate(seeded: boolean): Promise<PGlite | undefined> {
  const saved = inject(seeded ? 'pgliteSeededTemplate' : 'pgliteTemplate');
  if (!saved) return undefined;
  const kind = seeded ? 'seeded' : 'empty';
  templates[kind] ??= readFile(saved).then((bytes) => new TemplateBytes(new Uint8Array(bytes)));
  return PGlite.create({ extensions: pgliteExtensions, loadDataDir: await templates[kind], startParams });
}

/** Without the global setup: a clone of an empty database migrated once per worker, which buildTestApp() seeds. */
async function fromMigratedTemplate(): Promise<PGlite> {
  templates.migrated ??= (async () => {
    const client = await PGlite.create({ extensions: pgliteExtensions, startParams });
    await fromPglite(client).migrate();
    return client;
  })();
  // clone() is typed as the PGliteInterface but yields a full PGlite.
  return (await (await templates.migrated).clone()) as PGlite;
}

async function pgliteDatabase(seeded: boolean): Promise<DatabaseHandle> {
  return fromPglite((await fromSavedTemplate(seeded)) ?? (await fromMigratedTemplate()));
}

async function postgresDatabase(seeded: boolean): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL (a PostgreSQL server URL)');
  const name = `phongkham_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  // The seeded template is already migrated: copying it is faster than migrating and seeding again.
  const template = seeded ? inject('postgresSeededTemplate') : undefined;
  await postgresStatement(serverUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.href);
  if (!template) await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await postgresStatement(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/**
 * A fresh, migrated database of the kind under test: empty, or with the demo content of the global setup's
 * template when `seeded` (its pictures are in seededUploads()). Close it to discard it.
 */
export function testDatabase(options: { seeded?: boolean } = {}): Promise<DatabaseHandle> {
  const seeded = options.seeded ?? false;
  return testDatabaseKind === 'postgres' ? postgresDatabase(seeded) : pgliteDatabase(seeded);
}

/** The folder holding the seeded templates' pictures (its uploads/), or undefined without the global setup. */
export function seededDataDir(): string | undefined {
  return inject('seedDataDir') || undefined;
}
