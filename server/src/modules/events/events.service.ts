// Live events (sukien): what a module publishes when something staff should see at once happens (a new request),
// stored with an increasing id and announced with NOTIFY in the same transaction, so an event exists and is
// announced exactly when the change it tells of commits (docs/decisions/0017-live-events.md). An event that tells of
// a visit names it, and is read back with the visit's care fields, so the stream applies the reads' scope.
import { asc, eq, gt, lte, max, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { liveEvents } from '../../db/schema';
import { careVisits, type CareVisit } from '../../lib/care-scope';

/** The NOTIFY channel; the payload is the event's id. */
export const EVENT_CHANNEL = 'sukien';
/** How many recent events are kept for streams that resume (Last-Event-ID). */
export const EVENT_RETENTION = 1_000;

export interface LiveEvent {
  id: number;
  loai: string;
  url: string;
  phongkham_id: string | null;
  /** The visit a clinical event tells of: only readers whose care reaches it receive the event. */
  luotkham_id?: string | null;
  dulieu: Record<string, unknown>;
  /** That visit's care fields as they are when the event is read (not stored, never sent). */
  visit?: CareVisit | null;
}

export type NewLiveEvent = Omit<LiveEvent, 'id' | 'visit'>;

/** Stores the event and announces it once the caller's transaction commits. */
export async function publishEvent(tx: Transaction | Database, event: NewLiveEvent): Promise<number> {
  const [row] = await tx.insert(liveEvents).values(event).returning({ id: liveEvents.id });
  await tx.execute(sql`select pg_notify(${EVENT_CHANNEL}, ${String(row!.id)})`);
  return row!.id;
}

const columns = {
  id: liveEvents.id,
  loai: liveEvents.loai,
  url: liveEvents.url,
  phongkham_id: liveEvents.phongkham_id,
  luotkham_id: liveEvents.luotkham_id,
  dulieu: liveEvents.dulieu,
};

/** Events with the care fields of the visits they name (a visit's event whose visit is gone has `visit: null`). */
async function withVisits(db: Database, rows: LiveEvent[]): Promise<LiveEvent[]> {
  const named = rows.flatMap((row) => (row.luotkham_id ? [row.luotkham_id] : []));
  if (named.length === 0) return rows;
  const found = await careVisits(db, named);
  return rows.map((row) => (row.luotkham_id ? { ...row, visit: found.get(row.luotkham_id) ?? null } : row));
}

/** Events after `id`, oldest first (at most the retained ones). */
export async function eventsAfter(db: Database, id: number): Promise<LiveEvent[]> {
  const rows = await db
    .select(columns)
    .from(liveEvents)
    .where(gt(liveEvents.id, id))
    .orderBy(asc(liveEvents.id))
    .limit(EVENT_RETENTION);
  return withVisits(db, rows as LiveEvent[]);
}

/** One event (an announced id), or nothing when it was pruned meanwhile. */
export async function eventById(db: Database, id: number): Promise<LiveEvent[]> {
  return withVisits(db, (await db.select(columns).from(liveEvents).where(eq(liveEvents.id, id))) as LiveEvent[]);
}

/** The newest stored event's id (0 when none): a process hands out only what comes after its start. */
export async function latestEventId(db: Database): Promise<number> {
  const [row] = await db.select({ id: max(liveEvents.id) }).from(liveEvents);
  return row?.id ?? 0;
}

/** Drops events older than the retained window (called now and then, never inside a visitor's transaction). */
export async function pruneEvents(db: Database, newest: number): Promise<void> {
  await db.delete(liveEvents).where(lte(liveEvents.id, newest - EVENT_RETENTION));
}
