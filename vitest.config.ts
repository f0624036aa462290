// One runner for every test: contracts, server (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// web components in jsdom, and browser journeys in Debian's Chromium.
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const server = (name: string, env: Record<string, string>, exclude: string[] = []): TestProjectInlineConfiguration => ({
  test: {
    name,
    root: './server',
    include: ['src/**/*.test.ts'],
    exclude,
    environment: 'node',
    env,
    globalSetup: ['./src/test/global-setup.ts'],
    // Files share a worker's modules, so PGlite's WebAssembly and the migrated template load once per worker;
    // every file still gets its own database clone.
    isolate: false,
    // Some tests build a second app (a database clone and the whole server) inside the test: under a load of ten on
    // two cores that alone took over 20 s. What they check is an outcome, so they get the hooks' minute too.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: a single worker on these 2-core machines, which left a core
    // idle while a journey waited for its browser or a test for PostgreSQL. Two workers use both.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contracts',
          root: './contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Pure functions and schemas: the files share a worker instead of each starting a process of its own (the
          // project's CPU time less than half, decision 0028).
          isolate: false,
        },
      },
      server('server', { TEST_DB_KIND: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL
        ? [
            // A *.command.test.ts runs a command on its own embedded database, whatever the suite's: once is enough.
            server('server-postgres', { TEST_DB_KIND: 'postgres' }, ['src/**/*.command.test.ts']),
          ]
        : []),
      './web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['./global-setup.ts'],
          testTimeout: 60_000,
          // A loaded CI machine can take a few seconds to hydrate; polls wait for the UI, not a clock.
          expect: { poll: { timeout: 15_000 } },
          hookTimeout: 300_000,
          // One browser and one server: journeys run one file at a time.
          fileParallelism: false,
          // In one process: each file starts its own server and browser anyway, and nothing in the journeys' modules
          // keeps state between files, so a new process per file (Vitest's default) only loaded Vitest and
          // Playwright again 28 times (decision 0028).
          isolate: false,
        },
      },
    ],
  },
});
