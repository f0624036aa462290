// The public site's browser entry. The page is already painted and readable when this runs
// (build/start-after-paint.ts); what is left is to make it interactive without holding the phone's main thread
// for long. The renderer (Preact's React layer in the built site, React under Vite's development server: decision
// 0075) and the site's code come as separate imports, each evaluated in a task of its own (imported
// together they were one long task), then hydrate.tsx takes over the page. The Intl polyfill comes first, in
// the rare browser that needs it, so dates and prices format as on the server. After the page has loaded, the
// service worker is registered (production builds only: under Vite's development server the files it would
// keep change all the time).
import { resolveLang } from '@phongkham/contracts/i18n';
import { persistLanguage } from '../shared/i18n/language';
import { nextTask } from './next-task';
import { ensureIntl } from './polyfills/intl';
import { registerServiceWorker } from './sw/register';
import './styles/global.css';

async function start() {
  // Without the polyfill (a failed download) the page still hydrates; only its number and date formats differ.
  await ensureIntl().catch(() => false);

  // The server chose the language (cookie, ?lng=); keep it so both renders agree, and remember it.
  const lang = resolveLang(document.documentElement.lang);
  persistLanguage(lang);

  const { hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const { hydrateSite } = await import('./hydrate');
  await nextTask();
  await hydrateSite(lang, hydrateRoot);
  if (import.meta.env.PROD) registerServiceWorker();
}

void start();
