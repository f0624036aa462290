import { defaultRoleMenus } from '@phongkham/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { activityLog, roles, sessions, staff } from '../../db/schema';
import { ensureFirstAdministrator, FIRST_ACCOUNT } from '../../db/seed/accounts';
import { buildTestApp, TEST_JWT_SECRET } from '../../test/app';
import {
  accessToken,
  createStaff,
  nextAddress,
  signIn,
  tamperClaims,
  tamperSignature,
  tokenClaims,
  type SignedIn,
  type TestStaff,
} from '../../test/factories';

const { app, database } = await buildTestApp();
const db = database.db;

const BAD_CREDENTIALS = { success: false, message: 'Tài khoản hoặc mật khẩu không đúng.' };
const UNAUTHORIZED = { success: false, message: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.' };
const FORBIDDEN = { success: false, message: 'Bạn không có quyền thực hiện thao tác này.' };
const LOCKED = { success: false, message: 'Bạn đã đăng nhập sai quá nhiều lần, vui lòng thử lại sau 15 phút.' };

type Inject = InjectOptions & { url: string };

/** Every call comes from its own address, so the per-address limit never interferes with these tests. */
const call = (options: Inject, on: FastifyInstance = app) => on.inject({ remoteAddress: nextAddress(), ...options });

const login = (payload: object, options: Partial<Inject> = {}, on: FastifyInstance = app) =>
  call({ method: 'POST', url: '/api/nhanvien/login', payload, ...options }, on);

const refresh = (options: { body?: object; cookies?: Record<string, string> } = {}) =>
  call({
    method: 'POST',
    url: '/api/nhanvien/refresh-token',
    ...(options.body ? { payload: options.body } : {}),
    ...(options.cookies ? { cookies: options.cookies } : {}),
  });

const logout = (options: { body?: object; cookies?: Record<string, string>; bearer?: string } = {}) =>
  call({
    method: 'POST',
    url: '/api/nhanvien/logout',
    ...(options.body ? { payload: options.body } : {}),
    ...(options.cookies ? { cookies: options.cookies } : {}),
    ...(options.bearer ? { headers: { authorization: `Bearer ${options.bearer}` } } : {}),
  });

const me = (token: string | undefined, headers: Record<string, string> = {}) =>
  call({
    method: 'GET',
    url: '/api/nhanvien/me',
    headers: { ...(token === undefined ? {} : { authorization: `Bearer ${token}` }), ...headers },
  });

const updateProfile = (id: string, payload: object, token: string, headers: Record<string, string> = {}) =>
  call({
    method: 'PUT',
    url: `/api/nhanvien/${id}`,
    payload,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });

const cookie = (response: LightMyRequestResponse, name: string) => response.cookies.find((c) => c.name === name);

/** Activity rows of one kind, oldest first, about an account name (failed sign-ins) or a staff member. */
async function activity(
  hanhdong: (typeof activityLog.$inferSelect)['hanhdong'],
  about: { taikhoan?: string; id?: string },
) {
  return db
    .select()
    .from(activityLog)
    .where(
      and(
        eq(activityLog.hanhdong, hanhdong),
        about.taikhoan ? sql`${activityLog.sau}->>'taikhoan' = ${about.taikhoan}` : undefined,
        about.id ? eq(activityLog.nhanvien_id, about.id) : undefined,
      ),
    )
    .orderBy(activityLog.createdAt);
}

const staffRow = async (id: string) => (await db.select().from(staff).where(eq(staff._id, id)))[0]!;
const familyRows = (familyId: string) => db.select().from(sessions).where(eq(sessions.familyId, familyId));

function expectClearedCookies(response: LightMyRequestResponse) {
  const token = cookie(response, 'token');
  const refreshToken = cookie(response, 'refreshToken');
  const hint = cookie(response, 'phien');
  // Cleared on the same path it was set on, or the browser keeps the original.
  expect(token).toMatchObject({ value: '', path: '/' });
  expect(refreshToken).toMatchObject({ value: '', path: '/api/nhanvien' });
  expect(hint).toMatchObject({ value: '', path: '/' });
  for (const c of [token!, refreshToken!, hint!]) {
    const gone = c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() < Date.now());
    expect(gone, `${c.name} is cleared`).toBe(true);
  }
}

