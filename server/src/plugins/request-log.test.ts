// The request log: one JSON line per request and answer, with no password, token or cookie in it.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { atTime } from '../db/clock';
import { TEST_JWT_SECRET } from '../test/app';
import { testDatabase } from '../test/database';

const lines: string[] = [];
const database = await testDatabase({ seeded: true });
const app = await buildApp({
  config: { publicUrl: 'http://localhost:3000', logLevel: 'info', mode: 'test', jwtSecret: TEST_JWT_SECRET },
  database,
  logger: { write: (line) => void lines.push(line) },
});
// A bug that lets a query fail with a visitor's details among its parameters (a text where a uuid belongs).
app.get('/test/failing-query', async () => {
  await database.db.execute(
    sql`select * from yeucau where hoten = ${'Trần Thị Bích'} and dienthoai = ${'0987654321'} and _id = ${'khong-phai-uuid'}::uuid`,
  );
  return 'unreachable';
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('request log', () => {
  it("leaves out the demo's replayed past, and logs the same request made now", async () => {
    const logged = () => lines.length;
    // A replay runs on a started server: the first request of one still starting would run in the start's context.
    await app.ready();
    const before = logged();
    await atTime(new Date('2026-03-02T02:30:00Z'), () => app.inject({ method: 'GET', url: '/api/health' }));
    expect(logged()).toBe(before);
    await app.inject({ method: 'GET', url: '/api/health' });
    expect(lines.slice(before).map((line) => JSON.parse(line).msg)).toEqual(['incoming request', 'request completed']);
  });

  it('records method, url and status as JSON, and never the secrets a request carries', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/yeucau',
      headers: {
        authorization: 'Bearer secret-access-token',
        cookie: 'token=secret-cookie-token; refreshToken=secret-refresh',
      },
      payload: {
        loaiyeucau: 'DAT_LICH_HEN',
        hoten: 'Nguyễn Văn An',
        dienthoai: '0912345678',
        matkhau: 'secret-password',
      },
    });
    expect(response.statusCode).toBe(201);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toContainEqual(
      expect.objectContaining({ req: expect.objectContaining({ method: 'POST', url: '/api/yeucau' }) }),
    );
    expect(entries).toContainEqual(expect.objectContaining({ res: { statusCode: 201 } }));
    const text = lines.join('\n');
    for (const secret of [
      'secret-access-token',
      'secret-cookie-token',
      'secret-refresh',
      'secret-password',
      '0912345678',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('records an answer kept ready to send (the site settings) as it records any other', async () => {
    lines.length = 0;
    const response = await app.inject({ method: 'GET', url: '/api/setting', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toContainEqual(
      expect.objectContaining({ msg: 'incoming request', req: expect.objectContaining({ url: '/api/setting' }) }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({ msg: 'request completed', res: { statusCode: 200 }, responseTime: expect.any(Number) }),
    );
  });

  it('logs a failed query by its code, never its SQL, its parameters or the values the database quotes', async () => {
    lines.length = 0;
    const response = await app.inject({ method: 'GET', url: '/test/failing-query' });
    expect(response.statusCode).toBe(500);
    const errors = lines
      .map((line) => JSON.parse(line) as { level: number; err?: Record<string, unknown> })
      .filter((entry) => entry.err);
    expect(errors).toHaveLength(1);
    const logged = errors[0]!.err!;
    expect(logged).toMatchObject({
      message: 'database query failed',
      cause: expect.objectContaining({ code: '22P02' }),
    });
    expect(String(logged.stack)).toMatch(/\n\s+at /);
    const text = lines.join('\n');
    for (const personal of ['Trần Thị Bích', '0987654321', 'khong-phai-uuid', 'select * from yeucau']) {
      expect(text).not.toContain(personal);
    }
  });

  it('logs the route’s pattern and the query’s names, never a query value (look-ups by phone, id, name, birth date)', async () => {
    lines.length = 0;
    const personal = {
      dienthoai: '0912777888',
      cccd: '079190001234',
      hoten: 'Lê Thị Hồng Nhung',
      ngaysinh: '1990-04-30',
    };
    const query = new URLSearchParams(personal).toString();
    for (const url of [
      `/api/benhnhan/trung-lap?${query}`,
      `/api/benhnhan?q=${encodeURIComponent(personal.hoten)}`,
      `/api/benhnhan?q=${personal.cccd}&page=1`,
      `/api/lichhen/huy?token=${personal.dienthoai}.chu-ky`,
    ]) {
      await app.inject({ method: 'GET', url });
    }
    const requests = lines
      .map((line) => JSON.parse(line) as { msg: string; req?: { route?: string; url: string } })
      .filter((entry) => entry.msg === 'incoming request')
      .map((entry) => entry.req);
    expect(requests).toEqual([
      {
        method: 'GET',
        route: '/api/benhnhan/trung-lap',
        url: '/api/benhnhan/trung-lap?dienthoai=[redacted]&cccd=[redacted]&hoten=[redacted]&ngaysinh=[redacted]',
        host: expect.any(String),
        remoteAddress: expect.any(String),
      },
      expect.objectContaining({ route: '/api/benhnhan', url: '/api/benhnhan?q=[redacted]' }),
      expect.objectContaining({ route: '/api/benhnhan', url: '/api/benhnhan?q=[redacted]&page=[redacted]' }),
      expect.objectContaining({ route: '/api/lichhen/huy', url: '/api/lichhen/huy?token=[redacted]' }),
    ]);
    const text = lines.join('\n');
    for (const value of [...Object.values(personal), encodeURIComponent(personal.hoten), 'Nhung']) {
      expect(text).not.toContain(value);
    }
  });
});
