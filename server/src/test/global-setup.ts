// Runs once before the server tests. PGlite: a migrated database saved twice, empty and with the demo content,
// so each test file loads a ready database (≈ 0.4 s) instead of migrating (≈ 4 s) and seeding its own (drawing
// the demo pictures takes seconds). The saved files are kept small, since every file pays for their size when it
// loads one: 1 MB WAL segments, and a checkpoint that recycles all but two of them before each save. Both are kept in node_modules/.cache under a hash of everything they are
// made from (migrations, tables, seed, sanitizer, file storage, contracts, package versions): the next run
// reuses them, a change to any of those makes new ones. PostgreSQL: one migrated and seeded template database
// per run, which each test file copies. buildTestApp() copies the demo pictures into each app's data directory.
import { PGlite } from '@electric-sql/pglite';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { fromPglite, pgliteExtensions } from '../db/client';
import { openPostgres } from '../db/postgres';
import { seedIfEmpty } from '../db/seed';
import { ensureRoles } from '../db/seed/accounts';
import { localStorage } from '../lib/files/storage';
import { postgresStatement } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** The same database with the demo content (seedIfEmpty), for buildTestApp(). */
    pgliteSeededTemplate: string;
    /** PostgreSQL: a migrated and seeded database to create each test database from. */
    postgresSeededTemplate: string;
    /** The data directory whose uploads/ hold the seeded templates' pictures. */
    seedDataDir: string;
  }
}

const root = fileURLToPath(new URL('../../../', import.meta.url));
/** PGlite's own start parameters (single-user mode, no fsync…), which parameters given at create() replace. */
const { defaultStartParams } = PGlite as unknown as { defaultStartParams: string[] };
const cacheRoot = path.join(root, 'node_modules/.cache/phongkham-test-templates');

/** What the templates are made from: a change in any of these files or packages makes new templates. */
const inputs = {
  folders: ['server/src/db', 'contracts/src', 'server/src/lib/files'],
  files: ['server/src/lib/html.ts', 'server/src/lib/password.ts', 'server/src/test/global-setup.ts'],
  packages: ['@electric-sql/pglite', 'drizzle-orm', 'sharp', 'sanitize-html', '@node-rs/argon2'],
};

async function inputsHash(): Promise<string> {
  const hash = createHash('sha256');
  const files = [...inputs.files];
  for (const folder of inputs.folders) {
    const entries = await readdir(path.join(root, folder), { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile() || entry.name.endsWith('.test.ts')) continue;
      files.push(path.relative(root, path.join(entry.parentPath, entry.name)));
    }
  }
  for (const file of files.sort())
    hash
      .update(`${file}\0`)
      .update(await readFile(path.join(root, file)))
      .update('\0');
  for (const name of inputs.packages) {
    const { version } = JSON.parse(await readFile(path.join(root, 'node_modules', name, 'package.json'), 'utf8'));
    hash.update(`${name}@${version}\0`);
  }
  return hash.digest('hex').slice(0, 16);
}

async function dump(client: PGlite, file: string): Promise<void> {
  await client.query('checkpoint');
  await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
}

/**
 * Builds the two PGlite templates and the pictures into `folder`. PostgreSQL keeps at least two WAL segments (and
 * recycles up to min_wal_size of them): at the default 16 MB that was half of a 67 MB template, copied into memory
 * and unpacked by every test file. With 1 MB segments and the WAL limits at their floor while building (start
 * parameters, so the saved configuration and every database loaded from it keep PGlite's defaults), a template is
 * about 35 MB and loads in two thirds of the CPU time; without PostgreSQL's two template databases, 22 MB.
 */
async function buildTemplates(folder: string): Promise<void> {
  const client = await PGlite.create({
    extensions: pgliteExtensions,
    initDbStartParams: ['--wal-segsize=1'],
    startParams: [...defaultStartParams, '-c', 'min_wal_size=2MB', '-c', 'max_wal_size=2MB'],
  });
  try {
    // PostgreSQL's template0 and template1 are two fifths of a saved database's size and serve only CREATE
    // DATABASE, which no test runs on PGlite: without them a test database loads in about a third less CPU.
    await client.query(`update pg_database set datistemplate = false where datname in ('template0', 'template1')`);
    await client.query('drop database template0');
    await client.query('drop database template1');
    const handle = fromPglite(client);
    await handle.migrate();
    await dump(client, path.join(folder, 'empty.tar'));
    await seedIfEmpty(handle.db, localStorage(folder));
    await ensureRoles(handle.db);
    await dump(client, path.join(folder, 'seeded.tar'));
  } finally {
    await client.close();
  }
}

/** The cached templates for these inputs, built now when missing. Runs started together may both build. */
async function cachedTemplates(): Promise<string> {
  const key = await inputsHash();
  const folder = path.join(cacheRoot, key);
  if (existsSync(path.join(folder, 'ready'))) return folder;
  await mkdir(cacheRoot, { recursive: true });
  const building = await mkdtemp(path.join(cacheRoot, `building-${key}-`));
  try {
    await buildTemplates(building);
    await writeFile(path.join(building, 'ready'), new Date().toISOString());
    await rename(building, folder);
  } catch (error) {
    await rm(building, { recursive: true, force: true });
    // Another run finished the same templates first: use theirs.
    if (existsSync(path.join(folder, 'ready'))) return folder;
    throw error;
  }
  await removeStale(key);
  return folder;
}

/**
 * Templates of older inputs (≈ 80 MB each), made 15 minutes ago or more: a run that may still use them, started
 * before the sources changed, is over by then.
 */
async function removeStale(current: string): Promise<void> {
  const cutoff = Date.now() - 15 * 60_000;
  for (const name of await readdir(cacheRoot)) {
    if (name === current) continue;
    const folder = path.join(cacheRoot, name);
    if ((await stat(folder)).mtimeMs < cutoff) await rm(folder, { recursive: true, force: true });
  }
}

async function postgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL (a PostgreSQL server URL)');
  const name = `phongkham_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  const seedDataDir = await mkdtemp(path.join(tmpdir(), 'phongkham-seed-'));
  const admin = (statement: string) => postgresStatement(serverUrl, statement);
  await admin(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.href);
  try {
    await handle.migrate();
    await seedIfEmpty(handle.db, localStorage(seedDataDir));
    await ensureRoles(handle.db);
  } finally {
    // A template must have no connection left, or copying it fails.
    await handle.close();
  }
  project.provide('postgresSeededTemplate', name);
  project.provide('seedDataDir', seedDataDir);
  return async () => {
    await admin(`drop database if exists "${name}" with (force)`);
    await rm(seedDataDir, { recursive: true, force: true });
  };
}

export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB_KIND === 'postgres') return postgresTemplate(project);
  const folder = await cachedTemplates();
  project.provide('pgliteTemplate', path.join(folder, 'empty.tar'));
  project.provide('pgliteSeededTemplate', path.join(folder, 'seeded.tar'));
  project.provide('seedDataDir', folder);
}
