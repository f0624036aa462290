// The patient's money on the chart (GET /api/hoadon/benhnhan/:id/tongquan), for a reader holding view on the bills'
// page: the deposit balance with the "Tạm ứng" button, and the bills still owing (a draft's running total included),
// each with its balance and a link to it, and what they come to. Names and figures only; a reader without the bills'
// page sees nothing here, and the server refuses them too. The chart takes it as one of its panels (resources.tsx).
import { billResource, type BillRow, type PatientMoney } from '@phongkham/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Space, Statistic, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useScreenGrants } from '../../kit/grants';
import { fetchData } from '../../kit/query';
import { money, stateColors, useBillText } from './billTexts';
import { DepositButton } from './DepositDialog';
import styles from './Billing.module.css';

const billApi = billResource.api;

function OpenBills({ bills }: { bills: BillRow[] }) {
  const text = useBillText();
  if (bills.length === 0) return <Typography.Text type="secondary">{text('money.noneDue')}</Typography.Text>;
  return (
    <Table<BillRow>
      size="small"
      rowKey="_id"
      pagination={false}
      dataSource={bills}
      columns={[
        {
          key: 'so',
          title: text('fields.so'),
          render: (_, row) => (
            <Link className={styles.nowrap} to={`/hoa-don/${row._id}`}>
              {row.so}
            </Link>
          ),
        },
        {
          key: 'trangthai',
          title: text('fields.trangthai'),
          render: (_, row) => <Tag color={stateColors[row.trangthai]}>{text(`states.${row.trangthai}`)}</Tag>,
          responsive: ['sm'],
        },
        {
          key: 'phaitra',
          title: text('fields.phaitra'),
          align: 'right',
          render: (_, row) => <span className={styles.nowrap}>{money(row.phaitra)}</span>,
          responsive: ['md'],
        },
        {
          key: 'conlai',
          title: text('fields.conlai'),
          align: 'right',
          render: (_, row) => <strong className={styles.nowrap}>{money(row.conlai)}</strong>,
        },
      ]}
    />
  );
}

export function PatientMoneyPanel({ patientId }: { patientId: string }) {
  const text = useBillText();
  const grants = useScreenGrants(billResource.urls);
  const summary = useQuery({
    queryKey: [billApi, 'benhnhan', patientId],
    queryFn: () => fetchData<PatientMoney>(`${billApi}/benhnhan/${patientId}/tongquan`, undefined, true),
    enabled: grants.view,
  });
  if (!grants.view) return null;
  const data = summary.data;
  return (
    <Card
      size="small"
      title={text('money.title')}
      loading={summary.isPending}
      className={styles.moneyPanel}
      extra={<Link to={`/hoa-don?benhnhan_id=${patientId}`}>{text('money.allBills')}</Link>}
    >
      {summary.isError && <Typography.Text type="danger">{summary.error.message}</Typography.Text>}
      {data && (
        <Space orientation="vertical" size="middle" className={styles.page}>
          <div className={styles.moneyFigures}>
            <Statistic title={text('money.deposit')} value={money(data.sodu_tamung)} />
            <Statistic
              title={text('money.due')}
              value={money(data.conlai)}
              styles={{ content: data.conlai > 0 ? { color: '#cf1322' } : undefined }}
            />
            <DepositButton patientId={patientId} />
          </div>
          <section>
            <Typography.Title level={5}>{text('money.openBills')}</Typography.Title>
            <OpenBills bills={data.hoadon} />
          </section>
        </Space>
      )}
    </Card>
  );
}
