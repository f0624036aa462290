// Resources (/admin/resource, /admin/resource/{0}): the API's resources, as the activity history names them,
// each with its routes and the permission every route needs. Read-only: routes exist only as code.
import type { ApiResource } from '@phongkham/contracts';
import { Card, Input, Result, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, Navigate, Route, Routes, useParams } from 'react-router';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { adminPaths, apiPaths } from '../../../shared/paths';
import { useApiGet, useListParams } from '../../shared/data';
import { BackToList, RoutesTable, useClientPage } from '../../shared/catalogue';
import styles from '../../shared/Catalogue.module.css';

const BASE = '/resource';

/** The back-office pages whose grants open a resource's routes. */
const guardingUrls = (resource: ApiResource) => [
  ...new Set(resource.routes.flatMap((route) => (typeof route.access === 'object' ? route.access.urls : []))),
];

function ResourceList() {
  const { t } = useI18n();
  const list = useListParams(20);
  const { data } = useApiGet<ApiResource[]>(apiPaths.apiResources);
  const q = list.get('q')?.toLowerCase();
  const rows = (data ?? []).filter((resource) => !q || resource.ten.includes(q) || resource.duongdan.includes(q));
  const pagination = useClientPage(list, rows.length);

  const columns: ColumnsType<ApiResource> = [
    {
      title: t('admin.catalogue.resource'),
      dataIndex: 'ten',
      render: (ten: string) => <Link to={`${BASE}/${ten}`}>{ten}</Link>,
    },
    {
      title: t('admin.catalogue.path'),
      dataIndex: 'duongdan',
      responsive: ['sm'],
      render: (path: string) => <Typography.Text code>{path}</Typography.Text>,
    },
    {
      title: t('admin.catalogue.routes'),
      key: 'routes',
      align: 'right',
      render: (_value, resource) => resource.routes.length,
    },
    {
      title: t('admin.catalogue.guardedBy'),
      key: 'urls',
      responsive: ['md'],
      render: (_value, resource) => {
        const urls = guardingUrls(resource);
        return urls.length ? (
          <Space size={4} wrap>
            {urls.map((url) => (
              <Typography.Text code key={url}>
                {url}
              </Typography.Text>
            ))}
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('admin.catalogue.noPage')}</Typography.Text>
        );
      },
    },
  ];

  return (
    <Card title={t('admin.menu.resources')}>
      <Typography.Paragraph type="secondary">{t('admin.catalogue.resourcesHelp')}</Typography.Paragraph>
      <div className={styles.toolbar}>
        <Input.Search
          allowClear
          key={list.get('q') ?? ''}
          className={styles.search}
          placeholder={t('admin.catalogue.searchResource')}
          aria-label={t('admin.catalogue.searchResource')}
          defaultValue={list.get('q') ?? ''}
          onSearch={(value) => list.update({ q: value.trim() })}
        />
      </div>
      <Table<ApiResource>
        rowKey="ten"
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

function ResourceDetail() {
  const { t } = useI18n();
  const { name } = useParams();
  const { data } = useApiGet<ApiResource[]>(apiPaths.apiResources);
  if (data === undefined) return <Card loading />;
  const resource = data?.find((item) => item.ten === name);
  if (!resource) {
    return <Result status="404" title={t('admin.catalogue.notFound')} extra={<BackToList to={BASE} />} />;
  }
  return (
    <Card title={resource.ten} extra={<BackToList to={BASE} />}>
      <Typography.Paragraph>
        <Typography.Text code>{resource.duongdan}</Typography.Text>
      </Typography.Paragraph>
      <RoutesTable routes={resource.routes} />
    </Card>
  );
}

export function ResourcesPage() {
  return (
    <Routes>
      <Route index element={<ResourceList />} />
      <Route path=":name" element={<ResourceDetail />} />
      <Route path="*" element={<Navigate to={adminPaths.notFound} replace />} />
    </Routes>
  );
}
