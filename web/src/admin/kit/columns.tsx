// A list's columns, declared once for the table, the Excel export and the print view: each has a plain
// value (what the workbook and the printed page hold) and may render something richer in the table.
import type { Lang } from '@phongkham/contracts';
import { CheckCircleFilled } from '@ant-design/icons';
import { Tag, type Breakpoint } from 'antd';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../shared/format';
import type { Translate } from '../../shared/i18n/translator';

export type CellValue = string | number | boolean | Date | null | undefined;

export interface KitColumn<T> {
  /** The column's id; for a sortable column, the sort field. */
  key: string;
  /** Already translated: the table's header and the workbook's. */
  title: string;
  value: (row: T) => CellValue;
  /** The table cell, when it shows more than the value (a tag, a picture). */
  render?: (row: T) => ReactNode;
  sortable?: boolean;
  /** The cell links to the row's record page. */
  link?: boolean;
  /** Screen widths that show the column (it is always exported and printed). */
  responsive?: Breakpoint[];
  /** How the workbook shows the column's numbers ('#,##0': digits grouped). */
  numFmt?: string;
  width?: number;
}

/** A moment as the clinic's wall clock reads it (UTC+7, no daylight saving): the one formatting module's. */
export { formatDateTime };

/** A calendar day of the wire (YYYY-MM-DD) as both Vietnamese and English readers here write it: 26/11/2026. */
export const calendarDay = (day: string | null | undefined) =>
  day ? day.slice(0, 10).split('-').reverse().join('/') : '';

/** A value as text: dates with their time, yes/no in the language, nothing as a dash. */
export function cellText(value: CellValue, lang: Lang, t: Translate): string {
  if (value === null || value === undefined || value === '') return '—';
  if (value instanceof Date) return formatDateTime(lang, value);
  if (typeof value === 'boolean') return t(value ? 'admin.kit.yes' : 'admin.kit.no');
  return String(value);
}

/** A date field of a row (ISO text on the wire) as a Date, for `value`. */
export const asDate = (text: string | null | undefined) => (text ? new Date(text) : null);

/** A sortable date column of a wire field (ISO text). */
export function dateColumn<T>(key: string, title: string, extra: Partial<KitColumn<T>> = {}): KitColumn<T> {
  const value = (row: T) => asDate((row as Record<string, string | null>)[key]);
  return { key, title, value, sortable: true, ...extra };
}

/** A column showing one field of the row as it is (text, a number). */
export function textColumn<T>(key: keyof T & string, title: string, extra: Partial<KitColumn<T>> = {}): KitColumn<T> {
  return { key, title, value: (row) => row[key] as CellValue, ...extra };
}

/** A yes/no column: a check in the table, yes or no in the workbook. */
export function flagColumn<T>(key: string, title: string, extra: Partial<KitColumn<T>> = {}): KitColumn<T> {
  const on = (row: T) => Boolean((row as Record<string, unknown>)[key]);
  return {
    key,
    title,
    value: on,
    render: (row) => (on(row) ? <CheckCircleFilled style={{ color: '#52c41a' }} aria-label={title} /> : null),
    ...extra,
  };
}

/** An on/off state column: its word in a tag (green when on) in the table, the word alone in the workbook. */
export function activeColumn<T>(key: string, title: string, on: string, off: string): KitColumn<T> {
  const word = (row: T) => ((row as Record<string, unknown>)[key] ? on : off);
  return {
    key,
    title,
    value: word,
    render: (row) => <Tag color={word(row) === on ? 'green' : 'default'}>{word(row)}</Tag>,
  };
}
