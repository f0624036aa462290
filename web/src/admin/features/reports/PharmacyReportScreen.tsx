// /admin/bao-cao/kho-thuoc: the stores' stock at cost at the end of a period (now, when it runs to today), what moved
// in it by kind of stock document, the stock near its expiry or past it, and the items nobody issued
// (GET /api/baocao/khothuoc). The figures stand beside the previous period's; a chart of the stock's value per store,
// then the tables. A store's name narrows the report to it (?kho_id=). Exported to Excel under EXPORT (a sheet per
// table), printed under PRINT.
import { clinicDay, PHARMACY_REPORT, type PharmacyReport } from '@phongkham/contracts';
import { Button, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { calendarDay, type KitColumn } from '../../kit/columns';
import { workbookSheet } from '../../kit/export';
import kitStyles from '../../kit/kit.module.css';
import {
  batchColumns,
  batchRows,
  headlineMovements,
  movementColumns,
  movementRows,
  pharmacySheets,
  slowColumns,
  slowRows,
  storeColumns,
  storeRows,
  type StoreRow,
} from './pharmacySheet';
import { PrintTable } from './PrintTable';
import { ChartSection, Figure, ReportFrame, ReportPrint } from './ReportFrame';
import styles from './Reports.module.css';
import { millions, money, useReportText } from './texts';
import { useReport } from './useReport';

const api = '/api/baocao/khothuoc';

/** A kit column as an antd one: amounts as money, counts grouped, right-aligned; `phone` columns always shown. */
function tableColumns<T>(columns: KitColumn<T>[], phone: readonly string[]): ColumnsType<T> {
  return columns.map((column) => ({
    key: column.key,
    title: column.title,
    align: column.numFmt ? 'right' : 'left',
    responsive: phone.includes(column.key) ? undefined : ['sm'],
    render: (_, row) => {
      const value = column.value(row);
      if (typeof value !== 'number') return String(value ?? '');
      return (
        <span className={styles.nowrap}>
          {column.key.startsWith('giatri') || column.key.startsWith('rong')
            ? money(value)
            : value.toLocaleString('vi-VN')}
        </span>
      );
    },
  }));
}

/** The cells of a printed row: amounts as money, counts grouped. */
const printCells = <T,>(columns: KitColumn<T>[], row: T) =>
  columns.map((column) => {
    const value = column.value(row);
    if (typeof value !== 'number') return String(value ?? '');
    return column.key.startsWith('giatri') || column.key.startsWith('rong')
      ? money(value)
      : value.toLocaleString('vi-VN');
  });

export function PharmacyReportScreen() {
  const text = useReportText();
  const { t, lang } = useI18n();
  const title = text('pharmacy.title');
  const { data, query, period, frame, print, setFilter } = useReport<PharmacyReport>({
    api,
    filters: ['kho_id'],
    title,
    sheets: (report) => pharmacySheets(report, text, t).map((sheet) => workbookSheet<unknown>(sheet as never)),
  });
  const chooseStore = (kho_id?: string) => setFilter('kho_id', kho_id);
  const moved = data && headlineMovements(data.theoloai);
  const movedBefore = data && headlineMovements(data.kytruoc.theoloai);
  const figures =
    data && moved && movedBefore
      ? [
          { key: 'giatri_ton', value: money(data.giatri_ton), previous: money(data.kytruoc.giatri_ton) },
          { key: 'nhap', value: money(moved.nhap), previous: money(movedBefore.nhap) },
          { key: 'xuat', value: money(moved.xuat), previous: money(movedBefore.xuat) },
          {
            key: 'giatri_ganhethan',
            value: money(data.giatri_ganhethan),
            previous: money(data.kytruoc.giatri_ganhethan),
          },
          { key: 'giatri_hethan', value: money(data.giatri_hethan), previous: money(data.kytruoc.giatri_hethan) },
          { key: 'chamluanchuyen', value: money(data.chamluanchuyen.thanhtien), previous: undefined },
        ]
      : [];
  // The server reads the stock now when the period runs to today, else at the end of its last day.
  const stockDay = data
    ? text(data.ngay_ton < clinicDay() ? 'pharmacy.stockAtEnd' : 'pharmacy.stockNow', {
        day: calendarDay(data.ngay_ton),
      })
    : '';
  const store = query.kho_id;
  const lists = data && [
    {
      key: 'nearExpiry',
      title: text('pharmacy.nearExpiryOf', { days: data.songay_ganhethan }),
      list: data.ganhethan,
      columns: batchColumns(text),
      rows: batchRows(data.ganhethan.dong),
    },
    {
      key: 'expired',
      title: text('pharmacy.expired'),
      list: data.hethan,
      columns: batchColumns(text),
      rows: batchRows(data.hethan.dong),
    },
  ];
  const slowTitle = data ? text('pharmacy.slowMoversSince', { day: calendarDay(data.chamluanchuyen_tungay) }) : '';
  return (
    <ReportFrame page={PHARMACY_REPORT} title={title} note={text('pharmacy.note')} state={frame}>
      {data && moved && lists && (
        <>
          <Typography.Paragraph>
            {stockDay}
            {store && (
              <>
                {' · '}
                {text('pharmacy.oneStore', { store: data.theokho[0]?.kho_ten ?? '' })}{' '}
                <Button type="link" size="small" onClick={() => chooseStore()}>
                  {text('pharmacy.allStores')}
                </Button>
              </>
            )}
          </Typography.Paragraph>
          <div className={styles.figures}>
            {figures.map((figure) => (
              <Figure
                key={figure.key}
                title={text(`pharmacy.figures.${figure.key}`)}
                value={figure.value}
                previous={figure.previous}
              />
            ))}
          </div>
          <ChartSection
            title={text('pharmacy.chart')}
            name={text('pharmacy.giatri_ton')}
            points={data.theokho.map((row) => ({ label: row.kho_ten, value: row.giatri_ton }))}
            format={money}
            axis={millions(lang)}
          />
          <Typography.Title level={5}>{text('pharmacy.byStore')}</Typography.Title>
          <Table<StoreRow>
            rowKey="_id"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={storeRows(data, text)}
            rowClassName={(row) => (row._id === 'total' ? 'ant-table-row-selected' : '')}
            columns={tableColumns(storeColumns(text), ['kho_ten', 'giatri_ton']).map((column) =>
              column.key === 'kho_ten'
                ? {
                    ...column,
                    // A store's name narrows the report to it.
                    render: (_: unknown, row: StoreRow) =>
                      row._id === 'total' || store ? (
                        row.kho_ten
                      ) : (
                        <Typography.Link onClick={() => chooseStore(row._id)}>{row.kho_ten}</Typography.Link>
                      ),
                  }
                : column,
            )}
          />
          <Typography.Title level={5} className={styles.section}>
            {text('pharmacy.byKind')}
          </Typography.Title>
          <Table
            rowKey="_id"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: text('empty') }}
            dataSource={movementRows(data, t)}
            columns={tableColumns(movementColumns(text), ['ten', 'giatri_vao', 'giatri_ra'])}
          />
          {lists.map((section) => (
            <div key={section.key}>
              <Typography.Title level={5} className={styles.section}>
                {section.title}
              </Typography.Title>
              <Typography.Paragraph type="secondary">
                {text('pharmacy.listTotal', { so: section.list.so, giatri: money(section.list.thanhtien) })}
              </Typography.Paragraph>
              <Table
                rowKey="_id"
                size="small"
                pagination={false}
                scroll={{ x: 'max-content' }}
                locale={{ emptyText: text('empty') }}
                dataSource={section.rows}
                columns={tableColumns(section.columns, ['ten', 'handung', 'giatri'])}
              />
            </div>
          ))}
          <Typography.Title level={5} className={styles.section}>
            {slowTitle}
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            {text('pharmacy.listTotal', { so: data.chamluanchuyen.so, giatri: money(data.chamluanchuyen.thanhtien) })}
          </Typography.Paragraph>
          <Table
            rowKey="_id"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: text('empty') }}
            dataSource={slowRows(data.chamluanchuyen.dong)}
            columns={tableColumns(slowColumns(text), ['ten', 'giatri'])}
          />
          <ReportPrint {...print} issuer={data.phongkham} period={`${period}. ${stockDay}`}>
            <table className={kitStyles.printTable}>
              <tbody>
                {figures.map((figure) => (
                  <tr key={figure.key}>
                    <th>{text(`pharmacy.figures.${figure.key}`)}</th>
                    <td>{figure.value}</td>
                    <td>{figure.previous === undefined ? '' : text('previous', { value: figure.previous })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {pharmacySheets(data, text, t).map((sheet) => {
              const columns = sheet.columns as KitColumn<unknown>[];
              return (
                <section key={sheet.title}>
                  <h3>{sheet.title}</h3>
                  <PrintTable
                    titles={columns.map((column) => column.title)}
                    rows={(sheet.rows as readonly { _id: string }[]).map((row) => ({
                      key: row._id,
                      cells: printCells(columns, row),
                    }))}
                  />
                </section>
              );
            })}
          </ReportPrint>
        </>
      )}
    </ReportFrame>
  );
}
