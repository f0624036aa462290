// Excel export and the rows it holds: every row of the current filtered, sorted list (not only the page on
// screen), with the column titles of the current language as headers. exceljs is loaded only when asked for.
import { clinicWallClock, type Lang, type Paginated } from '@phongkham/contracts';
import type { Workbook } from 'exceljs';
import { LONG_REQUEST_TIMEOUT_MS } from '../../shared/api/client';
import type { Query } from '../../shared/api/query';
import type { Translate } from '../../shared/i18n/translator';
import { adminApi } from '../api';
import { cellText, type KitColumn } from './columns';

/** Every row of a list query (`limit=0`); `null` when the call failed (the client has shown why). */
export async function fetchAllRows<T>(api: string, query: Query): Promise<Paginated<T> | null> {
  return adminApi.get<Paginated<T>>(api, {
    query: { ...query, page: 1, limit: 0 },
    timeoutMs: LONG_REQUEST_TIMEOUT_MS,
  });
}

export async function newWorkbook(): Promise<Workbook> {
  const module = await import('exceljs');
  // The browser build is a CommonJS bundle: its classes sit on the default export there.
  const exceljs = (module as unknown as { default?: typeof module }).default ?? module;
  return new exceljs.Workbook();
}

/** A workbook read from an .xlsx file's bytes (an import); exceljs is loaded only then. */
export async function readWorkbook(data: ArrayBuffer): Promise<Workbook> {
  const workbook = await newWorkbook();
  await workbook.xlsx.load(data);
  return workbook;
}

/** A sheet's name: at most 31 characters, none of : \ / ? * [ ]. */
const sheetName = (title: string) => title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1';

/** One sheet of a workbook: its tab's title, its columns and its rows. */
export interface WorkbookSheet<T> {
  title: string;
  columns: readonly KitColumn<T>[];
  rows: readonly T[];
}

/** A sheet whatever its rows, for a list of sheets of different rows (each sheet's columns read its own rows). */
export const workbookSheet = <T>(sheet: WorkbookSheet<T>) => sheet as unknown as WorkbookSheet<unknown>;

/** The workbook of `rows`: one header row (bold, frozen) and one row per record, dates as dates. */
export async function buildWorkbook<T>(
  title: string,
  columns: readonly KitColumn<T>[],
  rows: readonly T[],
  lang: Lang,
  t: Translate,
): Promise<ArrayBuffer> {
  return buildWorkbookOf([workbookSheet({ title, columns, rows })], lang, t);
}

/**
 * A workbook of several sheets, each laid out as buildWorkbook lays out its one: a report of several tables (the
 * clinical report's diagnoses, chapters, tests and drugs) gives each its own tab.
 */
export async function buildWorkbookOf(
  sheets: readonly WorkbookSheet<unknown>[],
  lang: Lang,
  t: Translate,
): Promise<ArrayBuffer> {
  const workbook = await newWorkbook();
  workbook.created = new Date();
  for (const { title, columns, rows } of sheets) {
    const sheet = workbook.addWorksheet(sheetName(title), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((column) => ({ header: column.title, key: column.key, width: 18 }));
    sheet.getRow(1).font = { bold: true };
    for (const row of rows) {
      sheet.addRow(
        columns.map((column) => {
          const value = column.value(row);
          if (value instanceof Date) return clinicWallClock(value); // what a spreadsheet displays
          if (typeof value === 'number') return value;
          if (value === null || value === undefined) return null;
          return cellText(value, lang, t);
        }),
      );
    }
    columns.forEach((column, index) => {
      const sheetColumn = sheet.getColumn(index + 1);
      const texts = rows.map((row) => column.value(row)).filter((value) => value !== null && value !== undefined);
      if (texts.some((value) => value instanceof Date)) sheetColumn.numFmt = 'dd/mm/yyyy hh:mm';
      if (column.numFmt) sheetColumn.numFmt = column.numFmt;
      const longest = Math.max(column.title.length, ...texts.map((value) => cellText(value, lang, t).length));
      sheetColumn.width = Math.min(60, Math.max(10, longest + 2));
    });
  }
  return workbook.xlsx.writeBuffer() as Promise<ArrayBuffer>;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Hands a file to the browser's downloads. */
export function download(data: ArrayBuffer, filename: string, type = XLSX): void {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name from a title and the clinic's date today: "tin-tuc-2026-05-01.xlsx". */
export function exportFileName(title: string, now = new Date()): string {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base || 'export'}-${clinicWallClock(now).toISOString().slice(0, 10)}.xlsx`;
}
