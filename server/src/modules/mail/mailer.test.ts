import { eq } from 'drizzle-orm';
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { testDatabase } from '../../test/database';
import { startSmtpPeer } from '../../test/smtp';
import { createMailer, type MailLog } from './mailer';

const database = await testDatabase();
const db = database.db;
afterAll(() => database.close());

const FROM = 'Phòng khám An Tâm <no-reply@antam.vn>';
const SECRET_LINK = 'http://localhost:3000/admin/reset-password?token=bi-mat-khong-duoc-ghi-log';

function recordingLog() {
  const lines: { level: 'info' | 'warn'; details: object; message: string }[] = [];
  const log: MailLog = {
    info: (details, message) => void lines.push({ level: 'info', details, message }),
    warn: (details, message) => void lines.push({ level: 'warn', details, message }),
  };
  return { log, lines };
}

const outboxRow = async (id: string) => (await db.select().from(mailOutbox).where(eq(mailOutbox._id, id)))[0]!;

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('createMailer() with SMTP_URL', () => {
  it('sends through a real SMTP server and records the message as SENT', async () => {
    const peer = await startSmtpPeer();
    const { log, lines } = recordingLog();
    const mailer = createMailer({ db, smtpUrl: peer.url, from: FROM, log });
    try {
      expect(mailer.transport).toBe('smtp');
      const result = await mailer.send({
        to: 'lan.tran@antam.vn',
        subject: 'Đặt lại mật khẩu tài khoản bs.lan',
        text: `Xin chào Trần Thị Lan,\n${SECRET_LINK}`,
        html: `<p>Xin chào Trần Thị Lan,</p><p><a href="${SECRET_LINK}">Đặt lại mật khẩu</a></p>`,
      });
      expect(result.status).toBe('SENT');

      const [mail] = await peer.waitFor(1);
      expect(mail!.envelopeFrom).toBe('no-reply@antam.vn');
      expect(mail!.envelopeTo).toEqual(['lan.tran@antam.vn']);
      expect(mail!.headers.from).toBe('Phòng khám An Tâm <no-reply@antam.vn>');
      expect(mail!.headers.to).toBe('lan.tran@antam.vn');
      expect(mail!.subject).toBe('Đặt lại mật khẩu tài khoản bs.lan');
      expect(mail!.text).toContain('Xin chào Trần Thị Lan,');
      expect(mail!.text).toContain(SECRET_LINK);
      expect(mail!.html).toContain(`href="${SECRET_LINK}"`);

      const row = await outboxRow(result._id);
      expect(row).toMatchObject({
        to: 'lan.tran@antam.vn',
        subject: 'Đặt lại mật khẩu tài khoản bs.lan',
        status: 'SENT',
        error: null,
      });
      expect(row.text).toContain(SECRET_LINK);
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(lines).toEqual([]);
    } finally {
      mailer.close();
      await peer.close();
    }
  });

  it('records a message the server refuses as FAILED with the server’s words, and logs it without the text', async () => {
    const peer = await startSmtpPeer({ rejectWith: 'Mailbox unavailable' });
    const { log, lines } = recordingLog();
    const mailer = createMailer({ db, smtpUrl: peer.url, from: FROM, log });
    try {
      const result = await mailer.send({ to: 'ai.do@antam.vn', subject: 'Thử', text: SECRET_LINK });
      expect(result.status).toBe('FAILED');
      const row = await outboxRow(result._id);
      expect(row.status).toBe('FAILED');
      expect(row.error).toMatch(/Mailbox unavailable/);
      expect(row.sentAt).toBeNull();
      expect(lines).toHaveLength(1);
      expect(lines[0]!.level).toBe('warn');
      expect(JSON.stringify(lines)).not.toContain('bi-mat');
    } finally {
      mailer.close();
      await peer.close();
    }
  });

  it('records FAILED when the mail server cannot be reached, without throwing', async () => {
    const { log } = recordingLog();
    const mailer = createMailer({ db, smtpUrl: `smtp://127.0.0.1:${await closedPort()}`, from: FROM, log });
    try {
      const result = await mailer.send({ to: 'ai.do@antam.vn', subject: 'Thử', text: 'Nội dung' });
      expect(result.status).toBe('FAILED');
      expect((await outboxRow(result._id)).error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      mailer.close();
    }
  });
});

describe('createMailer() without SMTP_URL', () => {
  it('keeps the message in mail_outbox as NOT_SENT and says so in the log, without the message itself', async () => {
    const { log, lines } = recordingLog();
    const mailer = createMailer({ db, smtpUrl: undefined, from: FROM, log });
    expect(mailer.transport).toBe('outbox');
    const result = await mailer.send({
      to: 'lan.tran@antam.vn',
      subject: 'Đặt lại mật khẩu',
      text: SECRET_LINK,
      html: `<a href="${SECRET_LINK}">link</a>`,
    });
    expect(result.status).toBe('NOT_SENT');
    const row = await outboxRow(result._id);
    expect(row).toMatchObject({ status: 'NOT_SENT', error: null, sentAt: null, text: SECRET_LINK });
    expect(row.html).toContain(SECRET_LINK);

    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'info', details: { mailId: result._id } });
    expect(lines[0]!.message).toMatch(/mail_outbox/);
    expect(JSON.stringify(lines)).not.toContain('bi-mat');
    expect(JSON.stringify(lines)).not.toContain('lan.tran');
  });
});
