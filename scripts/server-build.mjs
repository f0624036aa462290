// Builds the server into plain JavaScript (server/dist/main.js, admin.js, and build-first-start-image.js with the key
// of the prepared first-start database it makes, scripts/first-start-image.mjs) when it is missing or older than its
// sources, so production, the journeys and the bench run no TypeScript loader: tsx transforms every module at
// start and keeps a second V8 isolate on a thread of its own for it (docs/decisions/0032). Packages from npm stay
// outside the bundle and load from node_modules as they would anyway; our own workspace packages (contracts) are
// TypeScript and go in.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt, root } from './build-once.mjs';

const outdir = path.join(root, 'server/dist');

/** The bundles, relative to the repository. */
export const serverBundles = {
  main: 'server/dist/main.js',
  admin: 'server/dist/admin.js',
  firstStartImage: 'server/dist/build-first-start-image.js',
  /** The key the bundles give the prepared first-start database (server/src/db/seed/first-start-image.ts). */
  firstStartImageKey: 'server/dist/first-start-image.key',
};

/** Packages from npm stay outside the bundle; our own workspace packages (@phongkham/…) go in. */
const npmPackagesOutside = {
  name: 'npm-packages-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@phongkham/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Every file under `folder` (relative to the repository), sorted. */
const filesUnder = (folder) =>
  readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));

/**
 * A hash of what the prepared first-start database is made from: every source file its builder bundles (found by
 * esbuild itself, so a new import counts without a list to keep), the files migrate() reads (migrations, reference
 * data), and the locked package versions (PGlite, sharp's drawing, the sanitizer…).
 */
async function firstStartImageKey() {
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: ['server/src/build-first-start-image.ts'],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'node',
    logLevel: 'warning',
    plugins: [npmPackagesOutside],
  });
  const files = new Set([
    ...Object.keys(metafile.inputs),
    ...filesUnder('server/src/db/migrations'),
    ...filesUnder('server/src/db/reference'),
    'package-lock.json',
  ]);
  const hash = createHash('sha256');
  for (const file of [...files].sort())
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 16);
}

export async function buildServer() {
  // Written aside, then swapped in: a server starting meanwhile never sees half a bundle. The caller holds the
  // build lock, so whatever an earlier, interrupted build left aside can go.
  const cache = path.join(root, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  for (const name of readdirSync(cache)) {
    if (name.startsWith('phongkham-server-build-')) rmSync(path.join(cache, name), { recursive: true, force: true });
  }
  const staging = path.join(cache, `phongkham-server-build-${process.pid}`);
  const imageKey = await firstStartImageKey();
  await build({
    absWorkingDir: root,
    entryPoints: {
      main: 'server/src/main.ts',
      admin: 'server/src/admin.ts',
      'build-first-start-image': 'server/src/build-first-start-image.ts',
    },
    outdir: staging,
    // Shared code goes into chunks beside the entries: server/src/paths.ts finds server/ as the folder above
    // whichever file it ends up in, so nothing may land deeper.
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    // Not minified, each module headed by its source path: a stack trace in the log leads to readable code (a
    // function keeps its own name, or the bundle's `name2` where two modules used the same one). Not keepNames:
    // it sets each function's name with Object.defineProperty as the function is made, so every closure made per
    // request (a hook's callback, a route's helper) cost a slow property redefinition; a kept page spent about a
    // tenth of its time there. No source maps: enabling them in Node applies to every package that ships one, and
    // held ~100 MB more.
    keepNames: false,
    logLevel: 'warning',
    define: { PHONGKHAM_FIRST_START_IMAGE_KEY: JSON.stringify(imageKey) },
    plugins: [npmPackagesOutside],
  });
  writeFileSync(path.join(staging, path.basename(serverBundles.firstStartImageKey)), `${imageKey}\n`);
  rmSync(outdir, { recursive: true, force: true });
  renameSync(staging, outdir);
}

export function ensureServerBuild() {
  return ensureBuilt({
    name: 'server-build',
    output: serverBundles.main,
    sources: ['server/src', 'contracts/src', 'package-lock.json', 'scripts/server-build.mjs'],
    build: buildServer,
  });
}
