// Pieces the read-only catalogue screens (/menu, /resource, /action) share: a client-side page whose number and
// size live in the URL, the back button, and a table of API routes with what each needs.
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ApiResource } from '@phongkham/contracts';
import { Button, Table, Tag, Typography } from 'antd';
import type { ColumnsType, TablePaginationConfig } from 'antd/es/table';
import { useNavigate } from 'react-router';
import { useI18n } from '../../shared/i18n/I18nProvider';
import type { ListParams } from './data';

/** Pagination of rows already loaded, with size changer and 'from-to of total', page and size in the URL. */
export function useClientPage(list: ListParams, total: number): TablePaginationConfig {
  const { t } = useI18n();
  return {
    current: list.page,
    pageSize: list.limit,
    total,
    showSizeChanger: true,
    pageSizeOptions: [10, 20, 50, 100],
    showTotal: (count, [from, to]) => t('admin.table.range', { from, to, total: count }),
    onChange: (page, pageSize) => list.update({ page, limit: pageSize }),
  };
}

export function BackToList({ to }: { to: string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(to)}>
      {t('admin.catalogue.backToList')}
    </Button>
  );
}

type Route = ApiResource['routes'][number];

const methodColors: Record<string, string> = { GET: 'blue', POST: 'green', PUT: 'orange', DELETE: 'red' };

/** What a route needs, in words: public, signed in, or a flag on some pages (and one's own record). */
export function AccessText({ access }: { access: Route['access'] }) {
  const { t } = useI18n();
  if (access === 'public') return <Tag>{t('admin.catalogue.public')}</Tag>;
  if (access === 'signedIn') return <Tag color="cyan">{t('admin.catalogue.signedIn')}</Tag>;
  return (
    <span>
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
