// Content comes in pairs of fields, `tieude` and `tieude_en`: English pages show the `_en` twin and fall
// back to the Vietnamese text when it is empty (issue 3: "content has vi and en fields").
import type { Lang } from '@phongkham/contracts/i18n';
import { localized } from '../../shared/format';
import { useI18n } from '../../shared/i18n/I18nProvider';

/** A record with the field `K` and, optionally, its English twin `K_en`. */
export type Bilingual<K extends string> = { [P in K]: string | null } & { [P in `${K}_en`]?: string | null };

/** The field in the language asked for: `x_en` in English when it holds text, else `x` ('' when both are empty). */
export function pick<K extends string>(lang: Lang, record: Bilingual<K>, field: K): string {
  const twins = record as Record<string, string | null | undefined>;
  return localized(lang, twins[field] ?? '', twins[`${field}_en`]?.trim() ? twins[`${field}_en`] : null);
}

/** `pick` in the page's current language. */
export function useLocalized(): <K extends string>(record: Bilingual<K>, field: K) => string {
  const { lang } = useI18n();
  return (record, field) => pick(lang, record, field);
}
