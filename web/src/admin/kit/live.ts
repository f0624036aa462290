// The back office's live events (GET /api/events, server-sent): one EventSource for the whole tab, opened while any
// screen listens and closed when none does. The browser reconnects by itself and resumes with Last-Event-ID, so a
// short outage loses nothing; after a longer one (past the server's replay window) listeners are told `reconnected`
// and read their data again. The server sends each staff member only what their role may view.
import { useEffect, useRef } from 'react';

/** The stream's path; the session cookie travels with it (same origin). */
export const EVENTS_PATH = '/api/events';

/** A live event: its kind (`yeucau.moi`) and what it carries (a record's id, never personal data). */
export interface LiveEvent {
  type: string;
  data: Record<string, unknown>;
}

/** Told when the stream came back after a loss: lists should load again, some events may be past replay. */
export const RECONNECTED = 'reconnected';

type Listener = (event: LiveEvent) => void;

const listeners = new Map<string, Set<Listener>>();
let source: EventSource | null = null;
let lostOnce = false;
/** The last event id seen, for a stream opened again by us (the browser's own reconnects send it themselves). */
let lastId = '';
let reopen: ReturnType<typeof setTimeout> | undefined;
/** A refused stream (an access token that expired: 401) is opened again after this; the API client renews it meanwhile. */
export const REOPEN_MS = 15_000;

function dispatch(type: string, data: Record<string, unknown>) {
  for (const listener of listeners.get(type) ?? []) listener({ type, data });
}

/** Starts listening for one kind on the shared source (adding it once per kind). */
function attach(type: string) {
  if (!source || type === RECONNECTED) return;
  source.addEventListener(type, (message) => {
    lastId = (message as MessageEvent<string>).lastEventId || lastId;
    let data: Record<string, unknown> = {};
    try {
      data = JSON.parse((message as MessageEvent<string>).data) as Record<string, unknown>;
    } catch {
      // A malformed event is ignored rather than breaking the screens.
    }
    dispatch(type, data);
  });
}

function open() {
  if (source || typeof EventSource === 'undefined') return;
  const opened = new EventSource(lastId ? `${EVENTS_PATH}?lastEventId=${lastId}` : EVENTS_PATH, {
    withCredentials: true,
  });
  source = opened;
  opened.addEventListener('open', () => {
    if (lostOnce) dispatch(RECONNECTED, {});
  });
  opened.addEventListener('error', () => {
    lostOnce = true;
    // The browser retries a dropped connection itself, but not a refused one: that is ours to retry.
    if (opened.readyState !== EventSource.CLOSED) return;
    source = null;
    clearTimeout(reopen);
    reopen = setTimeout(() => {
      if (listeners.size > 0) open();
    }, REOPEN_MS);
  });
  for (const type of listeners.keys()) attach(type);
}

function close() {
  clearTimeout(reopen);
  source?.close();
  source = null;
  lostOnce = false;
}

/** Calls `listener` for each event of `type` while subscribed; answers the unsubscribe. */
export function subscribeLive(type: string, listener: Listener): () => void {
  let set = listeners.get(type);
  if (!set) {
    set = new Set();
    listeners.set(type, set);
    attach(type);
  }
  set.add(listener);
  open();
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(type);
    if (listeners.size === 0) close();
  };
}

/**
 * Runs `handler` for each live event of the given kinds while the component is mounted (and `enabled`). The
 * latest handler is used, so it may close over fresh state without re-subscribing.
 */
export function useLiveEvents(types: readonly string[], handler: (event: LiveEvent) => void, enabled = true): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const key = types.join(' ');
  useEffect(() => {
    if (!enabled) return;
    const stops = key.split(' ').map((type) => subscribeLive(type, (event) => latest.current(event)));
    return () => stops.forEach((stop) => stop());
  }, [key, enabled]);
}
