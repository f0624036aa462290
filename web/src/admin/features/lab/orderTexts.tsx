// The words, colours and flag tag the lab's and the imaging room's order pages share (admin.resources.labTests.*),
// and each kind's resource.
import { imagingOrderResource, labOrderResource, type LabFlag } from '@phongkham/contracts';
import { Tag } from 'antd';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { flagColors } from '../../kit/VisitOrders';

export const orderResources = { XET_NGHIEM: labOrderResource, CHAN_DOAN_HINH_ANH: imagingOrderResource } as const;
export const stateColors: Record<string, string> = {
  CHI_DINH: 'blue',
  DA_THUC_HIEN: 'orange',
  CO_KET_QUA: 'purple',
  DA_DUYET: 'green',
  HUY: 'default',
};
/** The words of the order pages (shared by both kinds: admin.resources.labTests.*). */
export function useOrderText() {
  const { t } = useI18n();
  return (name: string, params?: Record<string, string | number>) => t(`admin.resources.labTests.${name}`, params);
}

export function FlagTag({ flag }: { flag: LabFlag | null | undefined }) {
  const text = useOrderText();
  if (!flag) return null;
  return <Tag color={flagColors[flag]}>{text(`flags.${flag}`)}</Tag>;
}
