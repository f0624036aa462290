// Builds the web bundles when they are missing or older than their sources (npm start, browser tests).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
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

export function ensureWebBuild() {
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
}
