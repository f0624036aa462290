import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { testDatabaseKind } from '../../test/database';

const rootPackage = JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

describe('GET /api/health', async () => {
  const { app } = await buildTestApp();

  it('answers 200 with the database reachable, its kind and the build version', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        status: 'ok',
        version: rootPackage.version,
        database: { kind: testDatabaseKind, reachable: true },
        uptime: expect.any(Number),
      },
    });
    expect(response.json().data.uptime).toBeGreaterThanOrEqual(0);
  });
});

describe('GET /api/health with the database gone', async () => {
  const { app, database } = await buildTestApp();
  await database.close();

  it('answers 503 and says degraded', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      success: true,
      data: {
        status: 'degraded',
        version: rootPackage.version,
        database: { kind: testDatabaseKind, reachable: false },
      },
    });
  });
});
