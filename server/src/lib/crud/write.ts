// The one write path of the module kit: each create, update and delete runs in a transaction together with its
// activity-history row (before and after), rich text is sanitized on the way in, constraint failures come back as
// field errors, rows still in use are not deleted, public content empties the site's caches once committed, and a
// clinic-scoped resource's rows stay within the writer's clinic (scope.ts).
import type { Resource } from '@phongkham/contracts';
import { and, count, eq, isNull, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client';
import { activityMeta, type Actor } from '../actor';
import { contentChanged } from '../content-events';
import { constraintFieldError, pgCode } from '../db-errors';
import { sanitizeHtml } from '../html';
import { HttpError, notFound } from '../http-error';
import { actorClinic, clinicColumn } from './scope';
import { snapshot, writerIn, type KitTable } from './writer';
import { now } from '../../db/clock';

/** Rows of another table that point at this one; while one exists (and is not deleted) the row stays. */
export interface UsedBy {
  table: PgTable;
  column: AnyColumn;
  /** The other table's `deletedAt`, when it soft-deletes: its deleted rows no longer hold this one. */
  deletedAt?: AnyColumn;
  /** The 409's message (a locale key taking {{count}}): "the category still holds 3 articles". */
  message: string;
}

export interface WriteContext {
  tx: Transaction;
  actor: Actor;
  /** The record being changed; null on create. */
  id: string | null;
}

/**
 * Rows of another table that belong to the record and are edited with it, as one field of its body: a doctor's
 * weekly hours, a disease's related services. The kit takes the field out of the row's values, and inside the
 * same transaction replaces the child rows with the body's and keeps both lists in the history.
 */
export interface ChildRows {
  /** The rows the record holds now, in the shape the body sends them. */
  read: (tx: Transaction, id: string) => Promise<unknown>;
  /** Makes the record hold exactly `value`; runs after the record's own row is written. */
  write: (tx: Transaction, id: string, value: unknown) => Promise<void>;
}

/** What the write path needs of a resource: the audited table, whether the site shows it, its HTML fields. */
export type Written = Pick<Resource, 'table' | 'publicContent' | 'richText'> & Partial<Pick<Resource, 'clinicScoped'>>;

export interface WriteOptions {
  resource: Written;
  table: KitTable;
  /** Column values from a validated body: defaults, slugs, the owning clinic. Runs inside the write's transaction. */
  prepare?: (values: Record<string, unknown>, context: WriteContext) => Promise<Record<string, unknown>>;
  usedBy?: UsedBy[];
  /** Why this row may never be deleted (a locale key for the 409), or null: a template the system sends, a shipped language. */
  undeletable?: (row: Record<string, unknown>) => string | null;
  /** Body fields written to other tables (ChildRows), by field name. */
  children?: Record<string, ChildRows>;
  /**
   * The rows an actor may update or delete, for a resource kept to a clinic without being clinic-scoped (doctors'
   * profiles, public on the site): a condition on the table, or undefined for every row. Others answer 404.
   */
  writableBy?: (actor: Actor, tx: Transaction) => Promise<SQL | undefined>;
  /**
   * What a new record starts with besides its own row (a new clinic's starter catalogues): runs inside the create's
   * transaction, after the row and its children; `context.id` is the new record's id.
   */
  created?: (context: WriteContext & { id: string }) => Promise<void>;
  /** What a deletion ends besides the row, in its transaction (a staff account's sessions). */
  deleted?: (context: WriteContext & { id: string }) => Promise<void>;
  /**
   * Rows to lock before the record itself on update and delete, in the one order every writer of them uses, so two
   * writes that each need both wait for each other instead of deadlocking (the active owners before an account).
   */
  lockFirst?: (
    write: WriteContext & { kind: 'update' | 'delete'; body: Record<string, unknown> | null },
  ) => Promise<void>;
  /**
   * Who may make THIS write beyond the route's flag, which only says who may write the resource at all: nobody edits
   * the owner's account but an owner, a built-in role is not deleted, nobody grants beyond their own role. Runs in
   * the write's transaction before `prepare`, with the row as it stands (locked) on update and delete; it refuses by
   * throwing (an HttpError), and then nothing is written.
   */
  authorize?: (write: Authorization) => Promise<void> | void;
  /**
   * What a reader sees of a row: `history` is what the activity history keeps of it before and after a write
   * (read by every holder of the activity screen and its exports), `answer` what the kit's routes send back. A
   * staff account's password hash appears in neither.
   */
  redact?: (row: Record<string, unknown>, seenIn: 'history' | 'answer') => Record<string, unknown>;
}

/** A write as `authorize` judges it. */
export interface Authorization extends WriteContext {
  kind: 'create' | 'update' | 'delete';
  /** The row as it stands, locked; null on create. */
  before: Record<string, unknown> | null;
  /** The validated body (its own fields, without child rows); null on delete. */
  body: Record<string, unknown> | null;
}

/** What the history keeps of a row: the kit's snapshot, through the resource's `redact`. */
const historyOf = (options: WriteOptions, row: Record<string, unknown>) =>
  snapshot(options.redact ? options.redact(row, 'history') : row);

/** The body split into the record's own column values and its child-row fields (only those sent). */
function splitChildren(options: WriteOptions, body: Record<string, unknown>) {
  const own = { ...body };
  const sent: Record<string, unknown> = {};
  for (const field of Object.keys(options.children ?? {})) {
    if (field in own) {
      if (own[field] !== undefined) sent[field] = own[field];
      delete own[field];
    }
  }
  return { own, sent };
}

/** Writes the child rows the body sent, answering their new state for the history. */
async function writeChildren(tx: Transaction, options: WriteOptions, id: string, sent: Record<string, unknown>) {
  const after: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(sent)) {
    const child = options.children![field]!;
    await child.write(tx, id, value);
    after[field] = await child.read(tx, id);
  }
  return after;
}

