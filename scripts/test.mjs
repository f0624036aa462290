// npm test: typecheck, lint and format check side by side, then every Vitest project (contracts, server on PGlite
// and, with TEST_DATABASE_URL, on PostgreSQL, web components), with the browser journeys running beside all of it
// from the start. Each step runs even when an earlier one failed, so one run shows everything; the closing lines
// sum it up.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './web-build.mjs';

const reportDir = mkdtempSync(path.join(tmpdir(), 'phongkham-test-'));
const report = path.join(reportDir, 'vitest.json');
const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };

// The three checks read the code without running it: they run side by side, each one's output printed whole once it
// is done. The tests follow.
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

// Vitest runs a project whose files go one at a time (the journeys) only after every other file, on one worker:
// the browser journeys' quarter hour then ran alone, with the second core mostly idle. They run as a second
// Vitest from the start, beside the checks and the other tests (their output is printed whole when they end), so
// the machine stays busy.
const projects = ['contracts', 'server', ...(process.env.TEST_DATABASE_URL ? ['server-postgres'] : []), 'web'];
const vitestArgs = (names, file) => [
  'vitest',
  'run',
  ...names.map((name) => `--project=${name}`),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${file}`,
];
const journeysReport = path.join(reportDir, 'journeys.json');
const journeyArgs = vitestArgs(['e2e'], journeysReport);
const journeysStarted = Date.now();
const journeys = runCaptured('journeys', 'npx', journeyArgs);

const results = [];
for (const check of await Promise.all(checks.map(([name, command, args]) => runCaptured(name, command, args)))) {
  console.log(`\n▶ ${check.name}: ${check.command} ${check.args.join(' ')}`);
  if (check.output) process.stdout.write(check.output);
  results.push({ name: check.name, ok: check.ok, seconds: check.seconds });
}

const testArgs = vitestArgs(projects, report);
console.log(`\n▶ tests: npx ${testArgs.join(' ')} (the browser journeys run beside them)`);
const testsStarted = Date.now();
const testRun = await new Promise((resolve) => {
  const child = spawn('npx', testArgs, { cwd: root, stdio: 'inherit', env });
  child.on('close', (code) => resolve(code));
});
const testSeconds = ((Date.now() - testsStarted) / 1000).toFixed(1);
const journeyRun = await journeys;
const journeySeconds = ((Date.now() - journeysStarted) / 1000).toFixed(1);
console.log(`\n▶ journeys: npx ${journeyArgs.join(' ')}`);
process.stdout.write(journeyRun.output);
results.push({ name: 'tests', ok: testRun === 0, seconds: testSeconds });
results.push({ name: 'journeys', ok: journeyRun.ok, seconds: journeySeconds });

function readCounts(file) {
  try {
    const json = JSON.parse(readFileSync(file, 'utf8'));
    return {
      passed: json.numPassedTests,
      failed: json.numFailedTests,
      skipped: json.numPendingTests + json.numTodoTests,
    };
  } catch {
    return null;
  }
}
const parts = [readCounts(report), readCounts(journeysReport)];
const counts = parts.every(Boolean)
  ? parts.reduce((sum, part) => ({
      passed: sum.passed + part.passed,
      failed: sum.failed + part.failed,
      skipped: sum.skipped + part.skipped,
    }))
  : null;
rmSync(reportDir, { recursive: true, force: true });

console.log('\nSummary');
for (const { name, ok, seconds } of results) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
const failedSteps = results.filter((r) => !r.ok).length;
if (counts) {
  console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
} else {
  console.log('tests: a test runner produced no report');
}
process.exit(failedSteps === 0 && counts && counts.failed === 0 && counts.passed > 0 ? 0 : 1);
