// Types of server-process.mjs, for the TypeScript that imports it (journeys, server tests, bench).
import type { ChildProcess } from 'node:child_process';

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  log(): string;
  healthy(timeoutMs?: number): Promise<void>;
  stop(killAfterMs?: number): Promise<void>;
  kill(): Promise<void>;
}

/** The environment and Node flags package.json's start script starts Node with. */
export declare function startScript(): { env: Record<string, string>; nodeFlags: string[] };
export declare function freePort(host?: string): Promise<number>;
export declare function listensOn(pid: number | undefined, port: number): boolean;
export declare function spawnServer(options: {
  port: number;
  host?: string;
  env?: Record<string, string | undefined>;
  keepLog?: number;
}): ServerProcess;
/** spawnServer on a free port, answering; a port taken before the server listens is replaced by another. */
export declare function startOnFreePort(options: {
  host?: string;
  env?: Record<string, string | undefined>;
  keepLog?: number;
  attempts?: number;
  pickPort?: () => Promise<number>;
}): Promise<ServerProcess>;
