// buildTestApp(): the API on a fresh database with the demo content, closed after the test file.
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { seedIfEmpty } from '../db/seed';
import { testDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
}

export async function buildTestApp(options: { seed?: boolean } = {}): Promise<TestApp> {
  const database = await testDatabase();
  if (options.seed !== false) await seedIfEmpty(database.db);
  const app = await buildApp({
    config: { publicUrl: 'http://localhost:3000', logLevel: 'silent', mode: 'test' },
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
