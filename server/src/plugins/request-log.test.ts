// The request log: one JSON line per request and answer, with no password, token or cookie in it.
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { TEST_JWT_SECRET } from '../test/app';
import { testDatabase } from '../test/database';

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

describe('request log', () => {
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
});
