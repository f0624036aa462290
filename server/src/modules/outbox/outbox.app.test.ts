// The outbox inside the app: a message queued while the provider is down stays queued when the app closes, and the
// app that starts next on the same database sends it, once; closing waits for a send in progress.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { outbox } from '../../db/schema';
import { TEST_JWT_SECRET } from '../../test/app';
import { testDatabase } from '../../test/database';
import { startStandIn } from '../../test/http-standin';
import { enqueueMessage as enqueueOrSkip } from './enqueue';
import type { MessagingConfig } from './messaging-config';

/** Queued now (never inside a replayed past), so there is always an id. */
const enqueueMessage = async (...args: Parameters<typeof enqueueOrSkip>) => (await enqueueOrSkip(...args))!;

const database = await testDatabase();
afterAll(() => database.close());

async function appWith(messagingConfig: () => MessagingConfig) {
  const app = await buildApp({
    config: { publicUrl: 'http://localhost:3000', logLevel: 'silent', mode: 'test', jwtSecret: TEST_JWT_SECRET },
    database,
    logger: false,
    messagingConfig,
    pollOutbox: false,
  });
  await app.ready();
  await app.background.settled();
  return app;
}

describe('the outbox across a restart of the app', () => {
  it('sends at start what waited while the provider was down, and nothing twice', async () => {
    let down = true;
    const standIn = await startStandIn(() => (down ? { status: 503 } : { json: { CodeResult: '100' } }));
    const config = (): MessagingConfig => ({
      smtpUrl: undefined,
      mailFrom: 'PhongKham <no-reply@antam.vn>',
      sms: {
        provider: 'esms',
        apiKey: 'k',
        secretKey: 's',
        brandname: 'PHONGKHAM',
        smsType: '2',
        baseUrl: standIn.url,
      },
      zalo: undefined,
    });
    try {
      const first = await appWith(config);
      const id = await enqueueMessage(database.db, { channel: 'SMS', to: '0912345678', text: 'PhongKham: mã 493817' });
      first.outbox.wake();
      await first.background.settled();
      expect((await database.db.select().from(outbox).where(eq(outbox._id, id)))[0]).toMatchObject({
        trangthai: 'QUEUED',
        solan: 1,
        loi: 'HTTP 503',
      });
      await first.close();

      down = false;
      // The retry fell due while no app was running.
      await database.db
        .update(outbox)
        .set({ guitiep: new Date(Date.now() - 1000) })
        .where(eq(outbox._id, id));
      const second = await appWith(config);
      expect((await database.db.select().from(outbox).where(eq(outbox._id, id)))[0]).toMatchObject({
        trangthai: 'SENT',
        solan: 2,
        nhacungcap: 'esms',
      });
      await second.close();
      const accepted = standIn.requests.filter((_, index) => index > 0);
      expect(accepted).toHaveLength(1);
    } finally {
      await standIn.stop();
    }
  });

  it('closing the app waits for the message being sent and records it', async () => {
    const standIn = await startStandIn(() => ({ json: { CodeResult: '100' }, hold: true }));
    const config = (): MessagingConfig => ({
      smtpUrl: undefined,
      mailFrom: 'PhongKham <no-reply@antam.vn>',
      sms: {
        provider: 'esms',
        apiKey: 'k',
        secretKey: 's',
        brandname: 'PHONGKHAM',
        smsType: '2',
        baseUrl: standIn.url,
      },
      zalo: undefined,
    });
    try {
      const app = await appWith(config);
      const id = await enqueueMessage(database.db, { channel: 'SMS', to: '0912345679', text: 'PhongKham: mã 111222' });
      app.outbox.wake();
      await standIn.waitFor(1);
      const closing = app.close();
      standIn.release();
      await closing;
      expect((await database.db.select().from(outbox).where(eq(outbox._id, id)))[0]).toMatchObject({
        trangthai: 'SENT',
      });
      expect(standIn.requests).toHaveLength(1);
    } finally {
      await standIn.stop();
    }
  });
});
