// Owner access restored from the machine: a deactivated, demoted and locked-out last owner signs in again, and
// the command itself runs against a real embedded database.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, inject, it } from 'vitest';
import { openPglite, pgliteExtensions } from '../../db/client';
import { activityLog, roles, sessions, staff } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { createStaff, nextAddress, signIn } from '../../test/factories';
import { restoreOwnerAccess } from './owner-recovery';

const { app, database } = await buildTestApp();
const db = database.db;
const run = promisify(execFile);

const login = (taikhoan: string, matkhau: string) =>
  app.inject({
    method: 'POST',
    url: '/api/nhanvien/login',
    payload: { taikhoan, matkhau },
    remoteAddress: nextAddress(),
  });

describe('restoreOwnerAccess', () => {
  it('brings back a deactivated, demoted and locked-out owner with a new password, ending old sessions', async () => {
    const owner = await createStaff(db, { role: 'ADMINISTRATOR', taikhoan: 'chu.cu' });
    const old = await signIn(app, owner);
    const [doctorRole] = await db.select({ _id: roles._id }).from(roles).where(eq(roles.ma, 'BACSY'));
    await db.update(staff).set({ kichhoat: false, vaitro_id: doctorRole!._id }).where(eq(staff._id, owner._id));
    for (let i = 0; i < 6; i++) await login('chu.cu', 'sai-mat-khau');
    expect((await login('chu.cu', owner.matkhau)).statusCode).toBe(429);

    const restored = await restoreOwnerAccess(db, { taikhoan: '  CHU.CU ', password: 'mat-khau-moi-123' });

    expect(restored).toEqual({ taikhoan: 'chu.cu', created: false });
    expect((await login('chu.cu', owner.matkhau)).statusCode).toBe(401);
    const fresh = await login('chu.cu', 'mat-khau-moi-123');
    expect(fresh.statusCode).toBe(200);
    const me = await app.inject({
      method: 'GET',
      url: '/api/nhanvien/me',
      headers: { authorization: `Bearer ${fresh.json().data.token as string}` },
    });
    expect(me.json().data.vaitro.ma).toBe('ADMINISTRATOR');
    const open = await db
      .select({ _id: sessions._id })
      .from(sessions)
      .where(and(eq(sessions.nhanvien_id, owner._id), isNull(sessions.revokedAt)));
    expect(open).toHaveLength(1); // only the sign-in after the reset
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/nhanvien/refresh-token',
      payload: { refreshToken: old.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    const [trace] = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.banghi_id, owner._id), eq(activityLog.hanhdong, 'DAT_LAI_MAT_KHAU')))
      .orderBy(desc(activityLog.createdAt));
    expect(trace).toMatchObject({
      nhanvien_id: null,
      truoc: { kichhoat: false, vaitro_id: doctorRole!._id, daxoa: false },
      sau: { taikhoan: 'chu.cu', kichhoat: true, qua: 'dong-lenh' },
    });
  });

  it('makes the account when no account has that name', async () => {
    const restored = await restoreOwnerAccess(db, { taikhoan: 'chu.moi', password: 'mat-khau-moi-456' });
    expect(restored).toEqual({ taikhoan: 'chu.moi', created: true });
    expect((await login('chu.moi', 'mat-khau-moi-456')).statusCode).toBe(200);
  });
});

// Spawns Node with tsx and opens an embedded database: seconds on an idle machine, far longer on a loaded one.
describe('npm run admin -- reset-password', { timeout: 300_000 }, () => {
  const root = path.resolve(import.meta.dirname, '../../../..');
  const command = (args: string[], env: Record<string, string>) => {
    // The embedded database in its own folder, and a generated password: nothing from the test run's settings.
    const { DATABASE_URL: _url, ADMIN_PASSWORD: _password, ...inherited } = process.env;
    return run(process.execPath, ['--import', 'tsx', 'server/src/admin.ts', ...args], {
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
