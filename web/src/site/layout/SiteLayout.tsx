// The frame of every public page: header, the page, footer, the request modal, notifications.
import { useEffect, useRef } from 'react';
import { Outlet, useLoaderData, useLocation, useMatches } from 'react-router';
import { useI18n } from '../../shared/i18n/I18nProvider';
import type { SiteData } from '../data';
import { applyHead, routeMeta } from '../meta';
import { RequestModalProvider } from '../request/RequestModalProvider';
import { HydrateLater } from '../ui/HydrateLater';
import { useInSiteLinks } from '../ui/in-site-links';
import { Toaster } from '../ui/Toaster';
import { BackToTop } from './BackToTop';
import { Footer } from './Footer';
import { Header } from './Header';
import styles from './SiteLayout.module.css';

/**
 * Opens the site's links in place; scrolls to the top on every path change (docs/product-rules.md, 'Page behaviour')
 * and on a list's page change; keeps the head (title, canonical, Open Graph, JSON-LD) in step with the page the
 * server would render for this URL.
 */
function PageEffects({ site }: { site: SiteData }) {
  const { pathname, search } = useLocation();
  const page = new URLSearchParams(search).get('page');
  const matches = useMatches();
  const { t, lang } = useI18n();
  useInSiteLinks();
  // Not on the first page: the browser starts it at its top, or keeps where the visitor has scrolled to while it
  // loaded (or back to, on a reload); scrolling there also forced a layout while the page was still starting.
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) firstPage.current = false;
    else window.scrollTo(0, 0);
  }, [pathname, page]);
  useEffect(() => {
    const url = new URL(window.location.href);
    applyHead({ meta: routeMeta(matches, { t, lang, site, url }), site, t, lang, url });
  }, [matches, site, t, lang]);
  return null;
}

export function SiteLayout() {
  const site = useLoaderData() as SiteData;
  const { t } = useI18n();
  return (
    <RequestModalProvider>
      <a className="skip-link" href="#main">
        {t('site.skipToContent')}
      </a>
      <Header setting={site.setting} categories={site.categories} />
      {/* The header (menu, language, search) takes over the page first; the page, then the footer, each a task later. */}
      <HydrateLater turn={1}>
        <main id="main" className={styles.content} tabIndex={-1}>
          <Outlet />
        </main>
      </HydrateLater>
      <HydrateLater turn={2}>
        <Footer setting={site.setting} />
      </HydrateLater>
      <BackToTop />
      <Toaster />
      <PageEffects site={site} />
    </RequestModalProvider>
  );
}
