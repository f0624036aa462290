// Nightly backups: once a day, at the hour the owner chose in /admin/setting (clinic time, UTC+7), the server writes
// the same backup as `npm run backup` into DATA_DIR/backups, named by the clinic's date, and keeps only the newest
// `keep` of its own (backups written by hand are never touched). A day already backed up is not backed up again,
// whatever restarts happen.
import { clinicWallClock } from '@phongkham/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/client';
import { uploadsBeside, writeBackup } from '../../db/backup';
import { readSystemSettings } from '../system-settings/system-settings.service';

/** How often the server looks at the clock. */
const CHECK_EVERY_MS = 10 * 60_000;
const AUTO = /^phongkham-tu-dong-(\d{4}-\d{2}-\d{2})\.jsonl\.gz$/;

export interface BackupSchedule {
  /** Writes today's backup when it is due (the hour has come and today's is not there); answers its file or null. */
  runIfDue(now?: Date): Promise<string | null>;
  start(): void;
  close(): Promise<void>;
}

export function createBackupSchedule(options: {
  db: Database;
  dataDir: string;
  /** The uploads folder (UPLOADS_DIR or DATA_DIR/uploads), copied beside each backup. */
  uploadsDir: string;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}): BackupSchedule {
  const folder = path.join(options.dataDir, 'backups');
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<string | null> | undefined;

  async function ownBackups(): Promise<string[]> {
    const names = await readdir(folder).catch(() => [] as string[]);
    return names.filter((name) => AUTO.test(name)).sort();
  }

  async function run(now: Date): Promise<string | null> {
    const { backups } = await readSystemSettings(options.db);
    if (!backups.enabled) return null;
    const clinicTime = clinicWallClock(now);
    if (clinicTime.getUTCHours() < backups.hour) return null;
    const day = clinicTime.toISOString().slice(0, 10);
    const name = `phongkham-tu-dong-${day}.jsonl.gz`;
    if ((await ownBackups()).includes(name)) return null;
    const file = path.join(folder, name);
    const written = await writeBackup(options.db, options.uploadsDir, file);
    options.log.info({ file, rows: written.rows, files: written.files }, 'Nightly backup written');
    const stale = (await ownBackups()).slice(0, -backups.keep);
    for (const old of stale) {
      const oldFile = path.join(folder, old);
      await rm(oldFile, { force: true });
      await rm(uploadsBeside(oldFile), { recursive: true, force: true });
    }
    return file;
  }

  const runIfDue = (now = new Date()) => {
    // One at a time: a slow backup is not started twice by the next tick.
    running ??= run(now).finally(() => {
      running = undefined;
    });
    return running;
  };

  return {
    runIfDue,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        runIfDue().catch((error: unknown) => options.log.error({ err: error }, 'The nightly backup failed'));
      }, CHECK_EVERY_MS);
      timer.unref();
    },
    async close() {
      clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
