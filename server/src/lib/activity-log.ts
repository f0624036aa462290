// Writes the activity history (who did what, to which record, before and after). It accepts the database or a
// transaction, so a write and its history row commit together or not at all. The activity module reads it back.
// Every row gets its clinic here, in one place, so that each clinic's history stays with its own staff
// (docs/decisions/0037-history-by-clinic-and-grant.md).
import type { ActivityAction } from '@phongkham/contracts';
import { eq, getTableColumns, getTableName, is, sql, type SQL } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import { activityLog } from '../db/schema';

export interface ActivityEntry {
  nhanvien_id: string | null;
  /** The acting staff member's clinic (activityMeta): the entry's clinic when the record names none. */
  actorClinic?: string | null;
  /** The clinic the change belongs to, when the writer knows it better than the record or the actor. */
  phongkham_id?: string | null;
  hanhdong: ActivityAction;
  tainguyen: string;
  banghi_id?: string | null;
  truoc?: unknown;
  sau?: unknown;
  ip?: string | null;
  userAgent?: string | null;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Tables whose rows belong to a clinic, by name (the `tainguyen` the history names them by). */
const clinicTables = new Map<string, { id: PgColumn; clinic: PgColumn; table: PgTable }>();
for (const value of Object.values(schema)) {
  if (!is(value, PgTable)) continue;
  const columns = getTableColumns(value) as Record<string, PgColumn>;
  const name = getTableName(value);
  if (columns._id && name === 'phongkham')
    clinicTables.set(name, { id: columns._id, clinic: columns._id, table: value });
  else if (columns._id && columns.phongkham_id) {
    clinicTables.set(name, { id: columns._id, clinic: columns.phongkham_id, table: value });
  }
}
/** Records kept in a clinic-less table, whose clinic is their parent's (an addendum's examination). */
const parents: Record<string, { table: string; field: string }> = {
  khambenh_bosung: { table: 'khambenh', field: 'khambenh_id' },
};

const clinicIn = (snapshot: unknown): string | null => {
  const value = (snapshot as Record<string, unknown> | null | undefined)?.phongkham_id;
  return typeof value === 'string' && uuidPattern.test(value) ? value : null;
};

/** The record's clinic read in the insert itself, so callers holding only `insert` need nothing more. */
function storedClinic(tainguyen: string, id: unknown): SQL | null {
  const owner = clinicTables.get(tainguyen);
  if (!owner || typeof id !== 'string' || !uuidPattern.test(id)) return null;
  return sql`(select ${owner.clinic} from ${owner.table} where ${eq(owner.id, id)})`;
}

/**
 * The clinic of an entry: the one the writer names; else the record's own (its snapshot's, or its table's); else
 * the actor's (as the request carried it, or their staff row: a sign-in). The owner (who has no clinic) writing a
 * clinic's record thus files it under that clinic.
 */
function clinicOf(entry: ActivityEntry): string | SQL | null {
  if (entry.phongkham_id !== undefined) return entry.phongkham_id;
  const named = clinicIn(entry.sau) ?? clinicIn(entry.truoc);
  if (named) return named;
  if (entry.actorClinic) return entry.actorClinic;
  const parent = parents[entry.tainguyen];
  const stored = parent
    ? storedClinic(parent.table, (entry.sau as Record<string, unknown> | null)?.[parent.field])
    : storedClinic(entry.tainguyen, entry.banghi_id);
  const actor = entry.actorClinic === undefined ? storedClinic('nhanvien', entry.nhanvien_id) : null;
  if (stored && actor) return sql`coalesce(${stored}, ${actor})`;
  return stored ?? actor;
}

/** A staff member's clinic, read in the statement that writes their entry (a sign-in settled by an update). */
export const staffClinic = (id: string | null): SQL | null => storedClinic('nhanvien', id);

const row = ({ actorClinic: _actor, ...entry }: ActivityEntry) => ({
  ...entry,
  phongkham_id: clinicOf({ actorClinic: _actor, ...entry }),
  banghi_id: entry.banghi_id ?? null,
  truoc: entry.truoc ?? null,
  sau: entry.sau ?? null,
});

export async function recordActivity(db: Pick<Database, 'insert'>, entry: ActivityEntry): Promise<void> {
  await db.insert(activityLog).values(row(entry));
}

/** Rows per statement: well under PostgreSQL's 65,535 bound parameters. */
const BATCH = 500;

/** Many entries at once (one write that changed many records keeps one entry per record), a few statements in all. */
export async function recordActivities(db: Pick<Database, 'insert'>, entries: readonly ActivityEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += BATCH) {
    await db.insert(activityLog).values(entries.slice(start, start + BATCH).map(row));
  }
}
