// The owner's command line (`npm run admin -- <command>`), run on the server machine with the same environment
// as the server (DATA_DIR or DATABASE_URL). Like main.ts, it reads process.env. On the embedded database, stop the
// server first: only one process may open its files.
import { loadConfig } from './config';
import path from 'node:path';
import { restoreBackup, RestoreRefused, writeBackup } from './db/backup';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed';
import { ensureRoles } from './db/seed/accounts';
import { localStorageAt } from './lib/files/storage';
import { generatePassword } from './lib/password';
import { restoreOwnerAccess } from './modules/staff/owner-recovery';
import { endDemo } from './modules/demo/demo.end';
import { HttpError } from './lib/http-error';

const usage = [
  'Usage: npm run admin -- reset-password [account]',
  '       npm run admin -- prepare',
  '       npm run admin -- end-demo',
  '       npm run backup [file]',
  '       npm run restore <file>',
  '',
  '  reset-password: makes the account (default: admin) an active ADMINISTRATOR with a new password, ends its',
  '  sessions and lifts a sign-in lockout. The password is ADMIN_PASSWORD when set, otherwise a random one',
  '  printed once.',
  '  prepare: migrates the database and, when it is empty, fills it with the demo content, without creating any',
  '  account: the first start afterwards creates the owner account as usual (a database made ready ahead of',
  '  time, or one prepared once and copied for each browser journey).',
  '  end-demo: removes the demo clinic made on the first start (its patients and their documents, its stock, its',
  "  accounts), keeping the site's content, the catalogues and the settings; refused when real records use it.",
  "  backup: writes every table in one consistent snapshot to a gzip'd file (default:",
  '  DATA_DIR/backups/phongkham-<time>.jsonl.gz) and copies the uploaded files into a folder beside it.',
  '  restore: loads such a file, and the uploads beside it, into an empty installation of the same release.',
].join('\n');

async function main(args: string[]): Promise<number> {
  const [command, account = 'admin', ...rest] = args;
  const known =
    (command === 'reset-password' && rest.length === 0) ||
    (command === 'prepare' && args.length === 1) ||
    (command === 'end-demo' && args.length === 1) ||
    (command === 'backup' && args.length <= 2) ||
    (command === 'restore' && args.length === 2);
  if (!known) {
    console.error(usage);
    return 2;
  }
  const config = await loadConfig(process.env);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const uploads = config.uploadsDir;
    if (command === 'backup') {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.resolve(args[1] ?? path.join(config.dataDir, 'backups', `phongkham-${stamp}.jsonl.gz`));
      const written = await writeBackup(database.db, uploads, file);
      console.log(
        `Backup written: ${written.file} (${written.tables} tables, ${written.rows} rows, ${written.files} files).`,
      );
      return 0;
    }
    if (command === 'restore') {
      try {
        const restored = await restoreBackup(database.db, uploads, path.resolve(args[1]!));
        console.log(`Restored ${restored.rows} rows in ${restored.tables} tables and ${restored.files} files.`);
        return 0;
      } catch (error) {
        if (!(error instanceof RestoreRefused)) throw error;
        console.error(error.message);
        return 1;
      }
    }
    if (command === 'end-demo') {
      try {
        const ended = await endDemo(database.db, { nhanvien_id: null, ip: null, userAgent: null });
        console.log(
          `The demo has ended: ${ended.benhnhan} patients, ${ended.luotkham} visits, ${ended.hoadon} bills, ` +
            `${ended.phieukho} stock documents and ${ended.lohang} batches removed; ${ended.nhanvien} demo accounts closed.`,
        );
        return 0;
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        console.error(
          error.statusCode === 404
            ? 'There is no demo to end.'
            : 'The demo cannot end: real records are linked to demo data. Nothing was removed.',
        );
        return 1;
      }
    }
    if (command === 'prepare') {
      await seedIfEmpty(database.db, localStorageAt(config.uploadsDir));
      await ensureRoles(database.db);
      console.log('The database is migrated and holds the demo content; no account was created.');
      return 0;
    }
    await ensureRoles(database.db);
    const password = config.adminPassword ?? generatePassword();
    const restored = await restoreOwnerAccess(database.db, { taikhoan: account, password });
    console.log(
      [
        `Owner access restored for "${restored.taikhoan}"${restored.created ? ' (new account)' : ''}.`,
        config.adminPassword ? '  password: the one in ADMIN_PASSWORD' : `  password: ${password}`,
        '  Every session of this account has ended; sign in at /admin/dang-nhap and change the password.',
      ].join('\n'),
    );
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
