// /admin/bao-cao/lam-sang: what the finished visits of a period found and prescribed (GET /api/baocao/lamsang):
// visits, signed records and diagnoses, prescriptions per visit, the share of visits given an antibiotic, lab tests
// verified, their abnormal share and turnaround, each beside the previous period's; a bar chart of the most frequent
// diagnoses, then the diagnoses', chapters', tests' and drugs' tables. Counts only: no patient is named. A doctor in
// the address (bacsi_id) narrows it to that doctor's visits. Excel under EXPORT (a sheet per table), print under PRINT.
import {
  CLINICAL_REPORT,
  type ClinicalChapter,
  type ClinicalDiagnosis,
  type ClinicalDrug,
  type ClinicalLabTest,
  type ClinicalReport,
} from '@phongkham/contracts';
import { Table, Tag, Typography } from 'antd';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import kitStyles from '../../kit/kit.module.css';
import {
  chapterName,
  clinicalSheets,
  diagnosisName,
  figureKeys,
  isShare,
  numberText,
  percentText,
  type FigureKey,
} from './clinicalSheet';
import { PrintTable } from './PrintTable';
import { ChartSection, Figure, ReportFrame, ReportPrint } from './ReportFrame';
import styles from './Reports.module.css';
import { useReportText } from './texts';
import { useReport } from './useReport';
import { minutesText } from './waitSheet';

const api = '/api/baocao/lamsang';

