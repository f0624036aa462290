// buildTestApp(): the API on a fresh database with the demo content, closed after the test file.
import type { FastifyInstance } from 'fastify';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { buildApp, type AppOptions } from '../app';
import type { DatabaseHandle } from '../db/client';
import { seedIfEmpty } from '../db/seed';
import { ensureRoles } from '../db/seed/accounts';
import { localStorage } from '../lib/files/storage';
import { seededDataDir, testDatabase } from './database';

/** Tests sign their own tokens (expired, tampered) with it. */
export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-characters-long';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The app's own temporary DATA_DIR (uploads are under uploads/), removed after the file. */
  dataDir: string;
}

export async function buildTestApp(
  options: {
    seed?: boolean;
    trustProxy?: boolean;
    /** Outgoing mail (a test's SMTP peer) and its sender. */
    smtpUrl?: string;
    mailFrom?: string;
    /** Routes a kit test adds to the app (a resource declared by the test), registered before it is ready. */
    routes?: (app: FastifyInstance, database: DatabaseHandle) => void;
    /** The outbox's providers (local stand-ins); from smtpUrl and mailFrom otherwise. */
    messagingConfig?: AppOptions['messagingConfig'];
    /** Where the app's errors go, as JSON lines (warnings and worse); none are logged otherwise. */
    errors?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const seed = options.seed !== false;
  const database = await testDatabase({ seeded: seed });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'phongkham-test-data-'));
  if (seed) {
    // The template already holds the demo content; its pictures are copied where this app serves uploads.
    const seeded = seededDataDir();
    if (seeded) await cp(path.join(seeded, 'uploads'), path.join(dataDir, 'uploads'), { recursive: true });
    // Without a template this draws and stores the pictures in the same storage the app serves uploads from.
    await seedIfEmpty(database.db, localStorage(dataDir));
    await ensureRoles(database.db);
  }
  const app = await buildApp({
    messagingConfig: options.messagingConfig,
    // Tests drive the outbox themselves (app.outbox.drain(), or app.background.settled() after a request).
    pollOutbox: false,
    config: {
      dataDir,
      smtpUrl: options.smtpUrl,
      mailFrom: options.mailFrom,
      publicUrl: 'http://localhost:3000',
      logLevel: options.errors ? 'warn' : 'silent',
      mode: 'test',
      jwtSecret: TEST_JWT_SECRET,
      trustProxy: options.trustProxy ?? false,
    },
    database,
    logger: options.errors ?? false,
  });
  options.routes?.(app, database);
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  return { app, database, dataDir };
}