async function readChildren(tx: Transaction, options: WriteOptions, id: string, fields: string[]) {
  const before: Record<string, unknown> = {};
  for (const field of fields) before[field] = await options.children![field]!.read(tx, id);
  return before;
}

/** The body with its rich-text fields cleaned against the allowlist (lib/html.ts). */
function sanitized(resource: Written, input: Record<string, unknown>) {
  const values = { ...input };
  for (const field of resource.richText) {
    if (field in values) values[field] = sanitizeHtml(values[field] as string | null | undefined);
  }
  return values;
}

const liveRow = (table: KitTable, id: string) =>
  and(eq(table._id, id), table.deletedAt ? isNull(table.deletedAt) : undefined);

/**
 * The row to change, locked until the transaction ends; 404 when it does not exist, was deleted, or belongs to
 * another clinic than the writer's (a scoped resource never tells whether another clinic's row exists).
 */
async function lockRow(tx: Transaction, options: WriteOptions, id: string, actor: Actor) {
  const { table, resource } = options;
  const clinic = resource.clinicScoped ? actorClinic(actor) : null;
  const writable = options.writableBy ? await options.writableBy(actor, tx) : undefined;
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(
      and(liveRow(table, id), clinic ? eq(clinicColumn(table, resource.clinicScoped!), clinic) : undefined, writable),
    )
    .for('update');
  if (!row) throw notFound();
  return row as Record<string, unknown>;
}

/**
 * The fields a person typed, which a constraint failure is reported on: on a scoped resource the clinic is the
 * kit's stamp, part of every unique key, so a duplicate is the code's fault, not the clinic's.
 */
const typedFields = (resource: Written, body: Record<string, unknown>) =>
  Object.keys(body).filter((field) => !(resource.clinicScoped === 'phongkham_id' && field === 'phongkham_id'));

/** Runs a write, turning unique and foreign-key failures into errors on the fields the caller sent. */
async function withFieldErrors<T>(fields: string[], run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw constraintFieldError(error, fields);
  }
}

function afterCommit(options: WriteOptions) {
  if (options.resource.publicContent) contentChanged(options.resource.table);
}

/**
 * A scoped resource's new row belongs to the writer's clinic, whatever the body says; only the owner chooses (the
 * routes default the owner's choice to the site's clinic). Clinics themselves are created by the owner only.
 */
function stampClinic(options: WriteOptions, values: Record<string, unknown>, actor: Actor) {
  const scope = options.resource.clinicScoped;
  if (!scope) return values;
  const clinic = actorClinic(actor);
  if (clinic === null) return values;
  if (scope === '_id') throw new HttpError(403, 'errors.forbidden');
  return { ...values, phongkham_id: clinic };
}

/** On update, staff of a clinic cannot move a row to another clinic: the field is dropped; the owner may. */
function keepClinic(options: WriteOptions, values: Record<string, unknown>, actor: Actor) {
  if (options.resource.clinicScoped !== 'phongkham_id' || actorClinic(actor) === null) return values;
  const { phongkham_id: _ignored, ...kept } = values;
  return kept;
}

/**
 * Creates a record through the kit's write path. `within`, when given, runs in the same transaction once the row and
 * its history exist: a one-step conversion links the new record to its source there, so both commit or neither.
 */
