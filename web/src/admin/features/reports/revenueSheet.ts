// The revenue report's rows as the table, the workbook and the printout show them: one row per day of the period,
// then the total; the amounts stay numbers in the workbook (grouped digits), so a spreadsheet can sum them again.
import { paymentMethods, type RevenueReport } from '@phongkham/contracts';
import { calendarDay, type KitColumn } from '../../kit/columns';

export interface RevenueRow {
  _id: string;
  /** The day (DD/MM/YYYY), or the total's label. */
  ngay: string;
  tongthu: number;
  tonghoan: number;
  thucthu: number;
}

type Text = (name: string) => string;

export function revenueRows(report: RevenueReport, text: Text): RevenueRow[] {
  return [
    ...report.theongay.map((day) => ({ ...day, _id: day.ngay, ngay: calendarDay(day.ngay) })),
    {
      _id: 'total',
      ngay: text('revenue.total'),
      tongthu: report.tongthu,
      tonghoan: report.tonghoan,
      thucthu: report.thucthu,
    },
  ];
}

const amount = (key: 'tongthu' | 'tonghoan' | 'thucthu', title: string): KitColumn<RevenueRow> => ({
  key,
  title,
  value: (row) => row[key],
  numFmt: '#,##0',
});

export const revenueColumns = (text: Text): KitColumn<RevenueRow>[] => [
  { key: 'ngay', title: text('revenue.ngay'), value: (row) => row.ngay },
  amount('tongthu', text('revenue.tongthu')),
  amount('tonghoan', text('revenue.tonghoan')),
  amount('thucthu', text('revenue.thucthu')),
];

/** The net by method, in the methods' order. */
export const methodRows = (report: RevenueReport, text: Text) =>
  paymentMethods.map((method) => ({
    _id: method,
    phuongthuc: text(`revenue.methods.${method}`),
    thucthu: report.theophuongthuc[method],
  }));
