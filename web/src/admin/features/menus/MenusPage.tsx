// Menus (/admin/menu, /admin/menu/{0}): the back-office pages a role can be granted, read-only because a page
// exists only when its code does (docs/permissions.md). An item shows the API routes that page's grant opens.
import { menuGroups, type ApiResource, type MenuItem } from '@phongkham/contracts';
import { Button, Card, Descriptions, Result, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, Navigate, Route, Routes, useNavigate, useParams } from 'react-router';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { adminPaths, apiPaths } from '../../../shared/paths';
import { useApiGet, useListParams } from '../../shared/data';
import { useGrants } from '../../shared/grants';
import { BackToList, RoutesTable, useClientPage } from '../../shared/catalogue';
import styles from '../../shared/Catalogue.module.css';

const BASE = '/menu';

function MenuList() {
  const { t } = useI18n();
  const list = useListParams(50);
  const { data } = useApiGet<MenuItem[]>(apiPaths.menus);
  const group = list.get('group');
  const rows = (data ?? []).filter((menu) => !group || menu.group === group);
  const pagination = useClientPage(list, rows.length);

  const columns: ColumnsType<MenuItem> = [
    { title: '#', dataIndex: 'order', width: 56, align: 'right' },
    {
      title: t('admin.catalogue.page'),
      dataIndex: 'key',
      render: (key: string, menu) => <Link to={`${BASE}/${menu.key}`}>{t(`admin.menu.${key}`)}</Link>,
    },
    {
      title: t('admin.catalogue.url'),
      dataIndex: 'url',
      render: (url: string) => <Typography.Text code>{url}</Typography.Text>,
    },
    {
      title: t('admin.catalogue.group'),
      dataIndex: 'group',
      responsive: ['sm'],
      render: (value: MenuItem['group']) => (value ? t(`admin.menuGroup.${value}`) : '—'),
    },
    {
      title: t('admin.catalogue.inMenu'),
      dataIndex: 'inMenu',
      responsive: ['md'],
      render: (inMenu: boolean) =>
        inMenu ? <Tag color="green">{t('admin.catalogue.yes')}</Tag> : <Tag>{t('admin.catalogue.no')}</Tag>,
    },
  ];

  return (
    <Card title={t('admin.menu.menus')}>
      <Typography.Paragraph type="secondary">{t('admin.catalogue.menusHelp')}</Typography.Paragraph>
      <div className={styles.toolbar}>
        <Select
          allowClear
          className={styles.filter}
          placeholder={t('admin.catalogue.allGroups')}
          aria-label={t('admin.catalogue.group')}
          value={group}
          onChange={(value?: string) => list.update({ group: value })}
          options={menuGroups.map((value) => ({ value, label: t(`admin.menuGroup.${value}`) }))}
        />
      </div>
      <Table<MenuItem>
        rowKey="url"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={data === undefined}
        scroll={{ x: true }}
        pagination={pagination}
      />
    </Card>
  );
}

function MenuDetail() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { key } = useParams();
  const canReadResources = useGrants(['/resource']).view;
  const { data } = useApiGet<MenuItem[]>(apiPaths.menus);
  const { data: resources } = useApiGet<ApiResource[]>(canReadResources ? apiPaths.apiResources : null);
  if (data === undefined) return <Card loading />;
  const menu = data?.find((item) => item.key === key);
  if (!menu) {
    return <Result status="404" title={t('admin.catalogue.notFound')} extra={<BackToList to={BASE} />} />;
  }
  const routes = (resources ?? []).flatMap((resource) =>
    resource.routes.filter((route) => typeof route.access === 'object' && route.access.urls.includes(menu.url)),
  );
  return (
    <Card title={t(`admin.menu.${menu.key}`)} extra={<BackToList to={BASE} />}>
      <Descriptions bordered size="small" column={1} className={styles.section}>
        <Descriptions.Item label={t('admin.catalogue.url')}>
          <Typography.Text code>{menu.url}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('admin.catalogue.key')}>{menu.key}</Descriptions.Item>
        <Descriptions.Item label={t('admin.catalogue.group')}>
          {menu.group ? t(`admin.menuGroup.${menu.group}`) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('admin.catalogue.order')}>{menu.order}</Descriptions.Item>
        <Descriptions.Item label={t('admin.catalogue.inMenu')}>
          {menu.inMenu ? t('admin.catalogue.yes') : t('admin.catalogue.no')}
        </Descriptions.Item>
      </Descriptions>
      {canReadResources && (
        <>
          <Typography.Title level={5}>{t('admin.catalogue.guardedRoutes')}</Typography.Title>
          <RoutesTable routes={routes} loading={resources === undefined} />
        </>
      )}
      {menu.inMenu && (
        <Button type="link" onClick={() => void navigate(menu.url)} className={styles.open}>
          {t('admin.catalogue.openPage')}
        </Button>
      )}
    </Card>
  );
}

export function MenusPage() {
  return (
    <Routes>
      <Route index element={<MenuList />} />
      <Route path=":key" element={<MenuDetail />} />
      <Route path="*" element={<Navigate to={adminPaths.notFound} replace />} />
    </Routes>
  );
}
