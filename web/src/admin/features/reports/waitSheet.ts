// The waiting report's rows as the table, the workbook and the printout show them: one row per hour of check-in
// that had visits, with the number of visits called and the median wait in minutes (a number in the workbook).
import type { WaitReport } from '@phongkham/contracts';
import type { KitColumn } from '../../kit/columns';

export interface WaitHourRow {
  _id: string;
  gio: string;
  soluot: number;
  trungvi_phut: number | null;
}

type Text = (name: string, params?: Record<string, string | number>) => string;

export const waitHourRows = (report: WaitReport, text: Text): WaitHourRow[] =>
  report.theogio.map((hour) => ({
    _id: String(hour.gio),
    gio: text('waits.hour', { hour: hour.gio }),
    soluot: hour.soluot,
    trungvi_phut: hour.trungvi_phut,
  }));

export const waitHourColumns = (text: Text): KitColumn<WaitHourRow>[] => [
  { key: 'gio', title: text('waits.gio'), value: (row) => row.gio },
  { key: 'soluot', title: text('waits.soluot'), value: (row) => row.soluot, numFmt: '#,##0' },
  { key: 'trungvi_phut', title: text('waits.trungviPhut'), value: (row) => row.trungvi_phut, numFmt: '0.0' },
];

/** Minutes as the screen says them ("17,5 phút"), a dash when nothing was measured. */
export const minutesText = (value: number | null | undefined, text: Text, lang: string) =>
  value === null || value === undefined
    ? text('waits.none')
    : text('waits.minutes', { value: value.toLocaleString(lang === 'vi' ? 'vi-VN' : 'en-US') });
