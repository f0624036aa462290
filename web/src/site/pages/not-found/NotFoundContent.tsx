// The not-found page's content: the '*' route's page, and what the pages' error boundary shows for a 404
// thrown by a loader (unknown id). In the first download, since any page may end here.
import { Link } from 'react-router';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { paths } from '../../../shared/paths';
import styles from './NotFoundPage.module.css';

export function NotFoundContent() {
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
