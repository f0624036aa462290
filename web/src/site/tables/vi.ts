// The site's messages in Vietnamese: shared messages (errors, validation), then the common and site locale files.
// A module per language, so the browser downloads only the visitor's (tables/load.ts).
import { sharedMessages } from '@phongkham/contracts/i18n';
import common from '../../locales/vi/common.json';
import site from '../../locales/vi/site.json';
import type { MessageTable } from '../../shared/i18n/translator';

export const table: MessageTable = { ...sharedMessages.vi, common, site };
