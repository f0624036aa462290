// The packages' money for a period (/admin/goi-dich-vu/doanh-thu, GET /api/goidichvu/doanhthu): what was received for
// packages sold, kept apart from the revenue their sessions earned as they were used, the refunds of unused sessions,
// and the value packages left when they expired unused; in all and per package. The period lives in the address.
import {
  PACKAGE_REPORT_MAX_DAYS,
  servicePackageResource,
  type PackageRevenue as Revenue,
  type PackageRevenueRow,
} from '@phongkham/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Space, Statistic, Table, Typography, type Breakpoint } from 'antd';
import { useSearchParams } from 'react-router';
import { formatPrice } from '../../../shared/format';
import { PeriodPicker } from '../../kit/PeriodPicker';
import { fetchData } from '../../kit/query';
import { useResourceTexts } from '../../kit/texts';
import styles from './Packages.module.css';

const reportApi = `${servicePackageResource.api}/doanhthu`;

type Figure = 'dathu' | 'doanhthu' | 'dahoan' | 'hethan';
/** Each amount's count: packages sold, sessions used, packages refunded, packages expired. */
const counts: Record<Figure, 'soban' | 'soluot' | 'sohoan' | 'sohethan'> = {
  dathu: 'soban',
  doanhthu: 'soluot',
  dahoan: 'sohoan',
  hethan: 'sohethan',
};
const figures = Object.keys(counts) as Figure[];

export function PackageRevenue() {
  const { text } = useResourceTexts(servicePackageResource);
  const [params] = useSearchParams();
  const query = Object.fromEntries(
    ['tungay', 'denngay'].flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])),
  );
  const report = useQuery({
    queryKey: [servicePackageResource.api, 'doanhthu', query],
    queryFn: () => fetchData<Revenue>(reportApi, query),
  });
  const amount = (value: number) => <span className={styles.nowrap}>{formatPrice(value)}</span>;
  return (
    <Space orientation="vertical" size="middle" className={styles.page}>
      <Card title={text('revenue.title')}>
        <Space orientation="vertical" size="middle" className={styles.page}>
          <Space wrap>
            <PeriodPicker label={text('revenue.period')} maxDays={PACKAGE_REPORT_MAX_DAYS} />
            <Typography.Text type="secondary">{text('revenue.note')}</Typography.Text>
          </Space>
          {report.isError && <Alert type="error" showIcon title={report.error.message} />}
          {report.isPending && <Card loading />}
          {report.data && (
            <div className={styles.figures}>
              {figures.map((figure) => (
                <Statistic
                  key={figure}
                  title={text(`revenue.${figure}`)}
                  value={formatPrice(report.data[figure])}
                  suffix={
                    <Typography.Text type="secondary" className={styles.count}>
                      {text(`revenue.counts.${figure}`, { count: report.data[counts[figure]] })}
                    </Typography.Text>
                  }
                />
              ))}
            </div>
          )}
        </Space>
      </Card>
      {report.data && (
        <Table<PackageRevenueRow>
          rowKey="goidichvu_id"
          size="small"
          pagination={false}
          scroll={{ x: true }}
          locale={{ emptyText: text('revenue.empty') }}
          dataSource={report.data.theogoi}
          columns={[
            { key: 'ten', title: text('fields.ten'), render: (_, row) => row.ten },
            ...figures.map((figure) => ({
              key: figure,
              title: text(`revenue.${figure}`),
              align: 'right' as const,
              responsive: figure === 'hethan' || figure === 'dahoan' ? (['md'] as Breakpoint[]) : undefined,
              render: (_: unknown, row: PackageRevenueRow) => amount(row[figure]),
            })),
          ]}
        />
      )}
    </Space>
  );
}