describe('POST /api/nhanvien/login', () => {
  it('signs in: the envelope with both tokens, exp, the staff member with the role menu, and the cookies', async () => {
    const member = await createStaff(db, { role: 'ADMIN', taikhoan: 'le.thu' });
    const before = Math.floor(Date.now() / 1000);
    const response = await login({ taikhoan: 'le.thu', matkhau: member.matkhau }, { remoteAddress: '203.0.113.9' });
    const after = Math.ceil(Date.now() / 1000);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(Object.keys(body.data).sort()).toEqual(['exp', 'nhanvien', 'refreshToken', 'token']);
    const { token, refreshToken, exp, nhanvien } = body.data;

    expect(Number.isInteger(exp)).toBe(true);
    expect(exp).toBeGreaterThanOrEqual(before + 900);
    expect(exp).toBeLessThanOrEqual(after + 900);
    const claims = tokenClaims(token);
    expect(claims).toMatchObject({ sub: member._id, exp });
    expect(claims.exp - claims.iat).toBe(900);
    expect(refreshToken).toMatch(/^[\w-]{43}$/);

    expect(nhanvien).toMatchObject({
      _id: member._id,
      taikhoan: 'le.thu',
      hoten: 'Nhân viên le.thu',
      dienthoai: null,
      email: null,
      hinhanh_id: null,
      vaitro: { ma: 'ADMIN', ten: 'Quản trị viên', menu: defaultRoleMenus.ADMIN },
    });
    expect(nhanvien).not.toHaveProperty('matkhau');
    expect(nhanvien).not.toHaveProperty('kichhoat');

    expect(cookie(response, 'token')).toEqual({
      name: 'token',
      value: token,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 900,
    });
    expect(cookie(response, 'refreshToken')).toEqual({
      name: 'refreshToken',
      value: refreshToken,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/nhanvien',
      maxAge: 14 * 24 * 3600,
    });
    // Readable by the back office's script (no secret in it): a session may exist, so asking /me is worth it.
    expect(cookie(response, 'phien')).toEqual({
      name: 'phien',
      value: '1',
      sameSite: 'Lax',
      path: '/',
      maxAge: 14 * 24 * 3600,
    });
    expect(String(response.headers['set-cookie'])).not.toMatch(/secure/i);

    // The refresh token is stored hashed, never as itself.
    const [session] = await familyRows(claims.sid);
    expect(session).toMatchObject({ nhanvien_id: member._id, usedAt: null, revokedAt: null, ip: '203.0.113.9' });
    expect(session!.tokenHash).toBe(createHash('sha256').update(refreshToken).digest('hex'));

    const logged = await activity('DANG_NHAP', { id: member._id });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ tainguyen: 'nhanvien', banghi_id: member._id, ip: '203.0.113.9' });
    expect(logged[0]!.sau).toEqual({ taikhoan: 'le.thu' });
  });

  it('ignores the case of the account name and the spaces around it', async () => {
    const member = await createStaff(db, { taikhoan: 'tran.binh' });
    const response = await login({ taikhoan: '  Tran.BINH \t', matkhau: member.matkhau });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.nhanvien).toMatchObject({ _id: member._id, taikhoan: 'tran.binh' });
  });

  it('never lets the password hash out, in any answer', async () => {
    const member = await createStaff(db, { role: 'ADMINISTRATOR' });
    const { matkhau: hash } = await staffRow(member._id);
    expect(hash).toMatch(/^\$argon2id\$/);
    const answers: LightMyRequestResponse[] = [];
    const signedIn = await login({ taikhoan: member.taikhoan, matkhau: member.matkhau });
    answers.push(signedIn);
    const { token, refreshToken } = signedIn.json().data;
    answers.push(await me(token));
    answers.push(await updateProfile(member._id, { hoten: 'Chủ phòng khám' }, token));
    const renewed = await refresh({ body: { refreshToken } });
    answers.push(renewed);
    answers.push(await login({ taikhoan: member.taikhoan, matkhau: 'sai-mat-khau' }));
    answers.push(await logout({ body: { refreshToken: renewed.json().data.refreshToken } }));
    for (const answer of answers) {
      expect(answer.statusCode).toBeLessThan(500);
      expect(answer.body).not.toContain(hash);
      expect(answer.body).not.toContain('$argon2');
      expect(answer.body).not.toContain('matkhau');
      expect(String(answer.headers['set-cookie'] ?? '')).not.toContain('argon2');
    }
  });

  it('marks the cookies Secure when the site is served over https', async () => {
    const secure = await buildApp({
      config: { publicUrl: 'https://phongkham.test', logLevel: 'silent', mode: 'test', jwtSecret: TEST_JWT_SECRET },
      database,
      logger: false,
    });
    try {
      const member = await createStaff(db);
      const response = await login({ taikhoan: member.taikhoan, matkhau: member.matkhau }, {}, secure);
      expect(response.statusCode).toBe(200);
      expect(cookie(response, 'token')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
      expect(cookie(response, 'refreshToken')).toMatchObject({ secure: true, httpOnly: true });
    } finally {
      await secure.close();
    }
  });
});

