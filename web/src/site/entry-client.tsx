// Hydrates the server-rendered page. The lazy pages of the first URL load before hydration so the
// browser's first render matches the server's HTML; so does the Intl polyfill, in the rare browser that needs
// it. After the page has loaded, the service worker is registered (production builds only: under Vite's
// development server the files it would keep change all the time).
import { resolveLang } from '@phongkham/contracts/i18n';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { I18nProvider } from '../shared/i18n/I18nProvider';
import { persistLanguage } from '../shared/i18n/language';
import { browserTables, loadSiteTable } from './tables/load';
import { ensureIntl } from './polyfills/intl';
import { routes } from './routes';
import { registerServiceWorker } from './sw/register';
import './styles/global.css';

async function hydrate() {
  // Without the polyfill (a failed download) the page still hydrates; only its number and date formats differ.
  await ensureIntl().catch(() => false);

  // The server chose the language (cookie, ?lng=); keep it so both renders agree, and remember it.
  const lang = resolveLang(document.documentElement.lang);
  persistLanguage(lang);

  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all([
    // Only the page's language: the other one downloads when the visitor switches.
    loadSiteTable(lang),
    ...matches.map(async ({ route }) => {
      if (typeof route.lazy === 'function') {
        const loaded = await route.lazy();
        Object.assign(route, loaded, { lazy: undefined });
      }
    }),
  ]);

  const router = createBrowserRouter(routes);
  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <I18nProvider initialLang={lang} tables={browserTables} onChange={persistLanguage} load={loadSiteTable}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  );
  if (import.meta.env.PROD) registerServiceWorker();
}

void hydrate();
