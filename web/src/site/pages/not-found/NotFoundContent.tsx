// The not-found page's content: the '*' route's page, and what the pages' error boundary shows for a 404
// thrown by a loader (unknown id). In the first download, since any page may end here. Like every page but
// home it opens with the breadcrumb banner (docs/product-rules.md, 'Page banner'), given its own title and
// trail since a failed loader's route has no meta to read them from.
import { SiteLink } from '../../ui/SiteLink';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { paths } from '../../../shared/paths';
import { PageBanner } from '../../ui/PageBanner';
import styles from './NotFoundPage.module.css';

export function NotFoundContent() {
  const { t } = useI18n();
  const title = t('site.notFound.title');
  return (
    <>
      <PageBanner title={title} crumbs={[{ label: title }]} />
      <section className={`container ${styles.page}`}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <p className={styles.text}>{t('site.notFound.text')}</p>
        <SiteLink className="button button-primary" to={paths.home}>
          {t('site.notFound.home')}
        </SiteLink>
      </section>
    </>
  );
}
