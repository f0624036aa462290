// The frame of every public page: header, the page, footer, the request modal, notifications.
import { useEffect } from 'react';
import { Outlet, useLoaderData, useLocation, useMatches } from 'react-router';
import { useI18n } from '../../shared/i18n/I18nProvider';
import type { SiteData } from '../data';
import { applyHead, routeMeta } from '../meta';
import { RequestModalProvider } from '../request/RequestModalProvider';
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
  useEffect(() => {
    window.scrollTo(0, 0);
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
      <main id="main" className={styles.content} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer setting={site.setting} />
      <BackToTop />
      <Toaster />
      <PageEffects site={site} />
    </RequestModalProvider>
  );
}
