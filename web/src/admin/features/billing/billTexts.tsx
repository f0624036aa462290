// The bills' shared words: the locale key of the screen, the state colours, and the texts of the page, the dialogs
// and the receipt, read from admin.resources.bills in the screen's language.
import type { BillState } from '@phongkham/contracts';
import { formatPrice } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';

export const billKey = 'admin.resources.bills';

export const stateColors: Record<BillState, string> = {
  NHAP: 'default',
  DA_PHAT_HANH: 'blue',
  THANH_TOAN_MOT_PHAN: 'orange',
  DA_THANH_TOAN: 'green',
  DA_HUY: 'red',
};

/** A text of the bills' screens, with its parameters. */
export function useBillText() {
  const { t } = useI18n();
  return (name: string, params?: Record<string, string | number>) => t(`${billKey}.${name}`, params);
}

/** Whole đồng the Vietnamese way in both languages: 1.250.000 ₫. */
export const money = (vnd: number | null | undefined) => formatPrice(vnd ?? 0);
