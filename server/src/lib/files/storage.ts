// Where uploaded bytes live. `local` keeps them under DATA_DIR/uploads; an object-storage provider can
// implement the same interface when several instances serve one clinic (docs/architecture.md).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface FileStorage {
  readonly provider: 'local';
  /** The folder the web server serves `/uploads/*` from. */
  readonly root: string;
  save(key: string, bytes: Buffer): Promise<void>;
  remove(key: string): Promise<void>;
}

/** Keys are server-generated (`<uuid>.webp`); anything else is refused so no path can escape the folder. */
const safeKey = /^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

function checked(key: string): string {
  if (!safeKey.test(key)) throw new Error(`Refused storage key: ${key}`);
  return key;
}

export function localStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, 'uploads');
  return {
    provider: 'local',
    root,
    async save(key, bytes) {
      await mkdir(root, { recursive: true });
      // `wx`: never overwrite; keys are unique, so an existing file means a bug, not an update.
      await writeFile(path.join(root, checked(key)), bytes, { flag: 'wx' });
    },
    async remove(key) {
      await rm(path.join(root, checked(key)), { force: true });
    },
  };
}
