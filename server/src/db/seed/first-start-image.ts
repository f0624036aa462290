// The prepared database of a new installation on the embedded database (docs/decisions/0074): a PGlite data directory
// migrated and seeded with the demo content, and its pictures, made once per server build
// (scripts/first-start-image.mjs), so that a first start copies it instead of creating, migrating and seeding a
// database (seconds of WebAssembly and picture drawing). What must differ between installations never comes from it:
// main.ts still creates the first administrator and the demo cast, and adaptToInstallation() gives the seeded doctors
// new passwords and moves the dates the seed wrote relative to its own day.
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
  builtAt: Date;
  seeded: SeedDomain[];
}

const manifestOf = (image: string) => path.join(image, 'manifest.json');

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
 * database is copied aside and renamed into place, so a start cut short never leaves half a database behind.
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
  await cp(path.join(image, 'uploads'), uploadsDir, { recursive: true, force: false, errorOnExist: false });
  const staging = `${pgdata}.from-image-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  try {
    await cp(path.join(image, 'pgdata'), staging, { recursive: true });
    await rename(staging, pgdata);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    // Another process starting on the same directory put its copy there first: it made the installation.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTEMPTY' || code === 'EEXIST') return null;
    throw error;
  }
  return { builtAt: new Date(manifest.builtAt), seeded: manifest.seeded };
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
