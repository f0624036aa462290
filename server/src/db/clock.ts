// The clinic's clock: when a document is stamped, which day is "today", which year numbers a receipt. It is the wall
// clock, except inside `atTime`, where one piece of work (the demo's generated history, docs/decisions/0071) runs as
// if it were an earlier moment, so the same routes, rules and numbering write a past day's documents with that day's
// times. Only code in this process can replay a moment: no request, header or setting reaches it. Infrastructure
// clocks (sessions, rate limits, the outbox's leases, sign-in locks) keep the database's own now() and never replay.
// It sits in db, the bottom layer, because the tables' default timestamps take it too.
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type SQL } from 'drizzle-orm';

const replayed = new AsyncLocalStorage<Date>();

/** Now, as the clinic's documents see it. */
export function now(): Date {
  const at = replayed.getStore();
  return at ? new Date(at.getTime()) : new Date();
}

/** Whether this is work replaying a past moment. */
export const replaying = (): boolean => replayed.getStore() !== undefined;

/** Runs `work` with `now()` answering `at`, for this work's own async calls only (nothing else in flight sees it). */
export function atTime<T>(at: Date, work: () => PromiseLike<T>): Promise<T> {
  // Awaited inside the scope: a lazy thenable (app.inject's chain starts on its first then) runs in it too.
  return replayed.run(new Date(at.getTime()), async () => await work());
}

/**
 * A timestamp column's default: the database's now() as always, or the replayed moment inside `atTime`. The column
 * keeps its SQL default, so rows written by other means are stamped as before.
 */
export const defaultMoment = (): Date | SQL => {
  const at = replayed.getStore();
  return at ? new Date(at.getTime()) : sql`now()`;
};
