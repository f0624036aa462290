// The owner-recovery command as an operator runs it (npm run admin: the server's built JavaScript) on the embedded
// database in its own folder.
// It never reads the suite's database, so it runs once (on the PGlite project), not once per database kind.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, inject, it } from 'vitest';
import { openPglite, pgliteExtensions } from '../../db/client';
import { roles, staff } from '../../db/schema';

const run = promisify(execFile);

// Spawns Node (building the server first if needed) and opens an embedded database: seconds on an idle machine, far longer on a loaded one.
describe('npm run admin -- reset-password', { timeout: 300_000 }, () => {
  const root = path.resolve(import.meta.dirname, '../../../..');
  const command = (args: string[], env: Record<string, string>) => {
    // The embedded database in its own folder, and a generated password: nothing from the test run's settings.
    const { DATABASE_URL: _url, ADMIN_PASSWORD: _password, ...inherited } = process.env;
    return run(process.execPath, ['scripts/admin.mjs', ...args], {
      cwd: root,
      env: { ...inherited, ...env },
    });
  };

  it('restores the account on the embedded database and prints the password once', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'phongkham-admin-'));
    try {
      // Start from the suite's migrated template when there is one, so the command's own migration has nothing to do.
      const template = inject('pgliteTemplate');
      if (template) {
        const prepared = await PGlite.create({
          dataDir: path.join(dataDir, 'pgdata'),
          extensions: pgliteExtensions,
          loadDataDir: new Blob([await readFile(template)]),
        });
        await prepared.close();
      }
      const { stdout } = await command(['reset-password', 'chu.nha'], { DATA_DIR: dataDir });
      const password = /password: (\S+)/.exec(stdout)?.[1];
      expect(stdout).toContain('Owner access restored for "chu.nha" (new account).');
      expect(password).toMatch(/^\S{12,}$/);
      const handle = await openPglite(path.join(dataDir, 'pgdata'));
      try {
        const [row] = await handle.db
          .select({ kichhoat: staff.kichhoat, ma: roles.ma })
          .from(staff)
          .innerJoin(roles, eq(roles._id, staff.vaitro_id))
          .where(eq(staff.taikhoan, 'chu.nha'));
        expect(row).toEqual({ kichhoat: true, ma: 'ADMINISTRATOR' });
      } finally {
        await handle.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('explains its use and fails on an unknown command', async () => {
    await expect(command(['delete-everything'], { DATA_DIR: tmpdir() })).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage: npm run admin -- reset-password [account]'),
    });
  });
});
