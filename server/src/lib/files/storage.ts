// Where uploaded bytes live. `local` keeps them in a folder: DATA_DIR/uploads, or UPLOADS_DIR, a folder every
// instance mounts when several serve one clinic (docs/decisions/0031-several-instances.md); an object-storage
// provider can implement the same interface.
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

/** The uploads folder of a data directory (DATA_DIR/uploads). */
export function localStorage(dataDir: string): FileStorage {
  return localStorageAt(path.join(dataDir, 'uploads'));
}

/** Uploads kept in `root` itself (UPLOADS_DIR). */
export function localStorageAt(root: string): FileStorage {
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
