// What the menus and resources catalogue screens share: a table of API routes with what each needs.
import type { ApiResource } from '@phongkham/contracts';
import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useI18n } from '../../shared/i18n/I18nProvider';

type Route = ApiResource['routes'][number];

const methodColors: Record<string, string> = { GET: 'blue', POST: 'green', PUT: 'orange', DELETE: 'red' };

/**
 * What a route needs, in words: public, signed in, or a flag on some pages (and one's own record); the public and such
 * a flag when the route serves both.
 */
export function AccessText({ access }: { access: Route['access'] }) {
  const { t } = useI18n();
  if (access === 'public') return <Tag>{t('admin.catalogue.public')}</Tag>;
  if (access === 'signedIn') return <Tag color="cyan">{t('admin.catalogue.signedIn')}</Tag>;
  return (
    <span>
      {access.public && (
        <>
          <Tag>{t('admin.catalogue.public')}</Tag> {t('admin.catalogue.andGranted')}{' '}
        </>
      )}
      <Tag color="purple">{t(`admin.roles.matrix.columns.${access.flag}`)}</Tag>
      {access.urls.map((url, index) => (
        <span key={url}>
          {index > 0 && ` ${t('admin.catalogue.or')} `}
          <Typography.Text code>{url}</Typography.Text>
        </span>
      ))}
      {access.self && <Typography.Text type="secondary"> {t('admin.catalogue.orSelf')}</Typography.Text>}
    </span>
  );
}

export function RoutesTable({ routes, loading = false }: { routes: Route[]; loading?: boolean }) {
  const { t } = useI18n();
  const columns: ColumnsType<Route> = [
    {
      title: t('admin.catalogue.method'),
      dataIndex: 'method',
      width: 90,
      render: (method: string) => <Tag color={methodColors[method]}>{method}</Tag>,
    },
    {
      title: t('admin.catalogue.path'),
      dataIndex: 'url',
      render: (url: string) => <Typography.Text code>{url}</Typography.Text>,
    },
    {
      title: t('admin.catalogue.access'),
      dataIndex: 'access',
      render: (access: Route['access']) => <AccessText access={access} />,
    },
  ];
  return (
    <Table<Route>
      rowKey={(route) => `${route.method} ${route.url}`}
      size="small"
      columns={columns}
      dataSource={routes}
      loading={loading}
      pagination={false}
      scroll={{ x: true }}
    />
  );
}
