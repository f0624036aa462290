// The browser's message tables: only the visitor's language is downloaded with the page, the other one when
// the visitor switches. English needs no Vietnamese fallback here: both files hold the same keys
// (tables.test.ts), so a visitor never downloads texts they do not read.
import type { Lang } from '@phongkham/contracts/i18n';
import type { MessageTable } from '../../shared/i18n/translator';

const loaders: Record<Lang, () => Promise<MessageTable>> = {
  vi: () => import('./vi').then((module) => module.table),
  en: () => import('./en').then((module) => module.table),
};

/** Filled as languages arrive; the provider's translator reads it at every call. */
export const browserTables: Record<Lang, MessageTable> = { vi: {}, en: {} };

const loading = new Map<Lang, Promise<void>>();

/** Downloads a language's table once (later calls share the first download). */
export function loadSiteTable(lang: Lang): Promise<void> {
  let pending = loading.get(lang);
  if (!pending) {
    pending = loaders[lang]().then((table) => {
      browserTables[lang] = table;
    });
    // A failed download may be tried again on the next switch.
    pending.catch(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}
