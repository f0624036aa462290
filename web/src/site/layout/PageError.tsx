// The pages' error boundary, shown inside the layout (header and footer stay): a loader's 404 (unknown id,
// page past the end) renders the not-found page, anything else the plain error message, never a stack.
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { NotFoundContent } from '../pages/not-found/NotFoundContent';
import styles from './SiteError.module.css';

export function PageError() {
  const error = useRouteError();
  const { t } = useI18n();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return (
    <section className={`container ${styles.error}`}>
      <h1>{t('site.error.title')}</h1>
      <p>{t('site.error.text')}</p>
      <a className="button button-primary" href="">
        {t('site.error.reload')}
      </a>
    </section>
  );
}
