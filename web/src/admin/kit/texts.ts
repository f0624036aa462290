// A resource's words on its screens, from its locale block (`admin.resources.<key>`): one hook instead of a
// hand-written `useTexts()` in every feature.
import type { Resource } from '@phongkham/contracts';
import { useI18n } from '../../shared/i18n/I18nProvider';
import type { Translate } from '../../shared/i18n/translator';

export function useResourceTexts(resource: Pick<Resource, 'key'>) {
  const { t, lang } = useI18n();
  const text = (key: string, params?: Parameters<Translate>[1]) => t(`admin.resources.${resource.key}.${key}`, params);
  /** A field's label, as the form and the list's headers name it. */
  const field = (name: string) => text(`fields.${name}`);
  return { t, lang, text, field };
}
