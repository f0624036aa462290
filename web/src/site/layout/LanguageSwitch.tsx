// vi/en switch: the choice goes to the i18nextLng cookie and localStorage, so the server renders it next time. Only
// the enabled languages are offered (/admin/languages); with vi alone, there is nothing to switch.
import { useI18n } from '../../shared/i18n/I18nProvider';
import styles from './LanguageSwitch.module.css';

export function LanguageSwitch() {
  const { t, lang, setLang, available } = useI18n();
  if (available.length < 2) return null;
  return (
    <div className={styles.switch} role="group" aria-label={t('common.language.label')}>
      {available.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={lang === code}
          title={t(`common.language.${code}`)}
          onClick={() => setLang(code)}
          data-lang={code}
        >
          {t(`common.language.short.${code}`)}
        </button>
      ))}
    </div>
  );
}
