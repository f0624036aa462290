// Live events (sukien): what a module publishes when something staff should see at once happens (a new request),
// stored with an increasing id and announced with NOTIFY in the same transaction, so an event exists and is
// announced exactly when the change it tells of commits (docs/decisions/0017-live-events.md).
import { asc, eq, gt, lte, max, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { liveEvents } from '../../db/schema';

/** The NOTIFY channel; the payload is the event's id. */
export const EVENT_CHANNEL = 'sukien';
/** How many recent events are kept for streams that resume (Last-Event-ID). */
export const EVENT_RETENTION = 1_000;

export interface LiveEvent {
  id: number;
  loai: string;
  url: string;
  phongkham_id: string | null;
  dulieu: Record<string, unknown>;
}

export type NewLiveEvent = Omit<LiveEvent, 'id'>;

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
  dulieu: liveEvents.dulieu,
};

/** Events after `id`, oldest first (at most the retained ones). */
export async function eventsAfter(db: Database, id: number): Promise<LiveEvent[]> {
  const rows = await db
    .select(columns)
    .from(liveEvents)
    .where(gt(liveEvents.id, id))
    .orderBy(asc(liveEvents.id))
    .limit(EVENT_RETENTION);
  return rows as LiveEvent[];
}

/** One event (an announced id), or nothing when it was pruned meanwhile. */
export async function eventById(db: Database, id: number): Promise<LiveEvent[]> {
  return (await db.select(columns).from(liveEvents).where(eq(liveEvents.id, id))) as LiveEvent[];
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
