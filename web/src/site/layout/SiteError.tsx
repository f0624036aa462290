// Shown when a page fails to render or load: a plain message, never a stack trace.
import { useI18n } from '../../shared/i18n/I18nProvider';
import styles from './SiteError.module.css';

export function SiteError() {
  const { t } = useI18n();
  return (
    <main className={`container ${styles.error}`}>
      <h1>{t('site.error.title')}</h1>
      <p>{t('site.error.text')}</p>
      <a className="button button-primary" href="/">
        {t('site.error.reload')}
      </a>
    </main>
  );
}
