// /admin/bao-cao/doanh-so: what the clinic billed in a period (GET /api/baocao/doanhso) — the bills issued, by kind,
// service group, service and doctor, the discounts and who approved them — beside the period before, and what is
// owed on bills and held as deposits now. The earned side of the money, as the revenue report is the cash side.
import { SALES_REPORT, type SalesReport } from '@phongkham/contracts';
import { Table, Typography } from 'antd';
import { Link } from 'react-router';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { useScreenGrants } from '../../kit/grants';
import { PrintTable } from './PrintTable';
import { ChartSection, Figure, ReportFrame, ReportPrint } from './ReportFrame';
import styles from './Reports.module.css';
import { salesColumns, salesFigures, salesSheets, salesTables, type SalesRow, type SalesTable } from './salesSheet';
import { millions, money, useReportText } from './texts';
import { useReport } from './useReport';

const api = '/api/baocao/doanhso';
const PACKAGES_PAGE = '/goi-dich-vu';

function GroupTable({ table, amount, empty }: { table: SalesTable; amount: string; empty: string }) {
  return (
    <>
      <Typography.Title level={5} className={styles.section}>
        {table.title}
      </Typography.Title>
      <Table<SalesRow>
        rowKey="_id"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: empty }}
        dataSource={table.rows}
        columns={[
          { key: 'ten', title: table.name, render: (_, row) => row.ten },
          {
            key: 'soluong',
            title: table.count,
            align: 'right',
            render: (_, row) => row.soluong.toLocaleString('vi-VN'),
          },
          {
            key: 'thanhtien',
            title: amount,
            align: 'right',
            render: (_, row) => <span className={styles.nowrap}>{money(row.thanhtien)}</span>,
          },
        ]}
      />
    </>
  );
}

export function SalesReportScreen() {
  const text = useReportText();
  const { lang } = useI18n();
  const title = text('sales.title');
  const { data, period, frame, print } = useReport<SalesReport>({
    api,
    title,
    sheets: (report) => salesSheets(report, text),
  });
  const mayReadPackages = useScreenGrants([PACKAGES_PAGE]).view;
  const tables = data ? salesTables(data, text) : [];
  const figureValue = (key: string, value: number) =>
    key === 'sohoadon' ? value.toLocaleString('vi-VN') : money(value);
  return (
    <ReportFrame page={SALES_REPORT} title={title} note={text('sales.note')} state={frame}>
      {data && (
        <>
          <div className={styles.figures}>
            {salesFigures(data).map((figure) => (
              <Figure
                key={figure.key}
                title={text(`sales.figures.${figure.key}`)}
                value={figureValue(figure.key, figure.value)}
                previous={figureValue(figure.key, figure.previous)}
              />
            ))}
          </div>
          <Typography.Paragraph type="secondary">
            {text('sales.detail', { dong: money(data.giamgia_dong), dahuy: data.dahuy })}
          </Typography.Paragraph>
          <Typography.Title level={5}>{text('sales.now')}</Typography.Title>
          <div className={styles.figures}>
            <Figure title={text('sales.figures.congno')} value={money(data.congno.conlai)} />
            <Figure title={text('sales.figures.tamung')} value={money(data.tamung.sodu)} />
          </div>
          <Typography.Paragraph type="secondary">
            {text('sales.nowDetail', { bills: data.congno.sohoadon, patients: data.tamung.sobenhnhan })}
          </Typography.Paragraph>
          {/* A package's money is received when it is sold and earned session by session: its own report says both. */}
          {mayReadPackages && (
            <Typography.Paragraph>
              <Link to={`${PACKAGES_PAGE}/doanh-thu?tungay=${data.tungay}&denngay=${data.denngay}`}>
                {text('sales.packagesLink')}
              </Link>
            </Typography.Paragraph>
          )}
          <ChartSection
            title={text('sales.chart')}
            name={text('sales.thanhtien')}
            points={tables[1]!.rows.slice(0, 12).map((row) => ({ label: row.ten, value: row.thanhtien }))}
            format={money}
            axis={millions(lang)}
          />
          {tables.map((table) => (
            <GroupTable
              key={table.key}
              table={table}
              amount={salesColumns(table, text)[2]!.title}
              empty={text('empty')}
            />
          ))}
          <ReportPrint {...print} issuer={data.phongkham} period={period}>
            <PrintTable
              titles={[text('sales.figure'), text('sales.thisPeriod'), text('sales.previousPeriod')]}
              rows={salesFigures(data).map((figure) => ({
                key: figure.key,
                cells: [
                  text(`sales.figures.${figure.key}`),
                  figureValue(figure.key, figure.value),
                  figureValue(figure.key, figure.previous),
                ],
              }))}
            />
            {tables.map((table) => (
              <div key={table.key}>
                <h3>{table.title}</h3>
                <PrintTable
                  titles={salesColumns(table, text).map((column) => column.title)}
                  rows={table.rows.map((row) => ({
                    key: row._id,
                    cells: [row.ten, row.soluong.toLocaleString('vi-VN'), money(row.thanhtien)],
                  }))}
                />
              </div>
            ))}
          </ReportPrint>
        </>
      )}
    </ReportFrame>
  );
}
