// The staff list (/admin/nhanvien, /admin/users): search without diacritics over name, account, phone and
// email, filters by role and status, sortable columns; page, size, sort and filters live in the URL.
import { PlusOutlined } from '@ant-design/icons';
import type { Paginated, StaffListItem } from '@phongkham/contracts';
import { Avatar, Button, Card, Input, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useNavigate } from 'react-router';
import { formatDate } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { apiPaths } from '../../../shared/paths';
import { initials } from '../../layout/UserMenu';
import { sortOrderOf, sortParamOf, useApiGet, useListParams } from './data';
import type { Grants } from './grants';
import { useRoles } from './roles';
import type { ScreenPaths } from './screen-paths';
import styles from './Staff.module.css';

const FILTERS = ['q', 'vaitro_id', 'kichhoat'] as const;

export function StatusTag({ active }: { active: boolean }) {
  const { t } = useI18n();
  return active ? (
    <Tag color="green">{t('admin.staff.active')}</Tag>
  ) : (
    <Tag color="red">{t('admin.staff.inactive')}</Tag>
  );
}

export function StaffList({ paths, can, title }: { paths: ScreenPaths; can: Grants; title: string }) {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const list = useListParams();
  const roles = useRoles();
  const { data } = useApiGet<Paginated<StaffListItem>>(apiPaths.staff, list.query(FILTERS));

  const columns: ColumnsType<StaffListItem> = [
    {
      title: t('admin.staff.fullName'),
      dataIndex: 'hoten',
      sorter: true,
      sortOrder: sortOrderOf(list.sort, 'hoten'),
      render: (hoten: string, member) => (
        <Link to={paths.item(member._id)} className={styles.person}>
          <Avatar size={32} src={member.hinhanh?.url} alt="" className={styles.avatar}>
            {initials(hoten)}
          </Avatar>
          <span className={styles.personText}>
            <span className={styles.personName}>{hoten}</span>
            <Typography.Text type="secondary" className={styles.personAccount}>
              {member.taikhoan}
            </Typography.Text>
            {/* On a phone the role and status columns give way: the same facts under the name. */}
            <span className={styles.mobileMeta}>
              <Tag color="blue">{member.vaitro.ten}</Tag>
              <StatusTag active={member.kichhoat} />
            </span>
          </span>
        </Link>
      ),
    },
    {
      title: t('admin.staff.role'),
      dataIndex: ['vaitro', 'ten'],
      responsive: ['sm'],
      render: (ten: string) => <Tag color="blue">{ten}</Tag>,
    },
    {
      title: t('admin.staff.phone'),
      dataIndex: 'dienthoai',
      responsive: ['md'],
      render: (value: string | null) => value ?? '—',
    },
    {
      title: t('admin.staff.email'),
      dataIndex: 'email',
      responsive: ['lg'],
      render: (value: string | null) => value ?? '—',
    },
    {
      title: t('admin.staff.status'),
      dataIndex: 'kichhoat',
      responsive: ['sm'],
      render: (active: boolean) => <StatusTag active={active} />,
    },
    {
      title: t('admin.staff.createdAt'),
      dataIndex: 'createdAt',
      sorter: true,
      sortOrder: sortOrderOf(list.sort, 'createdAt'),
      responsive: ['xl'],
      render: (value: string) => formatDate(lang, value),
    },
  ];

  return (
    <Card
      title={title}
      extra={
        can.create && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(paths.add)}>
            {t('admin.staff.add')}
          </Button>
        )
      }
    >
      <div className={styles.toolbar}>
        <Input.Search
          allowClear
          className={styles.search}
          placeholder={t('admin.staff.searchPlaceholder')}
          aria-label={t('admin.staff.search')}
          key={list.get('q') ?? ''}
          defaultValue={list.get('q') ?? ''}
          onSearch={(value) => list.update({ q: value.trim() })}
        />
        <Select
          allowClear
          className={styles.filter}
          placeholder={t('admin.staff.allRoles')}
          aria-label={t('admin.staff.role')}
          loading={roles === undefined}
          value={list.get('vaitro_id')}
          onChange={(value?: string) => list.update({ vaitro_id: value })}
          options={(roles ?? []).map((role) => ({ value: role._id, label: role.ten }))}
        />
        <Select
          allowClear
          className={styles.filter}
          placeholder={t('admin.staff.allStatuses')}
          aria-label={t('admin.staff.status')}
          value={list.get('kichhoat')}
          onChange={(value?: string) => list.update({ kichhoat: value })}
          options={[
            { value: 'true', label: t('admin.staff.active') },
            { value: 'false', label: t('admin.staff.inactive') },
          ]}
        />
        {FILTERS.some((name) => list.get(name)) && (
          <Button onClick={() => list.clear(FILTERS)}>{t('admin.staff.clearFilters')}</Button>
        )}
      </div>
      <Table<StaffListItem>
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
