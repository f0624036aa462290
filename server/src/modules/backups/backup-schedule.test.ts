// The nightly backup: written once the chosen hour has come (clinic time), once a day whatever restarts happen, the
// newest kept and older ones of its own removed with their uploads; never when the owner turned it off.
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { createStaff, signIn } from '../../test/factories';
import { createBackupSchedule } from './backup-schedule';

const { app, database } = await buildTestApp();
const owner = await signIn(app, await createStaff(database.db, { role: 'ADMINISTRATOR' }));
const dataDir = await mkdtemp(path.join(tmpdir(), 'phongkham-nightly-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const silent = { info: () => undefined, error: () => undefined };
const schedule = createBackupSchedule({
  db: database.db,
  dataDir,
  uploadsDir: path.join(dataDir, 'uploads'),
  log: silent,
});
const folder = path.join(dataDir, 'backups');
/** The owner's choice at /admin/setting. */
const settle = async (values: Record<string, unknown>) => {
  const answer = await app.inject({
    method: 'PUT',
    url: '/api/cauhinh',
    headers: { authorization: `Bearer ${owner.token}` },
    payload: values,
  });
  expect(answer.statusCode, answer.body).toBe(200);
};
/** A moment given in the clinic's time (UTC+7). */
const at = (clinicTime: string) => new Date(`${clinicTime}+07:00`);

describe('the nightly backup', { timeout: 60_000 }, () => {
  it('waits for the hour, writes one a day, and keeps the newest of its own', async () => {
    await settle({ saoluu_gio: 2, saoluu_giulai: 2 });
    await mkdir(folder, { recursive: true });
    await mkdir(path.join(dataDir, 'uploads'));
    await writeFile(path.join(dataDir, 'uploads', 'anh.webp'), 'a picture');
    // Older nightly backups, and one made by hand that is never removed.
    for (const day of ['2026-11-20', '2026-11-21']) {
      await writeFile(path.join(folder, `phongkham-tu-dong-${day}.jsonl.gz`), 'old');
      await mkdir(path.join(folder, `phongkham-tu-dong-${day}.uploads`));
    }
    await writeFile(path.join(folder, 'phongkham-2026-11-01.jsonl.gz'), 'by hand');

    expect(await schedule.runIfDue(at('2026-11-26T01:59:00'))).toBeNull();
    const written = await schedule.runIfDue(at('2026-11-26T02:05:00'));
    expect(written).toBe(path.join(folder, 'phongkham-tu-dong-2026-11-26.jsonl.gz'));
    // Later the same day, or after a restart: nothing new.
    expect(await schedule.runIfDue(at('2026-11-26T23:50:00'))).toBeNull();
    expect((await readdir(folder)).sort()).toEqual([
      'phongkham-2026-11-01.jsonl.gz',
      'phongkham-tu-dong-2026-11-21.jsonl.gz',
      'phongkham-tu-dong-2026-11-21.uploads',
      'phongkham-tu-dong-2026-11-26.jsonl.gz',
      'phongkham-tu-dong-2026-11-26.uploads',
    ]);
  });

  it('writes nothing when the owner turned it off', async () => {
    await settle({ saoluu_batdau: false });
    expect(await schedule.runIfDue(at('2026-11-27T03:00:00'))).toBeNull();
    expect(await readdir(folder)).not.toContain('phongkham-tu-dong-2026-11-27.jsonl.gz');
  });
});
