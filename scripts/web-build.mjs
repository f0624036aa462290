// Builds the web bundles (the site's client and server render, the back office) when they are missing or older
// than their sources: npm start and the browser journeys.
import { spawnSync } from 'node:child_process';
import { ensureBuilt, root } from './build-once.mjs';

export { root };

export function ensureWebBuild() {
  return ensureBuilt({
    name: 'web-build',
    output: 'web/dist/server/entry-server.js',
    sources: [
      'web/src',
      'web/public',
      'web/index.html',
      'web/admin.html',
      'web/vite.config.ts',
      'scripts/precompress.mjs',
      'contracts/src',
      'package-lock.json',
    ],
    build() {
      console.log('Building the web app (first start or sources changed)…');
      // Test runners set NODE_ENV=test, which would make Vite emit React's development JSX calls; the server
      // runs the bundle in production mode, where those do not exist.
      const result = spawnSync('npm', ['run', 'build', '-w', 'web'], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production' },
      });
      if (result.status !== 0) throw new Error('The web build failed');
    },
  });
}
