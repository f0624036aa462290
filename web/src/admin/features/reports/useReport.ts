// What every report screen does around its figures: read the period and filters from the address, fetch the report,
// name the period, export the workbook and open the print preview. A screen says which API, which filters, its title
// and its sheets; ReportFrame takes `frame`, the print preview takes `print`.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { calendarDay } from '../../kit/columns';
import { buildWorkbookOf, download, exportFileName, type WorkbookSheet } from '../../kit/export';
import { ApiError, fetchData } from '../../kit/query';
import { reportQuery, useReportText } from './texts';

/** What ReportFrame shows of a report being read: its buttons' state, the failure or the wait. */
export interface ReportFrameState {
  ready: boolean;
  exporting: boolean;
  onExport: () => void;
  onPrint: () => void;
  pending: boolean;
  /** Why the report could not be read, and the server's word on each filter it refused. */
  error?: { message: string; details: string[] };
  /** The filters as the address holds them. */
  query: Record<string, string>;
  /** Sets one filter in the address (none: the filter is dropped), which reads the report again. */
  setFilter: (name: string, value?: string) => void;
}

/** Every report's filters: the period, and for the owner the clinic. */
const commonFilters = ['tungay', 'denngay', 'phongkham_id'] as const;

export function useReport<T extends { tungay: string; denngay: string }>({
  api,
  filters = [],
  title,
  sheets,
  workbook,
}: {
  api: string;
  /** The report's own filters beside the period and the clinic (bacsi_id, kho_id). */
  filters?: readonly string[];
  title: string;
  /** The workbook's tabs, from the same rows the screen shows. */
  sheets?: (data: T) => readonly WorkbookSheet<unknown>[];
  /** Or a workbook of its own layout (an official form's). */
  workbook?: (data: T) => Promise<ArrayBuffer>;
}) {
  const text = useReportText();
  const { t, lang } = useI18n();
  const [params, setParams] = useSearchParams();
  const [exporting, setExporting] = useState(false);
  const [printing, setPrinting] = useState(false);
  const query = reportQuery(params, [...commonFilters, ...filters]);
  const report = useQuery({ queryKey: [api, query], queryFn: () => fetchData<T>(api, query) });
  const data = report.data;
  const period = data ? text('periodText', { from: calendarDay(data.tungay), to: calendarDay(data.denngay) }) : '';

  const exportReport = async () => {
    if (!data) return;
    setExporting(true);
    try {
      const name = `${title} ${calendarDay(data.tungay)}–${calendarDay(data.denngay)}`;
      const bytes = workbook ? await workbook(data) : await buildWorkbookOf(sheets?.(data) ?? [], lang, t);
      download(bytes, exportFileName(name));
    } finally {
      setExporting(false);
    }
  };

  const setFilter = (name: string, value?: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  const frame: ReportFrameState = {
    ready: !!data,
    exporting,
    onExport: () => void exportReport(),
    onPrint: () => setPrinting(true),
    pending: report.isPending,
    error: report.isError
      ? {
          message: report.error.message,
          details: report.error instanceof ApiError ? Object.values(report.error.errors) : [],
        }
      : undefined,
    query,
    setFilter,
  };
  const print = { open: printing, title, documentTitle: `${title} ${period}`, onClose: () => setPrinting(false) };
  return { data, query, period, frame, print, setFilter };
}
