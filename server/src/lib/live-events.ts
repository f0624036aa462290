// Publishing a live event (sukien): what staff should see at once when something happens (a new request, a visit
// called). The event is stored with an increasing id and announced with NOTIFY in the writer's transaction, so it
// exists and is announced exactly when the change it tells of commits (docs/decisions/0017-live-events.md). Here in
// lib because the kit's write path publishes the moves it makes; the events module streams them to browsers.
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { liveEvents } from '../db/schema';
import type { CareVisit } from './care-scope';

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
