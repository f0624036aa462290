// The fan-out of live events in one server process: it listens for the database's notifications (every instance's
// publishes, its own included; PGlite delivers its own in-process) and hands each event to the open streams. A
// lost PostgreSQL listener reconnects and replays what was published meanwhile, so no stream misses an event.
import type { DatabaseHandle } from '../../db/client';
import { EVENT_CHANNEL, EVENT_RETENTION, type LiveEvent } from '../../lib/live-events';
import { eventById, eventsAfter, latestEventId, pruneEvents } from './events.service';

export type EventListener = (event: LiveEvent) => void;

export interface EventHub {
  subscribe(listener: EventListener): () => void;
  /** The newest event id this process has handed out (0 before any). */
  newest(): number;
  close(): Promise<void>;
}

/** Prune the replay buffer once every this many events. */
const PRUNE_EVERY = 100;

export async function createEventHub(database: DatabaseHandle): Promise<EventHub> {
  const { db } = database;
  const listeners = new Set<EventListener>();
  // Ids already handed out, recent ones only: transactions commit out of id order, so "newest" alone cannot tell.
  const delivered = new Set<number>();
  let newest = await latestEventId(db);
  // Notifications are handled one after the other, so events go out in the order they were announced.
  let queue: Promise<void> = Promise.resolve();
  const deliver = (events: LiveEvent[]) => {
    for (const event of events) {
      if (delivered.has(event.id)) continue;
      delivered.add(event.id);
      if (delivered.size > EVENT_RETENTION) delivered.delete(delivered.values().next().value!);
      newest = Math.max(newest, event.id);
      for (const listener of listeners) listener(event);
      if (event.id % PRUNE_EVERY === 0) void pruneEvents(db, event.id).catch(() => undefined);
    }
  };
  const load = (read: () => Promise<LiveEvent[]>) => {
    queue = queue.then(async () => deliver(await read())).catch(() => undefined);
  };
  const stop = await database.listen(
    EVENT_CHANNEL,
    (payload) => {
      const id = Number(payload);
      if (Number.isSafeInteger(id) && !delivered.has(id)) load(() => eventById(db, id));
    },
    // Back after a lost connection: whatever was published meanwhile.
    () => load(() => eventsAfter(db, newest)),
  );
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    newest: () => newest,
    async close() {
      listeners.clear();
      await stop();
      await queue;
    },
  };
}
