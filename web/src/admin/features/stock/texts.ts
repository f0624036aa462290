// The stock screens' words (admin.resources.stock in the screen's language) and the figures they share: money the
// one way every screen writes it, and a quantity with its unit and, when it fills packs, the packs it makes.
import type { DrugPack } from '@phongkham/contracts';
import { formatMoney } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { inPacks } from './packs';

export const stockKey = 'admin.resources.stock';

/** A text of the stock screens, with its parameters. */
export function useStockText() {
  const { t } = useI18n();
  return (name: string, params?: Record<string, string | number>) => t(`${stockKey}.${name}`, params);
}

/** Whole đồng: 1.250.000 ₫. */
export const money = (vnd: number | null | undefined) => formatMoney(vnd ?? 0);

/** Digits grouped the Vietnamese way in both languages, as the money is: 12.500. */
export const count = (units: number) => String(units).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** "250 Viên (2 Hộp + 5 Vỉ)": a quantity in smallest units with the packs it fills. */
export function quantityText(units: number, unit: string, packs?: readonly DrugPack[] | null) {
  const packed = inPacks(units, packs, unit);
  return `${count(units)} ${unit}${packed && packed !== `${units} ${unit}` ? ` (${packed})` : ''}`;
}
