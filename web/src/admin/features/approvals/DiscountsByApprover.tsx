// Discounts by approver (GET /api/hoadon/giamgia): for a period (today unless chosen, by the day of approval), each
// approver with the number of discounts approved and their total in đồng, and the approved bills below. The period
// lives in the URL, so it can be shared and returned to.
import {
  DISCOUNT_REPORT_MAX_DAYS,
  type ApprovedDiscount,
  type ApproverTotal,
  type DiscountReport,
} from '@phongkham/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Space, Statistic, Table, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { formatDateTime } from '../../kit/columns';
import { PeriodPicker } from '../../kit/PeriodPicker';
import { fetchData } from '../../kit/query';
import styles from './Approvals.module.css';
import { money, useApprovalText } from './texts';

const reportApi = '/api/hoadon/giamgia';

export function DiscountsByApprover() {
  const text = useApprovalText();
  const { lang } = useI18n();
  const [params] = useSearchParams();
  const query = Object.fromEntries(
    ['tungay', 'denngay'].flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])),
  );
  const report = useQuery({
    queryKey: ['/api/hoadon', 'giamgia', query],
    queryFn: () => fetchData<DiscountReport>(reportApi, query),
  });
  const who = (row: ApprovedDiscount) =>
    row.benhnhan_hoten ? `${row.benhnhan_hoten} · ${row.benhnhan_ma ?? ''}` : (row.khachhang ?? text('anonymous'));
  return (
    <Space orientation="vertical" size="middle" className={styles.page}>
      <Space wrap>
        <PeriodPicker label={text('report.period')} maxDays={DISCOUNT_REPORT_MAX_DAYS} />
        <Typography.Text type="secondary">{text('report.note')}</Typography.Text>
      </Space>
      {report.isError && <Alert type="error" showIcon title={report.error.message} />}
      {report.isPending && <Card loading />}
      {report.data && (
        <>
          <Space wrap size={32}>
            <Statistic title={text('fields.soluong')} value={report.data.soluong} />
            <Statistic title={text('fields.tong')} value={money(report.data.tong)} />
          </Space>
          <Typography.Title level={5}>{text('report.approvers')}</Typography.Title>
          <Table<ApproverTotal>
            rowKey="nguoiduyet_id"
            size="small"
            pagination={false}
            locale={{ emptyText: text('report.empty') }}
            dataSource={report.data.nguoiduyet}
            columns={[
              {
                key: 'nguoiduyet',
                title: text('fields.nguoiduyet'),
                render: (_, row) => row.nguoiduyet_hoten ?? '—',
              },
              {
                key: 'soluong',
                title: text('fields.soluong'),
                align: 'right',
                render: (_, row) => row.soluong,
              },
              {
                key: 'tong',
                title: text('fields.tong'),
                align: 'right',
                render: (_, row) => <span className={styles.nowrap}>{money(row.tong)}</span>,
              },
            ]}
          />
          <Typography.Title level={5}>{text('report.bills', { count: report.data.hoadon.length })}</Typography.Title>
          <Table<ApprovedDiscount>
            rowKey="_id"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: text('report.empty') }}
            dataSource={report.data.hoadon}
            columns={[
              {
                key: 'so',
                title: text('fields.so'),
                render: (_, row) => (
                  <Link to={`/hoa-don/${row._id}`} className={styles.nowrap}>
                    {row.so}
                  </Link>
                ),
              },
              // A phone keeps the number, the amount and the approver; the bill's link has the rest.
              { key: 'benhnhan', title: text('fields.benhnhan'), responsive: ['sm'], render: (_, row) => who(row) },
              {
                key: 'giamgia',
                title: text('fields.giamgia'),
                align: 'right',
                render: (_, row) => <span className={styles.nowrap}>{money(row.giamgia_tong)}</span>,
              },
              {
                key: 'lydo',
                title: text('fields.lydo'),
                responsive: ['sm'],
                render: (_, row) => row.giamgia_lydo ?? '—',
              },
              {
                key: 'nguoidat',
                title: text('fields.nguoidat'),
                responsive: ['md'],
                render: (_, row) => row.giamgia_nguoi_hoten ?? '—',
              },
              {
                key: 'nguoiduyet',
                title: text('fields.nguoiduyet'),
                render: (_, row) => row.nguoiduyet_hoten ?? '—',
              },
              {
                key: 'duyetluc',
                title: text('fields.duyetluc'),
                responsive: ['md'],
                render: (_, row) => formatDateTime(lang, row.giamgia_duyet_luc),
              },
            ]}
          />
        </>
      )}
    </Space>
  );
}
