// The rendered public pages, kept in memory: a page that did not change is not rendered again for the next
// visitor. Each page is kept ready to send: its UTF-8 bytes, its brotli and gzip bytes (compressed once, when
// it is kept), a strong ETag and the hashes of its inline scripts for the CSP, so a hit only writes bytes
// (docs/decisions/0030). Bounded by entries and by size (least recently used out first), with a time limit as
// a safety net, and emptied whenever content changes (lib/content-events). plugins/web.ts decides what may go in.
import { precompress, type Precompressed } from '../lib/precompressed';

export interface HtmlCacheOptions {
  /** At most this many pages. */
  maxEntries: number;
  /** At most about this many bytes (all of a page's variants counted). */
  maxBytes: number;
  /** A page is rendered again at the latest after this long, whatever was announced. */
  ttlMs: number;
  now?: () => number;
}

export interface HtmlCache<T = ReadyPage> {
  get(key: string): T | undefined;
  /**
   * Call before rendering; pass the ticket to set(). A page whose render overlapped clear() is not stored: it
   * may hold what was read before the change.
   */
  ticket(): number;
  /** `ttlMs` replaces the cache's own time limit for this page (the system settings' cache time). */
  set(key: string, page: T, ticket: number, ttlMs?: number): void;
  clear(): void;
  readonly size: number;
}

/** A page as it is sent: every variant computed once (lib/precompressed.ts), with its inline scripts' hashes. */
export interface ReadyPage extends Precompressed {
  /** The CSP script sources that allow exactly the page's own inline scripts ('sha256-…'). */
  scriptHashes: readonly string[];
}

export async function readyPage(html: string, scriptHashes: readonly string[]): Promise<ReadyPage> {
  return { ...(await precompress(html)), scriptHashes };
}

export const defaultHtmlCacheOptions: HtmlCacheOptions = {
  maxEntries: 500,
  maxBytes: 32 * 1024 * 1024,
  ttlMs: 5 * 60_000,
};

const readyPageBytes = (page: ReadyPage) => page.identity.length + page.br.length + page.gzip.length;

export function createHtmlCache(options?: HtmlCacheOptions): HtmlCache<ReadyPage>;
export function createHtmlCache<T>(options: HtmlCacheOptions, sizeOf: (page: T) => number): HtmlCache<T>;
export function createHtmlCache<T>(
  options: HtmlCacheOptions = defaultHtmlCacheOptions,
  sizeOf: (page: T) => number = readyPageBytes as unknown as (page: T) => number,
): HtmlCache<T> {
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  const entries = new Map<string, { page: T; expires: number; bytes: number }>();
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
      return entry.page;
    },
    ticket: () => generation,
    set(key, page, ticket, ttlMs) {
      if (ticket !== generation) return;
      const size = sizeOf(page);
      if (size > options.maxBytes) return;
      remove(key);
      entries.set(key, { page, expires: now() + (ttlMs ?? options.ttlMs), bytes: size });
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
