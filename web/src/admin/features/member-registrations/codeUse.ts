// Whether a registrant's promotion code was used, as the list, the workbook and a registration's page word it.
import type { MemberRegistrationRow } from '@phongkham/contracts';
import type { Translate } from '../../../shared/i18n/translator';

export const registrationText = (t: Translate, key: string, params?: Record<string, string | number>) =>
  t(`admin.resources.memberRegistrations.${key}`, params);

/** Whether the row's code was used: a word for the workbook, a tag for the table. */
export function codeUse(row: Pick<MemberRegistrationRow, 'makhuyenmai' | 'khuyenmai_dadung_luc'>, t: Translate) {
  if (!row.makhuyenmai) return { label: registrationText(t, 'noCode'), color: 'default' };
  return row.khuyenmai_dadung_luc
    ? { label: registrationText(t, 'used'), color: 'default' }
    : { label: registrationText(t, 'unused'), color: 'green' };
}