describe('POST /api/nhanvien/login: failures', () => {
  it('answers a wrong password and an unknown account alike, sets no cookie and logs both', async () => {
    const member = await createStaff(db, { taikhoan: 'pham.cuong' });
    const wrongPassword = await login({ taikhoan: 'pham.cuong', matkhau: 'khong-dung-roi' });
    const unknown = await login({ taikhoan: 'khong.ton.tai', matkhau: member.matkhau });
    for (const response of [wrongPassword, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(BAD_CREDENTIALS);
      expect(response.headers['set-cookie']).toBeUndefined();
    }

    const [byPassword] = await activity('DANG_NHAP_THAT_BAI', { taikhoan: 'pham.cuong' });
    expect(byPassword).toMatchObject({ nhanvien_id: member._id, banghi_id: member._id, tainguyen: 'nhanvien' });
    expect(byPassword!.sau).toEqual({ taikhoan: 'pham.cuong', lydo: 'password' });
    const [byAccount] = await activity('DANG_NHAP_THAT_BAI', { taikhoan: 'khong.ton.tai' });
    expect(byAccount).toMatchObject({ nhanvien_id: null, banghi_id: null });
    expect(byAccount!.sau).toEqual({ taikhoan: 'khong.ton.tai', lydo: 'account' });
    expect(await activity('DANG_NHAP', { id: member._id })).toHaveLength(0);
  });

  it('refuses a huge account name or password with 400 before checking anything, and records nothing', async () => {
    const before = (await db.select({ n: count() }).from(activityLog))[0]!.n;
    const hugeName = await login({ taikhoan: 'a'.repeat(500_000), matkhau: 'mat-khau-bat-ky' });
    const hugePassword = await login({ taikhoan: 'khong.ai.ca', matkhau: 'x'.repeat(500_000) });
    for (const response of [hugeName, hugePassword]) {
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toHaveLength(1);
    }
    expect((await db.select({ n: count() }).from(activityLog))[0]!.n).toBe(before);
  });

  it('answers in English when asked', async () => {
    const response = await login(
      { taikhoan: 'khong.ai.ca', matkhau: 'mat-khau-bat-ky' },
      { headers: { i18nextLng: 'en' } },
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'The account or password is incorrect.' });
  });

  it('refuses an inactive account with the right password, with the same answer', async () => {
    const member = await createStaff(db, { taikhoan: 'nghi.viec', kichhoat: false });
    const response = await login({ taikhoan: 'nghi.viec', matkhau: member.matkhau });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(BAD_CREDENTIALS);
    expect(response.headers['set-cookie']).toBeUndefined();
    const logged = await activity('DANG_NHAP_THAT_BAI', { taikhoan: 'nghi.viec' });
    expect(logged.map((row) => row.sau)).toEqual([{ taikhoan: 'nghi.viec', lydo: 'inactive' }]);
    expect(await db.select({ n: count() }).from(sessions).where(eq(sessions.nhanvien_id, member._id))).toEqual([
      { n: 0 },
    ]);
  });

  it('refuses a soft-deleted account', async () => {
    const member = await createStaff(db, { taikhoan: 'da.xoa' });
    await db.update(staff).set({ deletedAt: new Date() }).where(eq(staff._id, member._id));
    const response = await login({ taikhoan: 'da.xoa', matkhau: member.matkhau });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(BAD_CREDENTIALS);
  });

  it('validates the body with localized messages per field, before looking at any account', async () => {
    const empty = await login({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      success: false,
      message: 'Dữ liệu chưa hợp lệ, vui lòng kiểm tra các trường được đánh dấu.',
      errors: { taikhoan: 'Tài khoản không được để trống', matkhau: 'Mật khẩu không được để trống' },
    });

    const blank = await login({ taikhoan: '   ', matkhau: '' });
    expect(blank.json().errors).toEqual({
      taikhoan: 'Tài khoản không được để trống',
      matkhau: 'Mật khẩu không được để trống',
    });

    const short = await login({ taikhoan: 'kiem.tra', matkhau: '123' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ matkhau: 'Mật khẩu phải có ít nhất 6 ký tự' });

    const english = await login({ matkhau: '123' }, { headers: { i18nextLng: 'en' } });
    expect(english.json().errors).toEqual({
      taikhoan: 'Account must not be empty',
      matkhau: 'Password must be at least 6 characters',
    });
    // Nothing reached the sign-in: no failure was logged against the account.
    expect(await activity('DANG_NHAP_THAT_BAI', { taikhoan: 'kiem.tra' })).toHaveLength(0);
  });
});

describe('POST /api/nhanvien/login: lockout after wrong passwords', () => {
  const fail = (taikhoan: string) => login({ taikhoan, matkhau: 'mat-khau-sai' });

  it('locks the account after 5 wrong passwords: the 6th attempt, even right, gets 429', async () => {
    const member = await createStaff(db, { taikhoan: 'bi.khoa' });
    for (let i = 0; i < 5; i++) expect((await fail(i % 2 ? 'BI.KHOA' : 'bi.khoa')).statusCode).toBe(401);
    const locked = await login({ taikhoan: 'bi.khoa', matkhau: member.matkhau });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(LOCKED);
    expect(locked.headers['set-cookie']).toBeUndefined();
    const english = await login({ taikhoan: 'bi.khoa', matkhau: member.matkhau }, { headers: { i18nextLng: 'en' } });
    expect(english.statusCode).toBe(429);
    expect(english.json()).toEqual({
      success: false,
      message: 'Too many failed sign-in attempts, please try again in 15 minutes.',
    });
    expect(await activity('DANG_NHAP', { id: member._id })).toHaveLength(0);
    const failures = await activity('DANG_NHAP_THAT_BAI', { taikhoan: 'bi.khoa' });
    expect(failures.map((row) => (row.sau as { lydo: string }).lydo)).toEqual([
      ...Array<string>(5).fill('password'),
      'locked',
      'locked',
    ]);
  });

  it('leaves other accounts alone', async () => {
    await createStaff(db, { taikhoan: 'khoa.mot' });
    const other = await createStaff(db, { taikhoan: 'khong.khoa' });
    for (let i = 0; i < 5; i++) await fail('khoa.mot');
    expect((await login({ taikhoan: 'khoa.mot', matkhau: 'matkhau-an-toan' })).statusCode).toBe(429);
    const response = await login({ taikhoan: 'khong.khoa', matkhau: other.matkhau });
    expect(response.statusCode).toBe(200);
  });

  it('locks an unknown account the same way, so the answer does not tell which accounts exist', async () => {
    for (let i = 0; i < 5; i++) expect((await fail('bia.dat')).statusCode).toBe(401);
    expect((await fail('bia.dat')).json()).toEqual(LOCKED);
  });

  it('starts counting again after a successful sign-in', async () => {
    const member = await createStaff(db, { taikhoan: 'hay.quen' });
    for (let i = 0; i < 4; i++) expect((await fail('hay.quen')).statusCode).toBe(401);
    expect((await login({ taikhoan: 'hay.quen', matkhau: member.matkhau })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await fail('hay.quen')).statusCode).toBe(401);
    expect((await login({ taikhoan: 'hay.quen', matkhau: member.matkhau })).statusCode).toBe(200);
    // The fifth failure since that success locks it.
    for (let i = 0; i < 5; i++) await fail('hay.quen');
    expect((await login({ taikhoan: 'hay.quen', matkhau: member.matkhau })).statusCode).toBe(429);
  });

  it('lets the account in again once the failures are 15 minutes old', async () => {
    const member = await createStaff(db, { taikhoan: 'cho.doi' });
    for (let i = 0; i < 5; i++) await fail('cho.doi');
    expect((await login({ taikhoan: 'cho.doi', matkhau: member.matkhau })).statusCode).toBe(429);
    await db
      .update(activityLog)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(sql`${activityLog.sau}->>'taikhoan' = 'cho.doi'`);
    expect((await login({ taikhoan: 'cho.doi', matkhau: member.matkhau })).statusCode).toBe(200);
  });

  it('does not extend the lock with attempts made while locked, so nobody can keep an account locked', async () => {
    const member = await createStaff(db, { taikhoan: 'bi.chan' });
    for (let i = 0; i < 5; i++) await fail('bi.chan');
    await db
      .update(activityLog)
      .set({ createdAt: sql`now() - interval '14 minutes'` })
      .where(sql`${activityLog.sau}->>'taikhoan' = 'bi.chan'`);
    // Someone keeps hammering during the last minute of the lock…
    for (let i = 0; i < 10; i++) expect((await fail('bi.chan')).statusCode).toBe(429);
    // …and once the five real failures are 15 minutes old, the owner gets in.
    await db
      .update(activityLog)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(and(sql`${activityLog.sau}->>'taikhoan' = 'bi.chan'`, sql`${activityLog.sau}->>'lydo' = 'password'`));
    expect((await login({ taikhoan: 'bi.chan', matkhau: member.matkhau })).statusCode).toBe(200);
  });
});

