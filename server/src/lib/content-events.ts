// "Public content changed": a tiny signal. Every write to what the public site shows (settings, news categories,
// articles, services, doctors, pages…) calls contentChanged() once its transaction has committed; the caches of the
// site (rendered HTML, settings, news categories) listen and drop what they hold.
//
// Why after the commit: a reader that starts between an early signal and the commit would read the old rows
// and cache them again. Across instances: on PostgreSQL each instance also sends the signal as a NOTIFY and hears
// the others' (shareContentChanges), so a change made through one drops every instance's caches; the embedded
// database serves one process, where the in-process signal is all there is (docs/decisions/0031-several-instances.md).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';

export type ContentListener = (reason: string) => void;

const listeners = new Set<ContentListener>();

/** Calls `listener` after every content change; returns the function that stops it. */
export function onContentChanged(listener: ContentListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Where the instances send each other their changes; the payload is `<instance>:<reason>`. */
export const CONTENT_CHANNEL = 'noidung_thaydoi';

/** This process, so that it ignores its own notifications: its listeners heard the change already. */
const instance = randomUUID();

/** The databases this process tells about its changes (one in production; each test app has its own). */
const relays = new Set<(reason: string) => void>();

function announce(reason: string): void {
  for (const listener of [...listeners]) listener(reason);
}

/** Announces a committed change of public content; `reason` names it for logs and tests ('setting', 'news'…). */
export function contentChanged(reason: string): void {
  announce(reason);
  for (const relay of [...relays]) relay(reason);
}

/**
 * Shares content changes with every other process on this database: this process's changes go out as NOTIFY, the
 * others' are announced here. A listening connection that was lost and came back announces a change too, since a
 * change may have gone by meanwhile. Resolves to the function that stops sharing.
 */
export async function shareContentChanges(
  database: Pick<DatabaseHandle, 'db' | 'listen'>,
): Promise<() => Promise<void>> {
  const stopListening = await database.listen(
    CONTENT_CHANNEL,
    (payload) => {
      const separator = payload.indexOf(':');
      if (separator < 0 || payload.slice(0, separator) === instance) return;
      announce(payload.slice(separator + 1) || 'remote');
    },
    () => announce('reconnected'),
  );
  const relay = (reason: string) => {
    // The caches' time limits still bound how stale another instance gets if a notification is lost.
    void database.db
      .execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${`${instance}:${reason}`})`)
      .catch(() => undefined);
  };
  relays.add(relay);
  return async () => {
    relays.delete(relay);
    await stopListening();
  };
}

/**
 * `load(scope)` remembered per scope (the database handle: test apps each have their own) until content changes
 * or `ttlMs` passes. Callers that arrive while a load runs share it; a failed load is not remembered.
 */
export function cachedUntilContentChanges<Scope extends object, Value>(
  load: (scope: Scope) => Promise<Value>,
  options: { ttlMs: number; now?: () => number },
): (scope: Scope) => Promise<Value> {
  const kept = keptUntilContentChanges<Scope, Value>({ ...options, maxEntries: 1 });
  return (scope) => kept(scope, '', () => load(scope));
}

/**
 * Values remembered per scope (as above) and key until content changes or `ttlMs` passes, for loads that come in
 * many shapes (a list's query, a record's id): at most `maxEntries` per scope and, given `sizeOf`, about `maxBytes`
 * (counted as loads finish), the least recently used dropped first. Callers that arrive while a load runs share it;
 * a failed load is not remembered.
 */
export function keptUntilContentChanges<Scope extends object, Value>(options: {
  ttlMs: number;
  maxEntries: number;
  maxBytes?: number;
  sizeOf?: (value: Value) => number;
  now?: () => number;
}): (scope: Scope, key: string, load: () => Promise<Value>) => Promise<Value> {
  const now = options.now ?? Date.now;
  const maxBytes = options.maxBytes ?? Infinity;
  type Entry = { value: Promise<Value>; expires: number; bytes: number };
  type Kept = { entries: Map<string, Entry>; bytes: number };
  // A change replaces the whole map: a load still running when content changed lands in the discarded map, so
  // what it read before the change is never served afterwards.
  let scopes = new WeakMap<Scope, Kept>();
  onContentChanged(() => {
    scopes = new WeakMap();
  });
  const remove = (kept: Kept, key: string) => {
    const entry = kept.entries.get(key);
    if (!entry) return;
    kept.entries.delete(key);
    kept.bytes -= entry.bytes;
  };
  return (scope, key, load) => {
    let kept = scopes.get(scope);
    if (!kept) scopes.set(scope, (kept = { entries: new Map(), bytes: 0 }));
    const { entries } = kept;
    const held = entries.get(key);
    if (held && held.expires > now()) {
      // Map keeps insertion order: moved to the end, it is the most recently used.
      entries.delete(key);
      entries.set(key, held);
      return held.value;
    }
    const value = load();
    const entry: Entry = { value, expires: now() + options.ttlMs, bytes: 0 };
    remove(kept, key);
    entries.set(key, entry);
    if (entries.size > options.maxEntries) remove(kept, entries.keys().next().value!);
    const owner = kept;
    value.then(
      (loaded) => {
        if (!options.sizeOf || owner.entries.get(key) !== entry) return;
        entry.bytes = options.sizeOf(loaded);
        owner.bytes += entry.bytes;
        for (const oldest of owner.entries.keys()) {
          if (owner.bytes <= maxBytes) break;
          remove(owner, oldest);
        }
      },
      () => {
        if (owner.entries.get(key) === entry) remove(owner, key);
      },
    );
    return value;
  };
}

let nextChange: { at: number; timer: ReturnType<typeof setTimeout> } | null = null;

/**
 * Announces a change at a later moment, when nothing is written: a scheduled article becomes public then, and the
 * caches must forget the pages without it. Only the earliest pending moment is kept; whoever owns scheduled content
 * asks again for its next moment after each change.
 */
export function contentChangesAt(moment: Date): void {
  const at = moment.getTime();
  const delay = at - Date.now();
  if (delay <= 0 || (nextChange && nextChange.at <= at)) return;
  if (nextChange) clearTimeout(nextChange.timer);
  // setTimeout takes at most 2^31-1 ms (about 24 days); a later moment is asked for again after a change anyway.
  const timer = setTimeout(
    () => {
      nextChange = null;
      contentChanged('scheduled');
    },
    Math.min(delay, 2 ** 31 - 1),
  );
  timer.unref();
  nextChange = { at, timer };
}
