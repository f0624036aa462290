// What every report's screen shares: its card and title, the period (named periods beside the calendar, kept in the
// address) and, for the owner, the clinic; Excel and print buttons under the report page's EXPORT and PRINT
// actions; a figure with the previous period's beside it.
import { FileExcelOutlined, PrinterOutlined } from '@ant-design/icons';
import { REPORT_MAX_DAYS } from '@phongkham/contracts';
import { Button, Card, Space, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useScreenGrants } from '../../kit/grants';
import { PeriodPicker } from '../../kit/PeriodPicker';
import { ClinicSelect } from '../../kit/selects';
import { useStaff } from '../../session';
import styles from './Reports.module.css';
import { periodPresets, useReportText } from './texts';

export function ReportFrame({
  page,
  title,
  note,
  onExport,
  onPrint,
  exporting,
  ready,
  children,
}: {
  /** The report's page: its grant's actions show the buttons. */
  page: string;
  title: string;
  note: string;
  onExport: () => void;
  onPrint: () => void;
  exporting: boolean;
  /** The figures are there to export and print. */
  ready: boolean;
  children: ReactNode;
}) {
  const text = useReportText();
  const can = useScreenGrants([page]);
  const owner = useStaff().vaitro.ma === 'ADMINISTRATOR';
  const [params, setParams] = useSearchParams();
  const chooseClinic = (value?: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('phongkham_id', value);
    else next.delete('phongkham_id');
    setParams(next, { replace: true });
  };
  return (
    <Card
      title={title}
      extra={
        <Space wrap>
          {can.export && (
            <Button icon={<FileExcelOutlined />} loading={exporting} disabled={!ready} onClick={onExport}>
              {text('export')}
            </Button>
          )}
          {can.print && (
            <Button icon={<PrinterOutlined />} disabled={!ready} onClick={onPrint}>
              {text('print')}
            </Button>
          )}
        </Space>
      }
    >
      <Space wrap className={styles.filters}>
        <PeriodPicker label={text('period')} maxDays={REPORT_MAX_DAYS} presets={periodPresets(text)} />
        {owner && (
          <ClinicSelect
            className={styles.clinic}
            placeholder={text('allClinics')}
            aria-label={text('clinic')}
            value={params.get('phongkham_id') ?? undefined}
            onChange={(value?: string) => chooseClinic(value)}
          />
        )}
      </Space>
      <Typography.Paragraph type="secondary">{note}</Typography.Paragraph>
      {children}
    </Card>
  );
}

/** A report's figure, and the same figure in the period before, beside it. */
export function Figure({ title, value, previous }: { title: string; value: string; previous?: string }) {
  const text = useReportText();
  return (
    <div className={styles.figure}>
      <Statistic title={title} value={value} />
      {previous !== undefined && (
        <Typography.Text type="secondary" className={styles.previous}>
          {text('previous', { value: previous })}
        </Typography.Text>
      )}
    </div>
  );
}
