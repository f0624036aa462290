// buildTestApp(): the API on a fresh database with the demo content, closed after the test file.
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { seedIfEmpty } from '../db/seed';
import { ensureRoles } from '../db/seed/accounts';
import { testDatabase } from './database';

/** Tests sign their own tokens (expired, tampered) with it. */
export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-characters-long';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
}

export async function buildTestApp(options: { seed?: boolean; trustProxy?: boolean } = {}): Promise<TestApp> {
  const database = await testDatabase();
  if (options.seed !== false) {
    await seedIfEmpty(database.db);
    await ensureRoles(database.db);
  }
  const app = await buildApp({
    config: {
      publicUrl: 'http://localhost:3000',
      logLevel: 'silent',
      mode: 'test',
      jwtSecret: TEST_JWT_SECRET,
      trustProxy: options.trustProxy ?? false,
    },
    database,
    logger: false,
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, database };
}
