// `node server/dist/build-first-start-image.js <folder>`: makes the prepared database of a new installation
// (db/seed/first-start-image.ts) for this build. Run by scripts/first-start-image.mjs in a process of its own, so
// that the database it opens and the pictures it draws leave nothing behind in the server that starts afterwards.
import { buildFirstStartImage, firstStartImageKey } from './db/seed/first-start-image';

async function main(folder: string | undefined): Promise<number> {
  if (!folder || !firstStartImageKey) {
    console.error('Usage: node server/dist/build-first-start-image.js <folder> (the built server only)');
    return 2;
  }
  await buildFirstStartImage(folder, firstStartImageKey);
  return 0;
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
