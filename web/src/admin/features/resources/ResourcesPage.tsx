// Resources (/admin/resource, /admin/resource/{0}): the API's resources, as the activity history names them,
// each with its routes and the permission every route needs. Read-only: routes exist only as code.
import { apiResourceResource, type ApiResource } from '@phongkham/contracts';
import { Space, Typography } from 'antd';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import type { KitColumn } from '../../kit/columns';
import { ResourceScreen } from '../../kit/ResourceScreen';
import { RoutesTable } from '../../shared/catalogue';
import styles from '../../shared/Catalogue.module.css';

type Row = ApiResource & { _id: string };

/** The back-office pages whose grants open a resource's routes. */
const guardingUrls = (resource: ApiResource) => [
  ...new Set(resource.routes.flatMap((route) => (typeof route.access === 'object' ? route.access.urls : []))),
];

function useColumns(): KitColumn<Row>[] {
  const { t } = useI18n();
  const label = (name: string) => t(`admin.catalogue.${name}`);
  return [
    { key: 'ten', title: label('resource'), value: (resource) => resource.ten, link: true, sortable: true },
    {
      key: 'duongdan',
      title: label('path'),
      value: (resource) => resource.duongdan,
      render: (resource) => (
        <Typography.Text code className={styles.code}>
          {resource.duongdan}
        </Typography.Text>
      ),
      responsive: ['sm'],
    },
    { key: 'routes', title: label('routes'), value: (resource) => resource.routes.length },
    {
      key: 'urls',
      title: label('guardedBy'),
      value: (resource) => guardingUrls(resource).join(', ') || label('noPage'),
      render: (resource) => {
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
          <Typography.Text type="secondary">{label('noPage')}</Typography.Text>
        );
      },
      responsive: ['md'],
    },
  ];
}

export function ResourcesPage() {
  return (
    <ResourceScreen<Row, Row>
      resource={apiResourceResource}
      everyRow={(resource) => resource.ten}
      useColumns={useColumns}
      recordTitle={(resource) => resource.ten}
      recordView={(resource) => (
        <>
          <Typography.Paragraph>
            <Typography.Text code>{resource.duongdan}</Typography.Text>
          </Typography.Paragraph>
          <RoutesTable routes={resource.routes} />
        </>
      )}
    />
  );
}
