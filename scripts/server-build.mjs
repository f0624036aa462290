// Builds the server into plain JavaScript (server/dist/main.js, admin.js, and build-first-start-image.js with the key
// of the prepared first-start database it makes, scripts/first-start-image.mjs) when it is missing or older than its
// sources, so production, the journeys and the bench run no TypeScript loader: tsx transforms every module at
// start and keeps a second V8 isolate on a thread of its own for it (docs/decisions/0032). Our own workspace
// packages (contracts) and the npm packages that are plain JavaScript go in: a start then reads a few files instead
// of about 1,200 from node_modules (decision 0032, last section).
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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

/**
 * npm packages that stay in node_modules and load from there:
 * - what finds files of its own beside its code at run time: PGlite's WebAssembly and data, the API docs (their
 *   pages, the describer's own package.json), pino's worker for log transports;
 * - native addons (password hashing, image drawing);
 * - what loads a package of its own with `import()`: esbuild would hand it the module's default export only
 *   (the cookie plugin's `cookie`);
 * - what only some starts load, and would only make the bundle bigger: Vite and its middleware (development), the
 *   Excel reader.
 * Anything else from npm is bundled. The build stops on the mistakes a package added later could bring: a package
 * left outside that its importer would have found elsewhere, a package's import() of another, and a bundled package
 * that looks for files beside itself (`__dirname`, which an ES module does not have).
 */
const stayInNodeModules =
  /^(@electric-sql\/pglite|@fastify\/swagger|@fastify\/swagger-ui|pino|thread-stream|@node-rs\/argon2|sharp|@fastify\/cookie|vite|@fastify\/middie|exceljs|pg-native)(\/|$)/;

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`. */
const packageName = (specifier) => specifier.split('/', specifier.startsWith('@') ? 2 : 1).join('/');

/** The folder Node would load package `name` from for a file in `folder`: the nearest node_modules holding it. */
function packageFolderFrom(folder, name) {
  for (let at = folder; ; at = path.dirname(at)) {
    const candidate = path.join(at, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(at) === at) return null;
  }
}

const bundleOnlyPlainPackages = {
  name: 'bundle-only-plain-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || args.path.startsWith('@phongkham/')) return undefined;
      const fromPackage = args.importer.includes(`${path.sep}node_modules${path.sep}`);
      if (stayInNodeModules.test(args.path)) {
        // Left outside, the package is found from server/dist: it must be the copy its importer would have had.
        const name = packageName(args.path);
        if (fromPackage && packageFolderFrom(path.dirname(args.importer), name) !== packageFolderFrom(outdir, name)) {
          return { errors: [{ text: `${name}, left in node_modules, resolves to another copy from server/dist` }] };
        }
        return { path: args.path, external: true };
      }
      if (fromPackage && args.kind === 'dynamic-import') {
        return {
          errors: [
            {
              text: `${args.path} is loaded with import() by a package: bundled, it would get the default export only; keep the package that loads it in node_modules (stayInNodeModules)`,
            },
          ],
        };
      }
      return undefined;
    });
  },
};

/** For the first-start image's key: our own sources only; npm packages count through the lock file. */
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
    // Bundled CommonJS packages require Node's modules and the packages left outside; an ES module has no
    // `require` of its own, so each output file makes one.
    banner: {
      js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
    },
    plugins: [bundleOnlyPlainPackages],
  });
  for (const file of readdirSync(staging)) {
    const found = /\b(__dirname|__filename|require\.resolve)\b/.exec(readFileSync(path.join(staging, file), 'utf8'));
    if (found) {
      throw new Error(
        `server/dist/${file} uses ${found[1]}: a bundled package looks for files beside its code; keep it in node_modules (stayInNodeModules in scripts/server-build.mjs)`,
      );
    }
  }
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
