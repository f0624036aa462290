// The outbox worker against local stand-ins of each provider (node:http and smtp-server on 127.0.0.1): the request
// each provider documents, refusals shown with their reason, retries through an outage, and restarts, clean or
// not, that send nothing twice. Runs on PGlite and on PostgreSQL (two workers then claim over two connections).
import { asc, eq, sql } from 'drizzle-orm';
import { createServer } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { testDatabase } from '../../test/database';
import { startStandIn, type StandIn, type StandInRequest } from '../../test/http-standin';
import { startSmtpPeer } from '../../test/smtp';
import { enqueueMessage as enqueueOrSkip, type OutboxMessage } from './enqueue';
import type { MessagingConfig } from './messaging-config';
import { backoffSeconds, createOutboxWorker, KEEP_DAYS, MAX_ATTEMPTS, UNKNOWN_OUTCOME, type OutboxLog } from './worker';

/** Queued now (never inside a replayed past), so there is always an id. */
const enqueueMessage = async (...args: Parameters<typeof enqueueOrSkip>) => (await enqueueOrSkip(...args))!;

const database = await testDatabase();
const db = database.db;
afterAll(() => database.close());
beforeEach(async () => {
  await db.delete(outbox);
});

const CODE_TEXT = 'PhongKham: mã đặt lại mật khẩu tài khoản bs.lan là 493817, hiệu lực 10 phút.';
const sms = (to = '0912345678', extra: Partial<OutboxMessage> = {}): OutboxMessage => ({
  channel: 'SMS',
  to,
  text: CODE_TEXT,
  ...extra,
});

function recordingLog() {
  const lines: { level: string; details: object; message: string }[] = [];
  const at =
    (level: string) =>
    (details: object, message: string): void =>
      void lines.push({ level, details, message });
  const log: OutboxLog = { info: at('info'), warn: at('warn'), error: at('error') };
  return { log, lines };
}

const base: MessagingConfig = {
  smtpUrl: undefined,
  mailFrom: 'Phòng khám An Tâm <no-reply@antam.vn>',
  sms: { provider: 'outbox' },
  zalo: undefined,
};
const esms = (standIn: StandIn): MessagingConfig => ({
  ...base,
  sms: {
    provider: 'esms',
    apiKey: 'khoa-api',
    secretKey: 'khoa-bi-mat',
    brandname: 'PHONGKHAM',
    smsType: '2',
    baseUrl: standIn.url,
  },
});
const speedSms = (standIn: StandIn): MessagingConfig => ({
  ...base,
  sms: { provider: 'speedsms', token: 'ma-truy-cap', sender: 'PhongKham', smsType: 2, baseUrl: standIn.url },
});

function workerWith(config: MessagingConfig, options: { batch?: number } = {}) {
  const { log, lines } = recordingLog();
  const worker = createOutboxWorker({ db, messagingConfig: () => config, log, messageIdHost: 'antam.vn', ...options });
  return { worker, lines };
}

const row = async (id: string) => (await db.select().from(outbox).where(eq(outbox._id, id)))[0]!;
/** Time passes: every waiting retry falls due. */
const retriesFallDue = () =>
  db
    .update(outbox)
    .set({ guitiep: sql`now()` })
    .where(eq(outbox.trangthai, 'QUEUED'));
/** Time passes: every claim's lease runs out (the worker that held it is gone). */
const leasesRunOut = () =>
  db
    .update(outbox)
    .set({ giuden: sql`now() - interval '1 second'` })
    .where(eq(outbox.trangthai, 'SENDING'));

