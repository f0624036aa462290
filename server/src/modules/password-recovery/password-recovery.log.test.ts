// Without SMTP or an SMS gateway a reset link and a code wait in the outbox (/admin/sms) and the log says so; neither the log nor the request log
// ever holds the link's token or an SMS code.
import { desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { outbox, staff } from '../../db/schema';
import { TEST_JWT_SECRET } from '../../test/app';
import { testDatabase } from '../../test/database';
import { createStaff } from '../../test/factories';

const lines: string[] = [];
const database = await testDatabase({ seeded: true });
const app = await buildApp({
  config: { publicUrl: 'http://localhost:3000', logLevel: 'info', mode: 'test', jwtSecret: TEST_JWT_SECRET },
  database,
  logger: { write: (line) => void lines.push(line) },
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('password recovery without SMTP', () => {
  it('keeps the mail in the outbox, logs that one waits there, and never logs the token or the code', async () => {
    const member = await createStaff(database.db, { taikhoan: 'nhat.ky' });
    await database.db
      .update(staff)
      .set({ email: 'nhat.ky@antam.vn', dienthoai: '0977000111' })
      .where(eq(staff._id, member._id));

    const mailRequest = await app.inject({
      method: 'POST',
      url: '/api/nhanvien/forgot-password/email',
      payload: { email: 'nhat.ky@antam.vn' },
    });
    expect(mailRequest.statusCode).toBe(200);
    await app.background.settled();
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.nguoinhan, 'nhat.ky@antam.vn'));
    expect(mail).toMatchObject({ trangthai: 'SENT', nhacungcap: 'outbox' });
    const token = /token=([\w-]+)/.exec(mail!.noidung)![1]!;
    expect(lines.some((line) => line.includes('A message waits in the outbox (/admin/sms)'))).toBe(true);

    // The link itself is requested (a 404 here: this app serves no pages), and its query is logged cut.
    await app.inject({ method: 'GET', url: `/admin/reset-password?token=${token}` });
    expect(lines.some((line) => line.includes('/admin/reset-password?token=[redacted]'))).toBe(true);

    await app.inject({
      method: 'POST',
      url: '/api/nhanvien/forgot-password/phone',
      payload: { dienthoai: '0977000111' },
    });
    await app.background.settled();
    const [sms] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.nguoinhan, '0977000111'))
      .orderBy(desc(outbox.createdAt));
    expect(sms).toMatchObject({ trangthai: 'SENT', nhacungcap: 'outbox' });
    const code = /\b(\d{6})\b/.exec(sms!.noidung)![1]!;
    await app.inject({
      method: 'POST',
      url: '/api/nhanvien/confirm-otp',
      payload: { dienthoai: '0977000111', otp: code },
    });

    const log = lines.join('\n');
    expect(log).not.toContain(token);
    expect(log).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
    expect(log).not.toContain('nhat.ky@antam.vn');
  });
});
