// What the embedded database (db/client.ts) and PostgreSQL (db/postgres.ts) share when they open: the migrations'
// folder, the reference data loaded after them, and the health query.
import { sql } from 'drizzle-orm';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';
import { ensureAddressUnits } from './reference/address-units';
import { ensureIcd10 } from './reference/icd10';
import { serverFile } from '../paths';

/** The committed migrations, which both databases take. */
export const migrationsFolder = fileURLToPath(serverFile('src/db/migrations'));

/** The reference data files that changed since this database last loaded them (db/reference/). */
export async function loadReferenceData(db: Database): Promise<void> {
  await ensureAddressUnits(db);
  await ensureIcd10(db);
}

export async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
