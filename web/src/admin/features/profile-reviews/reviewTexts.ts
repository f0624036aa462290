// A review case's status colours and texts, shared by the review queue and a case's page.
import type { ProfileReviewStatus } from '@phongkham/contracts';
import { useI18n } from '../../../shared/i18n/I18nProvider';

export const reviewStatusColors: Record<ProfileReviewStatus, string> = {
  MOI: 'blue',
  DANG_XEM_XET: 'gold',
  DUYET: 'green',
  TU_CHOI: 'red',
};

export function useReviewTexts() {
  const { t, lang } = useI18n();
  const text = (key: string, params?: Record<string, string | number>) =>
    t(`admin.resources.profileReviews.${key}`, params);
  return {
    t,
    lang,
    text,
    field: (name: string) => text(`fields.${name}`),
    status: (value: ProfileReviewStatus) => text(`statuses.${value}`),
  };
}
