// The back office's message tables: shared messages plus the common and admin locale files.
import { sharedMessages, type Lang } from '@phongkham/contracts/i18n';
import enAdmin from '../locales/en/admin.json';
import enCommon from '../locales/en/common.json';
import viAdmin from '../locales/vi/admin.json';
import viCommon from '../locales/vi/common.json';
import type { MessageTable } from '../shared/i18n/translator';

export const adminTables: Record<Lang, MessageTable> = {
  vi: { ...sharedMessages.vi, common: viCommon, admin: viAdmin },
  en: { ...sharedMessages.en, common: enCommon, admin: enAdmin },
};
