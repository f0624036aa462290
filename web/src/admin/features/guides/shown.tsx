// Whether a guide shows on the website, as a tag in the list.
import { Tag } from 'antd';
import { useI18n } from '../../../shared/i18n/I18nProvider';

export function ShownTag({ shown }: { shown: boolean }) {
  const { t } = useI18n();
  return shown ? (
    <Tag color="green">{t('admin.resources.guides.published')}</Tag>
  ) : (
    <Tag>{t('admin.resources.guides.hidden')}</Tag>
  );
}
