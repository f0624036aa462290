import { and, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { activityLog, passwordRecoveries, staff } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { createStaff, nextAddress, signIn, tokenClaims, type SignedIn } from '../../test/factories';
import { CHANGE_WINDOW_MINUTES, PASSWORD_CHANGES_PER_STAFF } from './auth.routes';

const { app, database } = await buildTestApp();
const db = database.db;

const change = (session: Pick<SignedIn, 'token'> | null, payload: object, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/nhanvien/change-password',
    payload,
    remoteAddress: nextAddress(),
    headers: { ...(session ? { authorization: `Bearer ${session.token}` } : {}), ...headers },
  });
const me = (token: string) =>
  app.inject({ method: 'GET', url: '/api/nhanvien/me', headers: { authorization: `Bearer ${token}` } });
const refresh = (refreshToken: string) =>
  app.inject({
    method: 'POST',
    url: '/api/nhanvien/refresh-token',
    payload: { refreshToken },
    remoteAddress: nextAddress(),
  });
const login = (taikhoan: string, matkhau: string) =>
  app.inject({
    method: 'POST',
    url: '/api/nhanvien/login',
    payload: { taikhoan, matkhau },
    remoteAddress: nextAddress(),
  });
const passwordHash = async (id: string) =>
  (await db.select({ matkhau: staff.matkhau }).from(staff).where(eq(staff._id, id)))[0]!.matkhau;
const cookie = (response: LightMyRequestResponse, name: string) => response.cookies.find((c) => c.name === name);

describe('POST /api/nhanvien/change-password', () => {
  it('sets the new password, keeps this device signed in with new tokens and signs every other session out', async () => {
    const member = await createStaff(db, { taikhoan: 'doi.mat.khau' });
    const here = await signIn(app, member);
    const elsewhere = await signIn(app, member);
    const before = await passwordHash(member._id);

    const response = await change(here, { matkhaucu: member.matkhau, matkhaumoi: 'mat-khau-moi-2025' });
    expect(response.statusCode).toBe(200);
    const { token, refreshToken, exp } = response.json().data;
    expect(response.json().success).toBe(true);
    expect(Number.isInteger(exp)).toBe(true);
    expect(tokenClaims(token).sid).not.toBe(tokenClaims(here.token).sid);
    expect(cookie(response, 'token')).toMatchObject({ value: token, httpOnly: true, path: '/' });
    expect(cookie(response, 'refreshToken')).toMatchObject({ value: refreshToken, path: '/api/nhanvien' });

    expect(await passwordHash(member._id)).not.toBe(before);
    expect(await passwordHash(member._id)).toMatch(/^\$argon2id\$/);
    // This device goes on with its new tokens; every earlier session is over, this device's old one too.
    expect((await me(token)).statusCode).toBe(200);
    expect((await refresh(refreshToken)).statusCode).toBe(200);
    for (const old of [here, elsewhere]) {
      expect((await me(old.token)).statusCode).toBe(401);
      expect((await refresh(old.refreshToken)).statusCode).toBe(401);
    }
    expect((await login('doi.mat.khau', member.matkhau)).statusCode).toBe(401);
    expect((await login('doi.mat.khau', 'mat-khau-moi-2025')).statusCode).toBe(200);

    const logged = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.nhanvien_id, member._id), eq(activityLog.hanhdong, 'DOI_MAT_KHAU')));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ tainguyen: 'nhanvien', banghi_id: member._id });
    expect(logged[0]!.sau).toEqual({ taikhoan: 'doi.mat.khau' });
  });

  it('refuses a wrong current password with 400, on the field too, in vi and en, changing nothing', async () => {
    const member = await createStaff(db);
    const session = await signIn(app, member);
    const before = await passwordHash(member._id);
    const vi = await change(session, { matkhaucu: 'khong-dung', matkhaumoi: 'mat-khau-moi-2025' });
    expect(vi.statusCode).toBe(400);
    expect(vi.json()).toEqual({
      success: false,
      message: 'Mật khẩu hiện tại không đúng.',
      errors: { matkhaucu: 'Mật khẩu hiện tại không đúng.' },
    });
    expect(vi.headers['set-cookie']).toBeUndefined();
    const en = await change(
      session,
      { matkhaucu: 'khong-dung', matkhaumoi: 'mat-khau-moi-2025' },
      { i18nextLng: 'en' },
    );
    expect(en.json().message).toBe('The current password is incorrect.');
    expect(await passwordHash(member._id)).toBe(before);
    expect((await me(session.token)).statusCode).toBe(200);
  });

  it('checks the new password with the product’s rules and refuses reusing the current one', async () => {
    const member = await createStaff(db);
    const session = await signIn(app, member);
    const short = await change(session, { matkhaucu: member.matkhau, matkhaumoi: '123' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ matkhaumoi: 'Mật khẩu phải có ít nhất 6 ký tự' });
    const same = await change(session, { matkhaucu: member.matkhau, matkhaumoi: member.matkhau });
    expect(same.json().errors).toEqual({ matkhaumoi: 'Mật khẩu mới phải khác mật khẩu hiện tại' });
    const empty = await change(session, {}, { i18nextLng: 'en' });
    expect(empty.json().errors).toEqual({
      matkhaucu: 'Password must not be empty',
      matkhaumoi: 'Password must not be empty',
    });
  });

  it('needs a signed-in staff member', async () => {
    const response = await change(null, { matkhaucu: 'bat-ky-gi', matkhaumoi: 'mat-khau-moi' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.');
  });

  it('ends the pending recoveries of the account', async () => {
    const member = await createStaff(db);
    await db.update(staff).set({ email: 'doi.roi@antam.vn' }).where(eq(staff._id, member._id));
    await app.inject({
      method: 'POST',
      url: '/api/nhanvien/forgot-password/email',
      payload: { email: 'doi.roi@antam.vn' },
      remoteAddress: nextAddress(),
    });
    await app.background.settled();
    const pending = () =>
      db
        .select()
        .from(passwordRecoveries)
        .where(and(eq(passwordRecoveries.nhanvien_id, member._id), isNull(passwordRecoveries.usedAt)));
    const [row] = await pending();
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now());
    const session = await signIn(app, member);
    expect((await change(session, { matkhaucu: member.matkhau, matkhaumoi: 'mat-khau-moi-2025' })).statusCode).toBe(
      200,
    );
    const [ended] = await pending();
    expect(ended!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it(`allows ${PASSWORD_CHANGES_PER_STAFF} tries per staff member in ${CHANGE_WINDOW_MINUTES} minutes, then 429`, async () => {
    const member = await createStaff(db);
    const session = await signIn(app, member);
    for (let i = 0; i < PASSWORD_CHANGES_PER_STAFF; i++) {
      expect((await change(session, { matkhaucu: 'doan-thu', matkhaumoi: 'mat-khau-moi-2025' })).statusCode).toBe(400);
    }
    const limited = await change(session, { matkhaucu: member.matkhau, matkhaumoi: 'mat-khau-moi-2025' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      message: 'Bạn đã thử đổi mật khẩu quá nhiều lần, vui lòng thử lại sau 15 phút.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another staff member is not affected.
    const other = await createStaff(db);
    const otherSession = await signIn(app, other);
    expect((await change(otherSession, { matkhaucu: other.matkhau, matkhaumoi: 'mat-khau-moi-2025' })).statusCode).toBe(
      200,
    );
  });
});
