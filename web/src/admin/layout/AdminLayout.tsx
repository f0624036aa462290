// The back-office frame (docs/product-rules.md, 'Back-office pages' and 'Look and layout'): a sider of 260 px (55 px folded) holding the menu built from the
// role's menu, hidden below 768 px where the header's toggle opens the same menu in a drawer; a 55 px
// header with the toggle, loading indicator, notifications, language switch and the user's menu; the page
// in a container of the viewport's height minus the header.
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Drawer, Layout, Menu, Space, Spin, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { adminPaths } from '../../shared/paths';
import { useApiLoading } from '../api';
import { useBuiltPages } from '../builtPages';
import { buildMenu, menuSelection, pageAt } from '../resources';
import { useStaff } from '../session';
import styles from './AdminLayout.module.css';
import { ClinicMark } from '../../shared/ClinicMark';
import { LanguageSwitch } from '../shared/LanguageSwitch';
import { NotificationBell } from './NotificationBell';
import { MOBILE_QUERY, useMediaQuery } from '../shared/useMediaQuery';
import { UserMenu } from './UserMenu';
import { DemoBanner } from './DemoBanner';

export const SIDER_WIDTH = 260;
export const SIDER_COLLAPSED_WIDTH = 55;

function Brand({ collapsed = false }: { collapsed?: boolean }) {
  const { t } = useI18n();
  return (
    <Link to={adminPaths.home} className={styles.brand} aria-label={t('admin.brandHome')}>
      <ClinicMark size={30} />
      {!collapsed && <span className={styles.brandName}>{t('common.appName')}</span>}
    </Link>
  );
}

function Navigation({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useI18n();
  const staff = useStaff();
  const { pathname } = useLocation();
  const built = useBuiltPages();
  const items = useMemo(() => buildMenu(staff.vaitro.menu, t, built), [staff.vaitro.menu, t, built]);
  const { selected, open } = menuSelection(pathname);
  return (
    <nav aria-label={t('admin.menuLabel')}>
      <Menu
        mode="inline"
        items={items}
        selectedKeys={selected}
        defaultOpenKeys={open}
        onClick={onNavigate}
        className={styles.menu}
      />
    </nav>
  );
}

/**
 * The browser tab names the screen ("Tiếp nhận - Quản trị - PhongKham"): staff keep several screens open, and a row
 * of tabs all named alike told them nothing. A passive effect, so it runs after AdminApp's layout effect that
 * gives the signed-out pages the general title; leaving the layout puts that title back.
 */
function usePageTitle() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const page = pageAt(pathname);
  const general = t('admin.documentTitle');
  const title = page ? t('admin.pageTitle', { page: t(`admin.menu.${page.key}`) }) : general;
  useEffect(() => {
    document.title = title;
    return () => {
      document.title = general;
    };
  }, [title, general]);
}

export function AdminLayout() {
  const { t } = useI18n();
  usePageTitle();
  const loading = useApiLoading();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const toggleLabel = mobile ? t('admin.sider.open') : collapsed ? t('admin.sider.expand') : t('admin.sider.collapse');

  return (
    <Layout className={styles.layout}>
      {mobile ? (
        <Drawer
          open={drawerOpen}
          placement="left"
          size={SIDER_WIDTH}
          onClose={() => setDrawerOpen(false)}
          title={<Brand />}
          styles={{ body: { padding: 0 } }}
        >
          <Navigation onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      ) : (
        <Layout.Sider
          theme="light"
          width={SIDER_WIDTH}
          collapsedWidth={SIDER_COLLAPSED_WIDTH}
          collapsible
          collapsed={collapsed}
          trigger={null}
          className={styles.sider}
          data-testid="sider"
        >
          <div className={styles.siderBrand}>
            <Brand collapsed={collapsed} />
          </div>
          <div className={styles.siderMenu}>
            <Navigation />
          </div>
        </Layout.Sider>
      )}
      <Layout className={styles.main}>
        <Layout.Header className={styles.header}>
          <div className={styles.headerStart}>
            <Button
              type="text"
              aria-label={toggleLabel}
              aria-expanded={mobile ? drawerOpen : !collapsed}
              icon={mobile || collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={() => (mobile ? setDrawerOpen(true) : setCollapsed((value) => !value))}
            />
            <Typography.Title level={1} className={styles.title}>
              {t('admin.title')}
            </Typography.Title>
          </div>
          <Space size={4} className={styles.headerEnd}>
            {loading && <Spin size="small" aria-label={t('admin.loading')} className={styles.loading} />}
            <NotificationBell />
            <LanguageSwitch />
            <UserMenu />
          </Space>
        </Layout.Header>
        <div className={styles.container}>
          <Layout.Content className={styles.content}>
            <DemoBanner />
            <Outlet />
          </Layout.Content>
        </div>
      </Layout>
    </Layout>
  );
}
