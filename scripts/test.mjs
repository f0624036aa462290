// npm test: typecheck, lint, format check, then every Vitest project (contracts, server on PGlite and,
// with TEST_DATABASE_URL, on PostgreSQL, web components, browser journeys). Each step runs even when an
// earlier one failed, so one run shows everything; the closing lines sum it up.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './web-build.mjs';

const reportDir = mkdtempSync(path.join(tmpdir(), 'phongkham-test-'));
const report = path.join(reportDir, 'vitest.json');
const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };

const steps = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['format', 'npx', ['prettier', '--check', '--log-level=warn', '.']],
  ['tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]],
];

const results = [];
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  results.push({ name, ok: run.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
}

let counts = null;
try {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  counts = {
    passed: json.numPassedTests,
    failed: json.numFailedTests,
    skipped: json.numPendingTests + json.numTodoTests,
  };
} catch {
  counts = null;
}
rmSync(reportDir, { recursive: true, force: true });

console.log('\nSummary');
for (const { name, ok, seconds } of results) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
const failedSteps = results.filter((r) => !r.ok).length;
if (counts) {
  console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
} else {
  console.log('tests: the test runner produced no report');
}
process.exit(failedSteps === 0 && counts && counts.failed === 0 && counts.passed > 0 ? 0 : 1);
