// /admin/bao-cao/doanh-thu: the money the clinic took in and paid back in a period (GET /api/baocao/doanhthu), each
// total with the previous period's beside it; net by method, a chart of net revenue by day, then the days' table and
// the cashiers'. Exported to Excel under EXPORT (one row per day and the total), printed under PRINT.
import { REVENUE_REPORT, type RevenueCashier, type RevenueReport } from '@phongkham/contracts';
import { Table, Typography } from 'antd';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { calendarDay } from '../../kit/columns';
import { workbookSheet } from '../../kit/export';
import kitStyles from '../../kit/kit.module.css';
import { PrintTable } from './PrintTable';
import { ChartSection, Figure, ReportFrame, ReportPrint } from './ReportFrame';
import styles from './Reports.module.css';
import { methodRows, revenueColumns, revenueRows, type RevenueRow } from './revenueSheet';
import { millions, money, useReportText } from './texts';
import { useReport } from './useReport';

const api = '/api/baocao/doanhthu';

export function RevenueReportScreen() {
  const text = useReportText();
  const { lang } = useI18n();
  const title = text('revenue.title');
  const columns = revenueColumns(text);
  const { data, period, frame, print } = useReport<RevenueReport>({
    api,
    title,
    sheets: (report) => [workbookSheet({ title, columns, rows: revenueRows(report, text) })],
  });
  return (
    <ReportFrame page={REVENUE_REPORT} title={title} note={text('revenue.note')} state={frame}>
      {data && (
        <>
          <div className={styles.figures}>
            <Figure
              title={text('revenue.thucthu')}
              value={money(data.thucthu)}
              previous={money(data.kytruoc.thucthu)}
            />
            <Figure
              title={text('revenue.tongthu')}
              value={money(data.tongthu)}
              previous={money(data.kytruoc.tongthu)}
            />
            <Figure
              title={text('revenue.tonghoan')}
              value={money(data.tonghoan)}
              previous={money(data.kytruoc.tonghoan)}
            />
          </div>
          <Typography.Title level={5}>{text('revenue.byMethod')}</Typography.Title>
          <div className={styles.figures}>
            {methodRows(data, text).map((row) => (
              <Figure key={row._id} title={row.phuongthuc} value={money(row.thucthu)} />
            ))}
          </div>
          {(data.tamung.thu > 0 || data.tamung.hoan > 0) && (
            <Typography.Paragraph type="secondary">
              {text('revenue.deposits', { thu: money(data.tamung.thu), hoan: money(data.tamung.hoan) })}
            </Typography.Paragraph>
          )}
          <ChartSection
            title={text('revenue.chart')}
            name={text('revenue.thucthu')}
            points={data.theongay.map((day) => ({ label: calendarDay(day.ngay).slice(0, 5), value: day.thucthu }))}
            format={money}
            axis={millions(lang)}
          />
          <Typography.Title level={5}>{text('revenue.byDay')}</Typography.Title>
          <Table<RevenueRow>
            rowKey="_id"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={revenueRows(data, text)}
            rowClassName={(row) => (row._id === 'total' ? 'ant-table-row-selected' : '')}
            columns={columns.map((column) => ({
              key: column.key,
              title: column.title,
              align: column.key === 'ngay' ? 'left' : 'right',
              // A phone keeps the day and the net; the received and refunded columns come from a tablet up.
              responsive: column.key === 'tongthu' || column.key === 'tonghoan' ? ['sm'] : undefined,
              render: (_, row) => (
                <span className={styles.nowrap}>
                  {column.key === 'ngay' ? row.ngay : money(Number(column.value(row)))}
                </span>
              ),
            }))}
          />
          <Typography.Title level={5} className={styles.section}>
            {text('revenue.byCashier')}
          </Typography.Title>
          <Table<RevenueCashier>
            rowKey={(row) => row.nhanvien_id ?? ''}
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: text('empty') }}
            dataSource={data.theonhanvien}
            columns={[
              { key: 'nhanvien', title: text('revenue.cashier'), render: (_, row) => row.nhanvien_hoten ?? '—' },
              {
                key: 'tongthu',
                title: text('revenue.tongthu'),
                align: 'right',
                responsive: ['sm'],
                render: (_, row) => <span className={styles.nowrap}>{money(row.tongthu)}</span>,
              },
              {
                key: 'tonghoan',
                title: text('revenue.tonghoan'),
                align: 'right',
                responsive: ['sm'],
                render: (_, row) => <span className={styles.nowrap}>{money(row.tonghoan)}</span>,
              },
              {
                key: 'thucthu',
                title: text('revenue.thucthu'),
                align: 'right',
                render: (_, row) => <span className={styles.nowrap}>{money(row.thucthu)}</span>,
              },
            ]}
          />
          <ReportPrint {...print} issuer={data.phongkham} period={period}>
            <table className={kitStyles.printTable}>
              <tbody>
                {(['thucthu', 'tongthu', 'tonghoan'] as const).map((key) => (
                  <tr key={key}>
                    <th>{text(`revenue.${key}`)}</th>
                    <td>{money(data[key])}</td>
                    <td>{text('previous', { value: money(data.kytruoc[key]) })}</td>
                  </tr>
                ))}
                {methodRows(data, text).map((row) => (
                  <tr key={row._id}>
                    <th>{row.phuongthuc}</th>
                    <td colSpan={2}>{money(row.thucthu)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <h3>{text('revenue.byDay')}</h3>
            <PrintTable
              titles={columns.map((column) => column.title)}
              rows={revenueRows(data, text).map((row) => ({
                key: row._id,
                cells: [row.ngay, money(row.tongthu), money(row.tonghoan), money(row.thucthu)],
              }))}
            />
          </ReportPrint>
        </>
      )}
    </ReportFrame>
  );
}
