// The revenue report's workbook read back with exceljs: the column titles in the language, one row per day with
// its amounts as numbers, and the total, equal to the report to the đồng.
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../shared/i18n/translator';
import { adminTables } from '../../i18n';
import { buildWorkbook, readWorkbook } from '../../kit/export';
import { revenue } from './fixtures';
import { revenueColumns, revenueRows } from './revenueSheet';

describe('the revenue workbook', () => {
  it.each(['vi', 'en'] as const)('holds every day and the total as numbers (%s)', async (lang) => {
    const t = createTranslator(lang, adminTables);
    const text = (name: string) => t(`admin.resources.reports.${name}`);
    const file = await buildWorkbook('Doanh thu', revenueColumns(text), revenueRows(revenue, text), lang, t);
    const sheet = (await readWorkbook(file)).worksheets[0]!;
    const rows = sheet.getSheetValues().slice(1) as unknown[][];
    expect(rows.map((row) => row.slice(1))).toEqual([
      lang === 'vi' ? ['Ngày', 'Tổng thu', 'Tổng hoàn', 'Thực thu'] : ['Day', 'Received', 'Refunded', 'Net revenue'],
      ['01/03/2026', 350_000, 0, 350_000],
      ['02/03/2026', 345_000, 0, 345_000],
      ['03/03/2026', 200_000, 30_000, 170_000],
      [lang === 'vi' ? 'Cộng' : 'Total', 895_000, 30_000, 865_000],
    ]);
    expect(sheet.getColumn(4).numFmt).toBe('#,##0');
  });
});
