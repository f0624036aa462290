// The production server (npm start's script) as a child process, for whatever must run the real thing from outside:
// the browser journeys, the two-instance test and the bench. One place knows how it is started, when it is ready
// and how it is stopped the way an operator would.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { root } from './web-build.mjs';

/**
 * How `npm start` starts Node (package.json's start script: `NAME=value … node --flag … scripts/start.mjs`): the C
 * library's memory settings and V8's, which only take effect when the process starts. Read from there, so that
 * what runs here is what an operator runs.
 */
export function startScript() {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const shape = /^((?:[A-Z_]+=\S+\s+)*)node((?:\s+--\S+)*)\s+scripts\/start\.mjs$/.exec(scripts.start);
  if (!shape)
    throw new Error(
      `package.json's start script is not "[NAME=value …] node [--flag …] scripts/start.mjs": ${scripts.start}`,
    );
  const words = (text) => text.trim().split(/\s+/).filter(Boolean);
  return {
    env: Object.fromEntries(
      words(shape[1]).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
    ),
    nodeFlags: words(shape[2]),
  };
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
 * Whether process `pid` listens on TCP `port` (Linux: /proc's socket table and the process's open files). An answer
 * on the port proves nothing alone: another server may hold it while ours is about to fail with EADDRINUSE. Where
 * there is no /proc, the answer is taken as ours.
 */
export function listensOn(pid, port) {
  if (!existsSync('/proc/net/tcp')) return true;
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const listening = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is ADDRESS:PORT in hex; state 0A is LISTEN; the inode names the socket.
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A') listening.add(`socket:[${fields[9]}]`);
    }
  }
  if (listening.size === 0) return false;
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return listening.has(readlinkSync(`/proc/${pid}/fd/${fd}`));
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}

/**
 * Spawns `node scripts/start.mjs` on `port` (production mode, warnings only in its log). `env` adds or overrides
 * settings: DATA_DIR, DATABASE_URL, ADMIN_PASSWORD… `keepLog` bounds the output kept for error messages.
 */
export function spawnServer({ port, host = '127.0.0.1', env = {}, keepLog = Infinity }) {
  const url = `http://${host}:${port}`;
  const start = startScript();
  const child = spawn(process.execPath, [...start.nodeFlags, 'scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      ...start.env,
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
     * Polls /api/health until it answers 200 from this server's own process. A first start migrates, seeds and may
     * build the web app: that takes seconds alone and far longer on a loaded machine, hence the generous default.
     */
    async healthy(timeoutMs = 240_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (!running()) throw new Error(`The server exited with ${child.exitCode ?? child.signalCode}:\n${output}`);
        const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
          async (response) => (await response.arrayBuffer(), response.ok),
          () => false,
        );
        if (ok && listensOn(child.pid, port)) return;
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

/**
 * Starts a server on a port the OS calls free and waits until it answers. Between that check and the server's own
 * listen, another process can be given the same port (another test's server or stand-in): the server then exits
 * with EADDRINUSE, and a start on another port follows. `pickPort` stands in for the
 * OS's choice in a test.
 */
export async function startOnFreePort({
  host = '127.0.0.1',
  attempts = 5,
  pickPort = () => freePort(host),
  ...options
}) {
  for (let attempt = 1; ; attempt++) {
    const server = spawnServer({ ...options, host, port: await pickPort() });
    try {
      await server.healthy();
      return server;
    } catch (error) {
      if (attempt >= attempts || !server.log().includes('EADDRINUSE')) throw error;
    }
  }
}
