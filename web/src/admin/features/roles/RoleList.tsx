// The roles list (/admin/vaitro, /admin/roles): name, code, built-in or not, how many accounts hold each role,
// searchable and sortable with the page in the URL; add, edit and delete as the role's grants allow.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Paginated, RoleRecord } from '@phongkham/contracts';
import { App, Button, Card, Input, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useNavigate } from 'react-router';
import { formatDate } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { apiPaths } from '../../../shared/paths';
import { adminApi } from '../../api';
import { sortOrderOf, sortParamOf, useApiGet, useListParams } from '../staff/data';
import type { Grants } from '../staff/grants';
import type { ScreenPaths } from '../staff/screen-paths';
import styles from './Roles.module.css';

export function RoleList({ paths, can }: { paths: ScreenPaths; can: Grants }) {
  const { t, lang } = useI18n();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const list = useListParams();
  const { data, reload } = useApiGet<Paginated<RoleRecord>>(apiPaths.roles, list.query(['q']));

  const remove = async (role: RoleRecord) => {
    const done = await adminApi.delete(apiPaths.role(role._id));
    if (done === null) return;
    void message.success(t('admin.roles.deleted', { name: role.ten }));
    reload();
  };

  const columns: ColumnsType<RoleRecord> = [
    {
      title: t('admin.roles.name'),
      dataIndex: 'ten',
      sorter: true,
      sortOrder: sortOrderOf(list.sort, 'ten'),
      render: (ten: string, role) => <Link to={paths.item(role._id)}>{ten}</Link>,
    },
    {
      title: t('admin.roles.code'),
      dataIndex: 'ma',
      sorter: true,
      sortOrder: sortOrderOf(list.sort, 'ma'),
      render: (ma: string, role) => (
        <Space size={4} wrap>
          <Typography.Text code className={styles.code}>
            {ma}
          </Typography.Text>
          {role.macdinh && <Tag color="blue">{t('admin.roles.builtIn')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('admin.roles.holders'),
      dataIndex: 'sonhanvien',
      align: 'right',
      responsive: ['sm'],
    },
    {
      title: t('admin.roles.updatedAt'),
      dataIndex: 'updatedAt',
      sorter: true,
      sortOrder: sortOrderOf(list.sort, 'updatedAt'),
      responsive: ['md'],
      render: (value: string) => formatDate(lang, value),
    },
  ];
  if (can.delete) {
    columns.push({
      title: t('admin.roles.actions'),
      key: 'actions',
      align: 'right',
      render: (_value, role) => {
        const reason = role.macdinh
          ? t('admin.roles.cannotDeleteBuiltIn')
          : role.sonhanvien > 0
            ? t('admin.roles.cannotDeleteHeld', { count: role.sonhanvien })
            : null;
        const button = (
          <Button
            danger
            type="text"
            icon={<DeleteOutlined />}
            disabled={reason !== null}
            aria-label={t('admin.roles.deleteNamed', { name: role.ten })}
          />
        );
        if (reason) {
          return (
            <Tooltip title={reason}>
              <span className={styles.disabledAction}>{button}</span>
            </Tooltip>
          );
        }
        return (
          <Popconfirm
            title={t('admin.roles.confirmDelete', { name: role.ten })}
            okText={t('admin.roles.delete')}
            cancelText={t('admin.roles.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove(role)}
          >
            {button}
          </Popconfirm>
        );
      },
    });
  }

  return (
    <Card
      title={t('admin.roles.title')}
      extra={
        can.create && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(paths.add)}>
            {t('admin.roles.add')}
          </Button>
        )
      }
    >
      <div className={styles.toolbar}>
        <Input.Search
          allowClear
          className={styles.search}
          placeholder={t('admin.roles.searchPlaceholder')}
          aria-label={t('admin.roles.search')}
          key={list.get('q') ?? ''}
          defaultValue={list.get('q') ?? ''}
          onSearch={(value) => list.update({ q: value.trim() })}
        />
      </div>
      <Table<RoleRecord>
        rowKey="_id"
        size="middle"
        columns={columns}
        dataSource={data?.docs ?? []}
        loading={data === undefined}
        scroll={{ x: true }}
        onChange={(_pagination, _filters, sorter, extra) => {
          if (extra.action === 'sort') list.update({ sort: sortParamOf(sorter) });
        }}
        pagination={{
          current: list.page,
          pageSize: list.limit,
          total: data?.totalDocs ?? 0,
          showSizeChanger: true,
          showTotal: (total, [from, to]) => t('admin.table.range', { from, to, total }),
          onChange: (page, pageSize) => list.update({ page, limit: pageSize }),
        }}
      />
    </Card>
  );
}
