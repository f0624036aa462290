// npm run typecheck: the four TypeScript projects (contracts, server with the bench, web, e2e), checked by
// TypeScript 7's native compiler, installed as `typescript-native`. It checks the same rules as TypeScript 6 in about
// half the CPU time (decision 0028); TypeScript 6 stays as `typescript` for what needs its JavaScript API
// (typescript-eslint, Vite's plugins). Both bins are named tsc, so this calls the native one by its path.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = fileURLToPath(new URL('../node_modules/typescript-native/bin/tsc', import.meta.url));
let failed = false;
for (const project of ['contracts', 'server', 'web', 'e2e']) {
  const result = spawnSync(process.execPath, [tsc, '-p', project, '--noEmit'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
