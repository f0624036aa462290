// The sales report's workbook read back with exceljs: the figures tab with this period and the last, then one tab
// per table, amounts as numbers, in both languages.
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../shared/i18n/translator';
import { adminTables } from '../../i18n';
import { buildWorkbookOf, readWorkbook } from '../../kit/export';
import { sales } from './salesFixtures';
import { salesSheets } from './salesSheet';

describe('the sales workbook', () => {
  it.each(['vi', 'en'] as const)('holds the figures and each table as numbers (%s)', async (lang) => {
    const t = createTranslator(lang, adminTables);
    const text = (name: string, params?: Record<string, string | number>) =>
      t(`admin.resources.reports.${name}`, params);
    const book = await readWorkbook(await buildWorkbookOf(salesSheets(sales, text), lang, t));
    const values = (index: number) =>
      (book.worksheets[index]!.getSheetValues().slice(1) as unknown[][]).map((row) => row.slice(1));
    expect(book.worksheets).toHaveLength(6);
    expect(values(0)[1]).toEqual([lang === 'vi' ? 'Doanh số' : 'Sales', 390_000, 60_000]);
    expect(values(1)).toEqual([
      lang === 'vi' ? ['Loại', 'Số lượng', 'Thành tiền'] : ['Kind', 'Quantity', 'Amount'],
      [lang === 'vi' ? 'Dịch vụ' : 'Services', 2, 300_000],
      [lang === 'vi' ? 'Thuốc' : 'Drugs', 2, 120_000],
      [lang === 'vi' ? 'Sản phẩm' : 'Products', 0, 0],
      [lang === 'vi' ? 'Gói dịch vụ' : 'Service packages', 0, 0],
    ]);
    expect(values(4)[2]).toEqual([
      lang === 'vi' ? 'Không qua lượt khám (bán tại quầy)' : 'No visit (counter sale)',
      1,
      120_000,
    ]);
    expect(values(5)[1]).toEqual(['Nguyễn Văn Quản', 1, 30_000]);
  });
});
