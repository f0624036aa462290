// Builds the web bundles when they are missing or older than their sources (npm start, browser tests).
// Several processes may ask at once (the journeys' setup and a test that starts real servers, in one npm test): one
// builds under a lock folder, the others wait for it and then find the bundles current.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtEntry = path.join(root, 'web/dist/server/entry-server.js');
const sources = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/admin.html',
  'web/vite.config.ts',
  'contracts/src',
  'package-lock.json',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(target, name))),
    stat.mtimeMs,
  );
}

export function webBuildIsCurrent() {
  if (!existsSync(builtEntry)) return false;
  const built = statSync(builtEntry).mtimeMs;
  return sources.every((source) => newestMtime(path.join(root, source)) <= built);
}

const lock = path.join(root, 'node_modules/.cache/phongkham-web-build.lock');
/** A lock older than this was left by a build that died: a real build takes a few minutes at most. */
const staleLockMs = 15 * 60_000;

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function takeLock() {
  mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    try {
      if (Date.now() - statSync(lock).mtimeMs > staleLockMs) rmSync(lock, { recursive: true, force: true });
    } catch {
      // Released between the two calls: try again.
    }
    sleep(500);
  }
}

export function ensureWebBuild() {
  if (webBuildIsCurrent()) return;
  takeLock();
  try {
    // Another process may have built while this one waited.
    if (webBuildIsCurrent()) return;
    console.log('Building the web app (first start or sources changed)…');
    // Test runners set NODE_ENV=test, which would make Vite emit React's development JSX calls; the server
    // runs the bundle in production mode, where those do not exist.
    const result = spawnSync('npm', ['run', 'build', '-w', 'web'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error('The web build failed');
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
