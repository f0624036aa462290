// /admin/bao-cao/luot-kham: patients and flow over a period (GET /api/baocao/luotkham): visits, new and returning
// patients, walk-ins, appointments and no-shows, each beside the previous period's; a chart of visits by day; the
// funnel from the site's requests to paid visits; the appointments by channel; the days', doctors' and rooms' tables.
// A doctor's name narrows the report to them (bacsi_id in the address). Excel under EXPORT (a tab per table), print
// under PRINT.
import { VISIT_REPORT, type VisitDoctor, type VisitReport, type VisitRoom } from '@phongkham/contracts';
import { Table, Typography } from 'antd';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { calendarDay } from '../../kit/columns';
import kitStyles from '../../kit/kit.module.css';
import { PrintTable } from './PrintTable';
import { ChartSection, Figure, ReportFrame, ReportPrint } from './ReportFrame';
import styles from './Reports.module.css';
import { useReportText } from './texts';
import { useReport } from './useReport';
import {
  channelRows,
  funnelRows,
  outcomes,
  outcomeTitle,
  visitDayColumns,
  visitDayRows,
  visitSheets,
  type ChannelRow,
  type FunnelRow,
  type VisitDayRow,
} from './visitSheet';

const api = '/api/baocao/luotkham';

export function VisitReportScreen() {
  const text = useReportText();
  const { lang } = useI18n();
  const title = text('visits.title');
  const columns = visitDayColumns(text);
  const { data, query, period, frame, print, setFilter } = useReport<VisitReport>({
    api,
    filters: ['bacsi_id'],
    title,
    sheets: (report) => visitSheets(report, text),
  });
  const count = (value: number | null) =>
    value === null ? text('visits.none') : value.toLocaleString(lang === 'vi' ? 'vi-VN' : 'en-US');
  const narrow = (bacsi_id: string | null) => setFilter('bacsi_id', bacsi_id ?? undefined);
  const figures = data && [
    { key: 'soluot', value: data.soluot, previous: data.kytruoc.soluot },
    { key: 'moi', value: data.benhnhan.moi, previous: data.kytruoc.benhnhan.moi },
    { key: 'taikham', value: data.benhnhan.taikham, previous: data.kytruoc.benhnhan.taikham },
    { key: 'vanglai', value: data.vanglai, previous: data.kytruoc.vanglai },
    { key: 'lichhen', value: data.lichhen.tong, previous: data.kytruoc.lichhen.tong },
    { key: 'khongden', value: data.lichhen.khongden, previous: data.kytruoc.lichhen.khongden },
    { key: 'dahuy', value: data.dahuy, previous: data.kytruoc.dahuy },
    { key: 'dathanhtoan', value: data.pheu.dathanhtoan, previous: data.kytruoc.pheu.dathanhtoan },
  ];
  const funnel = data && funnelRows(data, text);
  const channels = data ? channelRows(data, text) : [];
  const outcomeName = (key: (typeof outcomes)[number]) => outcomeTitle(text, key);
  return (
    <ReportFrame page={VISIT_REPORT} title={title} note={text('visits.note')} state={frame}>
      {data && figures && funnel && (
        <>
          {query.bacsi_id && (
            <Typography.Paragraph>
              <Typography.Link onClick={() => narrow(null)}>{text('visits.allDoctors')}</Typography.Link>
            </Typography.Paragraph>
          )}
          <div className={styles.figures}>
            {figures.map((figure) => (
              <Figure
                key={figure.key}
                title={text(`visits.${figure.key}`)}
                value={count(figure.value)}
                previous={count(figure.previous)}
              />
            ))}
          </div>
          <ChartSection
            title={text('visits.chart')}
            name={text('visits.soluot')}
            points={data.theongay.map((day) => ({ label: calendarDay(day.ngay).slice(0, 5), value: day.soluot }))}
            format={(value) => count(value)}
          />
          <Typography.Title level={5}>{text('visits.funnel')}</Typography.Title>
          <Table<FunnelRow>
            rowKey="_id"
            size="small"
            pagination={false}
            dataSource={funnel}
            columns={[
              { key: 'step', title: text('visits.step'), render: (_, row) => row.label },
              {
                key: 'count',
                title: text('visits.count'),
                align: 'right',
                render: (_, row) =>
                  row.value === null ? (
                    <Typography.Text type="secondary">{text('visits.notByDoctor')}</Typography.Text>
                  ) : (
                    count(row.value)
                  ),
              },
              {
                key: 'previous',
                title: text('visits.previousColumn'),
                align: 'right',
                responsive: ['sm'],
                render: (_, row) => count(row.previous),
              },
            ]}
          />
          <Typography.Title level={5} className={styles.section}>
            {text('visits.bookings')}
          </Typography.Title>
          <Table<ChannelRow>
            rowKey="_id"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={channels}
            rowClassName={(row) => (row._id === 'total' ? 'ant-table-row-selected' : '')}
            columns={[
              { key: 'kenh', title: text('visits.channel'), render: (_, row) => row.label },
              ...outcomes.map((key) => ({
                key,
                title: outcomeName(key),
                align: 'right' as const,
                // A phone keeps the channel, the appointments and the no-shows.
                responsive: key === 'tong' || key === 'khongden' ? undefined : (['sm'] as ['sm']),
                render: (_: unknown, row: ChannelRow) => count(row[key]),
              })),
            ]}
          />
          <Typography.Title level={5} className={styles.section}>
            {text('visits.byDay')}
          </Typography.Title>
          <Table<VisitDayRow>
            rowKey="_id"
            size="small"
            pagination={false}
            dataSource={visitDayRows(data, text)}
            rowClassName={(row) => (row._id === 'total' ? 'ant-table-row-selected' : '')}
            columns={columns.map((column) => ({
              key: column.key,
              title: column.title,
              align: column.key === 'ngay' ? 'left' : 'right',
              render: (_, row) => (column.key === 'ngay' ? row.ngay : count(Number(column.value(row)))),
            }))}
          />
          <Typography.Title level={5} className={styles.section}>
            {text('visits.byDoctor')}
          </Typography.Title>
          <Table<VisitDoctor>
            rowKey={(row) => row.bacsi_id ?? ''}
            size="small"
            pagination={false}
            locale={{ emptyText: text('empty') }}
            dataSource={data.theobacsi}
            columns={[
              {
                key: 'bacsi',
                title: text('visits.doctor'),
                render: (_, row) =>
                  row.bacsi_id && !query.bacsi_id ? (
                    <Typography.Link title={text('visits.onlyDoctor')} onClick={() => narrow(row.bacsi_id)}>
                      {row.bacsi_hoten ?? text('visits.none')}
                    </Typography.Link>
                  ) : (
                    (row.bacsi_hoten ?? text('visits.noDoctor'))
                  ),
              },
              { key: 'soluot', title: text('visits.soluot'), align: 'right', render: (_, row) => count(row.soluot) },
              {
                key: 'daxong',
                title: text('visits.daxong'),
                align: 'right',
                responsive: ['sm'],
                render: (_, row) => count(row.daxong),
              },
            ]}
          />
          <Typography.Title level={5} className={styles.section}>
            {text('visits.byRoom')}
          </Typography.Title>
          <Table<VisitRoom>
            rowKey="phong_id"
            size="small"
            pagination={false}
            locale={{ emptyText: text('empty') }}
            dataSource={data.theophong}
            columns={[
              { key: 'phong', title: text('visits.room'), render: (_, row) => row.phong_ten },
              { key: 'soluot', title: text('visits.soluot'), align: 'right', render: (_, row) => count(row.soluot) },
            ]}
          />
          <ReportPrint {...print} issuer={data.phongkham} period={period}>
            <table className={kitStyles.printTable}>
              <tbody>
                {figures.map((figure) => (
                  <tr key={figure.key}>
                    <th>{text(`visits.${figure.key}`)}</th>
                    <td>{count(figure.value)}</td>
                    <td>{text('previous', { value: count(figure.previous) })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <h3>{text('visits.funnel')}</h3>
            <PrintTable
              titles={[text('visits.step'), text('visits.count'), text('visits.previousColumn')]}
              rows={funnel.map((row) => ({
                key: row._id,
                cells: [
                  row.label,
                  row.value === null ? text('visits.notByDoctor') : count(row.value),
                  count(row.previous),
                ],
              }))}
            />
            <h3>{text('visits.bookings')}</h3>
            <PrintTable
              titles={[text('visits.channel'), ...outcomes.map(outcomeName)]}
              rows={channels.map((row) => ({
                key: row._id,
                cells: [row.label, ...outcomes.map((key) => count(row[key]))],
              }))}
            />
            <h3>{text('visits.byDay')}</h3>
            <PrintTable
              titles={columns.map((column) => column.title)}
              rows={visitDayRows(data, text).map((row) => ({
                key: row._id,
                cells: [row.ngay, count(row.soluot), count(row.moi)],
              }))}
            />
            <h3>{text('visits.byDoctor')}</h3>
            <PrintTable
              titles={[text('visits.doctor'), text('visits.soluot'), text('visits.daxong')]}
              rows={data.theobacsi.map((row) => ({
                key: row.bacsi_id ?? '',
                cells: [row.bacsi_hoten ?? text('visits.noDoctor'), count(row.soluot), count(row.daxong)],
              }))}
            />
            <h3>{text('visits.byRoom')}</h3>
            <PrintTable
              titles={[text('visits.room'), text('visits.soluot')]}
              rows={data.theophong.map((row) => ({ key: row.phong_id, cells: [row.phong_ten, count(row.soluot)] }))}
            />
          </ReportPrint>
        </>
      )}
    </ReportFrame>
  );
}
