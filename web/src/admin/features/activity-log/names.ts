// How the history names things: an action as a coloured tag, who acted, and the resource in the reader's language.
import type { ActivityAction, ActivityEntry } from '@phongkham/contracts';
import type { Translate } from '../../../shared/i18n/translator';
import { adminTables } from '../../i18n';

export const actionColors: Partial<Record<ActivityAction, string>> = {
  DANG_NHAP: 'green',
  DANG_NHAP_THAT_BAI: 'orange',
  THU_HOI_PHIEN: 'red',
  XOA: 'red',
  TAO: 'blue',
  CAP_NHAT: 'geekblue',
};

/** "Nguyễn Văn An (quantri)", or "not signed in" for a failed sign-in. */
export const personText = (entry: Pick<ActivityEntry, 'nhanvien'>, t: Translate) =>
  entry.nhanvien ? `${entry.nhanvien.hoten} (${entry.nhanvien.taikhoan})` : t('admin.activity.nobody');

/** The resource's name in the reader's language; a code without a name yet (a new module) reads as it is. */
export function resourceName(code: string, t: Translate): string {
  const key = `admin.activity.resources.${code}`;
  const label = t(key);
  return label === key ? code : label;
}

/** The resources the history can be filtered on: every one the locale files name. */
export const resourceCodes = Object.keys(
  (adminTables.vi.admin as { activity: { resources: Record<string, string> } }).activity.resources,
);
