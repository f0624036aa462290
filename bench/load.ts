// The read benchmarks' load generator, and what each answer cost the server.
//
// The generator shares the two cores with the server it loads. autocannon (JavaScript) reaches its own limit first
// on a page of 12 KB: measured here, it ran at a full core while the server it loaded sat at about 70 %, so the
// figure was autocannon's, not the server's. wrk (Debian's `wrk` package, a C program) reads the same answers for a
// fraction of the CPU, so where it is installed it drives these runs; elsewhere autocannon does, and the table says
// which one ran. Either way the server's own CPU time per answer is printed: it does not depend on the generator.
import autocannon from 'autocannon';
import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

export interface LoadOptions {
  connections: number;
  seconds: number;
  headers: Record<string, string>;
  /** wrk on its own CPU, apart from a server pinnedTo() the other (canPin only). */
  pinned?: boolean;
}

export interface LoadResult {
  requestsPerSecond: number;
  p95Ms: number;
  /** The loaded process's CPU time (user + system) per answer, in µs; null without /proc or a pid. */
  serverCpuUsPerAnswer: number | null;
}

export class LoadError extends Error {}

/** The same load for every target the bench loads, reads and bookings alike. */
export const standardLoad = { connections: 10, seconds: 10, warmUpSeconds: 2 };

const wrkPath = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((candidate) => existsSync(candidate));
/** Prints wrk's outcome as one JSON line (its `done` hook). */
const wrkReport = fileURLToPath(new URL('./wrk-report.lua', import.meta.url));

/** Which generator runs: wrk when installed, unless BENCH_LOAD=autocannon asks for the JavaScript one. */
export const loadGenerator: 'wrk' | 'autocannon' =
  wrkPath && process.env.BENCH_LOAD !== 'autocannon' ? 'wrk' : 'autocannon';

const tasksetPath = ['/usr/bin/taskset', '/bin/taskset'].find((candidate) => existsSync(candidate));

/**
 * Whether a load can run with the server on one CPU and wrk on another (taskset, two CPUs or more). Left to the
 * scheduler, the two sometimes shared a core for a whole round and sometimes not: the same server's ratio to bare
 * Fastify went from 0.38 to 0.62 between rounds of one run. Pinned, both sides of a ratio run the same way.
 */
export const canPin = Boolean(tasksetPath && loadGenerator === 'wrk' && os.availableParallelism() >= 2);
const SERVER_CPU = 0;
const GENERATOR_CPU = 1;

/** Runs `work` with every thread of process `pid` on SERVER_CPU, then gives it back every CPU. */
export async function pinnedTo<T>(pid: number, work: () => Promise<T>): Promise<T> {
  const setCpus = (cpus: string) =>
    execFileSync(tasksetPath!, ['--all-tasks', '--pid', '--cpu-list', cpus, String(pid)]);
  setCpus(String(SERVER_CPU));
  try {
    return await work();
  } finally {
    setCpus(`0-${os.availableParallelism() - 1}`);
  }
}

/** Nearest-rank percentile. */
export function percentile(values: number[], p: number): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

interface Outcome {
  requests: number;
  seconds: number;
  p95Ms: number;
}

function runAutocannon(url: string, options: LoadOptions): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    // autocannon 8 reports p90, p97.5 and p99 but not p95: keep every latency to compute it exactly.
    const latencies: number[] = [];
    const instance = autocannon(
      { url, headers: options.headers, connections: options.connections, duration: options.seconds },
      (error: unknown, result) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        if (result.errors > 0 || result.non2xx > 0) {
          return reject(new LoadError(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`));
        }
        resolve({ requests: result.requests.total, seconds: result.duration, p95Ms: percentile(latencies, 95) });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

function runWrk(url: string, options: LoadOptions): Promise<Outcome> {
  const args = [
    '--threads=1',
    `--connections=${options.connections}`,
    `--duration=${options.seconds}s`,
    '--timeout=5s',
    ...Object.entries(options.headers).flatMap(([name, value]) => ['--header', `${name}: ${value}`]),
    '--script',
    wrkReport,
    url,
  ];
  return new Promise((resolve, reject) => {
    const [command, commandArgs] = options.pinned
      ? [tasksetPath!, ['--cpu-list', String(GENERATOR_CPU), wrkPath!, ...args]]
      : [wrkPath!, args];
    execFile(command, commandArgs, { timeout: (options.seconds + 30) * 1000 }, (error, stdout) => {
      if (error) return reject(error);
      const line = stdout.split('\n').find((text) => text.startsWith('{"requests"'));
      if (!line) return reject(new LoadError(`${url}: wrk printed no report:\n${stdout}`));
      const report = JSON.parse(line) as {
        requests: number;
        durationUs: number;
        p95Us: number;
        errors: number;
        failedStatus: number;
      };
      if (report.errors > 0 || report.failedStatus > 0) {
        return reject(
          new LoadError(`${url}: ${report.failedStatus} answers of 400 or more and ${report.errors} errors`),
        );
      }
      resolve({ requests: report.requests, seconds: report.durationUs / 1e6, p95Ms: report.p95Us / 1000 });
    });
  });
}

/** CPU seconds (user + system, every thread) the process has used so far; null without /proc. */
async function cpuSeconds(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (in parentheses, which may hold spaces): utime and stime are the 12th
    // and 13th of them, in clock ticks (100 a second on Linux).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** Loads url for options.seconds; `serverPid` is the process answering, whose CPU time per answer is measured. */
export async function runLoad(url: string, options: LoadOptions, serverPid?: number): Promise<LoadResult> {
  const before = await cpuSeconds(serverPid);
  const outcome = await (loadGenerator === 'wrk' ? runWrk(url, options) : runAutocannon(url, options));
  const after = await cpuSeconds(serverPid);
  return {
    requestsPerSecond: outcome.requests / outcome.seconds,
    p95Ms: outcome.p95Ms,
    serverCpuUsPerAnswer:
      before === null || after === null || outcome.requests === 0 ? null : ((after - before) * 1e6) / outcome.requests,
  };
}
