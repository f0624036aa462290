// A controllable window.matchMedia for jsdom (which has none): tests set the screen width and every
// media query list whose answer changes fires 'change' to its listeners, as a browser does on resize.
// Understands (min-width: Npx) and (max-width: Npx), joined with "and", and (prefers-reduced-motion: reduce), which
// matches once a test calls setReducedMotion(true); anything else never matches.

/** jsdom's window.innerWidth; the width each test starts with. */
export const DEFAULT_WIDTH = 1024;

let width = DEFAULT_WIDTH;
let reducedMotion = false;

type Listener = (event: MediaQueryListEvent) => void;

interface FakeMediaQueryList extends MediaQueryList {
  readonly listeners: Set<Listener>;
  /** The answer its listeners last heard, to fire only on a change. */
  lastMatches: boolean;
}

const lists = new Set<FakeMediaQueryList>();

function evaluate(query: string, at: number): boolean {
  const parts = query.split(/\s+and\s+/i).map((part) => part.trim());
  return parts.every((part) => {
    if (/^\(\s*prefers-reduced-motion\s*:\s*reduce\s*\)$/i.test(part)) return reducedMotion;
    const match = /^\(\s*(min|max)-width\s*:\s*([\d.]+)px\s*\)$/i.exec(part);
    if (!match) return false;
    const limit = Number(match[2]);
    return match[1]!.toLowerCase() === 'min' ? at >= limit : at <= limit;
  });
}

function createList(query: string): FakeMediaQueryList {
  const listeners = new Set<Listener>();
  const list = {
    media: query,
    listeners,
    lastMatches: evaluate(query, width),
    get matches() {
      return evaluate(query, width);
    },
    onchange: null as MediaQueryList['onchange'],
    addEventListener: (type: string, listener: EventListenerOrEventListenerObject | null) => {
      if (type === 'change' && typeof listener === 'function') listeners.add(listener as Listener);
    },
    removeEventListener: (type: string, listener: EventListenerOrEventListenerObject | null) => {
      if (type === 'change' && typeof listener === 'function') listeners.delete(listener as Listener);
    },
    addListener: (listener: Listener | null) => {
      if (listener) listeners.add(listener);
    },
    removeListener: (listener: Listener | null) => {
      if (listener) listeners.delete(listener);
    },
    dispatchEvent: () => true,
  };
  return list as unknown as FakeMediaQueryList;
}

function changeEvent(list: FakeMediaQueryList, matches: boolean): MediaQueryListEvent {
  const event = new Event('change');
  Object.defineProperties(event, {
    matches: { value: matches },
    media: { value: list.media },
  });
  return event as MediaQueryListEvent;
}

/** Puts the stand-in on window (the setup file does this once). */
export function installMatchMedia(): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => {
      const list = createList(query);
      lists.add(list);
      return list;
    },
  });
}

/**
 * Resizes the screen: every query whose answer changes tells its listeners, with the new `matches`.
 * Call it inside act() when components react to it.
 */
export function setScreenWidth(next: number): void {
  width = next;
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: next });
  for (const list of lists) {
    const matches = evaluate(list.media, next);
    if (matches === list.lastMatches) continue;
    list.lastMatches = matches;
    const event = changeEvent(list, matches);
    for (const listener of [...list.listeners]) listener.call(list, event);
    list.onchange?.call(list, event);
  }
}

/** The current stand-in width. */
export const screenWidth = () => width;

/** How many 'change' listeners are attached to lists for this query (to check components clean up). */
export function mediaListenerCount(query: string): number {
  let count = 0;
  for (const list of lists) if (list.media === query) count += list.listeners.size + (list.onchange ? 1 : 0);
  return count;
}

/** Back to the default width with no lists (the setup file calls it after each test). */
/** The system's reduced-motion setting, as a test sets it before rendering. */
export function setReducedMotion(reduce: boolean): void {
  reducedMotion = reduce;
}

export function resetMatchMedia(): void {
  lists.clear();
  width = DEFAULT_WIDTH;
  reducedMotion = false;
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: DEFAULT_WIDTH });
}
