// vi/en switch of the back office: the choice goes to the i18nextLng cookie and localStorage (docs/product-rules.md, 'Languages').
import { languages } from '@phongkham/contracts/i18n';
import { Segmented } from 'antd';
import { useI18n } from '../../shared/i18n/I18nProvider';

export function LanguageSwitch() {
  const { t, lang, setLang } = useI18n();
  return (
    <Segmented
      aria-label={t('common.language.label')}
      value={lang}
      onChange={(value) => setLang(value)}
      options={languages.map((code) => ({
        value: code,
        label: t(`common.language.short.${code}`),
        title: t(`common.language.${code}`),
      }))}
    />
  );
}
