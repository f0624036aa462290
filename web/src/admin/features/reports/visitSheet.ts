// The patients-and-flow report's rows as the days' table, the workbook and the printout show them: one row per day
// of the period with its visits and new patients, then the total; counts stay numbers in the workbook.
import type { VisitReport } from '@phongkham/contracts';
import { calendarDay, type KitColumn } from '../../kit/columns';

export interface VisitDayRow {
  _id: string;
  /** The day (DD/MM/YYYY), or the total's label. */
  ngay: string;
  soluot: number;
  moi: number;
}

type Text = (name: string) => string;

export function visitDayRows(report: VisitReport, text: Text): VisitDayRow[] {
  return [
    ...report.theongay.map((day) => ({ ...day, _id: day.ngay, ngay: calendarDay(day.ngay) })),
    { _id: 'total', ngay: text('visits.total'), soluot: report.soluot, moi: report.benhnhan.moi },
  ];
}

export const visitDayColumns = (text: Text): KitColumn<VisitDayRow>[] => [
  { key: 'ngay', title: text('visits.ngay'), value: (row) => row.ngay },
  { key: 'soluot', title: text('visits.soluot'), value: (row) => row.soluot, numFmt: '#,##0' },
  { key: 'moi', title: text('visits.moi'), value: (row) => row.moi, numFmt: '#,##0' },
];

/** The funnel's four steps, in order: each a count, or null when it belongs to no doctor and one is named. */
export const funnelSteps = ['yeucau', 'dangky', 'luotkham', 'dathanhtoan'] as const;