const ESMS_OK = { json: { CodeResult: '100', CountRegenerate: 0, SMSID: 'e1' } };
const esmsIds = (requests: StandInRequest[]) => requests.map((r) => (r.body as { RequestId: string }).RequestId);

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('retention', () => {
  it(`deletes sent and failed messages ${KEEP_DAYS} days after their last change, never one still to send`, async () => {
    const { worker } = workerWith(base);
    const old = new Date(Date.now() - (KEEP_DAYS + 1) * 24 * 3600 * 1000);
    const recent = new Date(Date.now() - (KEEP_DAYS - 1) * 24 * 3600 * 1000);
    const rows = await db
      .insert(outbox)
      .values([
        { kenh: 'SMS', nguoinhan: '0900000001', noidung: 'cũ, đã gửi', trangthai: 'SENT', updatedAt: old },
        { kenh: 'SMS', nguoinhan: '0900000002', noidung: 'cũ, thất bại', trangthai: 'FAILED', updatedAt: old },
        { kenh: 'SMS', nguoinhan: '0900000003', noidung: 'gần đây', trangthai: 'SENT', updatedAt: recent },
        // Waiting for a retry far in the future: still owed to someone.
        {
          kenh: 'SMS',
          nguoinhan: '0900000004',
          noidung: 'còn chờ',
          trangthai: 'QUEUED',
          updatedAt: old,
          guitiep: new Date(Date.now() + 3600_000),
        },
      ])
      .returning({ nguoinhan: outbox.nguoinhan });
    expect(rows).toHaveLength(4);
    await worker.tick();
    const left = await db.select({ nguoinhan: outbox.nguoinhan }).from(outbox).orderBy(asc(outbox.nguoinhan));
    expect(left.map((row) => row.nguoinhan)).toEqual(['0900000003', '0900000004']);
    await worker.close();
  });
});

describe('eSMS', () => {
  it('posts the documented request and records the message as SENT by esms', async () => {
    const standIn = await startStandIn(() => ESMS_OK);
    try {
      const id = await enqueueMessage(db, sms());
      const { worker } = workerWith(esms(standIn));
      expect(await worker.drain()).toBe(1);
      expect(standIn.requests).toHaveLength(1);
      const [request] = standIn.requests;
      expect(request).toMatchObject({
        method: 'POST',
        path: '/MainService.svc/json/SendMultipleMessage_V4_post_json/',
        headers: { 'content-type': 'application/json' },
      });
      expect(request!.body).toEqual({
        ApiKey: 'khoa-api',
        SecretKey: 'khoa-bi-mat',
        Phone: '0912345678',
        Content: CODE_TEXT,
        Brandname: 'PHONGKHAM',
        SmsType: '2',
        IsUnicode: '0',
        RequestId: id,
      });
      expect(await row(id)).toMatchObject({ trangthai: 'SENT', nhacungcap: 'esms', solan: 1, loi: null, giuden: null });
      expect((await row(id)).guiluc).toBeInstanceOf(Date);
    } finally {
      await standIn.stop();
    }
  });

  it('records a refusal as FAILED with eSMS’s code and words, and does not try again', async () => {
    const standIn = await startStandIn(() => ({
      json: { CodeResult: '104', ErrorMessage: 'Brandname không tồn tại hoặc đã bị hủy' },
    }));
    try {
      const id = await enqueueMessage(db, sms());
      const { worker, lines } = workerWith(esms(standIn));
      await worker.drain();
      await retriesFallDue();
      expect(await worker.drain()).toBe(0);
      expect(standIn.requests).toHaveLength(1);
      expect(await row(id)).toMatchObject({
        trangthai: 'FAILED',
        nhacungcap: 'esms',
        loi: 'eSMS 104: Brandname không tồn tại hoặc đã bị hủy',
      });
      // The log says a message was refused, never to whom nor what.
      expect(JSON.stringify(lines)).not.toContain('493817');
      expect(JSON.stringify(lines)).not.toContain('0912345678');
    } finally {
      await standIn.stop();
    }
  });
});

