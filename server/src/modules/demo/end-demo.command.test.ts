// `npm run admin -- end-demo` as an operator runs it (the server's built JavaScript) on the embedded database in its
// own folder (docs/decisions/0062-demo-clinic.md): it ends a demo made as on a first start, says what it removed,
// and on a second run says there is no demo to end, with a failing exit code.
// It never reads the suite's database, so it runs once (on the PGlite project), not once per database kind.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { count, inArray } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openPglite, pgliteExtensions } from '../../db/client';
import { demo, patients, staff } from '../../db/schema';
import { seedIfEmpty } from '../../db/seed';
import { ensureRoles } from '../../db/seed/accounts';
import { localStorageAt } from '../../lib/files/storage';
import { createDemoCast } from './demo.accounts';

const run = promisify(execFile);

// Spawns Node (building the server first if needed) and opens an embedded database: seconds on an idle machine, far longer on a loaded one.
describe('npm run admin -- end-demo', { timeout: 300_000 }, () => {
  const root = path.resolve(import.meta.dirname, '../../../..');
  const command = (args: string[], env: Record<string, string>) => {
    const { DATABASE_URL: _url, ADMIN_PASSWORD: _password, ...inherited } = process.env;
    return run(process.execPath, ['scripts/admin.mjs', ...args], { cwd: root, env: { ...inherited, ...env } });
  };

  it('ends the demo, says what went, and refuses a second time', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'phongkham-end-demo-'));
    try {
      const pgdata = path.join(dataDir, 'pgdata');
      const template = inject('pgliteTemplate');
      if (template) {
        const prepared = await PGlite.create({
          dataDir: pgdata,
          extensions: pgliteExtensions,
          loadDataDir: new Blob([await readFile(template)]),
        });
        await prepared.close();
      }
      // The demo's people and register, as the first start makes them on the seeded clinic.
      let register: { patients: string[]; people: string[] };
      {
        const handle = await openPglite(pgdata);
        try {
          await handle.migrate();
          await seedIfEmpty(handle.db, localStorageAt(path.join(dataDir, 'uploads')));
          await ensureRoles(handle.db);
          const cast = (await createDemoCast(handle.db))!;
          const [row] = await handle.db.select().from(demo);
          register = { patients: row!.benhnhan_ids, people: cast.people.map((person) => person._id) };
        } finally {
          await handle.close();
        }
      }
      expect(register.patients.length).toBeGreaterThan(0);

      const { stdout } = await command(['end-demo'], { DATA_DIR: dataDir });
      expect(stdout).toContain(
        `The demo has ended: ${register.patients.length} patients, 0 visits, 0 bills, 0 stock documents and 0 batches removed; ${register.people.length} demo accounts closed.`,
      );
      const handle = await openPglite(pgdata);
      try {
        const [left] = await handle.db
          .select({ n: count() })
          .from(patients)
          .where(inArray(patients._id, register.patients));
        expect(left!.n).toBe(0);
        expect(await handle.db.select().from(demo)).toEqual([]);
        const people = await handle.db
          .select({ kichhoat: staff.kichhoat })
          .from(staff)
          .where(inArray(staff._id, register.people));
        expect(people.map((person) => person.kichhoat)).toEqual(register.people.map(() => false));
      } finally {
        await handle.close();
      }

      await expect(command(['end-demo'], { DATA_DIR: dataDir })).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('There is no demo to end.'),
      });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
