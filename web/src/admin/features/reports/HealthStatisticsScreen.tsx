// /admin/bao-cao/thong-ke-y-te: the health statistics the clinic sends its province each month (GET /api/baocao/thongke;
// form 14/BCT, morbidity by ICD-10): the visits with a diagnosis, the women and children among them, and the visits
// still without one; a table of ICD-10 chapters, each over its three-character codes. Excel under EXPORT is the form
// in its printed layout and in Vietnamese (statisticsForm.ts); print under PRINT is the screen's table.
import { HEALTH_STATISTICS_REPORT, type HealthStatistics } from '@phongkham/contracts';
import { Table, Typography } from 'antd';
import { useMemo } from 'react';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { createTranslator } from '../../../shared/i18n/translator';
import { adminTables } from '../../i18n';
import { buildFormWorkbook } from '../../kit/form-export';
import { chapterName, numberText } from './clinicalSheet';
import { PrintTable } from './PrintTable';
import { Figure, ReportFrame, ReportPrint } from './ReportFrame';
import styles from './Reports.module.css';
import { statisticsForm, statisticsLines, type StatisticsLine } from './statisticsForm';
import { useReportText } from './texts';
import { useReport } from './useReport';

const api = '/api/baocao/thongke';

export function HealthStatisticsScreen() {
  const text = useReportText();
  const { lang } = useI18n();
  const title = text('statistics.title');
  // The form goes to the province in Vietnamese whatever the screen's language.
  const vietnamese = useMemo(() => {
    const t = createTranslator('vi', adminTables);
    return (name: string, params?: Record<string, string | number>) => t(`admin.resources.reports.${name}`, params);
  }, []);
  const { data, period, frame, print } = useReport<HealthStatistics>({
    api,
    title,
    workbook: (report) => buildFormWorkbook(statisticsForm(report, vietnamese)),
  });
  const count = (value: number) => numberText(value, lang);
  const lines = data
    ? statisticsLines(data, {
        chapter: (chapter) =>
          chapter.chuong
            ? text('statistics.chapter', { numeral: chapter.chuong, name: chapterName(chapter, text) })
            : text('statistics.uncatalogued'),
        code: (code) => (lang === 'en' ? (code.ten_en ?? code.ten) : code.ten) ?? code.ma,
      })
    : [];
  const figureKeys = ['tongso', 'nu', 'treem', 'khongchandoan'] as const;
  const columns = [
    { key: 'stt', title: text('statistics.stt'), render: (_: unknown, line: StatisticsLine) => String(line.stt) },
    {
      key: 'name',
      title: text('statistics.name'),
      render: (_: unknown, line: StatisticsLine) =>
        line.chapter ? <Typography.Text strong>{line.name}</Typography.Text> : line.name,
    },
    { key: 'code', title: text('statistics.code'), render: (_: unknown, line: StatisticsLine) => line.code },
    ...(['tongso', 'nu', 'treem'] as const).map((field) => ({
      key: field,
      title: text(`statistics.${field}`),
      align: 'right' as const,
      render: (_: unknown, line: StatisticsLine) =>
        line.chapter ? <Typography.Text strong>{count(line[field])}</Typography.Text> : count(line[field]),
    })),
  ];
  return (
    <ReportFrame page={HEALTH_STATISTICS_REPORT} title={title} note={text('statistics.note')} state={frame}>
      {data && (
        <>
          <div className={styles.figures}>
            {figureKeys.map((key) => (
              <Figure key={key} title={text(`statistics.figures.${key}`)} value={count(data[key])} />
            ))}
          </div>
          <Typography.Title level={5}>{text('statistics.table')}</Typography.Title>
          <Table<StatisticsLine>
            rowKey="key"
            size="small"
            pagination={false}
            // Names wrap beside the counts; a phone scrolls the table sideways.
            scroll={{ x: 560 }}
            locale={{ emptyText: text('empty') }}
            dataSource={lines}
            columns={columns}
          />
          <ReportPrint {...print} issuer={data.phongkham} period={period}>
            <PrintTable
              titles={[
                text('statistics.stt'),
                text('statistics.name'),
                text('statistics.code'),
                text('statistics.tongso'),
                text('statistics.nu'),
                text('statistics.treem'),
              ]}
              rows={[
                {
                  key: 'sum',
                  cells: ['', text('statistics.form.sum'), '', count(data.tongso), count(data.nu), count(data.treem)],
                },
                ...lines.map((line) => ({
                  key: line.key,
                  cells: [
                    String(line.stt),
                    line.name,
                    line.code,
                    count(line.tongso),
                    count(line.nu),
                    count(line.treem),
                  ],
                })),
              ]}
            />
          </ReportPrint>
        </>
      )}
    </ReportFrame>
  );
}
