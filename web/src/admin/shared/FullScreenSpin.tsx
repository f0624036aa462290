// The spinner that fills the screen while the signed-in staff member is being loaded.
import { Spin } from 'antd';
import { useI18n } from '../../shared/i18n/I18nProvider';

export function FullScreenSpin() {
  const { t } = useI18n();
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <Spin size="large" aria-label={t('admin.loading')} />
    </div>
  );
}