describe('POST /api/nhanvien/refresh-token', () => {
  /** Signs in a new staff member; the family id is the sign-in's session family. */
  async function session(role: TestStaff['role'] = 'BACSY') {
    const member = await createStaff(db, { role });
    const signedIn = await signIn(app, member);
    return { member, ...signedIn, familyId: tokenClaims(signedIn.token).sid };
  }

  function expectRenewed(response: LightMyRequestResponse, old: SignedIn) {
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(Object.keys(body.data).sort()).toEqual(['exp', 'refreshToken', 'token']);
    const { token, refreshToken, exp } = body.data;
    expect(refreshToken).not.toBe(old.refreshToken);
    expect(refreshToken).toMatch(/^[\w-]{43}$/);
    // Same staff member, same session family; a new token (identical to the old one within the same second).
    const claims = tokenClaims(token);
    expect(claims).toMatchObject({ exp, sid: tokenClaims(old.token).sid, sub: tokenClaims(old.token).sub });
    expect(claims.exp - claims.iat).toBe(900);
    expect(claims.iat).toBeGreaterThanOrEqual(tokenClaims(old.token).iat);
    expect(cookie(response, 'token')).toMatchObject({ value: token, httpOnly: true, path: '/', maxAge: 900 });
    expect(cookie(response, 'refreshToken')).toMatchObject({
      value: refreshToken,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/nhanvien',
    });
    return { token, refreshToken } as { token: string; refreshToken: string };
  }

  it('trades the refresh token in the body for new tokens that work', async () => {
    const first = await session();
    const renewed = expectRenewed(await refresh({ body: { refreshToken: first.refreshToken } }), first);
    expect((await me(renewed.token)).statusCode).toBe(200);
    // The new refresh token rotates again.
    const again = await refresh({ body: { refreshToken: renewed.refreshToken } });
    expectRenewed(again, { ...renewed, cookies: {} });
    // The old one was used once: its row is marked, and the family now has three tokens.
    const rows = await familyRows(first.familyId);
    expect(rows).toHaveLength(3);
    expect(rows.filter((row) => row.usedAt === null)).toHaveLength(1);
    expect(rows.every((row) => row.revokedAt === null)).toBe(true);
  });

  it('reads the refresh token from the cookie when the body has none', async () => {
    const first = await session();
    expectRenewed(await refresh({ body: {}, cookies: { refreshToken: first.refreshToken } }), first);
    const second = await session();
    // No body at all, as a browser's fetch without one.
    expectRenewed(await refresh({ cookies: { refreshToken: second.refreshToken } }), second);
  });

  it('treats a used token presented after the grace window as theft: the whole family is revoked', async () => {
    const first = await session('QUANLY');
    const otherDevice = await signIn(app, first.member);
    const renewed = expectRenewed(await refresh({ body: { refreshToken: first.refreshToken } }), first);
    await db
      .update(sessions)
      .set({ usedAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.tokenHash, createHash('sha256').update(first.refreshToken).digest('hex')));

    const replay = await refresh({ body: { refreshToken: first.refreshToken } });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(UNAUTHORIZED);
    expectClearedCookies(replay);

    // The newest refresh token and every access token of the family are dead too.
    expect((await refresh({ body: { refreshToken: renewed.refreshToken } })).statusCode).toBe(401);
    expect((await me(renewed.token)).statusCode).toBe(401);
    expect((await me(first.token)).statusCode).toBe(401);
    expect((await familyRows(first.familyId)).every((row) => row.revokedAt !== null)).toBe(true);

    const revoked = await activity('THU_HOI_PHIEN', { id: first.member._id });
    expect(revoked.length).toBeGreaterThanOrEqual(1);
    expect(revoked[0]).toMatchObject({ tainguyen: 'phiendangnhap', banghi_id: first.familyId });

    // Another sign-in of the same person is another family, untouched.
    expect((await me(otherDevice.token)).statusCode).toBe(200);
    expect((await refresh({ body: { refreshToken: otherDevice.refreshToken } })).statusCode).toBe(200);
  });

  it('lets two refreshes with the same token at once both succeed (grace window), the family still valid', async () => {
    const first = await session();
    const [a, b] = await Promise.all([
      refresh({ body: { refreshToken: first.refreshToken } }),
      refresh({ body: { refreshToken: first.refreshToken } }),
    ]);
    const one = expectRenewed(a!, first);
    const two = expectRenewed(b!, first);
    expect(one.refreshToken).not.toBe(two.refreshToken);
    expect((await familyRows(first.familyId)).every((row) => row.revokedAt === null)).toBe(true);
    expect((await me(one.token)).statusCode).toBe(200);
    expect((await me(two.token)).statusCode).toBe(200);
    expect((await refresh({ body: { refreshToken: one.refreshToken } })).statusCode).toBe(200);
    expect((await refresh({ body: { refreshToken: two.refreshToken } })).statusCode).toBe(200);
    expect(await activity('THU_HOI_PHIEN', { id: first.member._id })).toHaveLength(0);
  });

  it('refuses an expired refresh token', async () => {
    const first = await session();
    await db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.familyId, first.familyId));
    const response = await refresh({ body: { refreshToken: first.refreshToken } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
    expectClearedCookies(response);
  });

  it('refuses a missing, unknown or malformed token', async () => {
    const none = await refresh();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(UNAUTHORIZED);
    expect((await refresh({ body: {} })).statusCode).toBe(401);
    expect((await refresh({ body: { refreshToken: 'khong-phai-token' } })).statusCode).toBe(401);
    // An access token is not a refresh token.
    const first = await session();
    expect((await refresh({ body: { refreshToken: first.token } })).statusCode).toBe(401);
  });

  it('refuses to renew the session of a deactivated account, and ends it', async () => {
    const first = await session('ADMIN');
    await db.update(staff).set({ kichhoat: false }).where(eq(staff._id, first.member._id));
    const response = await refresh({ body: { refreshToken: first.refreshToken } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
    expect(response.json()).not.toHaveProperty('data');
    await db.update(staff).set({ kichhoat: true }).where(eq(staff._id, first.member._id));
    // Reactivated, the account still has to sign in again: that session is over.
    expect((await familyRows(first.familyId)).every((row) => row.revokedAt !== null)).toBe(true);
    expect((await me(first.token)).statusCode).toBe(401);
  });
});

describe('POST /api/nhanvien/logout', () => {
  async function session() {
    const member = await createStaff(db);
    const signedIn = await signIn(app, member);
    return { member, ...signedIn, familyId: tokenClaims(signedIn.token).sid };
  }

  async function expectEnded(s: Awaited<ReturnType<typeof session>>) {
    expect((await refresh({ body: { refreshToken: s.refreshToken } })).statusCode).toBe(401);
    expect((await me(s.token)).statusCode).toBe(401);
    expect((await familyRows(s.familyId)).every((row) => row.revokedAt !== null)).toBe(true);
    const logged = await activity('DANG_XUAT', { id: s.member._id });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ tainguyen: 'nhanvien', banghi_id: s.member._id });
  }

  it('ends the session on the server, clears the cookies and logs it', async () => {
    const s = await session();
    const otherDevice = await signIn(app, s.member);
    const response = await logout({ body: { refreshToken: s.refreshToken }, bearer: s.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: {} });
    expectClearedCookies(response);
    await expectEnded(s);
    // Only this session: the other device stays signed in.
    expect((await me(otherDevice.token)).statusCode).toBe(200);
  });

  it('does not log a refresh after sign-out as a stolen token', async () => {
    const s = await session();
    await logout({ body: { refreshToken: s.refreshToken } });
    expect((await refresh({ body: { refreshToken: s.refreshToken } })).statusCode).toBe(401);
    const [thefts] = await db
      .select({ n: count() })
      .from(activityLog)
      .where(and(eq(activityLog.hanhdong, 'THU_HOI_PHIEN'), eq(activityLog.nhanvien_id, s.member._id)));
    expect(thefts!.n).toBe(0);
  });

  it('works with the refresh token in the body alone', async () => {
    const s = await session();
    expect((await logout({ body: { refreshToken: s.refreshToken } })).statusCode).toBe(200);
    await expectEnded(s);
  });

  it('works with only the refresh cookie', async () => {
    const s = await session();
    const response = await logout({ cookies: { refreshToken: s.refreshToken } });
    expect(response.statusCode).toBe(200);
    expectClearedCookies(response);
    await expectEnded(s);
  });

  it('works with only the access token, as a header or as the cookie', async () => {
    const byHeader = await session();
    expect((await logout({ bearer: byHeader.token })).statusCode).toBe(200);
    await expectEnded(byHeader);
    const byCookie = await session();
    expect((await logout({ cookies: { token: byCookie.token } })).statusCode).toBe(200);
    await expectEnded(byCookie);
  });

  it('works with an expired access token and the refresh token', async () => {
    const s = await session();
    const now = Math.floor(Date.now() / 1000);
    const expired = await accessToken({ sub: s.member._id, sid: s.familyId }, { iat: now - 1000, exp: now - 100 });
    const response = await logout({ bearer: expired, cookies: { refreshToken: s.refreshToken } });
    expect(response.statusCode).toBe(200);
    await expectEnded(s);
  });

  it('answers 200 and clears the cookies even when there is nothing to end', async () => {
    const s = await session();
    const now = Math.floor(Date.now() / 1000);
    const expired = await accessToken({ sub: s.member._id, sid: s.familyId }, { iat: now - 1000, exp: now - 100 });
    for (const response of [await logout(), await logout({ bearer: expired }), await logout({ bearer: 'rac' })]) {
      expect(response.statusCode).toBe(200);
      expectClearedCookies(response);
    }
    // An expired token proves nothing, so it ends nothing.
    expect((await me(s.token)).statusCode).toBe(200);
    expect(await activity('DANG_XUAT', { id: s.member._id })).toHaveLength(0);
  });
});

