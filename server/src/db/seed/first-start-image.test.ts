// The prepared first-start database (decision 0074), made for real once: a new installation copied from it holds the
// seeded content and its pictures with every migration applied, gets passwords of its own (two installations from
// one image differ), reads the seed's dates as of the day it was installed, and an image made for other sources, an
// unfinished one or a data directory already in use is left alone. It never reads the suite's database, so it runs
// on the PGlite project only.
import { count, inArray } from 'drizzle-orm';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorageAt } from '../../lib/files/storage';
import { createDemoCast } from '../../modules/demo/demo.accounts';
import { testDatabaseKind } from '../../test/database';
import { openPglite, type DatabaseHandle } from '../client';
import { doctors, files, news, staff } from '../schema';
import { ensureFirstAdministrator, ensureRoles } from './accounts';
import { demoDoctors } from './doctors';
import {
  adaptToInstallation,
  buildFirstStartImage,
  installFromImage,
  replenishSpare,
  type FromImage,
} from './first-start-image';
import { seedDomains, seedIfEmpty } from './index';
import { demoNews } from './news';

const KEY = 'this-build';
const DAY = 86_400_000;

// Building draws every demo picture and migrates a database: seconds on an idle machine, far longer on a loaded one.
describe.skipIf(testDatabaseKind === 'postgres')('the first-start image', { timeout: 300_000 }, () => {
  let folder: string;
  let image: string;
  const opened: DatabaseHandle[] = [];

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'phongkham-first-start-'));
    image = path.join(folder, 'image');
    await buildFirstStartImage(image, KEY);
  }, 300_000);

  afterAll(async () => {
    await Promise.all(opened.map((handle) => handle.close()));
    await rm(folder, { recursive: true, force: true });
  });

  /** A new installation's data directory made from the image, as main.ts makes it, and its database opened. */
  async function install(name: string): Promise<{ fromImage: FromImage; database: DatabaseHandle; uploads: string }> {
    const pgdata = path.join(folder, name, 'pgdata');
    const uploads = path.join(folder, name, 'uploads');
    const fromImage = await installFromImage({ image, key: KEY, pgdata, uploadsDir: uploads });
    expect(fromImage).not.toBeNull();
    const database = await openPglite(pgdata);
    opened.push(database);
    await database.migrate();
    return { fromImage: fromImage!, database, uploads };
  }

  it('gives a new installation the seeded content, its pictures and every migration', async () => {
    const { fromImage, database, uploads } = await install('content');
    expect(fromImage.seeded).toEqual([...seedDomains]);
    const { db } = database;
    // Migrated when it was made: the seed has nothing left to do.
    expect(await seedIfEmpty(db, localStorageAt(uploads))).toEqual([]);
    expect((await db.select({ n: count() }).from(news))[0]!.n).toBe(demoNews.length);
    const stored = await db.select({ duongdan: files.duongdan }).from(files);
    expect(stored.length).toBeGreaterThan(0);
    expect((await readdir(uploads)).sort()).toEqual(stored.map((file) => file.duongdan).sort());
    // No account but the seeded doctors': the owner and the demo are each installation's own.
    const accounts = await db.select({ n: count() }).from(staff);
    const profiles = await db.select({ n: count() }).from(doctors);
    expect(accounts[0]!.n).toBe(profiles[0]!.n);
  });

  it('gives two installations of one image passwords of their own', async () => {
    await replenishSpare(image, KEY);
    const made = [];
    for (const name of ['first', 'second']) {
      const { fromImage, database } = await install(name);
      await adaptToInstallation(database.db, fromImage, new Date());
      await ensureRoles(database.db);
      const owner = await ensureFirstAdministrator(database.db, undefined);
      const cast = fromImage.seeded.includes('clinic') ? await createDemoCast(database.db) : null;
      const doctorHashes = (
        await database.db
          .select({ matkhau: staff.matkhau })
          .from(staff)
          .where(
            inArray(
              staff.taikhoan,
              demoDoctors.map((doctor) => doctor.taikhoan),
            ),
          )
      ).map((row) => row.matkhau);
      made.push({
        owner: owner?.generatedPassword,
        demo: cast?.password,
        doctorHashes,
        tookSpare: fromImage.tookSpare,
      });
    }
    const [first, second] = made as [(typeof made)[0], (typeof made)[0]];
    // The first took the spare, the second a copy; made again, the spare serves the next one.
    expect(made.map((installation) => installation.tookSpare)).toEqual([true, false]);
    await replenishSpare(image, KEY);
    expect((await install('third')).fromImage.tookSpare).toBe(true);
    expect(first.owner).toBeTruthy();
    expect(first.demo).toBeTruthy();
    expect(second.owner).not.toBe(first.owner);
    expect(second.demo).not.toBe(first.demo);
    expect(first.doctorHashes).toHaveLength(demoDoctors.length);
    for (const hash of second.doctorHashes) expect(first.doctorHashes).not.toContain(hash);
  });

  it("dates the seed's news as if it had been seeded on the day of installation", async () => {
    const { fromImage, database } = await install('later');
    const installedOn = new Date(fromImage.builtAt.getTime() + 5 * DAY);
    await adaptToInstallation(database.db, fromImage, installedOn);
    const rows = await database.db.select({ tieude: news.tieude, ngaydang: news.ngaydang }).from(news);
    // Nine in the morning, Vietnam time, so many days before the day of installation (seed/index.ts daysAgo).
    const nineAm = Date.UTC(installedOn.getUTCFullYear(), installedOn.getUTCMonth(), installedOn.getUTCDate(), 2);
    for (const article of demoNews) {
      const row = rows.find((candidate) => candidate.tieude === article.tieude);
      expect(row?.ngaydang.getTime()).toBe(nineAm - article.daysAgo * DAY);
    }
  });

  it('is not used for another build, unfinished, or where a database already is', async () => {
    const pgdata = path.join(folder, 'refused', 'pgdata');
    const uploadsDir = path.join(folder, 'refused', 'uploads');
    expect(await installFromImage({ image, key: 'another-build', pgdata, uploadsDir })).toBeNull();
    expect(await installFromImage({ image, key: undefined, pgdata, uploadsDir })).toBeNull();
    const unfinished = path.join(folder, 'unfinished');
    await mkdir(path.join(unfinished, 'pgdata'), { recursive: true });
    expect(await installFromImage({ image: unfinished, key: KEY, pgdata, uploadsDir })).toBeNull();
    expect(await readdir(path.join(folder, 'refused')).catch(() => [])).toEqual([]);

    await mkdir(pgdata, { recursive: true });
    await writeFile(path.join(pgdata, 'PG_VERSION'), '17\n');
    expect(await installFromImage({ image, key: KEY, pgdata, uploadsDir })).toBeNull();
    expect(await readdir(pgdata)).toEqual(['PG_VERSION']);
    expect(await readdir(uploadsDir).catch(() => [])).toEqual([]);
  });
});
