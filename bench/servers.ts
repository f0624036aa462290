// The bench's server processes: the production server (npm start, scripts/server-process.mjs) and the bare Fastify
// reference, started, timed until they answer, measured for memory and stopped. Every process started here is
// remembered, so an interrupted or failed bench stops them all (stopAll).
import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { spawnServer } from '../scripts/server-process.mjs';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const host = '127.0.0.1';
const startTimeoutMs = 60_000;
const killAfterMs = 5_000;

/** An error the bench explains itself: printed without its stack. */
export class BenchError extends Error {}

export const log = (message: string) => console.error(`bench: ${message}`);

/** A server started by the bench; its last output is kept for error messages. */
export interface Child {
  name: string;
  process: ChildProcess;
  output(): string;
}

const running = new Set<Child>();

export function startChild(name: string, args: string[], env: NodeJS.ProcessEnv): Child {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const handle: Child = { name, process: child, output: () => output };
  running.add(handle);
  child.once('exit', () => running.delete(handle));
  return handle;
}

/** SIGTERM, then SIGKILL if the process has not exited after killAfterMs. */
export async function stopChild(child: Child): Promise<void> {
  const { process: proc } = child;
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  proc.kill('SIGTERM');
  const killer = setTimeout(() => {
    log(`${child.name} ignored SIGTERM for ${killAfterMs / 1000} s; sending SIGKILL`);
    proc.kill('SIGKILL');
  }, killAfterMs);
  await exited;
  clearTimeout(killer);
}

/** Stops every process the bench started and has not stopped yet. */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map(stopChild));
}

/** Polls url every 25 ms until it answers 200, for at most timeoutMs. */
export async function waitFor200(child: Child, url: string, timeoutMs = startTimeoutMs): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.process.exitCode !== null) {
      throw new BenchError(`${child.name} exited with code ${child.process.exitCode}:\n${child.output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(25);
  }
  throw new BenchError(`${child.name} did not answer 200 on ${url} within ${timeoutMs / 1000} s:\n${child.output()}`);
}

/**
 * Starts the production server (npm start, scripts/server-process.mjs), and returns it with the ms until
 * /api/health answered 200. `env`: more settings (HTML_CACHE=false). `timeoutMs`: longer for a set-up start that is
 * not timed (a new database seeds its demo content, which takes minutes on a loaded machine).
 */
export async function startApp(
  port: number,
  directory: string,
  env: NodeJS.ProcessEnv = {},
  timeoutMs = startTimeoutMs,
): Promise<{ child: Child; startMs: number }> {
  const started = performance.now();
  const server = spawnServer({
    port,
    host,
    keepLog: 4000,
    env: {
      DATA_DIR: directory,
      // The embedded database, whatever the caller's environment says.
      DATABASE_URL: '',
      ...env,
    },
  });
  const child: Child = { name: 'the server', process: server.child, output: server.log };
  running.add(child);
  server.child.once('exit', () => running.delete(child));
  await waitFor200(child, `http://${host}:${port}/api/health`, timeoutMs);
  const startMs = performance.now() - started;
  if (child.output().includes('Building the web app')) {
    throw new BenchError(
      'the server rebuilt the web app while starting (sources changed during the bench?); run it again',
    );
  }
  return { child, startMs };
}

/**
 * The server's resident memory now, in MB (Linux's /proc; the server runs in the process the bench spawned, as
 * scripts/start.mjs imports it). null where /proc is missing.
 */
export async function rssMb(child: Child): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${child.process.pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}
