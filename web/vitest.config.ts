// Component tests for the web app, in jsdom.
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    // Waits inside a test allow 20 s (src/test/setup.ts); the test itself gets room for several of them. A news
    // editor test (4 to 5 CPU seconds: the form, the rich-text editor, a dozen typed characters) ran past a minute
    // when the machine was shared eight ways; it asserts an outcome, not a speed.
    testTimeout: 120_000,
    // Files share a worker's modules (Ant Design, React, the locale tables load once per worker, not once per file:
    // a fifth of the project's time). Each file still gets a clean page, storage, cookies and mocks (setup.ts).
    isolate: false,
  },
});
