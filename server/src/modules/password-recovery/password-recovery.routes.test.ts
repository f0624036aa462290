import { and, desc, eq, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { activityLog, outbox, passwordRecoveries, staff } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { createStaff, nextAddress, signIn } from '../../test/factories';
import { startSmtpPeer } from '../../test/smtp';
import {
  OTP_TRIES_PER_ADDRESS,
  OTP_TRIES_PER_PHONE,
  REQUESTS_PER_ADDRESS,
  REQUESTS_PER_TARGET,
} from './password-recovery.routes';

const peer = await startSmtpPeer();
afterAll(() => peer.close());
const { app, database } = await buildTestApp({ smtpUrl: peer.url, mailFrom: 'PhongKham <no-reply@antam.vn>' });
const db = database.db;

const SENT_EMAIL = {
  success: true,
  data: {
    message:
      'Nếu email này thuộc một tài khoản đang hoạt động, chúng tôi đã gửi liên kết đặt lại mật khẩu đến email đó. Vui lòng kiểm tra hộp thư (kể cả thư rác); liên kết có hiệu lực trong 30 phút.',
  },
};
const SENT_CODE = {
  success: true,
  data: {
    message:
      'Nếu số điện thoại này thuộc một tài khoản đang hoạt động, chúng tôi đã gửi mã xác nhận gồm 6 chữ số qua tin nhắn. Mã có hiệu lực trong 10 phút.',
  },
};
const BAD_CODE = {
  success: false,
  message: 'Mã xác nhận không đúng hoặc đã hết hiệu lực. Vui lòng kiểm tra lại hoặc yêu cầu mã mới.',
};
const BAD_LINK = {
  success: false,
  message: 'Liên kết đặt lại mật khẩu không hợp lệ hoặc đã hết hạn. Vui lòng yêu cầu liên kết mới.',
};

type Inject = Partial<InjectOptions>;
const post = (url: string, payload: object, options: Inject = {}) =>
  app.inject({ method: 'POST', url, payload, remoteAddress: nextAddress(), ...options });

const forgotByEmail = (email: string, options?: Inject) =>
  post('/api/nhanvien/forgot-password/email', { email }, options);
const forgotByPhone = (dienthoai: string, options?: Inject) =>
  post('/api/nhanvien/forgot-password/phone', { dienthoai }, options);
const confirm = (dienthoai: string, otp: string, options?: Inject) =>
  post('/api/nhanvien/confirm-otp', { dienthoai, otp }, options);
const reset = (token: string, matkhau: string, options?: Inject) =>
  post('/api/nhanvien/reset-password', { token, matkhau }, options);
const login = (taikhoan: string, matkhau: string) => post('/api/nhanvien/login', { taikhoan, matkhau });

/** What the request started after answering (the lookup, the mail, the SMS) is done. */
const delivered = () => app.background.settled();

let people = 0;
/** An active staff member with a unique e-mail and phone. */
async function person(options: { kichhoat?: boolean; email?: string; dienthoai?: string } = {}) {
  people += 1;
  const member = await createStaff(db, { taikhoan: `khoi.phuc.${people}`, kichhoat: options.kichhoat });
  const email = options.email ?? `khoi.phuc.${people}@antam.vn`;
  const dienthoai = options.dienthoai ?? `09${String(10_000_000 + people).slice(-8)}`;
  await db
    .update(staff)
    .set({ email, dienthoai, hoten: `Nguyễn Văn Khôi ${people}` })
    .where(eq(staff._id, member._id));
  return { ...member, email, dienthoai };
}

const recoveries = (staffId: string) =>
  db
    .select()
    .from(passwordRecoveries)
    .where(eq(passwordRecoveries.nhanvien_id, staffId))
    .orderBy(passwordRecoveries.createdAt);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The mail that reached the SMTP peer for an address, newest first. */
const mailsTo = (email: string) => peer.received.filter((m) => m.envelopeTo.includes(email)).reverse();
const linkIn = (text: string) => /http:\/\/localhost:3000\/admin\/reset-password\?token=([\w-]+)/.exec(text);
async function emailedToken(email: string): Promise<string> {
  await delivered();
  const [mail] = mailsTo(email);
  expect(mail, `a mail to ${email}`).toBeDefined();
  return linkIn(mail!.text)![1]!;
}

const smsTo = (dienthoai: string) =>
  db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kenh, 'SMS'), eq(outbox.nguoinhan, dienthoai)))
    .orderBy(desc(outbox.createdAt), desc(outbox._id));
