// vi/en switch: the choice goes to the i18nextLng cookie and localStorage, so the server renders it next time.
import { languages } from '@phongkham/contracts/i18n';
import { useI18n } from '../../shared/i18n/I18nProvider';
import styles from './LanguageSwitch.module.css';

export function LanguageSwitch() {
  const { t, lang, setLang } = useI18n();
  return (
    <div className={styles.switch} role="group" aria-label={t('common.language.label')}>
      {languages.map((code) => (
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
