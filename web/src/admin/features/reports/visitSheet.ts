// The patients-and-flow report's rows as the tables, the workbook and the printout show them: one row per day of the
// period with its visits and new patients, then the total; the funnel's steps; the appointments by channel and their
// total; the doctors and the rooms. The workbook gives each table its own tab, counts as numbers.
import { bookingChannels, type BookingChannelRow, type VisitReport } from '@phongkham/contracts';
import { calendarDay, type KitColumn } from '../../kit/columns';
import { workbookSheet, type WorkbookSheet } from '../../kit/export';

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

const counted = <T>(key: string, title: string, value: (row: T) => number | null): KitColumn<T> => ({
  key,
  title,
  value,
  numFmt: '#,##0',
});

export const visitDayColumns = (text: Text): KitColumn<VisitDayRow>[] => [
  { key: 'ngay', title: text('visits.ngay'), value: (row) => row.ngay },
  counted('soluot', text('visits.soluot'), (row) => row.soluot),
  counted('moi', text('visits.moi'), (row) => row.moi),
];

/** The funnel's four steps, in order: each a count, or null when it belongs to no doctor and one is named. */
export const funnelSteps = ['yeucau', 'dangky', 'luotkham', 'dathanhtoan'] as const;

export interface FunnelRow {
  _id: (typeof funnelSteps)[number];
  label: string;
  value: number | null;
  previous: number | null;
}

export const funnelRows = (report: VisitReport, text: Text): FunnelRow[] =>
  funnelSteps.map((step) => ({
    _id: step,
    label: text(`visits.steps.${step}`),
    value: report.pheu[step],
    previous: report.kytruoc.pheu[step],
  }));

export type ChannelRow = Omit<BookingChannelRow, 'kenh'> & { _id: string; label: string };

/** Each channel, then the total of the period's appointments. */
export const channelRows = (report: VisitReport, text: Text): ChannelRow[] => [
  ...bookingChannels.map((kenh) => {
    const row = report.theokenh.find((channel) => channel.kenh === kenh);
    return {
      tong: 0,
      chuaden: 0,
      daden: 0,
      khongden: 0,
      dahuy: 0,
      ...row,
      _id: kenh,
      label: text(`visits.channels.${kenh}`),
    };
  }),
  { ...report.lichhen, _id: 'total', label: text('visits.total') },
];

/** The appointments' outcomes in the tables' order, and each one's title. */
export const outcomes = ['tong', 'daden', 'khongden', 'dahuy', 'chuaden'] as const;
export const outcomeTitle = (text: Text, key: (typeof outcomes)[number]) =>
  text(`visits.${key === 'dahuy' ? 'huy' : key}`);

/** The workbook: the days, the funnel, the channels, the doctors and the rooms, a tab each. */
export function visitSheets(report: VisitReport, text: Text): WorkbookSheet<unknown>[] {
  return [
    workbookSheet({ title: text('visits.byDay'), columns: visitDayColumns(text), rows: visitDayRows(report, text) }),
    workbookSheet<FunnelRow>({
      title: text('visits.funnel'),
      columns: [
        { key: 'step', title: text('visits.step'), value: (row) => row.label },
        counted('count', text('visits.count'), (row) => row.value),
        counted('previous', text('visits.previousColumn'), (row) => row.previous),
      ],
      rows: funnelRows(report, text),
    }),
    workbookSheet<ChannelRow>({
      title: text('visits.bookings'),
      columns: [
        { key: 'kenh', title: text('visits.channel'), value: (row) => row.label },
        ...outcomes.map((key) => counted<ChannelRow>(key, outcomeTitle(text, key), (row) => row[key])),
      ],
      rows: channelRows(report, text),
    }),
    workbookSheet({
      title: text('visits.byDoctor'),
      columns: [
        {
          key: 'bacsi',
          title: text('visits.doctor'),
          value: (row: VisitReport['theobacsi'][number]) => row.bacsi_hoten ?? text('visits.noDoctor'),
        },
        counted('soluot', text('visits.soluot'), (row: VisitReport['theobacsi'][number]) => row.soluot),
        counted('daxong', text('visits.daxong'), (row: VisitReport['theobacsi'][number]) => row.daxong),
      ],
      rows: report.theobacsi,
    }),
    workbookSheet({
      title: text('visits.byRoom'),
      columns: [
        { key: 'phong', title: text('visits.room'), value: (row: VisitReport['theophong'][number]) => row.phong_ten },
        counted('soluot', text('visits.soluot'), (row: VisitReport['theophong'][number]) => row.soluot),
      ],
      rows: report.theophong,
    }),
  ];
}
