// Gives components the current language, its translator and a way to switch language.
import { languages, type Lang } from '@phongkham/contracts/i18n';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { createTranslator, type MessageTable, type Translate } from './translator';

interface I18nValue {
  lang: Lang;
  t: Translate;
  setLang: (lang: Lang) => void;
  /** The languages a switch offers: the enabled ones (/admin/languages). */
  available: readonly Lang[];
}

const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider(props: {
  initialLang: Lang;
  tables: Record<Lang, MessageTable>;
  /** Persists the choice (cookie, storage); absent on the server. */
  onChange?: (lang: Lang) => void;
  /**
   * Makes a language's table ready before the switch (the site's browser downloads one language at a time
   * into `tables`); the language changes once it resolves, and stays when it fails.
   */
  load?: (lang: Lang) => Promise<void>;
  /** The enabled languages; every shipped one by default. */
  available?: readonly Lang[];
  children: ReactNode;
}) {
  const { tables, onChange, load, available = languages } = props;
  const [lang, setLangState] = useState(props.initialLang);
  const value = useMemo<I18nValue>(() => {
    const switchTo = (next: Lang) => {
      onChange?.(next);
      setLangState(next);
    };
    return {
      lang,
      available,
      t: createTranslator(lang, tables),
      setLang: (next) => {
        if (!load) return switchTo(next);
        load(next).then(
          () => switchTo(next),
          () => undefined,
        );
      },
    };
  }, [lang, tables, onChange, load, available]);
  return <I18nContext.Provider value={value}>{props.children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}