export function ClinicalReportScreen() {
  const text = useReportText();
  const { lang } = useI18n();
  const title = text('clinical.title');
  const { data, query, period, frame, print, setFilter } = useReport<ClinicalReport>({
    api,
    filters: ['bacsi_id'],
    title,
    sheets: (report) => clinicalSheets(report, text, lang),
  });
  const show = (key: FigureKey, value: number | null) => {
    if (key === 'xetnghiem_trungvi_phut') return minutesText(value, text, lang);
    return isShare(key) ? percentText(value, lang) : numberText(value, lang);
  };
  const allDoctors = () => setFilter('bacsi_id');
  const figures = data
    ? figureKeys.map((key) => ({ key, value: show(key, data[key]), previous: show(key, data.kytruoc[key]) }))
    : [];
  const count = (value: number) => numberText(value, lang);
  return (
    <ReportFrame page={CLINICAL_REPORT} title={title} note={text('clinical.note')} state={frame}>
      {query.bacsi_id && (
        <Typography.Paragraph>
          {text('clinical.oneDoctor')}{' '}
          <Typography.Link onClick={allDoctors}>{text('clinical.allDoctors')}</Typography.Link>
        </Typography.Paragraph>
      )}
      {data && (
        <>
          <div className={styles.figures}>
            {figures.map((figure) => (
              <Figure
                key={figure.key}
                title={text(`clinical.figures.${figure.key}`)}
                value={figure.value}
                previous={figure.previous}
              />
            ))}
          </div>
          <ChartSection
            title={text('clinical.chart')}
            name={text('clinical.solan')}
            points={data.chandoan.map((row) => ({ label: row.ma, value: row.solan }))}
            format={count}
          />
          <Typography.Title level={5}>{text('clinical.diagnoses')}</Typography.Title>
          <Table<ClinicalDiagnosis>
            rowKey="ma"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: text('empty') }}
            dataSource={data.chandoan}
            columns={[
              { key: 'ma', title: text('clinical.code'), render: (_, row) => row.ma },
              { key: 'ten', title: text('clinical.diagnosis'), render: (_, row) => diagnosisName(row, lang, text) },
              { key: 'solan', title: text('clinical.solan'), align: 'right', render: (_, row) => count(row.solan) },
              {
                key: 'chinh',
                title: text('clinical.chinh'),
                align: 'right',
                responsive: ['sm'],
                render: (_, row) => count(row.chinh),
              },
              {
                key: 'kytruoc',
                title: text('clinical.previousPeriod'),
                align: 'right',
                responsive: ['sm'],
                render: (_, row) => count(row.kytruoc),
              },
            ]}
          />
          <Typography.Title level={5} className={styles.section}>
            {text('clinical.byChapter')}
          </Typography.Title>
          <Table<ClinicalChapter>
            rowKey={(row) => row.chuong ?? ''}
            size="small"
            pagination={false}
            locale={{ emptyText: text('empty') }}
            dataSource={data.theochuong}
            columns={[
              { key: 'chuong', title: text('clinical.chapter'), render: (_, row) => row.chuong ?? '—' },
              { key: 'ten', title: text('clinical.chapterName'), render: (_, row) => chapterName(row, text) },
              { key: 'solan', title: text('clinical.solan'), align: 'right', render: (_, row) => count(row.solan) },
              {
                key: 'kytruoc',
                title: text('clinical.previousPeriod'),
                align: 'right',
                responsive: ['sm'],
                render: (_, row) => count(row.kytruoc),
              },
            ]}
          />
          <Typography.Title level={5} className={styles.section}>
            {text('clinical.tests')}
          </Typography.Title>
          <Table<ClinicalLabTest>
            rowKey="chiso_id"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: text('empty') }}
            dataSource={data.xetnghiem}
            columns={[
              {
                key: 'ten',
                title: text('clinical.test'),
                render: (_, row) => (lang === 'en' ? (row.ten_en ?? row.ten) : row.ten),
              },
              { key: 'panel', title: text('clinical.panel'), responsive: ['md'], render: (_, row) => row.tendichvu },
              {
                key: 'soketqua',
                title: text('clinical.soketqua'),
                align: 'right',
                render: (_, row) => count(row.soketqua),
              },
              {
                key: 'batthuong',
                title: text('clinical.tyleBatthuong'),
                align: 'right',
                render: (_, row) => (
                  <span className={styles.nowrap}>
                    {percentText(row.tyle_batthuong, lang)} ({count(row.sobatthuong)})
                  </span>
                ),
              },
              {
                key: 'trungvi',
                title: text('clinical.turnaround'),
                align: 'right',
                responsive: ['sm'],
                render: (_, row) => <span className={styles.nowrap}>{minutesText(row.trungvi_phut, text, lang)}</span>,
              },
            ]}
          />
          <Typography.Title level={5} className={styles.section}>
            {text('clinical.drugs')}
          </Typography.Title>
          <Table<ClinicalDrug>
            rowKey="thuoc_id"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: text('empty') }}
            dataSource={data.thuoc}
            columns={[
              {
                key: 'tenthuoc',
                title: text('clinical.drug'),
                render: (_, row) => (
                  <>
                    {row.tenthuoc} {row.khangsinh && <Tag color="orange">{text('clinical.antibiotic')}</Tag>}
                  </>
                ),
              },
              { key: 'sodon', title: text('clinical.sodon'), align: 'right', render: (_, row) => count(row.sodon) },
              {
                key: 'soluong',
                title: text('clinical.soluong'),
                align: 'right',
                responsive: ['sm'],
                render: (_, row) => `${count(row.soluong)} ${row.donvitinh}`,
              },
            ]}
          />
          <ReportPrint {...print} issuer={data.phongkham} period={period}>
            <table className={kitStyles.printTable}>
              <tbody>
                {figures.map((figure) => (
                  <tr key={figure.key}>
                    <th>{text(`clinical.figures.${figure.key}`)}</th>
                    <td>{figure.value}</td>
                    <td>{text('previous', { value: figure.previous })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <h3>{text('clinical.diagnoses')}</h3>
            <PrintTable
              titles={[
                text('clinical.code'),
                text('clinical.diagnosis'),
                text('clinical.solan'),
                text('clinical.chinh'),
                text('clinical.previousPeriod'),
              ]}
              rows={data.chandoan.map((row) => ({
                key: row.ma,
                cells: [row.ma, diagnosisName(row, lang, text), count(row.solan), count(row.chinh), count(row.kytruoc)],
              }))}
            />
            <h3>{text('clinical.byChapter')}</h3>
            <PrintTable
              titles={[
                text('clinical.chapter'),
                text('clinical.chapterName'),
                text('clinical.solan'),
                text('clinical.previousPeriod'),
              ]}
              rows={data.theochuong.map((row) => ({
                key: row.chuong ?? '',
                cells: [row.chuong ?? '—', chapterName(row, text), count(row.solan), count(row.kytruoc)],
              }))}
            />
            <h3>{text('clinical.tests')}</h3>
            <PrintTable
              titles={[
                text('clinical.test'),
                text('clinical.soketqua'),
                text('clinical.tyleBatthuong'),
                text('clinical.turnaround'),
              ]}
              rows={data.xetnghiem.map((row) => ({
                key: row.chiso_id,
                cells: [
                  lang === 'en' ? (row.ten_en ?? row.ten) : row.ten,
                  count(row.soketqua),
                  `${percentText(row.tyle_batthuong, lang)} (${count(row.sobatthuong)})`,
                  minutesText(row.trungvi_phut, text, lang),
                ],
              }))}
            />
            <h3>{text('clinical.drugs')}</h3>
            <PrintTable
              titles={[
                text('clinical.drug'),
                text('clinical.sodon'),
                text('clinical.soluong'),
                text('clinical.antibiotic'),
              ]}
              rows={data.thuoc.map((row) => ({
                key: row.thuoc_id,
                cells: [
                  row.tenthuoc,
                  count(row.sodon),
                  `${count(row.soluong)} ${row.donvitinh}`,
                  row.khangsinh ? text('clinical.yes') : '',
                ],
              }))}
            />
          </ReportPrint>
        </>
      )}
    </ReportFrame>
  );
}