describe('SpeedSMS', () => {
  it('posts the documented request with the token as basic auth', async () => {
    const standIn = await startStandIn(() => ({ json: { status: 'success', code: '00', data: { tranId: 1 } } }));
    try {
      const id = await enqueueMessage(db, sms());
      const { worker } = workerWith(speedSms(standIn));
      await worker.drain();
      const [request] = standIn.requests;
      expect(request).toMatchObject({ method: 'POST', path: '/index.php/sms/send' });
      expect(request!.headers.authorization).toBe(`Basic ${Buffer.from('ma-truy-cap:x').toString('base64')}`);
      expect(request!.body).toEqual({ to: ['0912345678'], content: CODE_TEXT, sms_type: 2, sender: 'PhongKham' });
      expect(await row(id)).toMatchObject({ trangthai: 'SENT', nhacungcap: 'speedsms' });
    } finally {
      await standIn.stop();
    }
  });

  it('records an error answer as FAILED with its code and message', async () => {
    const standIn = await startStandIn(() => ({ json: { status: 'error', code: '007', message: 'IP locked' } }));
    try {
      const id = await enqueueMessage(db, sms());
      await workerWith(speedSms(standIn)).worker.drain();
      expect(await row(id)).toMatchObject({ trangthai: 'FAILED', loi: 'SpeedSMS 007: IP locked' });
    } finally {
      await standIn.stop();
    }
  });
});

describe('Zalo ZNS before SMS', () => {
  const withZalo = (zalo: StandIn, sms: StandIn): MessagingConfig => ({
    ...esms(sms),
    zalo: { accessToken: 'zalo-token', templateId: '299855', baseUrl: zalo.url },
  });

  it('sends a message with template data by Zalo, with the documented request, and no SMS', async () => {
    const zalo = await startStandIn(() => ({ json: { error: 0, message: 'Success', data: { msg_id: 'z1' } } }));
    const gateway = await startStandIn(() => ESMS_OK);
    try {
      const id = await enqueueMessage(db, sms('0912345678', { zns: { otp: '493817' } }));
      await workerWith(withZalo(zalo, gateway)).worker.drain();
      const [request] = zalo.requests;
      expect(request).toMatchObject({
        method: 'POST',
        path: '/message/template',
        headers: { access_token: 'zalo-token' },
      });
      expect(request!.body).toEqual({
        phone: '84912345678',
        template_id: '299855',
        template_data: { otp: '493817' },
        tracking_id: id,
      });
      expect(gateway.requests).toEqual([]);
      expect(await row(id)).toMatchObject({ trangthai: 'SENT', nhacungcap: 'zalo', loi: null });
    } finally {
      await zalo.stop();
      await gateway.stop();
    }
  });

  it('falls back to SMS when Zalo refuses, keeping Zalo’s reason on the row', async () => {
    const zalo = await startStandIn(() => ({ json: { error: -124, message: 'Access token is invalid' } }));
    const gateway = await startStandIn(() => ESMS_OK);
    try {
      const id = await enqueueMessage(db, sms('0912345678', { zns: { otp: '493817' } }));
      await workerWith(withZalo(zalo, gateway)).worker.drain();
      expect(zalo.requests).toHaveLength(1);
      expect(gateway.requests).toHaveLength(1);
      expect(await row(id)).toMatchObject({
        trangthai: 'SENT',
        nhacungcap: 'esms',
        loi: 'Zalo ZNS -124: Access token is invalid',
      });
    } finally {
      await zalo.stop();
      await gateway.stop();
    }
  });

  it('sends a message without template data by SMS only', async () => {
    const zalo = await startStandIn(() => ({ json: { error: 0 } }));
    const gateway = await startStandIn(() => ESMS_OK);
    try {
      const id = await enqueueMessage(db, sms());
      await workerWith(withZalo(zalo, gateway)).worker.drain();
      expect(zalo.requests).toEqual([]);
      expect(await row(id)).toMatchObject({ trangthai: 'SENT', nhacungcap: 'esms' });
    } finally {
      await zalo.stop();
      await gateway.stop();
    }
  });
});

