// Clinic scoping of the module kit (docs/decisions/0013): a resource declared `clinicScoped` is one clinic's data.
// Staff read and change only their own clinic's rows; another clinic's row answers 404 as if it did not exist; a
// new row belongs to the writer's clinic. The installation's owner (ADMINISTRATOR) works on every clinic and may
// narrow a list to one. The routes and the write path call these; a module's list applies `clinicCondition`.
import type { ClinicScope } from '@phongkham/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client';
import { settings } from '../../db/schema';
import { seesEveryClinic, type Actor } from '../actor';
import { HttpError } from '../http-error';
import type { KitTable } from './writer';

/**
 * The clinic an actor's reads and writes are kept to: their own, or null for the owner (every clinic). Staff who
 * belong to no clinic work on no clinic's data: 403, rather than an empty screen that looks like a bug.
 */
export function actorClinic(actor: Pick<Actor, 'vaitro' | 'phongkham_id'>): string | null {
  if (seesEveryClinic(actor)) return null;
  if (!actor.phongkham_id) throw new HttpError(403, 'errors.noClinic');
  return actor.phongkham_id;
}

/** The clinic the installation's public site speaks for: where the owner's new rows go unless they choose. */
export async function siteClinic(db: Pick<Database, 'select'>): Promise<string> {
  const [row] = await db.select({ phongkham_id: settings.phongkham_id }).from(settings).limit(1);
  // The seed always writes the settings row; its absence is a broken installation.
  if (!row) throw new HttpError(503, 'errors.default');
  return row.phongkham_id;
}

/** The column of `table` that names a row's clinic under `scope`. */
export function clinicColumn(table: KitTable, scope: ClinicScope): PgColumn {
  const column = scope === '_id' ? table._id : (table as unknown as Record<string, PgColumn | undefined>).phongkham_id;
  if (!column) throw new Error(`clinicScoped: 'phongkham_id' on a table without that column`);
  return column;
}

/** Rows of one clinic, or every row when `clinic` is null: what a scoped list adds to its conditions. */
export const clinicCondition = (column: PgColumn, clinic: string | null | undefined): SQL | undefined =>
  clinic ? eq(column, clinic) : undefined;

/** Whether the live row `id` belongs to `clinic` (a missing row does not). */
export async function rowInClinic(
  db: Pick<Database | Transaction, 'select'>,
  table: KitTable,
  scope: ClinicScope,
  id: string,
  clinic: string,
): Promise<boolean> {
  const [row] = await db
    .select({ _id: table._id })
    .from(table as PgTable)
    .where(and(eq(table._id, id), eq(clinicColumn(table, scope), clinic)));
  return row !== undefined;
}

/**
 * A list answer checked row by row: a module whose list forgot the clinic condition fails loudly here instead of
 * showing another clinic's rows. Rows of a scoped resource carry their clinic (`phongkham_id` or `_id`).
 */
export function assertRowsInClinic(docs: readonly unknown[], scope: ClinicScope, clinic: string | null): void {
  if (clinic === null) return;
  for (const doc of docs) {
    if ((doc as Record<string, unknown>)[scope] !== clinic) {
      throw new Error(`clinic-scoped list answered a row of another clinic (${scope})`);
    }
  }
}
