// npm run admin / backup / restore: the operator's commands (server/src/admin.ts), run from the server's built
// JavaScript like npm start, with the command's arguments as given.
import path from 'node:path';
import { serverBundles, ensureServerBuild } from './server-build.mjs';
import { root } from './web-build.mjs';

try {
  await ensureServerBuild();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
await import(path.join(root, serverBundles.admin));
