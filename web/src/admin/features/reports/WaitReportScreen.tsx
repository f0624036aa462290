// /admin/bao-cao/thoi-gian-cho: how long patients waited in a period (GET /api/baocao/cho), from the queue's own
// timestamps: the median and 90th percentile from check-in to the call and the median consultation, each beside the
// previous period's; a chart of the median wait by hour of check-in, then the hours' and the doctors' tables.
// Exported to Excel under EXPORT (one row per hour), printed under PRINT.
import { WAIT_REPORT, type WaitDoctor, type WaitReport } from '@phongkham/contracts';
import { Table, Typography } from 'antd';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { workbookSheet } from '../../kit/export';
import kitStyles from '../../kit/kit.module.css';
import { PrintTable } from './PrintTable';
import { ChartSection, Figure, ReportFrame, ReportPrint } from './ReportFrame';
import styles from './Reports.module.css';
import { useReportText } from './texts';
import { useReport } from './useReport';
import { minutesText, waitHourColumns, waitHourRows, type WaitHourRow } from './waitSheet';

const api = '/api/baocao/cho';

export function WaitReportScreen() {
  const text = useReportText();
  const { lang } = useI18n();
  const title = text('waits.title');
  const columns = waitHourColumns(text);
  const { data, period, frame, print } = useReport<WaitReport>({
    api,
    filters: ['bacsi_id'],
    title,
    sheets: (report) => [workbookSheet({ title, columns, rows: waitHourRows(report, text) })],
  });
  const minutes = (value: number | null | undefined) => minutesText(value, text, lang);
  const figures = data && [
    { key: 'trungvi', value: minutes(data.trungvi_phut), previous: minutes(data.kytruoc.trungvi_phut) },
    { key: 'p90', value: minutes(data.p90_phut), previous: minutes(data.kytruoc.p90_phut) },
    { key: 'soluot', value: String(data.soluot), previous: String(data.kytruoc.soluot) },
    { key: 'khamTrungvi', value: minutes(data.kham_trungvi_phut), previous: undefined },
  ];
  return (
    <ReportFrame page={WAIT_REPORT} title={title} note={text('waits.note')} state={frame}>
      {data && figures && (
        <>
          <div className={styles.figures}>
            {figures.map((figure) => (
              <Figure
                key={figure.key}
                title={text(`waits.${figure.key}`)}
                value={figure.value}
                previous={figure.previous}
              />
            ))}
          </div>
          <ChartSection
            title={text('waits.chart')}
            name={text('waits.trungvi')}
            points={data.theogio.map((hour) => ({
              label: text('waits.hour', { hour: hour.gio }),
              value: hour.trungvi_phut ?? 0,
            }))}
            format={(value) => minutes(value)}
            axis={(value) => String(value)}
          />
          <Typography.Title level={5}>{text('waits.byHour')}</Typography.Title>
          <Table<WaitHourRow>
            rowKey="_id"
            size="small"
            pagination={false}
            locale={{ emptyText: text('empty') }}
            dataSource={waitHourRows(data, text)}
            columns={[
              { key: 'gio', title: text('waits.gio'), render: (_, row) => row.gio },
              { key: 'soluot', title: text('waits.soluot'), align: 'right', render: (_, row) => row.soluot },
              {
                key: 'trungvi',
                title: text('waits.trungvi'),
                align: 'right',
                render: (_, row) => <span className={styles.nowrap}>{minutes(row.trungvi_phut)}</span>,
              },
            ]}
          />
          <Typography.Title level={5} className={styles.section}>
            {text('waits.byDoctor')}
          </Typography.Title>
          <Table<WaitDoctor>
            rowKey={(row) => row.bacsi_id ?? ''}
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: text('empty') }}
            dataSource={data.theobacsi}
            columns={[
              {
                key: 'bacsi',
                title: text('waits.doctor'),
                render: (_, row) => row.bacsi_hoten ?? text('waits.noDoctor'),
              },
              {
                key: 'soluot',
                title: text('waits.soluot'),
                align: 'right',
                responsive: ['sm'],
                render: (_, row) => row.soluot,
              },
              {
                key: 'trungvi',
                title: text('waits.trungvi'),
                align: 'right',
                render: (_, row) => <span className={styles.nowrap}>{minutes(row.trungvi_phut)}</span>,
              },
              {
                key: 'kham',
                title: text('waits.khamTrungvi'),
                align: 'right',
                // A phone keeps the doctor and the wait; the consultation comes from a tablet up.
                responsive: ['sm'],
                render: (_, row) => <span className={styles.nowrap}>{minutes(row.kham_trungvi_phut)}</span>,
              },
            ]}
          />
          <ReportPrint {...print} issuer={data.phongkham} period={period}>
            <table className={kitStyles.printTable}>
              <tbody>
                {figures.map((figure) => (
                  <tr key={figure.key}>
                    <th>{text(`waits.${figure.key}`)}</th>
                    <td>{figure.value}</td>
                    <td>{figure.previous === undefined ? '' : text('previous', { value: figure.previous })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <h3>{text('waits.byHour')}</h3>
            <PrintTable
              titles={columns.map((column) => column.title)}
              rows={waitHourRows(data, text).map((row) => ({
                key: row._id,
                cells: [row.gio, row.soluot, minutes(row.trungvi_phut)],
              }))}
            />
            <h3>{text('waits.byDoctor')}</h3>
            <PrintTable
              titles={[text('waits.doctor'), text('waits.soluot'), text('waits.trungvi'), text('waits.khamTrungvi')]}
              rows={data.theobacsi.map((row) => ({
                key: row.bacsi_id ?? '',
                cells: [
                  row.bacsi_hoten ?? text('waits.noDoctor'),
                  row.soluot,
                  minutes(row.trungvi_phut),
                  minutes(row.kham_trungvi_phut),
                ],
              }))}
            />
          </ReportPrint>
        </>
      )}
    </ReportFrame>
  );
}
