// The embedded database's lock (db/data-dir-lock.ts), and the owner's commands refusing a directory another process
// holds (a server left running) rather than writing the same files beside it. Nothing here reads the suite's
// database: it runs once, on the PGlite project, like the other *.command.test.ts files.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { openPglite, pgliteExtensions } from './client';
import { DataDirectoryInUse, lockDataDirectory, lockFileOf } from './data-dir-lock';

let folder: string;
let directory: string;
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'phongkham-lock-'));
  directory = path.join(folder, 'pgdata');
});
afterEach(() => rm(folder, { recursive: true, force: true }));

const mine = async () => JSON.parse(await readFile(lockFileOf(directory), 'utf8')) as Record<string, unknown>;

describe('the embedded database directory lock', () => {
  it('turns a second opener away until the first lets go', async () => {
    const release = await lockDataDirectory(directory);
    await expect(lockDataDirectory(directory)).rejects.toBeInstanceOf(DataDirectoryInUse);
    await expect(lockDataDirectory(directory)).rejects.toThrow(/pid \d+ .*Stop that process first/);
    await release();
    const again = await lockDataDirectory(directory);
    expect((await mine()).pid).toBe(process.pid);
    await again();
  });

  it('takes over a lock whose owner is gone: a crash, a reused pid, a reboot, a torn file', async () => {
    const me = await (async () => {
      const release = await lockDataDirectory(directory);
      const owner = await mine();
      await release();
      return owner;
    })();
    const stale = [
      // A pid far above Linux's limit is nobody's.
      JSON.stringify({ ...me, pid: 4_194_999, started: '1' }),
      // This very pid, but started at another time: the pid was reused.
      JSON.stringify({ ...me, started: '1' }),
      JSON.stringify({ ...me, boot: 'an-earlier-boot' }),
      '{"pid": 12',
      '',
    ];
    for (const content of stale) {
      await writeFile(lockFileOf(directory), content);
      const release = await lockDataDirectory(directory);
      expect(await mine()).toEqual(me);
      await release();
    }
  });

  it("counts another machine's lock as held, and never removes a lock that is not its own", async () => {
    await writeFile(
      lockFileOf(directory),
      JSON.stringify({ pid: 1, host: `not-${hostname()}`, boot: '', started: '' }),
    );
    await expect(lockDataDirectory(directory)).rejects.toBeInstanceOf(DataDirectoryInUse);

    await rm(lockFileOf(directory));
    const release = await lockDataDirectory(directory);
    const other = JSON.stringify({ pid: 1, host: `not-${hostname()}`, boot: '', started: '' });
    await writeFile(lockFileOf(directory), other);
    await release();
    expect(await readFile(lockFileOf(directory), 'utf8')).toBe(other);
  });

  it('is taken by opening PGlite on a directory, refused before PGlite starts, and given back by closing', async () => {
    const held = await lockDataDirectory(directory);
    await expect(openPglite(directory)).rejects.toBeInstanceOf(DataDirectoryInUse);
    await held();

    // A migrated directory from the suite's template, as the owner-recovery command test makes one.
    const template = inject('pgliteTemplate');
    if (template) {
      const prepared = await PGlite.create({
        dataDir: directory,
        extensions: pgliteExtensions,
        loadDataDir: new Blob([await readFile(template)]),
      });
      await prepared.close();
    }
    const handle = await openPglite(directory);
    try {
      expect((await mine()).pid).toBe(process.pid);
      expect(await handle.ping()).toBe(true);
    } finally {
      await handle.close();
    }
    await expect(readFile(lockFileOf(directory))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

const run = promisify(execFile);

describe('npm run backup while the embedded database is open elsewhere', { timeout: 300_000 }, () => {
  it('exits with a message naming the process to stop, and leaves the lock alone', async () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'phongkham-locked-'));
    const release = await lockDataDirectory(path.join(dataDir, 'pgdata'));
    try {
      const { DATABASE_URL: _url, ...inherited } = process.env;
      const failure = await run(process.execPath, ['scripts/admin.mjs', 'backup'], {
        cwd: root,
        env: { ...inherited, DATA_DIR: dataDir },
      }).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr).toContain(`is open in another process (pid ${process.pid}`);
      expect(failure?.stderr).not.toMatch(/\n\s+at /);
      // Still this process's: the refused command did not take it over or remove it.
      await expect(lockDataDirectory(path.join(dataDir, 'pgdata'))).rejects.toThrow(`pid ${process.pid}`);
    } finally {
      await release();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
