// "Public content changed": a tiny in-process signal. Every write to what the public site shows (settings,
// news categories, articles, services, doctors, pages…) calls contentChanged() once its transaction has
// committed; the caches of the site (rendered HTML, settings, news categories) listen and drop what they hold.
//
// Why after the commit: a reader that starts between an early signal and the commit would read the old rows
// and cache them again. Why in process only: each instance keeps its own caches, and every cache also has a
// time limit, so on a scale-out deployment another instance shows a change at the latest when that limit
// passes (PostgreSQL LISTEN/NOTIFY can carry the signal across instances when that becomes too slow).

export type ContentListener = (reason: string) => void;

const listeners = new Set<ContentListener>();

/** Calls `listener` after every content change; returns the function that stops it. */
export function onContentChanged(listener: ContentListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Announces a committed change of public content; `reason` names it for logs and tests ('setting', 'news'…). */
export function contentChanged(reason: string): void {
  for (const listener of [...listeners]) listener(reason);
}

/**
 * `load(scope)` remembered per scope (the database handle: test apps each have their own) until content changes
 * or `ttlMs` passes. Callers that arrive while a load runs share it; a failed load is not remembered.
 */
export function cachedUntilContentChanges<Scope extends object, Value>(
  load: (scope: Scope) => Promise<Value>,
  options: { ttlMs: number; now?: () => number },
): (scope: Scope) => Promise<Value> {
  const now = options.now ?? Date.now;
  // A change replaces the whole map: a load still running when content changed lands in the discarded map, so
  // what it read before the change is never served afterwards.
  let entries = new WeakMap<Scope, { value: Promise<Value>; expires: number }>();
  onContentChanged(() => {
    entries = new WeakMap();
  });
  return (scope) => {
    const held = entries.get(scope);
    if (held && held.expires > now()) return held.value;
    const map = entries;
    const value = load(scope);
    const entry = { value, expires: now() + options.ttlMs };
    map.set(scope, entry);
    value.catch(() => {
      if (map.get(scope) === entry) map.delete(scope);
    });
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
