// The pharmacy screens' words, read from admin.resources.pharmacy in the screen's language.
import { formatPrice } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';

export const pharmacyKey = 'admin.resources.pharmacy';

export function usePharmacyText() {
  const { t } = useI18n();
  return (name: string, params?: Record<string, string | number>) => t(`${pharmacyKey}.${name}`, params);
}

/** Whole đồng the Vietnamese way in both languages: 1.250.000 ₫. */
export const money = (vnd: number | null | undefined) => formatPrice(vnd ?? 0);
