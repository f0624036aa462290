// The per-account lockout under a burst: attempts are counted before the slow password check, so a burst of
// concurrent guesses gets no more checks than one guess after another would.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { createStaff, nextAddress } from '../../test/factories';
import { MAX_FAILED_SIGN_INS } from '../sign-in-locks/locks.service';

const { app, database } = await buildTestApp();
const db = database.db;

const login = (taikhoan: string, matkhau: string) =>
  app.inject({
    method: 'POST',
    url: '/api/nhanvien/login',
    payload: { taikhoan, matkhau },
    remoteAddress: nextAddress(),
  });

describe('the sign-in lockout under 40 concurrent attempts', { timeout: 120_000 }, () => {
  it('checks at most five passwords, and the right one sent last is refused too', async () => {
    const member = await createStaff(db, { taikhoan: 'bi.do.doan' });
    const guesses = Array.from({ length: 39 }, (_, i) => login('bi.do.doan', `doan-sai-${i}`));
    const answers = await Promise.all([...guesses, login('bi.do.doan', member.matkhau)]);
    const codes = answers.map((answer) => answer.statusCode);

    expect(codes.filter((code) => code === 401)).toHaveLength(MAX_FAILED_SIGN_INS);
    expect(codes.filter((code) => code === 429)).toHaveLength(40 - MAX_FAILED_SIGN_INS);
    expect(codes).not.toContain(200);
    // Every attempt is in the history, each settled: five wrong passwords, the rest refused while locked.
    const reasons = await db
      .select({ lydo: sql<string>`${activityLog.sau}->>'lydo'` })
      .from(activityLog)
      .where(and(eq(activityLog.hanhdong, 'DANG_NHAP_THAT_BAI'), sql`${activityLog.sau}->>'taikhoan' = 'bi.do.doan'`));
    expect(reasons.filter((row) => row.lydo === 'password')).toHaveLength(MAX_FAILED_SIGN_INS);
    expect(reasons.filter((row) => row.lydo === 'locked')).toHaveLength(40 - MAX_FAILED_SIGN_INS);
    expect(reasons.filter((row) => row.lydo === 'checking')).toHaveLength(0);
  });

  it('lets the right password in when it is among the first five', async () => {
    const member = await createStaff(db, { taikhoan: 'dung.mat.khau' });
    const first = await login('dung.mat.khau', member.matkhau);
    expect(first.statusCode).toBe(200);
    const rows = await db
      .select({ hanhdong: activityLog.hanhdong, nhanvien_id: activityLog.nhanvien_id })
      .from(activityLog)
      .where(sql`${activityLog.sau}->>'taikhoan' = 'dung.mat.khau'`);
    expect(rows).toEqual([{ hanhdong: 'DANG_NHAP', nhanvien_id: member._id }]);
  });
});
