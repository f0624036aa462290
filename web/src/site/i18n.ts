// The site's message tables: shared messages (errors, validation) plus the common and site locale files.
import { sharedMessages, type Lang } from '@phongkham/contracts/i18n';
import enCommon from '../locales/en/common.json';
import enSite from '../locales/en/site.json';
import viCommon from '../locales/vi/common.json';
import viSite from '../locales/vi/site.json';
import type { MessageTable } from '../shared/i18n/translator';

export const siteTables: Record<Lang, MessageTable> = {
  vi: { ...sharedMessages.vi, common: viCommon, site: viSite },
  en: { ...sharedMessages.en, common: enCommon, site: enSite },
};
