// The page a staff member meets at the address of a real back-office screen that their role may not open. It names
// the screen and their role and says who can grant it, so a missing permission never looks like a broken product.
// Paths that name no screen still reach the not-found page.
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { adminPaths } from '../../shared/paths';
import { useStaff } from '../session';

export function NoPermissionPage({ pageKey }: { pageKey: string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const staff = useStaff();
  const screenName = t(`admin.menu.${pageKey}`);
  return (
    <Result
      status="403"
      title={t('admin.noPermission.title', { screen: screenName })}
      subTitle={t('admin.noPermission.text', { screen: screenName, role: staff.vaitro.ten })}
      extra={
        <Button type="primary" onClick={() => void navigate(adminPaths.home)}>
          {t('admin.notFound.home')}
        </Button>
      }
    />
  );
}
