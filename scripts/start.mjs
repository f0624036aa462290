// npm start: builds the web bundles if needed, then runs the server (TypeScript through tsx)
// in this same process, so signals reach it directly.
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { ensureWebBuild, root } from './web-build.mjs';

try {
  ensureWebBuild();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
register();
await import(path.join(root, 'server/src/main.ts'));
