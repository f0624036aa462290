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
import { createStaff, signIn } from './factories';
import { testDatabase } from './database';

export async function siteApp(options: { htmlCache: boolean; pageFilesDir?: string }) {
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
      pageFilesDir: options.pageFilesDir,
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
  /** Writes the system settings (/api/cauhinh) as a new administrator would: the page cache's switch, say. */
  const writeSettings = async (body: object) => {
    const owner = await signIn(app, await createStaff(database.db, { role: 'ADMINISTRATOR' }));
    return app.inject({
      method: 'PUT',
      url: '/api/cauhinh',
      payload: body,
      headers: { authorization: `Bearer ${owner.token}` },
    });
  };
  return { app, database, close, writeSettings };
}
