// The read figures: an address loaded for a while (after a discarded warm-up), with what each answer cost the
// server, and the check that a page is or is not served from the HTML cache, so a figure means what it says.
import { canPin, loadGenerator, pinnedTo, runLoad, standardLoad as load, type LoadResult } from './load';
import { BenchError, log, type Child } from './servers';

/** Sent to every target, like a browser; the app compresses its answers, the bare reference ignores it. */
const headers = { 'accept-encoding': 'gzip' };

/**
 * A warm-up run (discarded), then the measured run; `child` is the server, whose CPU per answer is counted. `pin`:
 * the server and the generator each on a CPU of their own, where the machine allows (load.ts, canPin).
 */
export async function measure(url: string, child: Child, { pin = false } = {}): Promise<LoadResult> {
  const pid = child.process.pid;
  const pinned = pin && canPin && pid !== undefined;
  log(
    `loading ${url} with ${loadGenerator}${pinned ? ' (pinned)' : ''}: ${load.warmUpSeconds} s warm-up, then ${load.seconds} s`,
  );
  const run = async () => {
    await runLoad(url, { ...load, seconds: load.warmUpSeconds, headers, pinned });
    return runLoad(url, { ...load, headers, pinned }, pid);
  };
  return pinned ? pinnedTo(pid, run) : run();
}

/** Loads `url` for `seconds` and discards the outcome; `pin` as for measure(). */
export async function warmUp(url: string, child: Child, seconds: number, { pin = false } = {}): Promise<void> {
  const pid = child.process.pid;
  const pinned = pin && canPin && pid !== undefined;
  const run = () => runLoad(url, { ...load, seconds, headers, pinned });
  await (pinned ? pinnedTo(pid, run) : run());
}

/** Checks the page is (HIT) or is not (MISS) served from the server's HTML cache, so a figure means what it says. */
export async function expectCache(url: string, expected: 'HIT' | 'MISS'): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new BenchError(`${url} answered ${response.status}`);
    if (attempt === 1 && response.headers.get('x-cache') !== expected) {
      throw new BenchError(
        `${url}: expected X-Cache ${expected} on a repeated request, got ${response.headers.get('x-cache')}`,
      );
    }
  }
}
