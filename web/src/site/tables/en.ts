// The site's messages in English: shared messages (errors, validation), then the common and site locale files.
// A module per language, so the browser downloads only the visitor's (tables/load.ts); the shared messages come
// from their file for this language, not from the contracts' messages module, which holds every language.
import shared from '@phongkham/contracts/locales/en.json';
import common from '../../locales/en/common.json';
import site from '../../locales/en/site.json';
import type { MessageTable } from '../../shared/i18n/translator';

export const table: MessageTable = { ...shared, common, site };