export async function createRecord(
  db: Database,
  options: WriteOptions,
  input: object,
  actor: Actor,
  within?: (tx: Transaction, createdId: string) => Promise<void>,
): Promise<string> {
  const { resource, table } = options;
  const body = sanitized(resource, input as Record<string, unknown>);
  const { own, sent } = splitChildren(options, body);
  const id = await withFieldErrors(typedFields(resource, body), () =>
    db.transaction(async (tx) => {
      await options.authorize?.({ kind: 'create', tx, actor, id: null, before: null, body: own });
      const stamped = stampClinic(options, own, actor);
      // Stamped again after `prepare`: a module's defaults cannot move the row out of the writer's clinic.
      const values = stampClinic(
        options,
        options.prepare ? await options.prepare(stamped, { tx, actor, id: null }) : stamped,
        actor,
      );
      const [created] = (await tx.insert(table).values(values).returning()) as Record<string, unknown>[];
      const createdId = created!._id as string;
      const children = await writeChildren(tx, options, createdId, sent);
      await options.created?.({ tx, actor, id: createdId });
      await writerIn(tx, activityMeta(actor)).recordWrites('TAO', resource.table, [
        { banghi_id: createdId, sau: { ...historyOf(options, created!), ...children } },
      ]);
      await within?.(tx, createdId);
      return createdId;
    }),
  );
  afterCommit(options);
  return id;
}

export async function updateRecord(
  db: Database,
  options: WriteOptions,
  id: string,
  input: object,
  actor: Actor,
): Promise<void> {
  const { resource, table } = options;
  const body = sanitized(resource, input as Record<string, unknown>);
  const { own, sent } = splitChildren(options, body);
  await withFieldErrors(typedFields(resource, body), () =>
    db.transaction(async (tx) => {
      await options.lockFirst?.({ kind: 'update', tx, actor, id, body: own });
      const before = await lockRow(tx, options, id, actor);
      await options.authorize?.({ kind: 'update', tx, actor, id, before, body: own });
      const childrenBefore = await readChildren(tx, options, id, Object.keys(sent));
      const kept = keepClinic(options, own, actor);
      const values = keepClinic(
        options,
        options.prepare ? await options.prepare(kept, { tx, actor, id }) : kept,
        actor,
      );
      const [after] = (await tx
        .update(table)
        .set({ ...values, updatedAt: now() })
        .where(eq(table._id, id))
        .returning()) as Record<string, unknown>[];
      const childrenAfter = await writeChildren(tx, options, id, sent);
      await writerIn(tx, activityMeta(actor)).recordWrites('CAP_NHAT', resource.table, [
        {
          banghi_id: id,
          truoc: { ...historyOf(options, before), ...childrenBefore },
          sau: { ...historyOf(options, after!), ...childrenAfter },
        },
      ]);
    }),
  );
  afterCommit(options);
}

/** Refuses (409) to delete a row that other live rows still point at, naming how many and what. */
async function assertUnused(tx: Transaction, usedBy: UsedBy[], id: string) {
  for (const use of usedBy) {
    const [row] = await tx
      .select({ n: count() })
      .from(use.table)
      .where(and(eq(use.column, id), use.deletedAt ? isNull(use.deletedAt) : undefined));
    const n = row?.n ?? 0;
    if (n > 0) throw new HttpError(409, use.message, { count: n });
  }
}

export async function deleteRecord(db: Database, options: WriteOptions, id: string, actor: Actor): Promise<void> {
  const { resource, table } = options;
  await db.transaction(async (tx) => {
    await options.lockFirst?.({ kind: 'delete', tx, actor, id, body: null });
    const before = await lockRow(tx, options, id, actor);
    await options.authorize?.({ kind: 'delete', tx, actor, id, before, body: null });
    const refusal = options.undeletable?.(before);
    if (refusal) throw new HttpError(409, refusal);
    await assertUnused(tx, options.usedBy ?? [], id);
    if (table.deletedAt) {
      await tx.update(table).set({ deletedAt: now() }).where(eq(table._id, id));
    } else {
      // A row some table still references without being declared in usedBy: the foreign key refuses it.
      await tx
        .delete(table)
        .where(eq(table._id, id))
        .catch((error: unknown) => {
          throw pgCode(error) === '23503' ? new HttpError(409, 'errors.inUseElsewhere') : error;
        });
    }
    await options.deleted?.({ tx, actor, id });
    await writerIn(tx, activityMeta(actor)).recordWrites('XOA', resource.table, [
      { banghi_id: id, truoc: historyOf(options, before) },
    ]);
  });
  afterCommit(options);
}
