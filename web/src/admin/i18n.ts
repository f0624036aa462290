// The back office's message tables: shared messages plus the common and admin locale files, with the translation
// overrides written at /admin/languages merged over them (fetched at start-up and when switching language).
import type { Lang } from '@phongkham/contracts/i18n';
import { sharedMessages } from '@phongkham/contracts/messages';
import { withOverrides } from '@phongkham/contracts/overrides';
import enAdmin from '../locales/en/admin.json';
import enCommon from '../locales/en/common.json';
import viAdmin from '../locales/vi/admin.json';
import viCommon from '../locales/vi/common.json';
import { fetchOverrides } from '../shared/i18n/overrides';
import type { MessageTable } from '../shared/i18n/translator';

const bundled: Record<Lang, MessageTable> = {
  vi: { ...sharedMessages.vi, common: viCommon, admin: viAdmin },
  en: { ...sharedMessages.en, common: enCommon, admin: enAdmin },
};

/** The tables the back office reads; a language's entry is replaced when its overrides arrive. */
export const adminTables: Record<Lang, MessageTable> = { ...bundled };

const listeners = new Set<() => void>();
let snapshot: Record<Lang, MessageTable> = { ...adminTables };

/** Reads a language's current overrides into its table; the bundled texts stay when they cannot be read. */
export async function loadAdminOverrides(lang: Lang): Promise<void> {
  const table = await fetchOverrides(lang);
  if (!table) return;
  adminTables[lang] = withOverrides(bundled[lang], table.bandich);
  snapshot = { ...adminTables };
  for (const listener of [...listeners]) listener();
}

/** For useSyncExternalStore: the tables, a new object after each load, so the provider translates anew. */
export const adminTablesStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => snapshot,
};
