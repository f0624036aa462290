// The owner's command line (`npm run admin -- <command>`), run on the server machine with the same environment
// as the server (DATA_DIR or DATABASE_URL). Like main.ts, it reads process.env. On the embedded database, stop the
// server first: only one process may open its files.
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { ensureRoles } from './db/seed/accounts';
import { generatePassword } from './lib/password';
import { restoreOwnerAccess } from './modules/staff/owner-recovery';

const usage = [
  'Usage: npm run admin -- reset-password [account]',
  '',
  '  Makes the account (default: admin) an active ADMINISTRATOR with a new password, ends its sessions and',
  '  lifts a sign-in lockout. The password is ADMIN_PASSWORD when set, otherwise a random one printed once.',
].join('\n');

async function main(args: string[]): Promise<number> {
  const [command, account = 'admin', ...rest] = args;
  if (command !== 'reset-password' || rest.length > 0) {
    console.error(usage);
    return 2;
  }
  const config = await loadConfig(process.env);
  const database = await openDatabase(config);
  try {
    await database.migrate();
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
