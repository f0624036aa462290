// The default page for any unmatched path, answered with HTTP 404.
import { data, Link } from 'react-router';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { paths } from '../../../shared/paths';
import type { RouteHandle } from '../../meta';
import styles from './NotFoundPage.module.css';

export const loader = () => data(null, { status: 404 });

export const handle: RouteHandle = {
  meta: ({ t }) => ({ title: t('site.notFound.metaTitle') }),
};

export function Component() {
  const { t } = useI18n();
  return (
    <section className={`container ${styles.page}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{t('site.notFound.title')}</h1>
      <p className={styles.text}>{t('site.notFound.text')}</p>
      <Link className="button button-primary" to={paths.home}>
        {t('site.notFound.home')}
      </Link>
    </section>
  );
}
