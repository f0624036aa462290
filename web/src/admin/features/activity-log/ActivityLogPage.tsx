// The activity history screen (/admin/lich-su-hoat-dong): who did what, when, to which record, with
// before/after. Filters and the page live in the URL, so a filtered view can be shared or reloaded.
import { activityActions, type ActivityEntry, type Paginated } from '@phongkham/contracts';
import { Button, Card, DatePicker, Descriptions, Input, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { apiPaths } from '../../../shared/paths';
import { adminApi } from '../../api';

const FILTERS = ['nhanvien_id', 'hanhdong', 'tainguyen', 'tungay', 'denngay'] as const;
const DAY = 'YYYY-MM-DD';

const actionColors: Record<string, string> = {
  DANG_NHAP: 'green',
  DANG_NHAP_THAT_BAI: 'orange',
  THU_HOI_PHIEN: 'red',
  XOA: 'red',
  TAO: 'blue',
  CAP_NHAT: 'geekblue',
};

function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{JSON.stringify(value, null, 2)}</pre>
  );
}

export function ActivityLogPage() {
  const { t, lang } = useI18n();
  const [params, setParams] = useSearchParams();
  const [data, setData] = useState<Paginated<ActivityEntry> | null>(null);
  const page = Number(params.get('page') ?? 1) || 1;
  const limit = Number(params.get('limit') ?? 20) || 20;
  const queryKey = params.toString();

  useEffect(() => {
    let current = true;
    const query: Record<string, string | number> = { page, limit };
    for (const name of FILTERS) {
      const value = new URLSearchParams(queryKey).get(name);
      if (value) query[name] = value;
    }
    void adminApi.get<Paginated<ActivityEntry>>(apiPaths.activityLog, { query }).then((answer) => {
      if (current) setData(answer);
    });
    return () => {
      current = false;
    };
  }, [queryKey, page, limit]);

  const update = (changes: Record<string, string | number | null | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null || value === undefined || value === '') next.delete(name);
      else next.set(name, String(value));
    }
    // A new filter starts again from the first page.
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };

  const dateFormat = lang === 'vi' ? 'D/M/YYYY HH:mm:ss' : 'M/D/YYYY h:mm:ss A';
  const columns: ColumnsType<ActivityEntry> = [
    {
      title: t('admin.activity.when'),
      dataIndex: 'createdAt',
      render: (value: string) => dayjs(value).format(dateFormat),
      width: 190,
    },
    {
      title: t('admin.activity.who'),
      dataIndex: 'nhanvien',
      render: (who: ActivityEntry['nhanvien'], entry) =>
        who ? (
          <Button
            type="link"
            size="small"
            style={{ padding: 0 }}
            onClick={() => update({ nhanvien_id: entry.nhanvien_id })}
          >
            {who.hoten} ({who.taikhoan})
          </Button>
        ) : (
          <Typography.Text type="secondary">{t('admin.activity.nobody')}</Typography.Text>
        ),
    },
    {
      title: t('admin.activity.action'),
      dataIndex: 'hanhdong',
      render: (action: string) => <Tag color={actionColors[action]}>{t(`admin.activity.actions.${action}`)}</Tag>,
    },
    {
      title: t('admin.activity.resource'),
      dataIndex: 'tainguyen',
      // The resource's name in the reader's language; a code without a name yet (a new module) shows as is.
      render: (code: string) => {
        const key = `admin.activity.resources.${code}`;
        const label = t(key);
        return label === key ? code : <span title={code}>{label}</span>;
      },
    },
    { title: t('admin.activity.ip'), dataIndex: 'ip', responsive: ['md'] },
  ];

  return (
    <Card title={t('admin.menu.activityLog')}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          style={{ minWidth: 220 }}
          placeholder={t('admin.activity.action')}
          aria-label={t('admin.activity.action')}
          value={params.get('hanhdong') ?? undefined}
          onChange={(value?: string) => update({ hanhdong: value })}
          options={activityActions.map((action) => ({ value: action, label: t(`admin.activity.actions.${action}`) }))}
        />
        <Input.Search
          allowClear
          style={{ width: 200 }}
          placeholder={t('admin.activity.resource')}
          aria-label={t('admin.activity.resource')}
          defaultValue={params.get('tainguyen') ?? ''}
          onSearch={(value) => update({ tainguyen: value.trim() })}
        />
        <DatePicker.RangePicker
          aria-label={t('admin.activity.days')}
          format={lang === 'vi' ? 'D/M/YYYY' : 'M/D/YYYY'}
          value={[
            params.get('tungay') ? dayjs(params.get('tungay')) : null,
            params.get('denngay') ? dayjs(params.get('denngay')) : null,
          ]}
          onChange={(range) =>
            update({ tungay: range?.[0]?.format(DAY) ?? null, denngay: range?.[1]?.format(DAY) ?? null })
          }
        />
        {FILTERS.some((name) => params.get(name)) && (
          <Button onClick={() => setParams(new URLSearchParams())}>{t('admin.activity.clear')}</Button>
        )}
      </Space>
      <Table<ActivityEntry>
        rowKey="_id"
        size="middle"
        columns={columns}
        dataSource={data?.docs ?? []}
        loading={data === null}
        scroll={{ x: true }}
        expandable={{
          expandedRowRender: (entry) => (
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label={t('admin.activity.record')}>{entry.banghi_id ?? '—'}</Descriptions.Item>
              <Descriptions.Item label={t('admin.activity.before')}>
                <Json value={entry.truoc} />
              </Descriptions.Item>
              <Descriptions.Item label={t('admin.activity.after')}>
                <Json value={entry.sau} />
              </Descriptions.Item>
            </Descriptions>
          ),
        }}
        pagination={{
          current: page,
          pageSize: limit,
          total: data?.totalDocs ?? 0,
          showSizeChanger: true,
          showTotal: (total, [from, to]) => t('admin.table.range', { from, to, total }),
          onChange: (nextPage, pageSize) => update({ page: nextPage, limit: pageSize }),
        }}
      />
    </Card>
  );
}
