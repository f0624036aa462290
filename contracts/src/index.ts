// The contract between server and web: schemas, rules and shared messages. Depends on zod only.
import { installIssueKeys } from './validation/issues';

// Generic messages become locale keys for every schema, in the server and in the browser alike.
installIssueKeys();

export * from './i18n';
export * from './api';
export * from './validation/rules';
export * from './validation/issues';
export * from './setting';
export * from './dmtintuc';
export * from './yeucau';
export * from './health';
export * from './permissions';
export * from './auth';
export * from './staff';
export * from './roles';
export * from './slug';
export * from './content';
export * from './consent';
export * from './intake';
export * from './site-paths';
export * from './recovery';
export * from './files';
export * from './app-info';
export * from './resource';
export * from './resources/news';
export * from './resources/activity';
export * from './resources/requests';
export * from './resources/outbox';
export * from './resources/sponsorships';
export * from './resources/donations';
export * from './resources/success-stories';
export * from './resources/price-list';
export * from './resources/doctors';
export * from './resources/services';
export * from './resources/faq';
export * from './resources/guides';
export * from './resources/diseases';
export * from './resources/products';
export * from './resources/pages';
export * from './resources/addresses';
export * from './resources/clinics';
export * from './resources/catalogues';
export * from './system-settings';
export * from './resources/email-templates';
export * from './resources/notices';
export * from './resources/languages';