async function textedCode(dienthoai: string): Promise<string> {
  await delivered();
  const [sms] = await smsTo(dienthoai);
  expect(sms, `an SMS to ${dienthoai}`).toBeDefined();
  return /\b(\d{6})\b/.exec(sms!.noidung)![1]!;
}

const activity = (staffId: string, hanhdong: (typeof activityLog.$inferSelect)['hanhdong']) =>
  db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.nhanvien_id, staffId), eq(activityLog.hanhdong, hanhdong)));

/** An answer without what differs on every response anyway (the date). */
const withoutVolatile = (response: LightMyRequestResponse) => {
  const { date: _date, ...headers } = response.headers;
  return { status: response.statusCode, body: response.body, headers };
};

describe('POST /api/nhanvien/forgot-password/email', () => {
  it('mails a 30-minute link to the account’s address through SMTP, storing only the token’s SHA-256', async () => {
    const member = await person();
    const before = Date.now();
    const response = await forgotByEmail(`  ${member.email.toUpperCase()} `, { remoteAddress: '192.0.2.10' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SENT_EMAIL);

    const token = await emailedToken(member.email);
    expect(token).toMatch(/^[\w-]{43}$/);
    const [mail] = mailsTo(member.email);
    expect(mail!.headers.from).toBe('PhongKham <no-reply@antam.vn>');
    expect(mail!.subject).toBe(`Đặt lại mật khẩu tài khoản ${member.taikhoan}`);
    expect(mail!.text).toContain(`Xin chào Nguyễn Văn Khôi ${people},`);
    expect(mail!.text).toContain('30 phút');
    expect(mail!.html).toContain(`href="http://localhost:3000/admin/reset-password?token=${token}"`);

    const [row] = await recoveries(member._id);
    expect(row).toMatchObject({ kenh: 'EMAIL', codeHash: null, attempts: 0, usedAt: null, ip: '192.0.2.10' });
    expect(row!.resetTokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const minutes = (row!.expiresAt.getTime() - before) / 60_000;
    expect(minutes).toBeGreaterThan(29.5);
    expect(minutes).toBeLessThan(30.5);

    const [queued] = await db.select().from(outbox).where(eq(outbox.nguoinhan, member.email));
    expect(queued).toMatchObject({
      kenh: 'EMAIL',
      trangthai: 'SENT',
      nhacungcap: 'smtp',
      solan: 1,
      tieude: mail!.subject,
      loai: 'khoiphucmatkhau',
      banghi_id: row!._id,
    });
    const [logged] = await activity(member._id, 'YEU_CAU_DAT_LAI_MAT_KHAU');
    expect(logged!.sau).toEqual({ taikhoan: member.taikhoan, kenh: 'EMAIL' });
  });

  it('writes in the language of the request', async () => {
    const member = await person();
    const response = await forgotByEmail(member.email, { headers: { i18nextLng: 'en' } });
    expect(response.json().data.message).toMatch(/^If this email belongs to an active account/);
    await emailedToken(member.email);
    const [mail] = mailsTo(member.email);
    expect(mail!.subject).toBe(`Reset the password of account ${member.taikhoan}`);
    expect(mail!.text).toContain('valid for 30 minutes');
  });

  it('answers an unknown address, an inactive and a deleted account exactly alike, and sends nothing', async () => {
    const active = await person();
    const inactive = await person({ kichhoat: false });
    const deleted = await person();
    await db.update(staff).set({ deletedAt: new Date() }).where(eq(staff._id, deleted._id));
    const answers = [];
    for (const email of [active.email, 'khong.ai.ca@antam.vn', inactive.email, deleted.email]) {
      answers.push(withoutVolatile(await forgotByEmail(email, { remoteAddress: '192.0.2.20' })));
    }
    // x-ratelimit-* do not exist on these routes; the address counter is the same for all four.
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
    await delivered();
    expect(mailsTo(active.email)).toHaveLength(1);
    for (const email of ['khong.ai.ca@antam.vn', inactive.email, deleted.email]) expect(mailsTo(email)).toEqual([]);
    expect(await recoveries(inactive._id)).toEqual([]);
    expect(await recoveries(deleted._id)).toEqual([]);
  });

  it('validates the address with localized messages', async () => {
    const empty = await forgotByEmail('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ email: 'Email không được để trống' });
    const wrong = await forgotByEmail('khong-phai-email', { headers: { i18nextLng: 'en' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      success: false,
      message: 'Some fields are not valid, please check the highlighted fields.',
      errors: { email: 'Email is invalid' },
    });
  });
});

describe('POST /api/nhanvien/reset-password', () => {
  it('sets the new password (argon2id), spends the link, ends every session and logs it', async () => {
    const member = await person();
    const phone = await signIn(app, member);
    const laptop = await signIn(app, member);
    await forgotByEmail(member.email);
    const token = await emailedToken(member.email);

    const response = await reset(token, 'mat-khau-moi-2025', { remoteAddress: '192.0.2.30' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: {} });

    const [row] = await db.select({ matkhau: staff.matkhau }).from(staff).where(eq(staff._id, member._id));
    expect(row!.matkhau).toMatch(/^\$argon2id\$/);
    expect((await login(member.taikhoan, member.matkhau)).statusCode).toBe(401);
    expect((await login(member.taikhoan, 'mat-khau-moi-2025')).statusCode).toBe(200);

    for (const session of [phone, laptop]) {
      const me = await app.inject({
        method: 'GET',
        url: '/api/nhanvien/me',
        headers: { authorization: `Bearer ${session.token}` },
      });
      expect(me.statusCode).toBe(401);
      const renewed = await post('/api/nhanvien/refresh-token', { refreshToken: session.refreshToken });
      expect(renewed.statusCode).toBe(401);
    }

    const [recovery] = await recoveries(member._id);
    expect(recovery!.usedAt).toBeInstanceOf(Date);
    const [logged] = await activity(member._id, 'DAT_LAI_MAT_KHAU');
    expect(logged).toMatchObject({ tainguyen: 'nhanvien', banghi_id: member._id, ip: '192.0.2.30' });
    expect(logged!.sau).toEqual({ taikhoan: member.taikhoan, kenh: 'EMAIL' });
    expect(JSON.stringify(logged)).not.toContain('mat-khau-moi');

    // Once only.
    const again = await reset(token, 'mat-khau-thu-ba');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(BAD_LINK);
    expect((await login(member.taikhoan, 'mat-khau-moi-2025')).statusCode).toBe(200);
  });

  it('refuses an expired link, changing nothing', async () => {
    const member = await person();
    await forgotByEmail(member.email);
    const token = await emailedToken(member.email);
    await db
      .update(passwordRecoveries)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordRecoveries.nhanvien_id, member._id));
    const response = await reset(token, 'mat-khau-moi-2025');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(BAD_LINK);
    expect((await login(member.taikhoan, member.matkhau)).statusCode).toBe(200);
  });

  it('ends an older link when a newer one is asked for', async () => {
    const member = await person();
    await forgotByEmail(member.email);
    const first = await emailedToken(member.email);
    await forgotByEmail(member.email);
    const second = await emailedToken(member.email);
    expect(second).not.toBe(first);
    expect((await reset(first, 'mat-khau-moi-2025')).json()).toEqual(BAD_LINK);
    expect((await reset(second, 'mat-khau-moi-2025')).statusCode).toBe(200);
  });

  it('refuses a link whose account was deactivated since, and an unknown token, alike', async () => {
    const member = await person();
    await forgotByEmail(member.email);
    const token = await emailedToken(member.email);
    await db.update(staff).set({ kichhoat: false }).where(eq(staff._id, member._id));
    expect((await reset(token, 'mat-khau-moi-2025')).json()).toEqual(BAD_LINK);
    expect((await reset('x'.repeat(43), 'mat-khau-moi-2025')).json()).toEqual(BAD_LINK);
  });

  it('checks the new password with the product’s rules, in the caller’s language', async () => {
    const short = await reset('bat-ky', '123');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ matkhau: 'Mật khẩu phải có ít nhất 6 ký tự' });
    const empty = await reset('', '', { headers: { i18nextLng: 'en' } });
    expect(empty.json().errors).toEqual({
      token: 'The password reset link is invalid',
      matkhau: 'Password must not be empty',
    });
  });

  it('lets a locked-out account sign in again once its owner has reset the password', async () => {
    const member = await person();
    for (let i = 0; i < 5; i++) expect((await login(member.taikhoan, 'sai-mat-khau')).statusCode).toBe(401);
    expect((await login(member.taikhoan, member.matkhau)).statusCode).toBe(429);
    await forgotByEmail(member.email);
    expect((await reset(await emailedToken(member.email), 'mat-khau-moi-2025')).statusCode).toBe(200);
    expect((await login(member.taikhoan, 'mat-khau-moi-2025')).statusCode).toBe(200);
  });
});

