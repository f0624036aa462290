// The kit's audited writer: the one way a module changes a row of the clinic's data outside the generated create,
// update and delete. Every insert, update and removal it makes writes its activity-history row (who, when, before
// and after) in the same transaction, so a change and its history commit together or not at all. Actions that
// change no row of their own (a read of a clinical record, a sign-in, a resend) are recorded with `record`, which
// refuses the write actions: those rows come only from the writes themselves. Nothing outside the kit imports the
// activity log (server/src/architecture.test.ts); docs/decisions/0044-one-way-to-write.md.
import type { ActivityAction } from '@phongkham/contracts';
import { and, eq, getTableName, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client';
import { recordActivities, recordActivity, type ActivityEntry } from '../activity-log';
import { activityMeta, type Actor } from '../actor';
import { notFound } from '../http-error';
import { publishEvent, type NewLiveEvent } from '../live-events';
import { now } from '../../db/clock';

/** A table the kit writes: a uuid `_id`, and `deletedAt` when its rows are kept for history (soft delete). */
export type KitTable = PgTable & { _id: PgColumn; deletedAt?: PgColumn };

/** Who a change is recorded against: a staff member (activityMeta), or nobody for a visitor or the system. */
export interface Author {
  nhanvien_id: string | null;
  /** The staff member's clinic, filing an entry whose record names none (lib/activity-log.ts). */
  actorClinic?: string | null;
  ip: string | null;
  userAgent: string | null;
}

/** The author of a signed-in staff member's change. */
export const authorOf = (actor: Actor): Author => activityMeta(actor);

type Row<T extends KitTable> = T['$inferSelect'] & Record<string, unknown>;
/** Column values to write; an SQL value (an increment) is written as such and recorded as it came out. */
type Values<T extends KitTable> = { [K in keyof T['$inferInsert']]?: T['$inferInsert'][K] | SQL };

/** Extra facts kept with a write's history row besides the written fields: a reason, a child list before and after. */
export interface Note {
  truoc?: Record<string, unknown>;
  sau?: Record<string, unknown>;
  /** The clinic the change belongs to, when neither the row nor the author says (lib/activity-log.ts). */
  phongkham_id?: string | null;
}

/** The write actions: only the writer's own inserts, updates and removals record them. */
const writeActions: readonly ActivityAction[] = ['TAO', 'CAP_NHAT', 'XOA'];

/** What the history keeps of a row: its columns without the technical timestamps. */
export function snapshot(row: Record<string, unknown>): Record<string, unknown> {
  const { createdAt: _created, updatedAt: _updated, ...kept } = row;
  return kept;
}

const pick = (row: Record<string, unknown>, fields: string[]) =>
  Object.fromEntries(fields.map((field) => [field, row[field] ?? null]));

export class Writer {
  constructor(
    readonly tx: Transaction,
    readonly author: Author,
  ) {}

  /** The name the history gives a table's records: the table's own (`yeucau`, `luotkham`). */
  private static nameOf(table: PgTable) {
    return getTableName(table);
  }

  /**
   * The live row `id` of `table`, locked until the transaction ends; 404 when it does not exist, was deleted, or
   * fails `where` (another clinic's row: a scoped read never tells whether it exists).
   */
  async lock<T extends KitTable>(table: T, id: string, where?: SQL): Promise<Row<T>> {
    const [row] = await this.tx
      .select()
      .from(table as PgTable)
      .where(and(eq(table._id, id), table.deletedAt ? isNull(table.deletedAt) : undefined, where))
      .for('update');
    if (!row) throw notFound();
    return row as Row<T>;
  }

  /** Inserts a row and records its creation (TAO) with the whole row and the note's `sau`. */
  async insert<T extends KitTable>(table: T, values: T['$inferInsert'], note: Note = {}): Promise<Row<T>> {
    const [created] = (await this.tx.insert(table).values(values).returning()) as Row<T>[];
    await this.history({
      hanhdong: 'TAO',
      tainguyen: Writer.nameOf(table),
      banghi_id: created!._id as string,
      sau: { ...snapshot(created!), ...note.sau },
      ...(note.phongkham_id !== undefined ? { phongkham_id: note.phongkham_id } : {}),
    });
    return created!;
  }

  /**
   * Changes a row and records it (CAP_NHAT): each written field before and after, with the note. `before` is the row
   * as the caller already locked it (`lock`); without it the writer locks the row itself (404 when absent).
   * `unrecorded` is written with the values but left out of the history: what the history row carries by itself
   * (the change's time, its author), so the row says only what changed.
   */
  async update<T extends KitTable>(
    table: T,
    id: string,
    values: Values<T>,
    options: Note & { before?: Row<T>; unrecorded?: Values<T> } = {},
  ): Promise<Row<T>> {
    const before = options.before ?? (await this.lock(table, id));
    const written = { ...options.unrecorded, ...values };
    const stamped = 'updatedAt' in table ? { ...written, updatedAt: now() } : written;
    const [after] = (await this.tx
      .update(table)
      .set(stamped as never)
      .where(eq(table._id, id))
      .returning()) as Row<T>[];
    const fields = Object.keys(values);
    await this.history({
      hanhdong: 'CAP_NHAT',
      tainguyen: Writer.nameOf(table),
      banghi_id: id,
      truoc: { ...pick(before, fields), ...options.truoc },
      sau: { ...pick(after!, fields), ...options.sau },
      ...(options.phongkham_id !== undefined ? { phongkham_id: options.phongkham_id } : {}),
    });
    return after!;
  }

  /**
   * Removes a row (a soft delete where the table keeps deleted rows) and records it (XOA) with the whole row as
   * it was. `before` as in `update`.
   */
  async remove<T extends KitTable>(table: T, id: string, options: Note & { before?: Row<T> } = {}): Promise<void> {
    const before = options.before ?? (await this.lock(table, id));
    if (table.deletedAt)
      await this.tx
        .update(table)
        .set({ deletedAt: now() } as never)
        .where(eq(table._id, id));
    else await this.tx.delete(table).where(eq(table._id, id));
    await this.history({
      hanhdong: 'XOA',
      tainguyen: Writer.nameOf(table),
      banghi_id: id,
      truoc: { ...snapshot(before), ...options.truoc },
      ...(options.phongkham_id !== undefined ? { phongkham_id: options.phongkham_id } : {}),
    });
  }

  /**
   * Records an action that writes no row of the record's own: a read (XEM), an export (XUAT), a resend (GUI_LAI),
   * a merge's second side (GOP), a sign-in. Creations, changes and removals are recorded only by the writes above.
   */
  async record(entry: Omit<ActivityEntry, keyof Author>): Promise<void> {
    if (writeActions.includes(entry.hanhdong)) {
      throw new Error(`${entry.hanhdong} is recorded by the writer's own insert, update or remove`);
    }
    await this.history(entry);
  }

  /** Records many actions at once (one command that touched many records), a few statements in all. */
  async recordMany(entries: readonly Omit<ActivityEntry, keyof Author>[]): Promise<void> {
    if (entries.some((entry) => writeActions.includes(entry.hanhdong))) {
      throw new Error('creations, changes and removals are recorded by the writer itself');
    }
    await recordActivities(
      this.tx,
      entries.map((entry) => ({ ...this.author, ...entry })),
    );
  }

  /**
   * The history rows of writes the kit made itself (its generated create, update and delete) or made many rows at
   * once (a clinic's starter catalogues, an imported price list), each filed under its record's id.
   */
  async recordWrites(
    hanhdong: 'TAO' | 'CAP_NHAT' | 'XOA',
    tainguyen: string,
    rows: readonly { banghi_id: string; truoc?: unknown; sau?: unknown; phongkham_id?: string | null }[],
  ): Promise<void> {
    await recordActivities(
      this.tx,
      rows.map((row) => ({ ...this.author, hanhdong, tainguyen, ...row })),
    );
  }

  /** Announces a live event once the transaction commits (lib/live-events.ts). */
  async announce(event: NewLiveEvent): Promise<void> {
    await publishEvent(this.tx, event);
  }

  private async history(entry: Omit<ActivityEntry, keyof Author>) {
    await recordActivity(this.tx, { ...this.author, ...entry });
  }
}

/** Runs `work` in one transaction with an audited writer: its writes, their history and events commit together. */
export function writing<T>(db: Database, author: Author, work: (writer: Writer) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(new Writer(tx, author)));
}

/** An audited writer inside a transaction the kit already opened (a create's `within`, another module's command). */
export const writerIn = (tx: Transaction, author: Author): Writer => new Writer(tx, author);

/** The clinic of a staff member's row, as SQL: a sign-in's history row is filed under the account's clinic. */
export { staffClinic } from '../activity-log';
