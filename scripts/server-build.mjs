// Builds the server into plain JavaScript (server/dist/main.js and admin.js) when it is missing or older than its
// sources, so production, the journeys and the bench run no TypeScript loader: tsx transforms every module at
// start and keeps a second V8 isolate on a thread of its own for it (docs/decisions/0032). Packages from npm stay
// outside the bundle and load from node_modules as they would anyway; our own workspace packages (contracts) are
// TypeScript and go in.
import { build } from 'esbuild';
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt, root } from './build-once.mjs';

const outdir = path.join(root, 'server/dist');

/** The bundles, relative to the repository. */
export const serverBundles = { main: 'server/dist/main.js', admin: 'server/dist/admin.js' };

export async function buildServer() {
  // Written aside, then swapped in: a server starting meanwhile never sees half a bundle. The caller holds the
  // build lock, so whatever an earlier, interrupted build left aside can go.
  const cache = path.join(root, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  for (const name of readdirSync(cache)) {
    if (name.startsWith('phongkham-server-build-')) rmSync(path.join(cache, name), { recursive: true, force: true });
  }
  const staging = path.join(cache, `phongkham-server-build-${process.pid}`);
  await build({
    absWorkingDir: root,
    entryPoints: { main: 'server/src/main.ts', admin: 'server/src/admin.ts' },
    outdir: staging,
    // Shared code goes into chunks beside the entries: server/src/paths.ts finds server/ as the folder above
    // whichever file it ends up in, so nothing may land deeper.
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    // Not minified, names kept, each module headed by its source path: a stack trace in the log leads to readable
    // code. No source maps: enabling them in Node applies to every package that ships one, and held ~100 MB more.
    keepNames: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'npm-packages-outside',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@phongkham/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
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
