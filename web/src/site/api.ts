// The API client the site's loaders and forms use: on the server the one handed in through the
// router's request context (Fastify inject), in the browser one fetch-based client for the page's life.
import { resolveLang } from '@phongkham/contracts/i18n';
import { createApiClient, type ApiClient } from '../shared/api/client';
import { publicFetchTransport } from '../shared/api/fetch-transport';
import { createTranslator } from '../shared/i18n/translator';
import { browserTables } from './tables/load';
import { toastStore } from './toasts';

export interface SiteContext {
  api: ApiClient;
}

let browserApi: ApiClient | undefined;

function getBrowserApi(): ApiClient {
  browserApi ??= createApiClient({
    transport: publicFetchTransport,
    lang: () => resolveLang(document.documentElement.lang),
    // The page's own tables (its language's arrives before it hydrates), which hold the shared messages.
    message: (lang, key) => createTranslator(lang, browserTables)(key),
    notifyError: (message) => toastStore.show({ kind: 'error', message }),
  });
  return browserApi;
}

export function apiFrom(context: unknown): ApiClient {
  return (context as Partial<SiteContext> | undefined)?.api ?? getBrowserApi();
}

/** For event handlers (forms), which always run in the browser. */
export const siteApi = (): ApiClient => getBrowserApi();