describe('a provider outage', () => {
  it('keeps a message queued through 503 answers and refused connections, then sends it once when it answers', async () => {
    let down = true;
    const standIn = await startStandIn(() =>
      down ? { status: 503, json: { message: 'Service Unavailable' } } : ESMS_OK,
    );
    try {
      const id = await enqueueMessage(db, sms());
      const { worker } = workerWith(esms(standIn));

      await worker.drain();
      const first = await row(id);
      expect(first).toMatchObject({ trangthai: 'QUEUED', solan: 1, loi: 'HTTP 503', giuden: null });
      // The retry waits: backoff after the first failure (30 s), not due now.
      const [{ wait }] = (await db
        .select({ wait: sql<number>`extract(epoch from ${outbox.guitiep} - now())::float8` })
        .from(outbox)
        .where(eq(outbox._id, id))) as [{ wait: number }];
      expect(wait).toBeGreaterThan(backoffSeconds(1) - 10);
      expect(await worker.drain()).toBe(0);

      await standIn.stop();
      await retriesFallDue();
      await worker.drain();
      expect(await row(id)).toMatchObject({ trangthai: 'QUEUED', solan: 2 });
      expect((await row(id)).loi).toMatch(/fetch failed|ECONNREFUSED/);

      await standIn.restart();
      down = false;
      await retriesFallDue();
      await worker.drain();
      expect(await row(id)).toMatchObject({ trangthai: 'SENT', solan: 3, loi: null, nhacungcap: 'esms' });
      // Two 503s answered before; exactly one request was accepted.
      expect(standIn.requests).toHaveLength(2);
      await retriesFallDue();
      expect(await worker.drain()).toBe(0);
    } finally {
      await standIn.stop();
    }
  });

  it(`gives a message up after ${MAX_ATTEMPTS} failed attempts, with the last reason`, async () => {
    const standIn = await startStandIn(() => ({ status: 503 }));
    try {
      const id = await enqueueMessage(db, sms());
      const { worker } = workerWith(esms(standIn));
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        await retriesFallDue();
        await worker.drain();
      }
      expect(await row(id)).toMatchObject({ trangthai: 'FAILED', solan: MAX_ATTEMPTS, loi: 'HTTP 503' });
      await retriesFallDue();
      expect(await worker.drain()).toBe(0);
    } finally {
      await standIn.stop();
    }
  });

  it('keeps numbers and addresses a provider echoes out of the log', async () => {
    const standIn = await startStandIn(() => ({
      json: { status: 'error', code: '300', message: 'Invalid phone 0912345678 (+84 912 345 678) for lan@antam.vn' },
    }));
    try {
      const id = await enqueueMessage(db, sms());
      const { worker, lines } = workerWith(speedSms(standIn));
      await worker.drain();
      expect((await row(id)).loi).toContain('0912345678');
      const logged = JSON.stringify(lines);
      expect(logged).toContain('Invalid phone [number] ([number]) for [address]');
      expect(logged).not.toMatch(/0912|912 345|lan@/);
    } finally {
      await standIn.stop();
    }
  });

  it('doubles the wait after each failure, up to an hour', () => {
    expect([1, 2, 3, 4, 8, 20].map(backoffSeconds)).toEqual([30, 60, 120, 240, 3600, 3600]);
  });
});

describe('drain', () => {
  it('waits for the round a wake started, so what that round claimed is recorded when it answers', async () => {
    const standIn = await startStandIn(() => ({ ...ESMS_OK, hold: true }));
    try {
      const id = await enqueueMessage(db, sms());
      const { worker } = workerWith(esms(standIn));
      worker.wake();
      await standIn.waitFor(1);
      // The provider answers a moment later: a drain that skipped the claimed row would have answered by then.
      const answer = setTimeout(() => standIn.release(), 300);
      try {
        expect(await worker.drain()).toBe(0);
      } finally {
        clearTimeout(answer);
      }
      expect((await row(id)).trangthai).toBe('SENT');
      await worker.close();
    } finally {
      await standIn.stop();
    }
  });
});

