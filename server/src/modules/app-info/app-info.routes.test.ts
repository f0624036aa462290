import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { testDatabaseKind } from '../../test/database';
import { createStaff, signIn } from '../../test/factories';
import { version } from '../../version';

const { app, database } = await buildTestApp();
const withSmtp = await buildTestApp({ smtpUrl: 'smtp://127.0.0.1:2525' });
const owner = await signIn(app, await createStaff(database.db, { role: 'ADMINISTRATOR' }));
const manager = await signIn(app, await createStaff(database.db, { role: 'ADMIN' }));

const appInfo = (token?: string) =>
  app.inject({
    method: 'GET',
    url: '/api/thong-tin-ung-dung',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('GET /api/thong-tin-ung-dung', () => {
  it('tells the owner what runs: version, database, uptime, clock, Node, memory, mail', async () => {
    const before = Date.now();
    const response = await appInfo(owner.token);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toEqual({
      version,
      database: { kind: testDatabaseKind, reachable: true },
      uptime: expect.any(Number),
      startedAt: expect.any(String),
      serverTime: expect.any(String),
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      node: process.version,
      platform: `${process.platform} ${process.arch}`,
      memory: expect.any(Number),
      mail: 'outbox',
    });
    expect(Math.abs(Date.parse(data.serverTime) - before)).toBeLessThan(5000);
    expect(Math.abs(Date.parse(data.serverTime) - Date.parse(data.startedAt) - data.uptime * 1000)).toBeLessThan(1000);
    expect(data.uptime).toBeGreaterThanOrEqual(0);
    expect(data.memory).toBeGreaterThan(10 * 1024 * 1024);
  });

  it('is for the view permission on /thong-tin-ung-dung: ADMIN is refused, a visitor must sign in', async () => {
    expect((await appInfo(manager.token)).statusCode).toBe(403);
    expect((await appInfo()).statusCode).toBe(401);
  });

  it('says mail leaves through SMTP when SMTP_URL is set', async () => {
    const session = await signIn(withSmtp.app, await createStaff(withSmtp.database.db, { role: 'ADMINISTRATOR' }));
    const response = await withSmtp.app.inject({
      method: 'GET',
      url: '/api/thong-tin-ung-dung',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(response.json().data.mail).toBe('smtp');
  });
});
