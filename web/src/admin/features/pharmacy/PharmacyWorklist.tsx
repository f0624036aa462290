// The pharmacist's worklist (/admin/nha-thuoc): the day's signed prescriptions still to hand out (or partly handed
// out), oldest signature first, each opening the dispensing page; the day and a "dispensed" view are in the address,
// so a reload keeps them. Only the patient's identity shows: the pharmacist reads no clinical text.
import { clinicDay, type PharmacyRow } from '@phongkham/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Input, Segmented, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { Link, useSearchParams } from 'react-router';
import { formatDay } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { formatDateTime } from '../../kit/columns';
import { DayPicker } from '../../kit/DayPickers';
import { fetchData } from '../../kit/query';
import styles from './Pharmacy.module.css';
import { usePharmacyText } from './texts';

export const worklistApi = '/api/nhathuoc';

/** The colour of a prescription's state at the pharmacy. */
export const pharmacyStateColors: Record<string, string> = {
  DA_KY: 'blue',
  PHAT_MOT_PHAN: 'orange',
  DA_PHAT: 'green',
  HUY: 'red',
};

export function PharmacyWorklist() {
  const text = usePharmacyText();
  const { t, lang } = useI18n();
  const [params, setParams] = useSearchParams();
  const ngay = params.get('ngay') ?? clinicDay();
  const done = params.get('trangthai') === 'DA_PHAT';
  const q = params.get('q') ?? '';
  const query = { ngay, ...(done ? { trangthai: 'DA_PHAT' } : {}), ...(q ? { q } : {}) };
  const list = useQuery({
    queryKey: [worklistApi, query],
    queryFn: () => fetchData<PharmacyRow[]>(worklistApi, query),
  });
  const set = (name: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  const state = (row: PharmacyRow) => t(`admin.resources.prescriptions.states.${row.trangthai}`);
  return (
    <Space orientation="vertical" size="middle" className={styles.page}>
      <Space wrap>
        <DayPicker
          aria-label={text('day')}
          allowClear={false}
          value={dayjs(ngay)}
          onChange={(day) => set('ngay', day && !Array.isArray(day) ? day.format('YYYY-MM-DD') : null)}
        />
        <Segmented
          value={done ? 'done' : 'todo'}
          onChange={(value) => set('trangthai', value === 'done' ? 'DA_PHAT' : null)}
          options={[
            { value: 'todo', label: text('toDispense') },
            { value: 'done', label: text('dispensed') },
          ]}
        />
        <Input.Search
          aria-label={text('search')}
          placeholder={text('search')}
          allowClear
          defaultValue={q}
          onSearch={(value) => set('q', value.trim() || null)}
          style={{ width: 260 }}
        />
      </Space>
      {list.isError && <Alert type="error" showIcon title={list.error.message} />}
      {list.isPending && <Card loading />}
      {list.data && !list.data.length && (
        <Card>
          <Empty description={text(done ? 'emptyDone' : 'empty', { day: formatDay(lang, ngay) })} />
        </Card>
      )}
      {list.data && list.data.length > 0 && (
        <Table<PharmacyRow>
          rowKey="_id"
          size="middle"
          pagination={false}
          dataSource={list.data}
          columns={[
            {
              key: 'madonthuoc',
              title: text('fields.madonthuoc'),
              render: (_, row) => (
                <Link to={row._id} className={styles.nowrap} aria-label={text('open', { code: row.madonthuoc })}>
                  {row.madonthuoc}
                </Link>
              ),
            },
            {
              key: 'benhnhan',
              title: text('fields.benhnhan'),
              render: (_, row) => (
                <>
                  {row.benhnhan_hoten} · <span className={styles.nowrap}>{row.benhnhan_ma}</span>
                </>
              ),
            },
            {
              key: 'bacsi',
              title: text('fields.bacsi'),
              responsive: ['md'],
              render: (_, row) => row.bacsi_hoten ?? '—',
            },
            {
              key: 'kyluc',
              title: text('fields.kyluc'),
              responsive: ['lg'],
              render: (_, row) => (row.kyluc ? formatDateTime(lang, row.kyluc) : '—'),
            },
            {
              key: 'trangthai',
              title: text('fields.trangthai'),
              render: (_, row) => (
                <Space size={4} wrap>
                  <Tag color={pharmacyStateColors[row.trangthai]}>{state(row)}</Tag>
                  {row.soconlai > 0 && row.trangthai === 'PHAT_MOT_PHAN' && (
                    <span className={styles.muted}>{text('linesLeft', { n: row.soconlai })}</span>
                  )}
                </Space>
              ),
            },
          ]}
        />
      )}
    </Space>
  );
}
