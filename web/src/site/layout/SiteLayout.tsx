// The frame of every public page: header, the page, footer, the request modal, notifications.
import { useEffect } from 'react';
import { Outlet, useLoaderData, useLocation, useMatches } from 'react-router';
import { useI18n } from '../../shared/i18n/I18nProvider';
import type { SiteData } from '../data';
import { pageMeta } from '../meta';
import { RequestModalProvider } from '../request/RequestModalProvider';
import { Toaster } from '../ui/Toaster';
import { BackToTop } from './BackToTop';
import { Footer } from './Footer';
import { Header } from './Header';
import styles from './SiteLayout.module.css';

/** Scrolls to the top on every path change (SPEC §2) and keeps the title in step with the page. */
function PageEffects({ site }: { site: SiteData }) {
  const { pathname } = useLocation();
  const matches = useMatches();
  const { t, lang } = useI18n();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  useEffect(() => {
    const meta = pageMeta(matches, site, t, lang);
    document.title = meta.title;
    const description = document.querySelector('meta[name="description"]');
    if (description && meta.description) description.setAttribute('content', meta.description);
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
