// Before any journey: Debian's Chromium must be there (we never download a browser), the web bundles must be
// built once, and one data directory is prepared (migrated, demo content drawn, no account) that each journey's
// server starts from as a copy: preparing it takes most of a first start, far longer on a loaded machine, and
// every journey would otherwise pay it again. One Chromium serves the whole run too: each journey connects to it
// and closes only its own contexts (a launch per file cost about a CPU second, 28 times).
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumArgs, chromiumPath } from './support/browser';
import { ensureWebBuild, root } from '../scripts/web-build.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A prepared data directory (`npm run admin -- prepare`) for startServer() to copy. */
    e2eDataTemplate: string;
    /** The run's Chromium, for `chromium.connect()`. */
    e2eBrowser: string;
  }
}

export default async function setup(project: TestProject) {
  const browser = await chromium.launchServer({ executablePath: chromiumPath(), args: chromiumArgs });
  await ensureWebBuild();
  const template = await mkdtemp(path.join(tmpdir(), 'phongkham-e2e-template-'));
  const { DATABASE_URL: _url, ADMIN_PASSWORD: _password, ...inherited } = process.env;
  const prepared = spawnSync(process.execPath, ['scripts/admin.mjs', 'prepare'], {
    cwd: root,
    env: { ...inherited, DATA_DIR: template, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  if (prepared.status !== 0) {
    throw new Error(`Preparing the journeys' data directory failed:\n${prepared.stdout}\n${prepared.stderr}`);
  }
  project.provide('e2eDataTemplate', template);
  project.provide('e2eBrowser', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await rm(template, { recursive: true, force: true });
  };
}
