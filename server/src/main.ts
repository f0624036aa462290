// Starts the server: configuration, database (migrated and seeded), the app, and a clean shutdown.
// The only file that reads process.env.
import { clinicDay } from '@phongkham/contracts';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { now } from './db/clock';
import { openDatabase, pgliteDirectory } from './db/client';
import { DataDirectoryInUse } from './db/data-dir-lock';
import {
  adaptToInstallation,
  firstStartImageFolder,
  firstStartImageKey,
  installFromImage,
  replenishSpare,
} from './db/seed/first-start-image';
import { seedIfEmpty } from './db/seed';
import { ensureFirstAdministrator, ensureRoles } from './db/seed/accounts';
import { localStorageAt } from './lib/files/storage';
import { createDemoCast, unfinishedDemoCast, type DemoCast } from './modules/demo/demo.accounts';
import { keepDemoToday, makeDemo } from './modules/demo/demo.making';
import { setFlagsFromString } from 'node:v8';

// PostgreSQL runs as WebAssembly inside this process when there is no DATABASE_URL. V8 first compiles it with its
// baseline compiler (Liftoff), then again with the optimizing one in the background; the second copy and its
// compiler's memory cost about 50 MB of a server's resident memory, for no speed the bench could see in page
// renders or bookings (decision 0034). Set before the database opens, when the module is compiled.
setFlagsFromString('--liftoff-only');

async function main() {
  const config = await loadConfig(process.env);
  // A new installation on the embedded database starts as a copy of the prepared one when this build made it
  // (decision 0074); everything below then runs as on any start, and finds the content there.
  const fromImage = config.databaseUrl
    ? null
    : await installFromImage({
        image: firstStartImageFolder,
        key: firstStartImageKey,
        pgdata: pgliteDirectory(config.dataDir),
        uploadsDir: config.uploadsDir,
      });
  // The next new installation of this build finds a spare to take too: made meanwhile, on another core, so that it is
  // ready even if this server is stopped soon after it answers.
  const replenishing = fromImage
    ? replenishSpare(firstStartImageFolder, fromImage.key).then(
        () => null,
        (error: unknown) => error,
      )
    : null;
  const database = await openDatabase(config);
  let firstAccount: Awaited<ReturnType<typeof ensureFirstAdministrator>> = null;
  let demoCast: DemoCast | null = null;
  // A demo an earlier start left behind the calendar (stopped before it was whole, or made on an earlier day): this
  // start goes on with it.
  let demoToFinish: DemoCast | null = null;
  try {
    await database.migrate();
    if (fromImage) await adaptToInstallation(database.db, fromImage, now());
    // The demo pictures are stored where the app serves uploads from.
    const seeded = [
      ...(fromImage?.seeded ?? []),
      ...(await seedIfEmpty(database.db, localStorageAt(config.uploadsDir))),
    ];
    await ensureRoles(database.db);
    firstAccount = await ensureFirstAdministrator(database.db, config.adminPassword);
    // The demo clinic's people, only on the start that seeded the clinic: an empty installation (decision 0062). A
    // database prepared ahead (npm run admin -- prepare) or one already in use never gets them.
    if (seeded.includes('clinic')) demoCast = await createDemoCast(database.db);
    else demoToFinish = await unfinishedDemoCast(database.db, clinicDay(now()));
  } catch (error) {
    await database.close();
    throw error;
  }

  const app = await buildApp({ config, database, web: true });
  let stopping = false;
  let makingDemo: Promise<unknown> | null = null;
  const goOnWithDemo = (cast: DemoCast) => {
    makingDemo = makeDemo(app, database.db, cast, { stopped: () => stopping }).finally(() => {
      makingDemo = null;
    });
  };
  const stopKeepingDemo = keepDemoToday(app, database.db, {
    busy: () => stopping || makingDemo !== null,
    start: goOnWithDemo,
  });
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    stopKeepingDemo();
    app.log.info({ signal }, 'shutting down');
    // The demo's making stops between two days: the day under way is finished (a few seconds) so that the next start
    // goes on from a whole day; past the wait, the stop goes ahead and that day is left as far as it got.
    if (makingDemo) await Promise.race([makingDemo, new Promise((resolve) => setTimeout(resolve, DEMO_STOP_WAIT_MS))]);
    // Stop taking connections, serve every request already accepted (lib/drain.ts), then flush the database.
    await app.drainAndClose();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // The port is taken (or not ours): leave the database closed and its lock released, then say why.
    await app.close();
    await database.close();
    throw error;
  }
  app.log.info(
    { database: database.kind, dataDir: config.dataDir, publicUrl: config.publicUrl },
    `PhongKham is serving ${config.publicUrl}`,
  );
  void replenishing?.then((error) => {
    if (error) app.log.warn({ err: error }, 'the first-start spare could not be made again');
  });
  if (firstAccount?.generatedPassword) {
    // Shown once, on the start that created the account; it is stored only as a hash.
    console.log(
      [
        '',
        '  First staff account created (ADMINISTRATOR):',
        `    account:  ${firstAccount.taikhoan}`,
        `    password: ${firstAccount.generatedPassword}`,
        '  Write it down now: it will not be shown again. Set ADMIN_PASSWORD to choose it instead.',
        '',
      ].join('\n'),
    );
  }
  if (demoCast) {
    const cast = demoCast;
    // Shown once here, and on the sign-in page until the demo ends (decision 0062).
    console.log(
      [
        '',
        '  Demo clinic: one account per role, all with the same demo password:',
        ...cast.people.map((person) => `    ${person.taikhoan.padEnd(14)} ${person.vaitro.padEnd(14)} ${person.hoten}`),
        `    password: ${cast.password}`,
        '  End the demo from the back office or with: npm run admin -- end-demo',
        '',
      ].join('\n'),
    );
  }
  const making = demoCast ?? demoToFinish;
  if (making) {
    // The past 90 days, then today's day, are made through the API after the server answers, so the first start
    // stays quick (decision 0071): the past first, so that document numbers follow the calendar.
    if (demoToFinish) app.log.info('the demo clinic is behind today: going on with it where it stopped');
    goOnWithDemo(making);
  }
}

/** How long a stop waits for the demo's day under way. */
const DEMO_STOP_WAIT_MS = 20_000;

main().catch((error: unknown) => {
  // Both name what to change; a stack trace would only bury that.
  if (error instanceof ConfigError || error instanceof DataDirectoryInUse) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
