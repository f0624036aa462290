// Starts the real production server (npm start's script) on a free port with a fresh data directory (a copy of
// the run's prepared one, see global-setup.ts), as a child process, and stops it with SIGTERM the way an operator
// would. The first start on the copy creates the owner account from the journey's ADMIN_PASSWORD.
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  url: string;
  dataDir: string;
  /** SIGTERM and wait: the server closes, then flushes the database. */
  stop(): Promise<void>;
  /** SIGKILL and wait: the process dies at once, as in a power cut of the process (not of the machine). */
  kill(): Promise<void>;
  /** Stop and delete the data directory. */
  dispose(): Promise<void>;
  /** What the server printed (JSON log lines), for diagnosing a failed journey. */
  log(): string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  // Migrating and seeding the demo content (its pictures drawn) takes seconds alone and far longer on a loaded machine.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The server did not answer within 240 s:\n${output()}`);
}

/**
 * `reuse`: start again on a stopped server's port and data directory (a journey that read the stopped database
 * and goes on in the same browser page).
 */
export async function startServer(
  env: Record<string, string> = {},
  reuse?: Pick<RunningServer, 'url' | 'dataDir'>,
): Promise<RunningServer> {
  const port = reuse ? Number(new URL(reuse.url).port) : await freePort();
  let dataDir = reuse?.dataDir;
  if (!dataDir) {
    dataDir = await mkdtemp(path.join(tmpdir(), 'phongkham-e2e-'));
    await cp(inject('e2eDataTemplate'), dataDir, { recursive: true });
  }
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (chunk) => (log += chunk));
  child.stderr!.on('data', (chunk) => (log += chunk));
  await waitForHealth(url, child, () => log);

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  return {
    url,
    dataDir,
    log: () => log,
    stop,
    kill,
    dispose: async () => {
      await stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
