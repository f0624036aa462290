// The back office's not-found page (/admin/not-found): unknown paths, pages whose screen is not built yet,
// and pages the role may not view all come here.
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { adminPaths } from '../../shared/paths';

export function NotFoundPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('admin.notFound.title')}
      subTitle={t('admin.notFound.text')}
      extra={
        <Button type="primary" onClick={() => void navigate(adminPaths.home)}>
          {t('admin.notFound.home')}
        </Button>
      }
    />
  );
}
