// Actions (/admin/action, /admin/action/{0}): DOWNLOAD, PRINT, EXPORT and ALL, which a role menu grants per
// page next to view/create/update/delete. Read-only: what an action does is written in the screens' code.
import type { ActionItem } from '@phongkham/contracts';
import { Card, Descriptions, Result, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, Navigate, Route, Routes, useParams } from 'react-router';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { adminPaths, apiPaths } from '../../../shared/paths';
import { BackToList, useClientPage } from '../../shared/catalogue';
import { useApiGet, useListParams } from '../../shared/data';

const BASE = '/action';

function Includes({ action }: { action: ActionItem }) {
  const { t } = useI18n();
  if (!action.includes.length) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space size={4} wrap>
      {action.includes.map((code) => (
        <Tag key={code}>{t(`admin.roles.matrix.columns.${code}`)}</Tag>
      ))}
    </Space>
  );
}

function ActionList() {
  const { t } = useI18n();
  const list = useListParams(10);
  const { data } = useApiGet<ActionItem[]>(apiPaths.actions);
  const pagination = useClientPage(list, data?.length ?? 0);
  const columns: ColumnsType<ActionItem> = [
    {
      title: t('admin.catalogue.code'),
      dataIndex: 'ma',
      render: (ma: string) => (
        <Link to={`${BASE}/${ma}`}>
          <Typography.Text code>{ma}</Typography.Text>
        </Link>
      ),
    },
    {
      title: t('admin.catalogue.name'),
      dataIndex: 'ma',
      key: 'name',
      render: (ma: string) => t(`admin.roles.matrix.columns.${ma}`),
    },
    {
      title: t('admin.catalogue.description'),
      dataIndex: 'ma',
      key: 'description',
      responsive: ['md'],
      render: (ma: string) => t(`admin.catalogue.actionHelp.${ma}`),
    },
    {
      title: t('admin.catalogue.includes'),
      key: 'includes',
      responsive: ['sm'],
      render: (_value, action) => <Includes action={action} />,
    },
  ];
  return (
    <Card title={t('admin.menu.actions')}>
      <Typography.Paragraph type="secondary">{t('admin.catalogue.actionsHelp')}</Typography.Paragraph>
      <Table<ActionItem>
        rowKey="ma"
        size="middle"
        columns={columns}
        dataSource={data ?? []}
        loading={data === undefined}
        scroll={{ x: true }}
        pagination={pagination}
      />
    </Card>
  );
}

function ActionDetail() {
  const { t } = useI18n();
  const { code } = useParams();
  const { data } = useApiGet<ActionItem[]>(apiPaths.actions);
  if (data === undefined) return <Card loading />;
  const action = data?.find((item) => item.ma === code);
  if (!action) {
    return <Result status="404" title={t('admin.catalogue.notFound')} extra={<BackToList to={BASE} />} />;
  }
  return (
    <Card title={t(`admin.roles.matrix.columns.${action.ma}`)} extra={<BackToList to={BASE} />}>
      <Descriptions bordered size="small" column={1}>
        <Descriptions.Item label={t('admin.catalogue.code')}>
          <Typography.Text code>{action.ma}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('admin.catalogue.description')}>
          {t(`admin.catalogue.actionHelp.${action.ma}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('admin.catalogue.includes')}>
          <Includes action={action} />
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

export function ActionsPage() {
  return (
    <Routes>
      <Route index element={<ActionList />} />
      <Route path=":code" element={<ActionDetail />} />
      <Route path="*" element={<Navigate to={adminPaths.notFound} replace />} />
    </Routes>
  );
}
