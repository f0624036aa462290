// An app that serves the public site for tests: the real server-side rendering (Vite's development renderer, no build
// needed) on a seeded database with its demo pictures in a folder of its own. Not made ready, so a test can still add
// its hooks; close() stops the app and removes the database and the folder.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { seedIfEmpty } from '../db/seed';
import { localStorage } from '../lib/files/storage';
import { TEST_JWT_SECRET } from './app';
import { testDatabase } from './database';

export async function siteApp(options: { htmlCache: boolean }) {
  const database = await testDatabase({ seeded: true });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'phongkham-site-'));
  await seedIfEmpty(database.db, localStorage(dataDir));
  const app = await buildApp({
    config: {
      dataDir,
      publicUrl: 'http://localhost:3000',
      logLevel: 'silent',
      mode: 'development',
      jwtSecret: TEST_JWT_SECRET,
      htmlCache: options.htmlCache,
    },
    database,
    web: true,
    logger: false,
  });
  const close = async () => {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { app, database, close };
}
