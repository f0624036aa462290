// The prepared database of a new installation on the embedded database (docs/decisions/0074): a PGlite data directory
// migrated and seeded with the demo content, and its pictures, made once per server build
// (scripts/first-start-image.mjs), so that a first start copies it instead of creating, migrating and seeding a
// database (seconds of WebAssembly and picture drawing). What must differ between installations never comes from it:
// main.ts still creates the first administrator and the demo cast, and adaptToInstallation() gives the seeded doctors
// new passwords and moves the dates the seed wrote relative to its own day.
import { cpSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { openPglite, type Database } from '../client';
import { localStorageAt } from '../../lib/files/storage';
import { serverFile } from '../../paths';
import { ensureRoles } from './accounts';
import { renewSeededPasswords, seedDomains, seedIfEmpty, shiftSeededDates, type SeedDomain } from './index';

/** Where `npm start` keeps the image: beside the other build caches, never in git. */
export const firstStartImageFolder = fileURLToPath(serverFile('../node_modules/.cache/phongkham-first-start-image'));

// Set by the server build (scripts/server-build.mjs) to a hash of everything the image is made from: an image is
// used only by the build it was made for. Absent when the server runs from its sources, which then never use one.
declare const PHONGKHAM_FIRST_START_IMAGE_KEY: string | undefined;
export const firstStartImageKey: string | undefined =
  typeof PHONGKHAM_FIRST_START_IMAGE_KEY === 'string' ? PHONGKHAM_FIRST_START_IMAGE_KEY : undefined;

/** manifest.json, written last: an image without one is unfinished. */
interface Manifest {
  key: string;
  /** When the seed ran, for adaptToInstallation(). */
  builtAt: string;
  /** What seedIfEmpty() seeded, as a first start returns it (the demo cast depends on 'clinic'). */
  seeded: SeedDomain[];
}

/** What an installation made from the image needs to know of it. */
export interface FromImage {
  /** The build's key the image was made for. */
  key: string;
  builtAt: Date;
  seeded: SeedDomain[];
  /** Whether it took the image's spare copy, which replenishSpare() then makes again. */
  tookSpare: boolean;
}

const manifestOf = (image: string) => path.join(image, 'manifest.json');
/**
 * A second copy of the data directory, ready to be renamed into a new installation: creating its 1,500 files is what
 * a copy costs (about 1 ms each on a loaded two-core machine), so it is made ahead, and again after each use. Named
 * by the key, so that a spare an older server makes after the image was rebuilt is never taken.
 */
const spareOf = (image: string, key: string) => path.join(image, `spare-${key}`);

/**
 * Makes the image in `folder` (replacing any there) for `key`: a data directory opened as the server opens one,
 * migrated and seeded, with no account but the seeded doctors. Built aside and moved in whole.
 */
export async function buildFirstStartImage(folder: string, key: string): Promise<void> {
  const staging = `${folder}.building-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  try {
    const builtAt = new Date();
    const database = await openPglite(path.join(staging, 'pgdata'));
    let seeded: SeedDomain[];
    try {
      await database.migrate();
      seeded = await seedIfEmpty(database.db, localStorageAt(path.join(staging, 'uploads')));
      await ensureRoles(database.db);
    } finally {
      await database.close();
    }
    cpSync(path.join(staging, 'pgdata'), spareOf(staging, key), { recursive: true });
    const manifest: Manifest = { key, builtAt: builtAt.toISOString(), seeded };
    await writeFile(manifestOf(staging), `${JSON.stringify(manifest, null, 2)}\n`);
    await rm(folder, { recursive: true, force: true });
    await rename(staging, folder);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

async function readManifest(image: string): Promise<Manifest | null> {
  try {
    const manifest = JSON.parse(await readFile(manifestOf(image), 'utf8')) as Partial<Manifest>;
    if (typeof manifest.key !== 'string' || typeof manifest.builtAt !== 'string' || !Array.isArray(manifest.seeded))
      return null;
    const seeded = manifest.seeded.filter((domain): domain is SeedDomain => seedDomains.includes(domain));
    return { key: manifest.key, builtAt: manifest.builtAt, seeded };
  } catch {
    return null;
  }
}

async function isEmptyOrMissing(directory: string): Promise<boolean> {
  try {
    return (await readdir(directory)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/**
 * Copies the image into a new installation: its data directory `pgdata` (absent or empty, else nothing is done) and
 * its pictures into `uploadsDir`. Null, touching nothing, when there is no finished image made for `key`. The
 * database is the spare renamed into place, or, when there is none (taken, or on another filesystem), a copy made
 * aside and renamed: a start cut short never leaves half a database behind.
 */
export async function installFromImage(options: {
  image: string;
  key: string | undefined;
  pgdata: string;
  uploadsDir: string;
}): Promise<FromImage | null> {
  const { image, key, pgdata, uploadsDir } = options;
  if (!key) return null;
  const manifest = await readManifest(image);
  if (manifest?.key !== key || !(await isEmptyOrMissing(pgdata))) return null;
  // The pictures first: a start stopped before the database is in place copies them again, keeping what is there.
  // Synchronous copies: nothing else runs yet, and Node's asynchronous cp() took twice as long over these files.
  cpSync(path.join(image, 'uploads'), uploadsDir, { recursive: true, force: false, errorOnExist: false });
  const fromImage = { key, builtAt: new Date(manifest.builtAt), seeded: manifest.seeded };
  await mkdir(path.dirname(pgdata), { recursive: true });
  try {
    await rename(spareOf(image, key), pgdata);
    return { ...fromImage, tookSpare: true };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // Another process starting on the same directory put its database there first: it made the installation.
    if (code === 'ENOTEMPTY' || code === 'EEXIST') return null;
    if (code !== 'ENOENT' && code !== 'EXDEV') throw error;
  }
  const staging = `${pgdata}.from-image-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  try {
    cpSync(path.join(image, 'pgdata'), staging, { recursive: true });
    await rename(staging, pgdata);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTEMPTY' || code === 'EEXIST') return null;
    throw error;
  }
  return { ...fromImage, tookSpare: false };
}

/**
 * What replenishSpare() runs on a thread of its own (CommonJS, as an evaluated worker is): it removes the spares of
 * another build and the halves left by a server stopped while it made one (66 MB each), then copies the data
 * directory aside and renames it into place. Synchronous copies, twice as fast as Node's asynchronous cp() here, and
 * on a thread of its own they hold up nothing.
 */
const replenishWork = `
const { cpSync, existsSync, readdirSync, renameSync, rmSync } = require('node:fs');
const path = require('node:path');
const { image, key, pid } = require('node:worker_threads').workerData;
const isAlive = (other) => {
  try {
    process.kill(other, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};
for (const name of readdirSync(image)) {
  const building = /^spare-.+\\.building-(\\d+)$/.exec(name);
  const abandoned = building ? !isAlive(Number(building[1])) : name.startsWith('spare-') && name !== 'spare-' + key;
  if (abandoned) rmSync(path.join(image, name), { recursive: true, force: true });
}
const spare = path.join(image, 'spare-' + key);
if (!existsSync(spare)) {
  const staging = spare + '.building-' + pid;
  try {
    cpSync(path.join(image, 'pgdata'), staging, { recursive: true });
    renameSync(staging, spare);
  } catch (error) {
    if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
`;

/**
 * Makes the image's spare again after an installation took it, for the next new installation, on a thread of its
 * own. Does nothing when a spare is there; two at once leave one.
 */
export async function replenishSpare(image: string, key: string): Promise<void> {
  if ((await readManifest(image))?.key !== key) return;
  const worker = new Worker(replenishWork, { eval: true, workerData: { image, key, pid: process.pid } });
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', () => resolve());
  });
}

/** Calendar days (UTC, as the seed counts them) from `from` to `to`. */
const daysBetween = (from: Date, to: Date) =>
  Math.round(
    (Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), to.getUTCDate()) -
      Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate())) /
      86_400_000,
  );

/**
 * Makes a database just copied from the image this installation's own: the seeded doctors get passwords of their
 * own (the image's were made once for every copy), and the demo dates written relative to the day of seeding move
 * to `today`, as if the seed had run now.
 */
export async function adaptToInstallation(db: Database, fromImage: FromImage, today: Date): Promise<void> {
  await renewSeededPasswords(db);
  await shiftSeededDates(db, daysBetween(fromImage.builtAt, today));
}
