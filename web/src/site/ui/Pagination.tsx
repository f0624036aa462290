// A list's pages (labels "Trang Trước" / "Trang Kế", "from-to of total": docs/product-rules.md, 'Lists'). Each page is
// a link with `?page=N` in the URL, not a button, so crawlers follow every page and a page can be shared.
// Page 1 is the list's own URL (no `?page=1` duplicate); the other query parameters are kept.
import { useLocation } from 'react-router';
import { SiteLink } from './SiteLink';
import { useI18n } from '../../shared/i18n/I18nProvider';
import styles from './Pagination.module.css';

export interface PaginationProps {
  page: number;
  totalPages: number;
  totalDocs: number;
  limit: number;
}

type Item = { kind: 'page'; page: number } | { kind: 'jump'; page: number; direction: 'back' | 'forward' };

/** Pages shown around the current one; the rest fold into a "5 pages back/forward" jump (antd's rule). */
export function pageItems(page: number, totalPages: number): Item[] {
  const around = 2;
  if (totalPages <= 5 + 2 * around - 2) {
    return Array.from({ length: totalPages }, (_, index) => ({ kind: 'page', page: index + 1 }));
  }
  let start = Math.max(2, page - around);
  let end = Math.min(totalPages - 1, page + around);
  // Keep five numbers in the middle near either end.
  if (page - 1 <= around) end = 1 + 2 * around;
  if (totalPages - page <= around) start = totalPages - 2 * around;
  const items: Item[] = [{ kind: 'page', page: 1 }];
  if (start > 2) items.push({ kind: 'jump', page: Math.max(1, page - 5), direction: 'back' });
  for (let current = start; current <= end; current += 1) items.push({ kind: 'page', page: current });
  if (end < totalPages - 1) items.push({ kind: 'jump', page: Math.min(totalPages, page + 5), direction: 'forward' });
  items.push({ kind: 'page', page: totalPages });
  return items;
}

export function Pagination({ page, totalPages, totalDocs, limit }: PaginationProps) {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  if (totalDocs === 0) return null;
  const from = (page - 1) * limit + 1;
  const to = Math.min(page * limit, totalDocs);
  const href = (target: number) => {
    const params = new URLSearchParams(search);
    if (target <= 1) params.delete('page');
    else params.set('page', String(target));
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ''}`;
  };
  const range = <p className={styles.range}>{t('site.ui.pagination.range', { from, to, total: totalDocs })}</p>;
  if (totalPages <= 1) return <div className={styles.wrap}>{range}</div>;

  return (
    <nav className={styles.wrap} aria-label={t('site.ui.pagination.label')}>
      {range}
      <ul className={styles.list}>
        <li>
          {page > 1 ? (
            <SiteLink className={styles.step} to={href(page - 1)} rel="prev">
              {t('site.ui.pagination.prev')}
            </SiteLink>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
              {t('site.ui.pagination.prev')}
            </span>
          )}
        </li>
        {pageItems(page, totalPages).map((item) =>
          item.kind === 'jump' ? (
            <li key={`jump-${item.direction}`}>
              <SiteLink
                className={styles.jump}
                to={href(item.page)}
                title={t(item.direction === 'back' ? 'site.ui.pagination.prev5' : 'site.ui.pagination.next5')}
                aria-label={t(item.direction === 'back' ? 'site.ui.pagination.prev5' : 'site.ui.pagination.next5')}
              >
                •••
              </SiteLink>
            </li>
          ) : (
            <li key={item.page}>
              <SiteLink
                className={`${styles.number} ${item.page === page ? styles.current : ''}`}
                to={href(item.page)}
                aria-label={t('site.ui.pagination.page', { page: item.page })}
                aria-current={item.page === page ? 'page' : undefined}
              >
                {item.page}
              </SiteLink>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <SiteLink className={styles.step} to={href(page + 1)} rel="next">
              {t('site.ui.pagination.next')}
            </SiteLink>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
              {t('site.ui.pagination.next')}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