describe('GET /api/nhanvien/me', async () => {
  const member = await createStaff(db, { role: 'QUANLY', taikhoan: 'quan.ly' });
  const signedIn = await signIn(app, member);
  const sid = tokenClaims(signedIn.token).sid;
  const now = Math.floor(Date.now() / 1000);

  it('answers the staff member with the role and its menu, for the Bearer header and for the cookie', async () => {
    const byHeader = await me(signedIn.token);
    expect(byHeader.statusCode).toBe(200);
    const body = byHeader.json();
    expect(body).toEqual({
      success: true,
      data: {
        _id: member._id,
        taikhoan: 'quan.ly',
        hoten: 'Nhân viên quan.ly',
        dienthoai: null,
        email: null,
        hinhanh_id: null,
        hinhanh: null,
        phongkham_id: null,
        updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        vaitro: {
          _id: expect.any(String),
          ma: 'QUANLY',
          ten: 'Quản lý phòng khám',
          menu: defaultRoleMenus.QUANLY,
        },
      },
    });
    const byCookie = await call({ method: 'GET', url: '/api/nhanvien/me', cookies: { token: signedIn.token } });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.json()).toEqual(body);
  });

  const refused: [string, () => Promise<LightMyRequestResponse>][] = [
    ['no token', () => me(undefined)],
    ['an empty Bearer header', () => me(undefined, { authorization: 'Bearer ' })],
    [
      'an expired token',
      async () => me(await accessToken({ sub: member._id, sid }, { iat: now - 1000, exp: now - 100 })),
    ],
    ['a token with a changed signature', async () => me(tamperSignature(signedIn.token))],
    [
      'a token whose claims were changed',
      async () => {
        const boss = await createStaff(db, { role: 'ADMINISTRATOR' });
        return me(tamperClaims(signedIn.token, { sub: boss._id }));
      },
    ],
    [
      'a token signed with another secret',
      async () =>
        me(await accessToken({ sub: member._id, sid }, { secret: 'another-secret-that-is-32-characters-long' })),
    ],
    ['a token with alg none', async () => me(unsignedToken({ sub: member._id, sid, exp: now + 900 }))],
    // Signed with the real secret (a leaked one, say): only a session the server opened makes it worth anything.
    [
      'a well-signed token naming a session that never existed',
      async () => me(await accessToken({ sub: member._id, sid: crypto.randomUUID() })),
    ],
    [
      "a well-signed token naming another staff member's session",
      async () => {
        const other = await signIn(app, await createStaff(db));
        return me(await accessToken({ sub: member._id, sid: tokenClaims(other.token).sid }));
      },
    ],
    ['the refresh token used as an access token', async () => me(signedIn.refreshToken)],
    ['the refresh token in the token cookie', async () => me(undefined, { cookie: `token=${signedIn.refreshToken}` })],
  ];

  it.each(refused)('answers 401 for %s', async (_name, send) => {
    const response = await send();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  });

  it('answers 401 in English when asked', async () => {
    const response = await me(undefined, { i18nextLng: 'en' });
    expect(response.json()).toEqual({ success: false, message: 'Your session has expired, please sign in again.' });
  });

  it('answers 401 once the staff member is deactivated, and again after a soft delete', async () => {
    const other = await createStaff(db, { role: 'ADMIN' });
    const session = await signIn(app, other);
    expect((await me(session.token)).statusCode).toBe(200);
    await db.update(staff).set({ kichhoat: false }).where(eq(staff._id, other._id));
    expect((await me(session.token)).json()).toEqual(UNAUTHORIZED);
    await db.update(staff).set({ kichhoat: true, deletedAt: new Date() }).where(eq(staff._id, other._id));
    expect((await me(session.token)).json()).toEqual(UNAUTHORIZED);
  });

  it('answers 401 for a token of a staff member who does not exist', async () => {
    const token = await accessToken({ sub: '01900000-0000-7000-8000-000000000000', sid });
    expect((await me(token)).statusCode).toBe(401);
  });

  it('still answers the original token after all this', async () => {
    expect((await me(signedIn.token)).statusCode).toBe(200);
  });
});

