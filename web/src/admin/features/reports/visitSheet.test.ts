// The patients-and-flow workbook read back with exceljs: the column titles in the language, one row per day of the
// period (a day without visits too) with its counts as numbers, and the total, equal to the report.
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../shared/i18n/translator';
import { adminTables } from '../../i18n';
import { buildWorkbook, readWorkbook } from '../../kit/export';
import { visitsReport } from './visitFixtures';
import { visitDayColumns, visitDayRows } from './visitSheet';

describe('the patients-and-flow workbook', () => {
  it.each(['vi', 'en'] as const)('holds every day and the total as numbers (%s)', async (lang) => {
    const t = createTranslator(lang, adminTables);
    const text = (name: string) => t(`admin.resources.reports.${name}`);
    const file = await buildWorkbook('Lượt khám', visitDayColumns(text), visitDayRows(visitsReport, text), lang, t);
    const sheet = (await readWorkbook(file)).worksheets[0]!;
    const rows = sheet.getSheetValues().slice(1) as unknown[][];
    expect(rows.map((row) => row.slice(1))).toEqual([
      lang === 'vi' ? ['Ngày', 'Lượt khám', 'Bệnh nhân mới'] : ['Day', 'Visits', 'New patients'],
      ['01/03/2026', 20, 7],
      ['02/03/2026', 0, 0],
      ['03/03/2026', 37, 11],
      [lang === 'vi' ? 'Cộng' : 'Total', 57, 18],
    ]);
    expect(sheet.getColumn(2).numFmt).toBe('#,##0');
  });
});
