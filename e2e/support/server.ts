// Starts the real production server (npm start's script) on a free port with a fresh data directory (a copy of
// the run's prepared one, see global-setup.ts), as a child process, and stops it with SIGTERM the way an operator
// would. The first start on the copy creates the owner account from the journey's ADMIN_PASSWORD.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { spawnServer, startOnFreePort, type ServerProcess } from '../../scripts/server-process.mjs';

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

/**
 * `reuse`: start again on a stopped server's port and data directory (a journey that read the stopped database
 * and goes on in the same browser page).
 */
export async function startServer(
  env: Record<string, string> = {},
  reuse?: Pick<RunningServer, 'url' | 'dataDir'>,
): Promise<RunningServer> {
  let dataDir = reuse?.dataDir;
  if (!dataDir) {
    dataDir = await mkdtemp(path.join(tmpdir(), 'phongkham-e2e-'));
    await cp(inject('e2eDataTemplate'), dataDir, { recursive: true });
  }
  const serverEnv = { DATA_DIR: dataDir, DATABASE_URL: '', ...env };
  let server: ServerProcess;
  if (reuse) {
    server = spawnServer({ port: Number(new URL(reuse.url).port), env: serverEnv });
    await server.healthy();
  } else {
    server = await startOnFreePort({ env: serverEnv });
  }
  return {
    url: server.url,
    dataDir,
    log: server.log,
    stop: () => server.stop(),
    kill: server.kill,
    dispose: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
