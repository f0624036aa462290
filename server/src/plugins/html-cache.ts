// The rendered public pages, kept in memory: a page that did not change is not rendered again for the next
// visitor. Bounded by entries and by size (least recently used out first), with a time limit as a safety net,
// and emptied whenever content changes (lib/content-events). plugins/web.ts decides what may go in.

export interface HtmlCacheOptions {
  /** At most this many pages. */
  maxEntries: number;
  /** At most about this many bytes of HTML (JavaScript strings: 2 bytes a character). */
  maxBytes: number;
  /** A page is rendered again at the latest after this long, whatever was announced. */
  ttlMs: number;
  now?: () => number;
}

export interface HtmlCache {
  get(key: string): string | undefined;
  /**
   * Call before rendering; pass the ticket to set(). A page whose render overlapped clear() is not stored: it
   * may hold what was read before the change.
   */
  ticket(): number;
  /** `ttlMs` replaces the cache's own time limit for this page (the system settings' cache time). */
  set(key: string, html: string, ticket: number, ttlMs?: number): void;
  clear(): void;
  readonly size: number;
}

interface Entry {
  html: string;
  expires: number;
  bytes: number;
}

export const defaultHtmlCacheOptions: HtmlCacheOptions = {
  maxEntries: 500,
  maxBytes: 32 * 1024 * 1024,
  ttlMs: 5 * 60_000,
};

export function createHtmlCache(options: HtmlCacheOptions = defaultHtmlCacheOptions): HtmlCache {
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let generation = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        remove(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.html;
    },
    ticket: () => generation,
    set(key, html, ticket, ttlMs) {
      if (ticket !== generation) return;
      const size = html.length * 2;
      if (size > options.maxBytes) return;
      remove(key);
      entries.set(key, { html, expires: now() + (ttlMs ?? options.ttlMs), bytes: size });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (entries.size <= options.maxEntries && bytes <= options.maxBytes) break;
        remove(oldest);
      }
    },
    clear() {
      generation += 1;
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
  };
}
