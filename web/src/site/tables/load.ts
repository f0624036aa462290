// The browser's message tables: only the visitor's language is downloaded with the page, the other one when
// the visitor switches. English needs no Vietnamese fallback here: both files hold the same keys
// (tables.test.ts), so a visitor never downloads texts they do not read.
import type { Lang } from '@phongkham/contracts/i18n';
import { withOverrides } from '@phongkham/contracts/overrides';
import type { MessageTable } from '../../shared/i18n/translator';

const loaders: Record<Lang, () => Promise<MessageTable>> = {
  vi: () => import('./vi').then((module) => module.table),
  en: () => import('./en').then((module) => module.table),
};

/** Filled as languages arrive, with their overrides; the provider's translator reads it at every call. */
export const browserTables: Record<Lang, MessageTable> = { vi: {}, en: {} };
/** The downloaded tables before overrides, and the overrides, so new overrides replace rather than pile up. */
const bundled: Partial<Record<Lang, MessageTable>> = {};
const overrides: Partial<Record<Lang, Record<string, string>>> = {};

function merge(lang: Lang) {
  const table = bundled[lang];
  if (table) browserTables[lang] = withOverrides(table, overrides[lang] ?? {});
}

/** Sets a language's overrides (/admin/languages), over its table now or once it arrives. */
export function setSiteOverrides(lang: Lang, bandich: Record<string, string>): void {
  overrides[lang] = bandich;
  merge(lang);
}

const loading = new Map<Lang, Promise<void>>();

/** Downloads a language's table once (later calls share the first download). */
export function loadSiteTable(lang: Lang): Promise<void> {
  let pending = loading.get(lang);
  if (!pending) {
    pending = loaders[lang]().then((table) => {
      bundled[lang] = table;
      merge(lang);
    });
    // A failed download may be tried again on the next switch.
    pending.catch(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}
