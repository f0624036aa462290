// The site's messages in English: shared messages (errors, validation), then the common and site locale files.
// A module per language, so the browser downloads only the visitor's (tables/load.ts).
import { sharedMessages } from '@phongkham/contracts/i18n';
import common from '../../locales/en/common.json';
import site from '../../locales/en/site.json';
import type { MessageTable } from '../../shared/i18n/translator';

export const table: MessageTable = { ...sharedMessages.en, common, site };