describe('a restart in the middle', () => {
  it('closing waits for the claimed messages; the next start sends the rest; each leaves once', async () => {
    const standIn = await startStandIn(() => ({ ...ESMS_OK, hold: standIn.requests.length === 1 }));
    try {
      const ids: string[] = [];
      for (let n = 0; n < 5; n++) ids.push(await enqueueMessage(db, sms(`091234567${n}`)));
      const first = workerWith(esms(standIn), { batch: 2 }).worker;
      const round = first.drain();
      await standIn.waitFor(1);
      const closing = first.close();
      standIn.release();
      await closing;
      await round;
      const states = async () =>
        (await db.select().from(outbox).orderBy(asc(outbox.createdAt), asc(outbox._id))).map((m) => m.trangthai);
      expect(await states()).toEqual(['SENT', 'SENT', 'QUEUED', 'QUEUED', 'QUEUED']);

      const second = workerWith(esms(standIn)).worker;
      expect(await second.drain()).toBe(3);
      expect(await states()).toEqual(['SENT', 'SENT', 'SENT', 'SENT', 'SENT']);
      expect(esmsIds(standIn.requests).sort()).toEqual([...ids].sort());
    } finally {
      await standIn.stop();
    }
  });

  it('after a crash mid-send, a SpeedSMS message is not sent again: FAILED as of unknown outcome', async () => {
    const standIn = await startStandIn((request) => ({
      json: { status: 'success', code: '00' },
      hold: (request.body as { to: string[] }).to[0] === '0912000001',
    }));
    try {
      const lost = await enqueueMessage(db, sms('0912000001'));
      const other = await enqueueMessage(db, sms('0912000002'));
      // The first worker claims one message and dies while the provider has it (its round is never awaited).
      const crashed = workerWith(speedSms(standIn), { batch: 1 }).worker;
      const abandoned = crashed.tick();
      await standIn.waitFor(1);

      const next = workerWith(speedSms(standIn)).worker;
      expect(await next.drain()).toBe(1);
      expect(await row(lost)).toMatchObject({ trangthai: 'SENDING', nhacungcap: 'speedsms' });
      expect(await row(other)).toMatchObject({ trangthai: 'SENT' });

      await leasesRunOut();
      expect(await next.drain()).toBe(0);
      expect(await row(lost)).toMatchObject({ trangthai: 'FAILED', loi: UNKNOWN_OUTCOME, solan: 1 });
      const to = standIn.requests.map((r) => (r.body as { to: string[] }).to[0]);
      expect(to.sort()).toEqual(['0912000001', '0912000002']);

      // The dead worker's late answer changes nothing: the claim is no longer its own.
      standIn.release();
      await abandoned;
      expect(await row(lost)).toMatchObject({ trangthai: 'FAILED', loi: UNKNOWN_OUTCOME });
    } finally {
      await standIn.stop();
    }
  });

  it('after a crash mid-send, an eSMS message goes again under the same RequestId, which eSMS takes once', async () => {
    const standIn = await startStandIn(() => ({ ...ESMS_OK, hold: standIn.requests.length === 1 }));
    try {
      const id = await enqueueMessage(db, sms());
      const crashed = workerWith(esms(standIn)).worker;
      const abandoned = crashed.tick();
      await standIn.waitFor(1);
      const next = workerWith(esms(standIn)).worker;
      expect(await next.drain()).toBe(0);
      await leasesRunOut();
      expect(await next.drain()).toBe(1);
      expect(await row(id)).toMatchObject({ trangthai: 'SENT', solan: 2 });
      expect(esmsIds(standIn.requests)).toEqual([id, id]);
      standIn.release();
      await abandoned;
    } finally {
      await standIn.stop();
    }
  });

  it('two workers draining at once never take the same message', async () => {
    const standIn = await startStandIn(() => ESMS_OK);
    try {
      const ids: string[] = [];
      for (let n = 0; n < 12; n++) ids.push(await enqueueMessage(db, sms(`09120000${String(n).padStart(2, '0')}`)));
      const one = workerWith(esms(standIn), { batch: 3 }).worker;
      const two = workerWith(esms(standIn), { batch: 3 }).worker;
      const [a, b] = await Promise.all([one.drain(), two.drain()]);
      expect(a + b).toBe(12);
      expect(esmsIds(standIn.requests).sort()).toEqual([...ids].sort());
    } finally {
      await standIn.stop();
    }
  });
});

