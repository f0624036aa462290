// Compresses the built web files once, at build time: each text file of the client build gets a brotli copy at
// brotli's best quality (11) and a gzip copy at level 9 beside it (`x.js.br`, `x.js.gz`). The server sends these
// stored bytes to browsers that accept them (@fastify/static's preCompressed), so no request pays for compression
// and every visitor gets the smallest file, where compressing per request had to use a quick, weaker level.
// Usage: node scripts/precompress.mjs <folder>
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text a browser fetches as a file; fonts and pictures are compressed already, the HTML shells never served. */
const compressible = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;

async function filesIn(folder) {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && compressible.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes the .br and .gz copies of every compressible file under `folder`; answers what it wrote. */
export async function precompressFolder(folder) {
  const files = await filesIn(folder);
  let raw = 0;
  let br = 0;
  let gz = 0;
  // zlib's asynchronous calls run on libuv's threads: the files compress side by side on every core.
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      const [brBytes, gzBytes] = await Promise.all([
        brotli(bytes, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, brBytes), writeFile(`${file}.gz`, gzBytes)]);
      raw += bytes.length;
      br += brBytes.length;
      gz += gzBytes.length;
    }),
  );
  return { files: files.length, raw, br, gz };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const folder = process.argv[2];
  if (!folder) {
    console.error('usage: node scripts/precompress.mjs <folder>');
    process.exit(2);
  }
  const started = Date.now();
  const { files, raw, br, gz } = await precompressFolder(path.resolve(folder));
  const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
  console.log(
    `precompressed ${files} files in ${Date.now() - started} ms: ${kib(raw)} → brotli ${kib(br)}, gzip ${kib(gz)}`,
  );
}
