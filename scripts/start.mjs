// npm start: builds the web bundles and the server's JavaScript if needed, then runs the server in this same
// process, so signals reach it directly.
import path from 'node:path';
import { serverBundles, ensureServerBuild } from './server-build.mjs';
import { ensureWebBuild, root } from './web-build.mjs';

try {
  await ensureWebBuild();
  await ensureServerBuild();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
await import(path.join(root, serverBundles.main));
