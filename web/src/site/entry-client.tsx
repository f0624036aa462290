// Hydrates the server-rendered page. The lazy pages of the first URL load before hydration so the
// browser's first render matches the server's HTML.
import { resolveLang } from '@phongkham/contracts/i18n';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { I18nProvider } from '../shared/i18n/I18nProvider';
import { persistLanguage } from '../shared/i18n/language';
import { siteTables } from './i18n';
import { routes } from './routes';
import './styles/global.css';

async function hydrate() {
  // The server chose the language (cookie, ?lng=); keep it so both renders agree, and remember it.
  const lang = resolveLang(document.documentElement.lang);
  persistLanguage(lang);

  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy === 'function') {
        const loaded = await route.lazy();
        Object.assign(route, loaded, { lazy: undefined });
      }
    }),
  );

  const router = createBrowserRouter(routes);
  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <I18nProvider initialLang={lang} tables={siteTables} onChange={persistLanguage}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  );
}

void hydrate();
