// The back office's not-found page (/admin/not-found), with a button back to the back office's home. Unknown
// paths come here, and so do typed addresses of pages whose screen is not built yet (the menu shows those as
// coming, never as links). A built screen the role may not view answers NoPermissionPage instead, which names it.
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
