// The prepared database a new installation on the embedded database starts from (docs/decisions/0074,
// server/src/db/seed/first-start-image.ts): made by the built server, once per build, the first time a start needs
// one. An installation that already has its database, or runs on PostgreSQL, never waits for it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt, root } from './build-once.mjs';
import { serverBundles } from './server-build.mjs';

/** Must match firstStartImageFolder in server/src/db/seed/first-start-image.ts. */
export const firstStartImageFolder = path.join(root, 'node_modules/.cache/phongkham-first-start-image');

const read = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

function isCurrent() {
  const key = read(path.join(root, serverBundles.firstStartImageKey))?.trim();
  const manifest = read(path.join(firstStartImageFolder, 'manifest.json'));
  return Boolean(key && manifest && JSON.parse(manifest).key === key);
}

/**
 * Whether a server started with `env` would make a new installation on the embedded database (no DATABASE_URL, no
 * database in DATA_DIR yet), the one case the image serves.
 */
export function startsNewInstallation(env) {
  if (env.DATABASE_URL) return false;
  return !existsSync(path.join(path.resolve(env.DATA_DIR || './data'), 'pgdata', 'PG_VERSION'));
}

/** Makes the image for the current server build unless it is there already; call after ensureServerBuild(). */
export function ensureFirstStartImage() {
  return ensureBuilt({
    name: 'first-start-image',
    current: isCurrent,
    build() {
      console.log('Preparing the database of a new installation (first start or sources changed)…');
      const result = spawnSync(process.execPath, [serverBundles.firstStartImage, firstStartImageFolder], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production' },
      });
      if (result.status !== 0) throw new Error('Preparing the first-start database failed (see above).');
    },
  });
}
