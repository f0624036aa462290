// The production server (npm start's script) as a child process, for whatever must run the real thing from outside:
// the browser journeys, the two-instance test and the bench. One place knows how it is started, when it is ready
// and how it is stopped the way an operator would.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { root } from './web-build.mjs';

/**
 * The environment `npm start` sets before Node starts (package.json's start script: `NAME=value … node
 * scripts/start.mjs`): the C library's memory settings, which only take effect when the process starts. Read from
 * there, so that what runs here is what an operator runs.
 */
export function startScriptEnv() {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const shape = /^((?:[A-Z_]+=\S+\s+)*)node scripts\/start\.mjs$/.exec(scripts.start);
  if (!shape)
    throw new Error(`package.json's start script is not "[NAME=value …] node scripts/start.mjs": ${scripts.start}`);
  return Object.fromEntries(
    shape[1]
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
}

/** A port nothing listens on right now (the OS picks it). */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spawns `node scripts/start.mjs` on `port` (production mode, warnings only in its log). `env` adds or overrides
 * settings: DATA_DIR, DATABASE_URL, ADMIN_PASSWORD… `keepLog` bounds the output kept for error messages.
 */
export function spawnServer({ port, host = '127.0.0.1', env = {}, keepLog = Infinity }) {
  const url = `http://${host}:${port}`;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      ...startScriptEnv(),
      PORT: String(port),
      HOST: host,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output += chunk;
    if (output.length > keepLog) output = output.slice(-keepLog);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const running = () => child.exitCode === null && child.signalCode === null;
  const exited = () => (running() ? new Promise((resolve) => child.once('exit', resolve)) : Promise.resolve());

  return {
    url,
    port,
    child,
    log: () => output,
    /**
     * Polls /api/health until it answers 200. A first start migrates, seeds and may build the web app: that takes
     * seconds alone and far longer on a loaded machine, hence the generous default.
     */
    async healthy(timeoutMs = 240_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (!running()) throw new Error(`The server exited with ${child.exitCode ?? child.signalCode}:\n${output}`);
        const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
          async (response) => (await response.arrayBuffer(), response.ok),
          () => false,
        );
        if (ok) return;
        await sleep(25);
      }
      throw new Error(`The server did not answer within ${timeoutMs / 1000} s:\n${output}`);
    },
    /** SIGTERM and wait: the server drains and closes its database; SIGKILL if it has not exited in time. */
    async stop(killAfterMs = 10_000) {
      if (!running()) return;
      const done = exited();
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
      await done;
      clearTimeout(timer);
    },
    /** SIGKILL and wait: the process dies at once, as in a power cut of the process (not of the machine). */
    async kill() {
      if (!running()) return;
      const done = exited();
      child.kill('SIGKILL');
      await done;
    },
  };
}
