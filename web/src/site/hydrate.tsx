// Takes over the server-rendered page in the browser (entry-client.tsx loads this once Preact's React layer is
// ready, decision 0075): loads the first URL's lazy pages and the language's texts, so the first render matches the
// server's HTML, then hydrates. Steps yield to the browser between them; Preact hydrates a tree in one pass, so the
// page and the footer hydrate in tasks of their own after the header (ui/HydrateLater.tsx). Once every part has
// hydrated, <html> gets `data-hydrated`.
import type { Lang } from '@phongkham/contracts/i18n';
import { StrictMode, useEffect } from 'react';
import type { hydrateRoot as HydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { I18nProvider } from '../shared/i18n/I18nProvider';
import { persistLanguage } from '../shared/i18n/language';
import { enabledLanguages, fetchOverrides, readEmbeddedOverrides } from '../shared/i18n/overrides';
import { readHydrationData } from './hydration-data';
import { nextTask } from './next-task';
import { routes } from './routes';
import { holdLaterParts, whenLaterPartsHydrated } from './ui/HydrateLater';
import { browserTables, loadSiteTable, setSiteOverrides } from './tables/load';

function MarkHydrated() {
  useEffect(() => {
    void whenLaterPartsHydrated().then(() => {
      document.documentElement.dataset.hydrated = '';
    });
  }, []);
  return null;
}

/** A language switched to: its table and its current overrides (the bundled texts when they cannot be read). */
const loadLanguage = (lang: Lang) =>
  Promise.all([
    loadSiteTable(lang),
    fetchOverrides(lang).then((table) => table && setSiteOverrides(lang, table.bandich)),
  ]).then(() => undefined);

export async function hydrateSite(lang: Lang, hydrateRoot: typeof HydrateRoot): Promise<void> {
  // The overrides the server rendered with, so the first render matches its HTML word for word.
  const embedded = readEmbeddedOverrides();
  if (embedded?.lng === lang) setSiteOverrides(lang, embedded.bandich);
  const available = enabledLanguages(embedded);
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
  await nextTask();

  readHydrationData();
  const router = createBrowserRouter(routes);
  await nextTask();

  // The page and the footer hydrate in tasks of their own after the header (ui/HydrateLater.tsx).
  holdLaterParts(2);
  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <I18nProvider
        initialLang={lang}
        tables={browserTables}
        onChange={persistLanguage}
        load={loadLanguage}
        available={available}
      >
        <RouterProvider router={router} />
        <MarkHydrated />
      </I18nProvider>
    </StrictMode>,
  );
}
