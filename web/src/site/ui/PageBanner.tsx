// The breadcrumb banner at the top of every page but home (docs/product-rules.md, 'Page banner'): the page's heading
// (its one h1) and the trail from home. Title and trail come from the route's `handle.meta` (`heading` or `title`, and
// `crumbs`), the same data the BreadcrumbList JSON-LD is written from; a page may pass its own instead.
// Usage: `<PageBanner />` first in the page; detail pages end `crumbs` with their own record.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { SiteLink } from './SiteLink';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { paths } from '../../shared/paths';
import { bannerHeading, useRouteMeta, type Crumb } from '../meta';
import styles from './PageBanner.module.css';

export function PageBanner({
  title,
  crumbs,
  children,
}: {
  title?: string;
  crumbs?: Crumb[];
  /** A line under the heading (an article's date and category). */
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const meta = useRouteMeta();
  const { pathname } = useLocation();
  if (pathname === paths.home) return null;
  const trail = crumbs ?? meta.crumbs ?? [];
  const heading = title ?? bannerHeading(meta);
  return (
    <div className={styles.banner} data-testid="page-banner">
      <div className={`container ${styles.inner}`}>
        <h1 className={styles.title}>{heading}</h1>
        {children && <div className={styles.extra}>{children}</div>}
        <nav aria-label={t('site.ui.breadcrumb')}>
          <ol className={styles.trail}>
            <li>
              <SiteLink to={paths.home}>{t('site.ui.home')}</SiteLink>
            </li>
            {trail.map((crumb, index) => {
              const last = index === trail.length - 1;
              return (
                <li key={`${index}-${crumb.label}`}>
                  {last || !crumb.to ? (
                    <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
                  ) : (
                    <SiteLink to={crumb.to}>{crumb.label}</SiteLink>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
      </div>
    </div>
  );
}
