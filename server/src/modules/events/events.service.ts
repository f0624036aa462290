// Live events (sukien): what a module publishes when something staff should see at once happens (a new request),
// stored with an increasing id and announced with NOTIFY in the same transaction, so an event exists and is
// announced exactly when the change it tells of commits (docs/decisions/0017-live-events.md). An event that tells of
// a visit names it, and is read back with the visit's care fields, so the stream applies the reads' scope.
import { asc, eq, gt, lte, max } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { liveEvents } from '../../db/schema';
import { careVisits } from '../../lib/care-scope';
import { EVENT_RETENTION, type LiveEvent } from '../../lib/live-events';

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
