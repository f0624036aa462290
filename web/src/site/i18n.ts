// The site's message tables in both languages, for the server's render and the tests. The browser loads
// only the visitor's language (tables/load.ts).
import type { Lang } from '@phongkham/contracts/i18n';
import type { MessageTable } from '../shared/i18n/translator';
import { table as en } from './tables/en';
import { table as vi } from './tables/vi';

export const siteTables: Record<Lang, MessageTable> = { vi, en };
