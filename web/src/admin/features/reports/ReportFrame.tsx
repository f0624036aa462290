// What every report's screen shares: its card and title, the period (named periods beside the calendar, kept in the
// address) and, for the owner, the clinic; Excel and print buttons under the report page's EXPORT and PRINT
// actions; the report's failure or wait; a figure with the previous period's beside it; the chart under its title; the
// printout's frame (whose figures, the title, the period).
import { FileExcelOutlined, PrinterOutlined } from '@ant-design/icons';
import { REPORT_MAX_DAYS, type ReportIssuer } from '@phongkham/contracts';
import { Alert, Button, Card, Skeleton, Space, Statistic, Typography } from 'antd';
import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { useScreenGrants } from '../../kit/grants';
import { PeriodPicker } from '../../kit/PeriodPicker';
import { PrintHeader, PrintModal } from '../../kit/PrintView';
import { ClinicSelect } from '../../kit/selects';
import { useStaff } from '../../session';
import styles from './Reports.module.css';
import { periodPresets, useReportText } from './texts';
import type { ReportFrameState } from './useReport';

// Recharts loads with the first chart a report shows, never with the rest of the back office.
const ReportChart = lazy(() => import('./ReportChart'));

export function ReportFrame({
  page,
  title,
  note,
  state,
  children,
}: {
  /** The report's page: its grant's actions show the buttons. */
  page: string;
  title: string;
  note: string;
  /** The report being read (useReport's `frame`). */
  state: ReportFrameState;
  children: ReactNode;
}) {
  const text = useReportText();
  const can = useScreenGrants([page]);
  const owner = useStaff().vaitro.ma === 'ADMINISTRATOR';
  return (
    <Card
      title={title}
      extra={
        <Space wrap>
          {can.export && (
            <Button
              icon={<FileExcelOutlined />}
              loading={state.exporting}
              disabled={!state.ready}
              onClick={state.onExport}
            >
              {text('export')}
            </Button>
          )}
          {can.print && (
            <Button icon={<PrinterOutlined />} disabled={!state.ready} onClick={state.onPrint}>
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
            value={state.query.phongkham_id}
            onChange={(value?: string) => state.setFilter('phongkham_id', value)}
          />
        )}
      </Space>
      <Typography.Paragraph type="secondary">{note}</Typography.Paragraph>
      {state.error && (
        <Alert
          type="error"
          showIcon
          title={state.error.message}
          description={state.error.details.length > 0 ? state.error.details.join(' ') : undefined}
        />
      )}
      {state.pending && <Card loading />}
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

/** A report's chart under its title, loaded on demand with a placeholder meanwhile. */
export function ChartSection({ title, ...chart }: { title: string } & ComponentProps<typeof ReportChart>) {
  return (
    <>
      <Typography.Title level={5}>{title}</Typography.Title>
      <div className={styles.chart}>
        <Suspense fallback={<Skeleton.Node active />}>
          <ReportChart {...chart} />
        </Suspense>
      </div>
    </>
  );
}

/**
 * A report's printout: the header of the clinic whose figures these are (the business when the owner reads every
 * clinic), the report's title and period, then what the screen prints.
 */
export function ReportPrint({
  issuer,
  period,
  children,
  ...print
}: ComponentProps<typeof PrintModal> & { issuer: ReportIssuer; period: ReactNode }) {
  return (
    <PrintModal {...print}>
      <PrintHeader clinic={issuer} />
      <h2>{print.title}</h2>
      <p>{period}</p>
      {children}
    </PrintModal>
  );
}
