// Keeps a second process off the embedded database's files. PGlite has no server process to turn a second opener
// away, and two processes writing one data directory (a server left running while `npm run backup` started) once
// corrupted it. The lock file names its owner; one whose owner is gone (a crash, a killed container) is taken over.
import { readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';

/** Who holds the lock: enough to tell a live owner from a dead one after a crash, a reboot or a new container. */
interface LockOwner {
  pid: number;
  host: string;
  /** The kernel's id for this boot (Linux), so a pid from before a reboot is not mistaken for a live one. */
  boot: string;
  /** The process's start time since boot, in clock ticks (Linux): a pid reused by another process differs here. */
  started: string;
}

export class DataDirectoryInUse extends Error {
  constructor(
    readonly directory: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The embedded database in ${directory} is open in another process (pid ${owner.pid} on ${owner.host}). ` +
        'Stop that process first (the server, or a backup or restore still running); only one process may open ' +
        `these files. If no such process exists, delete ${lockFileOf(directory)}.`,
    );
    this.name = 'DataDirectoryInUse';
  }
}

export const lockFileOf = (directory: string) => `${directory}.lock`;

function readProc(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** Field 22 of /proc/<pid>/stat; the command name (field 2) may hold spaces, so count from its closing bracket. */
function startTimeOf(pid: number): string {
  const stat = readProc(`/proc/${pid}/stat`);
  const afterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return afterName[19] ?? '';
}

function currentOwner(): LockOwner {
  return {
    pid: process.pid,
    host: hostname(),
    boot: readProc('/proc/sys/kernel/random/boot_id').trim(),
    started: startTimeOf(process.pid),
  };
}

function isAlive(owner: LockOwner, me: LockOwner): boolean {
  // Another machine's process cannot be checked from here (a folder on shared storage): it counts as alive.
  if (owner.host !== me.host) return true;
  if (owner.boot && me.boot && owner.boot !== me.boot) return false;
  if (owner.started && me.started) return startTimeOf(owner.pid) === owner.started;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parseOwner(text: string): LockOwner | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockOwner>;
    if (typeof value.pid !== 'number' || typeof value.host !== 'string') return undefined;
    return { pid: value.pid, host: value.host, boot: String(value.boot ?? ''), started: String(value.started ?? '') };
  } catch {
    return undefined;
  }
}

/**
 * Takes the lock of an embedded database's directory for this process, or throws DataDirectoryInUse. Resolves to
 * the function that gives it back (it removes the file only while the file is still this process's).
 */
export async function lockDataDirectory(directory: string): Promise<() => Promise<void>> {
  const file = lockFileOf(directory);
  const me = currentOwner();
  const mine = JSON.stringify(me);
  for (let attempt = 0; ; attempt++) {
    try {
      await writeFile(file, mine, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 1) throw error;
    }
    const owner = parseOwner(await readFile(file, 'utf8').catch(() => ''));
    // A file that cannot be read as a lock was cut short by a crash while it was written: nobody holds it.
    if (owner && isAlive(owner, me)) throw new DataDirectoryInUse(directory, owner);
    await rm(file, { force: true });
  }
  return async () => {
    const now = await readFile(file, 'utf8').catch(() => '');
    if (now === mine) await rm(file, { force: true });
  };
}
