// The back office's not-found page (/admin/not-found and any unknown path under /admin).
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useI18n } from '../../shared/i18n/I18nProvider';

export function NotFoundPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('admin.notFound.title')}
      subTitle={t('admin.notFound.text')}
      extra={
        <Button type="primary" onClick={() => void navigate('/')}>
          {t('admin.notFound.home')}
        </Button>
      }
    />
  );
}
