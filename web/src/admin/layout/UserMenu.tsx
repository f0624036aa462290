// The signed-in staff member in the header: avatar (the picture, else initials) and name, opening profile,
// change password (the account page), the public site and sign-out.
import { GlobalOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { adminPaths, paths } from '../../shared/paths';
import { signOut } from '../auth';
import { useStaff } from '../session';
import { initials } from '../shared/initials';
import styles from './AdminLayout.module.css';

export function UserMenu() {
  const { t } = useI18n();
  const staff = useStaff();
  const navigate = useNavigate();
  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: t('admin.user.profile') },
    { key: 'password', icon: <KeyOutlined />, label: t('admin.account.changePassword') },
    { key: 'site', icon: <GlobalOutlined />, label: <a href={paths.home}>{t('admin.viewSite')}</a> },
    { type: 'divider' },
    { key: 'signOut', icon: <LogoutOutlined />, label: t('admin.user.signOut'), danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') void navigate(adminPaths.profile);
    if (key === 'password') void navigate(adminPaths.account);
    if (key === 'signOut') void signOut();
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button type="text" className={styles.user} aria-label={t('admin.user.menu', { name: staff.hoten })}>
        <Avatar size={30} src={staff.hinhanh?.url} alt="" className={styles.avatar}>
          {initials(staff.hoten)}
        </Avatar>
        <span className={styles.userName}>{staff.hoten}</span>
      </Button>
    </Dropdown>
  );
}
