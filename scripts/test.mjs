// npm test: typecheck, lint and format check side by side, then every Vitest project (contracts, server on PGlite
// and, with TEST_DATABASE_URL, on PostgreSQL, web components, browser journeys). Each step runs even when an
// earlier one failed, so one run shows everything; the closing lines sum it up.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './web-build.mjs';

const reportDir = mkdtempSync(path.join(tmpdir(), 'phongkham-test-'));
const report = path.join(reportDir, 'vitest.json');
const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };

// The three checks read the code without running it: they run side by side, each one's output printed whole once it
// is done. The tests follow, using both cores themselves.
const checks = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['format', 'npx', ['prettier', '--check', '--log-level=warn', '.']],
];

function runCaptured(name, command, args) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => {
      output += `${error.message}\n`;
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      resolve({ name, command, args, output, ok: code === 0, seconds });
    });
  });
}

const results = [];
for (const check of await Promise.all(checks.map(([name, command, args]) => runCaptured(name, command, args)))) {
  console.log(`\n▶ ${check.name}: ${check.command} ${check.args.join(' ')}`);
  if (check.output) process.stdout.write(check.output);
  results.push({ name: check.name, ok: check.ok, seconds: check.seconds });
}

const testArgs = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
console.log(`\n▶ tests: npx ${testArgs.join(' ')}`);
const testsStarted = Date.now();
const testRun = spawnSync('npx', testArgs, { cwd: root, stdio: 'inherit', env });
results.push({ name: 'tests', ok: testRun.status === 0, seconds: ((Date.now() - testsStarted) / 1000).toFixed(1) });

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
