// Builds an output (the web bundles, the server bundle) when it is missing or older than its sources. Several
// processes may ask at once (the journeys' setup and a test that starts real servers, in one npm test): one
// builds under a lock folder, the others wait for it and then find the output current.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(target, name))),
    stat.mtimeMs,
  );
}

/** Whether `output` (relative to the repository) exists and is newer than every one of `sources`. */
export function isCurrent(output, sources) {
  const built = path.join(root, output);
  if (!existsSync(built)) return false;
  const builtAt = statSync(built).mtimeMs;
  return sources.every((source) => newestMtime(path.join(root, source)) <= builtAt);
}

/** A lock older than this was left by a build that hung: a real build takes a few minutes at most. */
const staleLockMs = 15 * 60_000;

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Whether the process that took the lock is gone (stopped mid-build): then nobody will release it. */
function ownerIsGone(lock) {
  try {
    process.kill(Number(readFileSync(path.join(lock, 'pid'), 'utf8')), 0);
    return false;
  } catch (error) {
    // No pid yet: taken an instant ago, unless that was long ago (its owner died in between). EPERM: alive.
    if (error.code === 'ENOENT') return Date.now() - statSync(lock).mtimeMs > 10_000;
    return error.code === 'ESRCH';
  }
}

function takeLock(lock) {
  mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    try {
      if (ownerIsGone(lock) || Date.now() - statSync(lock).mtimeMs > staleLockMs) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
    } catch {
      // Released between the two calls: try again.
    }
    sleep(500);
  }
}

/**
 * Runs `build()` (it may be async) unless `output` is current (or `current()` says so, for an output that knows what
 * it was made from); `name` names the lock. Another process may have built while this one waited for the lock, so the
 * check is made again once it is held.
 */
export async function ensureBuilt({ name, output, sources, current = () => isCurrent(output, sources), build }) {
  if (current()) return;
  const lock = path.join(root, `node_modules/.cache/phongkham-${name}.lock`);
  takeLock(lock);
  try {
    if (current()) return;
    await build();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