describe('recovery by phone: forgot-password/phone, confirm-otp, reset-password', () => {
  it('texts a 6-digit code valid 10 minutes; the code gives a reset token that sets the password', async () => {
    const member = await person();
    const before = Date.now();
    const response = await forgotByPhone(member.dienthoai);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SENT_CODE);
    const code = await textedCode(member.dienthoai);
    const [sms] = await smsTo(member.dienthoai);
    expect(sms!.noidung).toBe(
      `PhongKham: mã đặt lại mật khẩu tài khoản ${member.taikhoan} là ${code}, hiệu lực 10 phút. Không chia sẻ mã này cho bất kỳ ai.`,
    );
    const [row] = await recoveries(member._id);
    expect(sms).toMatchObject({
      nhacungcap: 'outbox',
      trangthai: 'SENT',
      loai: 'khoiphucmatkhau',
      banghi_id: row!._id,
    });
    expect(sms!.zns).toEqual({ otp: code });
    expect(row).toMatchObject({ kenh: 'SMS', resetTokenHash: null, confirmedAt: null, attempts: 0 });
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toBe(sha256(code));
    const minutes = (row!.expiresAt.getTime() - before) / 60_000;
    expect(minutes).toBeGreaterThan(9.5);
    expect(minutes).toBeLessThan(10.5);

    const confirmed = await confirm(member.dienthoai, code);
    expect(confirmed.statusCode).toBe(200);
    const { resetToken } = confirmed.json().data;
    expect(resetToken).toMatch(/^[\w-]{43}$/);
    const [afterConfirm] = await recoveries(member._id);
    expect(afterConfirm!.confirmedAt).toBeInstanceOf(Date);
    expect(afterConfirm!.resetTokenHash).toBe(sha256(resetToken));

    expect((await reset(resetToken, 'mat-khau-qua-sms')).statusCode).toBe(200);
    expect((await login(member.taikhoan, 'mat-khau-qua-sms')).statusCode).toBe(200);
    const [logged] = await activity(member._id, 'DAT_LAI_MAT_KHAU');
    expect(logged!.sau).toEqual({ taikhoan: member.taikhoan, kenh: 'SMS' });
  });

  it('reads the phone the way people type it, and the code with spaces', async () => {
    const member = await person({ dienthoai: '0987654321' });
    expect((await forgotByPhone('+84 987 654 321')).statusCode).toBe(200);
    const code = await textedCode('0987654321');
    const confirmed = await confirm('0987.654.321', `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(confirmed.statusCode).toBe(200);
    expect(await recoveries(member._id)).toHaveLength(1);
  });

  it('draws codes from a CSPRNG: six digits, different each time', async () => {
    const member = await person();
    const codes = new Set<string>();
    for (let i = 0; i < 4; i++) {
      await forgotByPhone(member.dienthoai);
      codes.add(await textedCode(member.dienthoai));
    }
    expect(codes.size).toBeGreaterThanOrEqual(3);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
  });

  it('uses a code once', async () => {
    const member = await person();
    await forgotByPhone(member.dienthoai);
    const code = await textedCode(member.dienthoai);
    expect((await confirm(member.dienthoai, code)).statusCode).toBe(200);
    const again = await confirm(member.dienthoai, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(BAD_CODE);
  });

  it('kills a code after 5 wrong tries: even the right one is refused then', async () => {
    const member = await person();
    await forgotByPhone(member.dienthoai);
    const code = await textedCode(member.dienthoai);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const response = await confirm(member.dienthoai, wrong);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(BAD_CODE);
    }
    const right = await confirm(member.dienthoai, code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual(BAD_CODE);
    const [row] = await recoveries(member._id);
    expect(row).toMatchObject({ attempts: 5, confirmedAt: null, resetTokenHash: null });
  });

  it('takes the right code on the 5th try after 4 wrong ones', async () => {
    const member = await person();
    await forgotByPhone(member.dienthoai);
    const code = await textedCode(member.dienthoai);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect((await confirm(member.dienthoai, wrong)).statusCode).toBe(400);
    expect((await confirm(member.dienthoai, code)).statusCode).toBe(200);
  });

  it('cannot be raced past 5 tries by guessing at once', async () => {
    const member = await person();
    await forgotByPhone(member.dienthoai);
    const code = await textedCode(member.dienthoai);
    const wrong = Array.from({ length: 8 }, (_, i) => String((Number(code) + i + 1) % 1_000_000).padStart(6, '0'));
    await Promise.all(wrong.map((guess) => confirm(member.dienthoai, guess)));
    const [row] = await recoveries(member._id);
    expect(row!.attempts).toBe(5);
    expect((await confirm(member.dienthoai, code)).statusCode).toBe(400);
  });

  it('refuses an expired code', async () => {
    const member = await person();
    await forgotByPhone(member.dienthoai);
    const code = await textedCode(member.dienthoai);
    await db
      .update(passwordRecoveries)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordRecoveries.nhanvien_id, member._id));
    expect((await confirm(member.dienthoai, code)).json()).toEqual(BAD_CODE);
  });

  it('ends an earlier code when a new one is asked for', async () => {
    const member = await person();
    await forgotByPhone(member.dienthoai);
    const first = await textedCode(member.dienthoai);
    await forgotByPhone(member.dienthoai);
    const second = await textedCode(member.dienthoai);
    if (first !== second) expect((await confirm(member.dienthoai, first)).json()).toEqual(BAD_CODE);
    expect((await confirm(member.dienthoai, second)).statusCode).toBe(200);
  });

  it('leaves alive an e-mailed link asked for a minute before a code by phone (issue 14)', async () => {
    const member = await person();
    await forgotByEmail(member.email);
    const link = await emailedToken(member.email);
    await forgotByPhone(member.dienthoai);
    const code = await textedCode(member.dienthoai);
    // Both requests are the person's own: the link still sets the password, and that ends the code.
    expect((await reset(link, 'mat-khau-qua-lien-ket')).statusCode).toBe(200);
    expect((await confirm(member.dienthoai, code)).json()).toEqual(BAD_CODE);
  });

  it('leaves alive a code asked for before an e-mailed link', async () => {
    const member = await person();
    await forgotByPhone(member.dienthoai);
    const code = await textedCode(member.dienthoai);
    await forgotByEmail(member.email);
    const link = await emailedToken(member.email);
    const confirmed = await confirm(member.dienthoai, code);
    expect(confirmed.statusCode).toBe(200);
    expect((await reset(confirmed.json().data.resetToken, 'mat-khau-qua-ma-so')).statusCode).toBe(200);
    expect((await reset(link, 'mat-khau-moi-2025')).json()).toEqual(BAD_LINK);
  });

  it('answers an unknown phone like a known one, texts nothing, and refuses any code for it alike', async () => {
    const member = await person();
    const known = withoutVolatile(await forgotByPhone(member.dienthoai, { remoteAddress: '192.0.2.40' }));
    const unknown = withoutVolatile(await forgotByPhone('0900000001', { remoteAddress: '192.0.2.40' }));
    expect(unknown).toEqual(known);
    await delivered();
    expect(await smsTo('0900000001')).toEqual([]);
    expect((await confirm('0900000001', '123456')).json()).toEqual(BAD_CODE);
  });

  it('does the same work after an unknown request as after a known one, back to back, and keeps none of it', async () => {
    const member = await person();
    const stand = await db.select().from(staff).orderBy(staff.createdAt, staff._id).limit(1);
    const before = {
      recoveries: (await recoveries(stand[0]!._id)).length,
      outbox: (await db.select().from(outbox)).length,
    };
    // The tables each transaction of a request's after-answer work writes, in order: a spy that calls the real
    // database through, so the work runs as it does in production.
    const work = async (send: () => Promise<LightMyRequestResponse>) => {
      const transactions: string[][] = [];
      const transaction = db.transaction.bind(db);
      const spy = vi.spyOn(db, 'transaction').mockImplementation(((run, config) =>
        transaction(async (tx) => {
          const writes: string[] = [];
          transactions.push(writes);
          for (const verb of ['insert', 'update', 'delete'] as const) {
            const original = tx[verb].bind(tx) as (table: PgTable) => unknown;
            Object.assign(tx, {
              [verb]: (table: PgTable) => (writes.push(`${verb} ${getTableName(table)}`), original(table)),
            });
          }
          return run(tx);
        }, config)) as typeof db.transaction);
      try {
        expect((await send()).statusCode).toBe(200);
        await delivered();
      } finally {
        spy.mockRestore();
      }
      // The first is the request's own work; what follows is the outbox sending what it queued.
      return transactions[0];
    };
    for (const [known, unknown] of [
      [() => forgotByPhone(member.dienthoai), () => forgotByPhone('0900000077')],
      [() => forgotByEmail(member.email), () => forgotByEmail('khong.co.ai@antam.vn')],
    ] as const) {
      const done = await work(known);
      expect(done).toEqual(expect.arrayContaining(['insert khoiphucmatkhau', 'insert hopthudi']));
      expect(await work(unknown)).toEqual(done);
    }
    // The unknown requests' rehearsals were rolled back: no recovery, message or history of theirs remains.
    expect((await recoveries(stand[0]!._id)).length).toBe(before.recoveries + (stand[0]!._id === member._id ? 2 : 0));
    expect((await db.select().from(outbox)).length).toBe(before.outbox + 2);
    expect(await smsTo('0900000077')).toEqual([]);
    expect(mailsTo('khong.co.ai@antam.vn')).toEqual([]);
  });

  it('validates the phone and the code with localized messages', async () => {
    const phone = await forgotByPhone('12345');
    expect(phone.statusCode).toBe(400);
    expect(phone.json().errors).toEqual({ dienthoai: 'Số điện thoại không hợp lệ' });
    const code = await confirm('0912345678', '12ab', { headers: { i18nextLng: 'en' } });
    expect(code.json().errors).toEqual({ otp: 'The verification code has 6 digits' });
    const empty = await confirm('', '');
    expect(empty.json().errors).toEqual({
      dienthoai: 'Số điện thoại không được để trống',
      otp: 'Mã xác nhận không được để trống',
    });
  });
});

describe('limits', () => {
  it(`answers the ${REQUESTS_PER_TARGET + 1}th request for one address within the hour with 429, known or not`, async () => {
    const member = await person();
    for (const email of [member.email, 'chua.tung.co@antam.vn']) {
      for (let i = 0; i < REQUESTS_PER_TARGET; i++) expect((await forgotByEmail(email)).statusCode).toBe(200);
      const limited = await forgotByEmail(email);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        success: false,
        message: 'Bạn đã gửi quá nhiều yêu cầu khôi phục mật khẩu, vui lòng thử lại sau 60 phút.',
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
    }
    await delivered();
    expect(mailsTo(member.email)).toHaveLength(REQUESTS_PER_TARGET);
  });

  it('limits texts to one phone the same way, in English when asked', async () => {
    for (let i = 0; i < REQUESTS_PER_TARGET; i++) expect((await forgotByPhone('0911111111')).statusCode).toBe(200);
    const limited = await forgotByPhone('0911 111 111', { headers: { i18nextLng: 'en' } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many password recovery requests, please try again in 60 minutes.');
  });

  it(`answers the ${REQUESTS_PER_ADDRESS + 1}th request from one address with 429, whatever it asks about`, async () => {
    const address = '198.51.100.50';
    for (let i = 0; i < REQUESTS_PER_ADDRESS; i++) {
      const response =
        i % 2
          ? await forgotByEmail(`dia.chi.${i}@antam.vn`, { remoteAddress: address })
          : await forgotByPhone(`09200000${String(i).padStart(2, '0')}`, { remoteAddress: address });
      expect(response.statusCode).toBe(200);
    }
    expect((await forgotByEmail('mot.nua@antam.vn', { remoteAddress: address })).statusCode).toBe(429);
    expect((await forgotByPhone('0920000099', { remoteAddress: address })).statusCode).toBe(429);
    expect((await forgotByPhone('0920000099', { remoteAddress: '198.51.100.51' })).statusCode).toBe(200);
  });

  it(`limits code tries to ${OTP_TRIES_PER_PHONE} per phone and ${OTP_TRIES_PER_ADDRESS} per address`, async () => {
    for (let i = 0; i < OTP_TRIES_PER_PHONE; i++) expect((await confirm('0933333333', '123456')).statusCode).toBe(400);
    const byPhone = await confirm('0933333333', '123456');
    expect(byPhone.statusCode).toBe(429);
    expect(byPhone.json().message).toBe('Bạn đã nhập mã xác nhận quá nhiều lần, vui lòng thử lại sau 15 phút.');

    const address = '198.51.100.60';
    for (let i = 0; i < OTP_TRIES_PER_ADDRESS; i++) {
      const response = await confirm(`09440000${String(i).padStart(2, '0')}`, '123456', { remoteAddress: address });
      expect(response.statusCode).toBe(400);
    }
    expect((await confirm('0944000099', '123456', { remoteAddress: address })).statusCode).toBe(429);
  });
});

describe('no enumeration through timing', async () => {
  // A mail server that takes 1.5 s to accept each message.
  const slowPeer = await startSmtpPeer({ delayMs: 1500 });
  const slow = await buildTestApp({ smtpUrl: slowPeer.url });
  afterAll(async () => {
    await slow.app.close();
    await slowPeer.close();
  });

  it('answers before the lookup and the mail: an existing account is answered as fast as an unknown one', async () => {
    const member = await createStaff(slow.database.db, { taikhoan: 'cham.cham' });
    await slow.database.db.update(staff).set({ email: 'cham@antam.vn' }).where(eq(staff._id, member._id));
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await slow.app.inject({
        method: 'POST',
        url: '/api/nhanvien/forgot-password/email',
        payload: { email },
        remoteAddress: nextAddress(),
      });
      return { ms: performance.now() - started, answer: withoutVolatile(response) };
    };
    const known = await timed('cham@antam.vn');
    const unknown = await timed('khong.co@antam.vn');
    expect(known.answer).toEqual(unknown.answer);
    expect(known.ms).toBeLessThan(1000);
    await slow.app.background.settled();
    expect(slowPeer.received).toHaveLength(1);
  });
});
