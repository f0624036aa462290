// A small translator over the locale files: dotted keys, {{name}} placeholders, plural forms chosen by `count`,
// Vietnamese as the fallback. The site's first-load budget is tight, so this replaces a general i18n library
// (docs/decisions/0003).
import { interpolate, messageAt, type Lang, type Params } from '@phongkham/contracts/i18n';

export type MessageTable = Record<string, unknown>;
export type Translate = (key: string, params?: Params) => string;

const pluralRules = { vi: new Intl.PluralRules('vi'), en: new Intl.PluralRules('en') };

/**
 * A numeric `count` picks the key's plural form first (`key_one`, `key_other`, as the language's rules name them:
 * English "1 day" but "2 days"; Vietnamese has one form), then the key itself.
 */
function find(table: MessageTable, lang: Lang, key: string, count: unknown): string | undefined {
  const form = typeof count === 'number' ? messageAt(table, `${key}_${pluralRules[lang].select(count)}`) : undefined;
  return form ?? messageAt(table, key);
}

export function createTranslator(lang: Lang, tables: Record<Lang, MessageTable>): Translate {
  return (key, params) =>
    interpolate(
      find(tables[lang], lang, key, params?.count) ?? find(tables.vi, 'vi', key, params?.count) ?? key,
      params,
    );
}