describe('e-mail', () => {
  it('sends through SMTP with the row’s id as Message-ID', async () => {
    const peer = await startSmtpPeer();
    const { worker } = workerWith({ ...base, smtpUrl: peer.url });
    try {
      const id = await enqueueMessage(db, {
        channel: 'EMAIL',
        to: 'lan.tran@antam.vn',
        subject: 'Đặt lại mật khẩu tài khoản bs.lan',
        text: 'Xin chào Trần Thị Lan',
        html: '<p>Xin chào Trần Thị Lan</p>',
      });
      await worker.drain();
      const [mail] = await peer.waitFor(1);
      expect(mail!.headers['message-id']).toBe(`<${id}@antam.vn>`);
      expect(mail!.headers.from).toBe('Phòng khám An Tâm <no-reply@antam.vn>');
      expect(mail!.subject).toBe('Đặt lại mật khẩu tài khoản bs.lan');
      expect(mail!.html).toContain('Xin chào Trần Thị Lan');
      expect(await row(id)).toMatchObject({ trangthai: 'SENT', nhacungcap: 'smtp' });
    } finally {
      await worker.close();
      await peer.close();
    }
  });

  it('records the mail server’s refusal (5xx) as FAILED with its words', async () => {
    const peer = await startSmtpPeer({ rejectWith: 'Mailbox unavailable' });
    const { worker } = workerWith({ ...base, smtpUrl: peer.url });
    try {
      const id = await enqueueMessage(db, { channel: 'EMAIL', to: 'ai.do@antam.vn', subject: 'Thử', text: 'Nội dung' });
      await worker.drain();
      expect(await row(id)).toMatchObject({ trangthai: 'FAILED', nhacungcap: 'smtp' });
      expect((await row(id)).loi).toMatch(/Mailbox unavailable/);
    } finally {
      await worker.close();
      await peer.close();
    }
  });

  it('retries when the mail server cannot be reached', async () => {
    const { worker } = workerWith({ ...base, smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
    try {
      const id = await enqueueMessage(db, { channel: 'EMAIL', to: 'ai.do@antam.vn', subject: 'Thử', text: 'Nội dung' });
      await worker.drain();
      expect(await row(id)).toMatchObject({ trangthai: 'QUEUED', solan: 1 });
      expect((await row(id)).loi).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await worker.close();
    }
  });
});

describe('without any provider (the demo)', () => {
  it('keeps e-mail and SMS in the outbox as SENT by outbox, and logs that they wait there without their text', async () => {
    const { worker, lines } = workerWith(base);
    const mail = await enqueueMessage(db, {
      channel: 'EMAIL',
      to: 'lan.tran@antam.vn',
      subject: 'Mã',
      text: CODE_TEXT,
    });
    const text = await enqueueMessage(db, sms());
    await worker.drain();
    expect(await row(mail)).toMatchObject({ trangthai: 'SENT', nhacungcap: 'outbox', noidung: CODE_TEXT });
    expect(await row(text)).toMatchObject({ trangthai: 'SENT', nhacungcap: 'outbox', noidung: CODE_TEXT });
    expect(lines.filter((l) => /waits in the outbox/.test(l.message))).toHaveLength(2);
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain('493817');
    expect(logged).not.toContain('lan.tran');
    expect(logged).not.toContain('0912345678');
  });

  it('queues nothing when the caller’s transaction rolls back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await enqueueMessage(tx, sms('0912999999'));
        throw new Error('the request failed after queuing');
      }),
    ).rejects.toThrow();
    expect(await db.select().from(outbox).where(eq(outbox.nguoinhan, '0912999999'))).toEqual([]);
  });
});
