// Lockout abuse (a stranger keeping a known account shut with wrong passwords): a browser that signed in to the
// account before carries a signed device cookie and is counted apart, with its own small limit; an administrator
// sees the lock on the staff record and can lift it.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog } from '../../db/schema';
import { buildTestApp, TEST_JWT_SECRET } from '../../test/app';
import { createStaff, menuEntry, nextAddress, signIn, staffWithMenu } from '../../test/factories';
import { DEVICE_COOKIE, issueDevice } from './device';
import { MAX_FAILED_SIGN_INS } from './locks.service';
import { secretKey } from '../sessions/tokens';

const { app, database } = await buildTestApp();
const db = database.db;

const login = (taikhoan: string, matkhau: string, device?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/nhanvien/login',
    payload: { taikhoan, matkhau },
    remoteAddress: nextAddress(),
    ...(device ? { cookies: { [DEVICE_COOKIE]: device } } : {}),
  });

/** The device cookie a successful sign-in hands out. */
async function knownDevice(who: { taikhoan: string; matkhau: string }) {
  const answer = await login(who.taikhoan, who.matkhau);
  expect(answer.statusCode).toBe(200);
  const cookie = answer.cookies.find((c) => c.name === DEVICE_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, path: '/api/nhanvien/login', sameSite: 'Lax' });
  return cookie!.value;
}

async function lockOutStrangers(taikhoan: string) {
  for (let i = 0; i < MAX_FAILED_SIGN_INS; i++)
    expect((await login(taikhoan, `mat-khau-sai-${i}`)).statusCode).toBe(401);
}

describe('the device cookie', () => {
  it('lets the owner’s browser in while strangers have locked the account', async () => {
    const owner = await createStaff(db, { taikhoan: 'chu.may' });
    const device = await knownDevice(owner);
    await lockOutStrangers('chu.may');
    // Any browser without the cookie is refused, even with the right password.
    expect((await login('chu.may', owner.matkhau)).statusCode).toBe(429);
    const mine = await login('chu.may', owner.matkhau, device);
    expect(mine.statusCode).toBe(200);
    // The same device id is handed back, so the browser stays known.
    expect(mine.cookies.find((c) => c.name === DEVICE_COOKIE)?.value).toBe(device);
  });

  it('gives the known browser a limit of its own', async () => {
    const owner = await createStaff(db, { taikhoan: 'go.nham' });
    const device = await knownDevice(owner);
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) {
      expect((await login('go.nham', `go-nham-mat-khau-${i}`, device)).statusCode).toBe(401);
    }
    expect((await login('go.nham', owner.matkhau, device)).statusCode).toBe(429);
    // Its mistakes are its own: another browser is not locked by them.
    expect((await login('go.nham', owner.matkhau)).statusCode).toBe(200);
  });

  it('counts a forged cookie, or one of another account, as an unknown browser', async () => {
    const owner = await createStaff(db, { taikhoan: 'bi.gia' });
    const other = await createStaff(db, { taikhoan: 'nguoi.khac' });
    const othersDevice = await knownDevice(other);
    await lockOutStrangers('bi.gia');
    const forged = issueDevice(new TextEncoder().encode('not the server key, but long enough'), 'bi.gia');
    expect((await login('bi.gia', owner.matkhau, forged)).statusCode).toBe(429);
    expect((await login('bi.gia', owner.matkhau, othersDevice)).statusCode).toBe(429);
    const real = issueDevice(secretKey(TEST_JWT_SECRET), 'bi.gia');
    expect((await login('bi.gia', owner.matkhau, real)).statusCode).toBe(200);
  });
});

describe('seeing and lifting a lock (POST /api/nhanvien/:id/mo-khoa)', () => {
  it('shows the lock’s end on the staff record, and lifting it lets strangers’ browsers try again', async () => {
    const admin = await createStaff(db, { role: 'ADMIN' });
    const session = await signIn(app, admin);
    const member = await createStaff(db, { taikhoan: 'can.mo' });
    const record = async () =>
      (await app.inject({ method: 'GET', url: `/api/nhanvien/${member._id}`, cookies: session.cookies })).json()
        .data as { khoa_den: string | null };

    expect((await record()).khoa_den).toBeNull();
    const before = Date.now();
    await lockOutStrangers('can.mo');
    const until = Date.parse((await record()).khoa_den!);
    expect(until).toBeGreaterThan(before + 14 * 60_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 15 * 60_000);

    const lifted = await app.inject({
      method: 'POST',
      url: `/api/nhanvien/${member._id}/mo-khoa`,
      cookies: session.cookies,
      payload: {},
    });
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json().data.khoa_den).toBeNull();
    expect((await login('can.mo', member.matkhau)).statusCode).toBe(200);
    const history = await db
      .select({ nhanvien_id: activityLog.nhanvien_id, banghi_id: activityLog.banghi_id })
      .from(activityLog)
      .where(and(eq(activityLog.hanhdong, 'MO_KHOA'), sql`${activityLog.sau}->>'taikhoan' = 'can.mo'`));
    expect(history).toEqual([{ nhanvien_id: admin._id, banghi_id: member._id }]);
  });

  it('needs update on the staff pages, and a signed-in caller', async () => {
    const member = await createStaff(db, { taikhoan: 'khong.duoc.mo' });
    await lockOutStrangers('khong.duoc.mo');
    const reader = await staffWithMenu(app, db, [menuEntry('/nhanvien', { view: true })]);
    const refused = await app.inject({
      method: 'POST',
      url: `/api/nhanvien/${member._id}/mo-khoa`,
      cookies: reader.cookies,
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'POST', url: `/api/nhanvien/${member._id}/mo-khoa`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect((await login('khong.duoc.mo', member.matkhau)).statusCode).toBe(429);
  });
});