/** A JWT with `alg: none` and no signature, which must never be accepted. */
function unsignedToken(claims: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

describe('PUT /api/nhanvien/:id', async () => {
  const doctor = await createStaff(db, { role: 'BACSY', taikhoan: 'bac.sy' });
  const manager = await createStaff(db, { role: 'QUANLY', taikhoan: 'quan.ly.2' });
  const admin = await createStaff(db, { role: 'ADMIN', taikhoan: 'quan.tri' });
  const owner = await createStaff(db, { role: 'ADMINISTRATOR', taikhoan: 'chu.he.thong' });
  const target = await createStaff(db, { role: 'BACSY', taikhoan: 'muc.tieu' });
  const tokens: Record<string, string> = {};
  for (const who of [doctor, manager, admin, owner, target]) tokens[who.taikhoan] = (await signIn(app, who)).token;

  const profile = async (id: string) => {
    const { hoten, dienthoai, email, hinhanh_id, vaitro_id, taikhoan, matkhau, kichhoat } = await staffRow(id);
    return { hoten, dienthoai, email, hinhanh_id, vaitro_id, taikhoan, matkhau, kichhoat };
  };
  const updates = async (id: string) =>
    (await activity('CAP_NHAT', {})).filter((row) => row.banghi_id === id && row.tainguyen === 'nhanvien');

  it('updates one’s own profile and logs the change with before and after', async () => {
    const response = await updateProfile(
      doctor._id,
      { hoten: '  Bác sĩ Nguyễn Minh  ', dienthoai: '0912345678', email: 'minh@phongkham.vn' },
      tokens['bac.sy']!,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      _id: doctor._id,
      taikhoan: 'bac.sy',
      hoten: 'Bác sĩ Nguyễn Minh',
      dienthoai: '0912345678',
      email: 'minh@phongkham.vn',
      hinhanh_id: null,
      vaitro: { ma: 'BACSY', menu: defaultRoleMenus.BACSY },
    });
    expect((await me(tokens['bac.sy'])).json().data).toMatchObject({
      hoten: 'Bác sĩ Nguyễn Minh',
      dienthoai: '0912345678',
    });

    const logged = await updates(doctor._id);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ nhanvien_id: doctor._id });
    expect(logged[0]!.truoc).toEqual({ hoten: 'Nhân viên bac.sy', dienthoai: null, email: null, hinhanh_id: null });
    expect(logged[0]!.sau).toEqual({
      hoten: 'Bác sĩ Nguyễn Minh',
      dienthoai: '0912345678',
      email: 'minh@phongkham.vn',
      hinhanh_id: null,
    });
  });

  it('clears optional fields with null and leaves absent ones alone', async () => {
    const response = await updateProfile(doctor._id, { hoten: 'Bác sĩ Minh', email: null }, tokens['bac.sy']!);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ hoten: 'Bác sĩ Minh', email: null, dienthoai: '0912345678' });
  });

  it('refuses invalid fields with localized messages and changes nothing', async () => {
    const before = await profile(doctor._id);
    const logged = (await updates(doctor._id)).length;
    const response = await updateProfile(
      doctor._id,
      { hoten: '   ', dienthoai: '09123', email: 'khong-phai-email' },
      tokens['bac.sy']!,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Dữ liệu chưa hợp lệ, vui lòng kiểm tra các trường được đánh dấu.',
      errors: { hoten: 'Không được để trống', dienthoai: 'Số điện thoại không hợp lệ', email: 'Email không hợp lệ' },
    });
    const missing = await updateProfile(doctor._id, { dienthoai: '0912345678' }, tokens['bac.sy']!);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ hoten: 'Không được để trống' });
    const english = await updateProfile(doctor._id, { hoten: '', email: 'x@' }, tokens['bac.sy']!, {
      i18nextLng: 'en',
    });
    expect(english.json().errors).toEqual({ hoten: 'Must not be left empty', email: 'Email is invalid' });
    expect(await profile(doctor._id)).toEqual(before);
    expect(await updates(doctor._id)).toHaveLength(logged);
  });

  it('never changes the role, account name, password or status through the profile', async () => {
    const [ownerRole] = await db.select({ _id: roles._id }).from(roles).where(eq(roles.ma, 'ADMINISTRATOR'));
    const before = await profile(doctor._id);
    const response = await updateProfile(
      doctor._id,
      {
        hoten: 'Bác sĩ Minh Tâm',
        vaitro_id: ownerRole!._id,
        taikhoan: 'ke.gian',
        matkhau: 'mat-khau-moi',
        kichhoat: false,
        deletedAt: new Date().toISOString(),
      },
      tokens['bac.sy']!,
    );
    // Fields outside the profile are dropped, not applied.
    expect(response.statusCode).toBe(200);
    expect(await profile(doctor._id)).toEqual({ ...before, hoten: 'Bác sĩ Minh Tâm' });
    expect((await me(tokens['bac.sy'])).json().data.vaitro.ma).toBe('BACSY');
  });

  it.each([
    ['BACSY', 'bac.sy'],
    ['QUANLY', 'quan.ly.2'],
  ])('refuses %s changing another staff member’s profile with 403, changing nothing', async (_role, who) => {
    const before = await profile(target._id);
    const response = await updateProfile(target._id, { hoten: 'Bị sửa trộm' }, tokens[who]!);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN);
    expect(await profile(target._id)).toEqual(before);
    expect(await updates(target._id)).toHaveLength(0);
  });

  it.each([
    ['ADMIN', 'quan.tri'],
    ['ADMINISTRATOR', 'chu.he.thong'],
  ])('lets %s change another staff member’s profile, logged as the actor', async (role, who) => {
    const hoten = `Sửa bởi ${role}`;
    const response = await updateProfile(target._id, { hoten, dienthoai: '0987654321' }, tokens[who]!);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ _id: target._id, hoten, dienthoai: '0987654321' });
    expect((await profile(target._id)).hoten).toBe(hoten);
    const last = (await updates(target._id)).at(-1)!;
    expect(last.nhanvien_id).toBe(who === 'quan.tri' ? admin._id : owner._id);
    expect(last.sau).toMatchObject({ hoten });
  });

  it('answers 404 for an unknown or deleted staff member, and 400 for an id that is not one', async () => {
    const unknown = await updateProfile(
      '01900000-0000-7000-8000-000000000000',
      { hoten: 'Không ai' },
      tokens['quan.tri']!,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Không tìm thấy nội dung bạn yêu cầu.' });

    const gone = await createStaff(db);
    await db.update(staff).set({ deletedAt: new Date() }).where(eq(staff._id, gone._id));
    expect((await updateProfile(gone._id, { hoten: 'Đã xoá' }, tokens['quan.tri']!)).statusCode).toBe(404);
    expect((await profile(gone._id)).hoten).toBe(`Nhân viên ${gone.taikhoan}`);

    const bad = await updateProfile('khong-phai-uuid', { hoten: 'Không ai' }, tokens['quan.tri']!);
    expect(bad.statusCode).toBe(400);
  });

  it('lets an administrator correct an inactive staff member’s details without reactivating them', async () => {
    // Account management (modules/staff) edits locked accounts too; only the status route reactivates.
    const inactive = await createStaff(db, { kichhoat: false });
    const before = await profile(inactive._id);
    const response = await updateProfile(inactive._id, { hoten: 'Đã nghỉ' }, tokens['quan.tri']!);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ hoten: 'Đã nghỉ', kichhoat: false });
    expect(await profile(inactive._id)).toEqual({ ...before, hoten: 'Đã nghỉ' });
    expect(await updates(inactive._id)).toHaveLength(1);
  });

  it('answers 404 for a deleted staff member and leaves nothing behind', async () => {
    const deleted = await createStaff(db);
    await db.update(staff).set({ deletedAt: new Date() }).where(eq(staff._id, deleted._id));
    const before = await profile(deleted._id);
    const response = await updateProfile(deleted._id, { hoten: 'Đã xóa' }, tokens['quan.tri']!);
    expect(response.statusCode).toBe(404);
    expect(await profile(deleted._id)).toEqual(before);
    expect(await updates(deleted._id)).toHaveLength(0);
  });

  it('refuses a signed-out staff member', async () => {
    const leaving = await createStaff(db);
    const session = await signIn(app, leaving);
    await logout({ body: { refreshToken: session.refreshToken } });
    const response = await updateProfile(leaving._id, { hoten: 'Sau khi đăng xuất' }, session.token);
    expect(response.statusCode).toBe(401);
  });
});

