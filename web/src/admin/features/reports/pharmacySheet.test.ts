// The pharmacy report's workbook read back with exceljs: a sheet per table, titled in the language, the stores with
// their total, the movements by kind with the previous period's net beside them (a kind that moved only then shows
// too), the batch lists and the slow movers, amounts as numbers equal to the report to the đồng.
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../shared/i18n/translator';
import { adminTables } from '../../i18n';
import { buildWorkbookOf, readWorkbook, workbookSheet } from '../../kit/export';
import { pharmacyReportFixture as report } from './pharmacyFixtures';
import { pharmacySheets } from './pharmacySheet';

describe('the pharmacy workbook', () => {
  it.each(['vi', 'en'] as const)('holds every table with its amounts as numbers (%s)', async (lang) => {
    const t = createTranslator(lang, adminTables);
    const text = (name: string, params?: Record<string, string | number>) =>
      t(`admin.resources.reports.${name}`, params);
    const sheets = pharmacySheets(report, text, t).map((sheet) => workbookSheet<unknown>(sheet as never));
    const book = await readWorkbook(await buildWorkbookOf(sheets, lang, t));
    const values = (index: number) =>
      (book.worksheets[index]!.getSheetValues().slice(1) as unknown[][]).map((row) => row.slice(1));
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(
      lang === 'vi'
        ? ['Tồn kho theo kho', 'Nhập xuất theo loại phiếu', 'Lô cận hạn dùng', 'Lô đã hết hạn', 'Hàng chậm luân chuyển']
        : ['Stock by store', 'Movements by document kind', 'Batches near expiry', 'Expired batches', 'Slow movers'],
    );
    expect(values(0)).toEqual([
      lang === 'vi'
        ? ['Kho', 'Số lô còn hàng', 'Giá trị tồn', 'Cận hạn', 'Hết hạn', 'Tạm giữ']
        : ['Store', 'Batches in stock', 'Stock value', 'Near expiry', 'Expired', 'On hold'],
      ['Nhà thuốc', 4, 366_100, 24_000, 2_100, 0],
      ['Phòng thủ thuật', 1, 100_000, 0, 0, 100_000],
      [lang === 'vi' ? 'Cộng' : 'Total', 5, 466_100, 24_000, 2_100, 100_000],
    ]);
    expect(book.worksheets[0]!.getColumn(3).numFmt).toBe('#,##0');
    expect(values(1).slice(1)).toEqual([
      [lang === 'vi' ? 'Nhập hàng' : 'Goods received', 2, 4, 358, 0, 515_600, 0, 100_000],
      [lang === 'vi' ? 'Xuất kho: Bán lẻ' : 'Issue: Counter sale', 1, 1, 0, 30, 0, 36_000, 0],
      [lang === 'vi' ? 'Chuyển kho' : 'Transfer', 1, 2, 40, 40, 100_000, 100_000, 0],
      [lang === 'vi' ? 'Xuất kho: Phát thuốc theo đơn' : 'Issue: Dispensed on prescription', 0, 0, 0, 0, 0, 0, -12_000],
    ]);
    expect(values(2).slice(1)).toEqual([['Paracetamol 500 mg', 'A2', '02/04/2026', 'Nhà thuốc', 20, 'Viên', 24_000]]);
    expect(values(3).slice(1)).toEqual([['Vitamin C 500 mg', 'E1', '02/03/2026', 'Nhà thuốc', 3, 'Viên', 2_100]]);
    expect(values(4).slice(1)).toEqual([
      ['Amoxicillin 500 mg', 'Nhà thuốc', 60, 'Viên', 150_000, '20/12/2025'],
      ['Amoxicillin 500 mg', 'Phòng thủ thuật', 40, 'Viên', 100_000, lang === 'vi' ? 'Chưa từng xuất' : 'Never issued'],
    ]);
  });
});
