// Owner access restored from the machine: a deactivated, demoted and locked-out last owner signs in again (the
// command itself, on a real embedded database, is in owner-recovery.command.test.ts).
import { and, desc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, roles, sessions, staff } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { createStaff, nextAddress, signIn } from '../../test/factories';
import { restoreOwnerAccess } from './owner-recovery';

const { app, database } = await buildTestApp();
const db = database.db;

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