describe('the first administrator', async () => {
  const withPassword = await buildTestApp();
  const generated = await buildTestApp();
  // The seeded doctors are staff too: count the installation's owners.
  const staffCount = async (on: typeof db) =>
    (
      await on
        .select({ n: count() })
        .from(staff)
        .innerJoin(roles, eq(roles._id, staff.vaitro_id))
        .where(eq(roles.ma, 'ADMINISTRATOR'))
    )[0]!.n;

  it('is created with the given password, signs in as ADMINISTRATOR, and only once', async () => {
    expect(await staffCount(withPassword.database.db)).toBe(0);
    const created = await ensureFirstAdministrator(withPassword.database.db, 'mat-khau-chu-he-thong');
    expect(created).toEqual({ taikhoan: FIRST_ACCOUNT, generatedPassword: null });
    expect(FIRST_ACCOUNT).toBe('admin');
    const response = await login({ taikhoan: 'admin', matkhau: 'mat-khau-chu-he-thong' }, {}, withPassword.app);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.nhanvien.vaitro).toMatchObject({
      ma: 'ADMINISTRATOR',
      menu: defaultRoleMenus.ADMINISTRATOR,
    });
    const [row] = await withPassword.database.db.select().from(staff).where(eq(staff.taikhoan, FIRST_ACCOUNT));
    expect(row!.matkhau).toMatch(/^\$argon2id\$/);

    expect(await ensureFirstAdministrator(withPassword.database.db, 'mat-khau-khac')).toBeNull();
    expect(await staffCount(withPassword.database.db)).toBe(1);
    const other = await login({ taikhoan: 'admin', matkhau: 'mat-khau-khac' }, {}, withPassword.app);
    expect(other.statusCode).toBe(401);
  });

  it('gets a generated password when none is given, which signs in', async () => {
    const created = await ensureFirstAdministrator(generated.database.db, undefined);
    expect(created?.taikhoan).toBe('admin');
    const password = created!.generatedPassword!;
    expect(password.length).toBeGreaterThanOrEqual(12);
    const response = await login({ taikhoan: 'admin', matkhau: password }, {}, generated.app);
    expect(response.statusCode).toBe(200);
    expect(await ensureFirstAdministrator(generated.database.db, undefined)).toBeNull();
    expect(await staffCount(generated.database.db)).toBe(1);
  });
});
