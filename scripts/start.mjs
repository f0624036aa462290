// npm start: builds the web bundles and the server's JavaScript if needed (and, for a new installation, the prepared
// database it starts from), then runs the server in this same process, so signals reach it directly.
import path from 'node:path';
import { ensureFirstStartImage, startsNewInstallation } from './first-start-image.mjs';
import { serverBundles, ensureServerBuild } from './server-build.mjs';
import { ensureWebBuild, root } from './web-build.mjs';

try {
  await ensureWebBuild();
  await ensureServerBuild();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
// A new installation copies the prepared database instead of making its own (decision 0074); without one it makes
// its own as before, only slower.
if (startsNewInstallation(process.env)) {
  try {
    await ensureFirstStartImage();
  } catch (error) {
    console.error(`${error.message} Starting without it.`);
  }
}
await import(path.join(root, serverBundles.main));
