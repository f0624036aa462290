// Menus (/admin/menu, /admin/menu/{0}): the back-office pages a role can be granted, read-only because a page
// exists only when its code does (docs/permissions.md). An item shows the API routes that page's grant opens.
import { apiResourceResource, menuGroups, menuResource, type ApiResource, type MenuItem } from '@phongkham/contracts';
import { Button, Descriptions, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import type { KitColumn } from '../../kit/columns';
import { useScreenGrants } from '../../kit/grants';
import { useEveryRow } from '../../kit/list';
import { ResourceScreen, type FilterSpec } from '../../kit/ResourceScreen';
import { RoutesTable } from '../../shared/catalogue';
import styles from '../../shared/Catalogue.module.css';

type Row = MenuItem & { _id: string };

function useColumns(): KitColumn<Row>[] {
  const { t } = useI18n();
  const label = (name: string) => t(`admin.catalogue.${name}`);
  return [
    { key: 'order', title: '#', value: (menu) => menu.order, width: 56 },
    { key: 'key', title: label('page'), value: (menu) => t(`admin.menu.${menu.key}`), link: true },
    {
      key: 'url',
      title: label('url'),
      value: (menu) => menu.url,
      render: (menu) => (
        <Typography.Text code className={styles.code}>
          {menu.url}
        </Typography.Text>
      ),
    },
    {
      key: 'group',
      title: label('group'),
      value: (menu) => (menu.group ? t(`admin.menuGroup.${menu.group}`) : null),
      responsive: ['sm'],
    },
    { key: 'inMenu', title: label('inMenu'), value: (menu) => menu.inMenu, responsive: ['md'] },
  ];
}

function useFilters(): FilterSpec[] {
  const { t } = useI18n();
  const options = menuGroups.map((value) => ({ value, label: t(`admin.menuGroup.${value}`) }));
  return [{ name: 'group', label: t('admin.catalogue.group'), options }];
}

function MenuRecord({ menu }: { menu: MenuItem }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const canReadResources = useScreenGrants(apiResourceResource.urls).view;
  const resources = useEveryRow<ApiResource>(apiResourceResource.api, (resource) => resource.ten, canReadResources);
  const routes = (resources.data ?? []).flatMap((resource) =>
    resource.routes.filter((route) => typeof route.access === 'object' && route.access.urls.includes(menu.url)),
  );
  const label = (name: string) => t(`admin.catalogue.${name}`);
  return (
    <>
      <Descriptions bordered size="small" column={1} className={styles.section}>
        <Descriptions.Item label={label('url')}>
          <Typography.Text code>{menu.url}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={label('key')}>{menu.key}</Descriptions.Item>
        <Descriptions.Item label={label('group')}>
          {menu.group ? t(`admin.menuGroup.${menu.group}`) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={label('order')}>{menu.order}</Descriptions.Item>
        <Descriptions.Item label={label('inMenu')}>{t(`admin.kit.${menu.inMenu ? 'yes' : 'no'}`)}</Descriptions.Item>
      </Descriptions>
      {canReadResources && (
        <>
          <Typography.Title level={5}>{label('guardedRoutes')}</Typography.Title>
          <RoutesTable routes={routes} loading={resources.isPending} />
        </>
      )}
      {menu.inMenu && (
        <Button type="link" onClick={() => void navigate(menu.url)} className={styles.open}>
          {label('openPage')}
        </Button>
      )}
    </>
  );
}

export function MenusPage() {
  const { t } = useI18n();
  return (
    <ResourceScreen<Row, Row>
      resource={menuResource}
      everyRow={(menu) => menu.key}
      useColumns={useColumns}
      useFilters={useFilters}
      recordTitle={(menu) => t(`admin.menu.${menu.key}`)}
      recordView={(menu) => <MenuRecord menu={menu} />}
    />
  );
}
