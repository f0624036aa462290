// The clinical report's workbook read back with exceljs: a sheet per table with its titles in the language, the
// figures beside the period before, diagnoses, chapters, tests and drugs as numbers equal to the report's.
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../shared/i18n/translator';
import { adminTables } from '../../i18n';
import { buildWorkbookOf, readWorkbook } from '../../kit/export';
import { clinical } from './clinicalFixtures';
import { clinicalSheets } from './clinicalSheet';

const values = (sheet: { getSheetValues: () => unknown[] }) =>
  (sheet.getSheetValues().slice(1) as unknown[][]).map((row) => row.slice(1));

describe('the clinical workbook', () => {
  it.each(['vi', 'en'] as const)('holds a sheet per table, numbers as numbers (%s)', async (lang) => {
    const t = createTranslator(lang, adminTables);
    const text = (name: string) => t(`admin.resources.reports.${name}`);
    const file = await buildWorkbookOf(clinicalSheets(clinical, text, lang), lang, t);
    const workbook = await readWorkbook(file);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(
      lang === 'vi'
        ? ['Tổng quan', 'Chẩn đoán', 'Chương ICD-10', 'Xét nghiệm', 'Thuốc']
        : ['Overview', 'Diagnoses', 'ICD-10 chapters', 'Lab tests', 'Drugs'],
    );
    const [figures, diagnoses, chapters, tests, drugs] = workbook.worksheets;
    expect(values(figures!)).toEqual([
      lang === 'vi' ? ['Chỉ tiêu', 'Kỳ này', 'Kỳ trước'] : ['Figure', 'This period', 'Previous period'],
      [lang === 'vi' ? 'Lượt khám xong' : 'Visits finished', 40, 36],
      [lang === 'vi' ? 'Hồ sơ khám đã ký' : 'Visit records signed', 38, 36],
      [lang === 'vi' ? 'Chẩn đoán ghi nhận' : 'Diagnoses recorded', 52, 47],
      [lang === 'vi' ? 'Đơn thuốc mỗi lượt khám' : 'Prescriptions per visit', 0.75, 0.67],
      [lang === 'vi' ? 'Lượt khám có kháng sinh' : 'Visits with an antibiotic', 0.25, 0.3333],
      [lang === 'vi' ? 'Xét nghiệm đã duyệt' : 'Lab tests verified', 12, 10],
      [lang === 'vi' ? 'Chỉ số xét nghiệm bất thường' : 'Lab values out of range', 0.3, 0.2],
      [lang === 'vi' ? 'Từ chỉ định đến duyệt kết quả (trung vị)' : 'Order to verified result (median)', 42.5, 55],
    ]);
    expect(values(diagnoses!).slice(1)).toEqual([
      [
        'J06.9',
        lang === 'vi'
          ? 'Nhiễm trùng đường hô hấp trên cấp, không đặc hiệu'
          : 'Acute upper respiratory infection, unspecified',
        'X',
        14,
        12,
        9,
      ],
      ['I10', lang === 'vi' ? 'Bệnh lý tăng huyết áp' : 'Essential (primary) hypertension', 'IX', 11, 8, 13],
      ['ZZZ', lang === 'vi' ? 'Mã không có trong danh mục ICD-10' : 'Code not in the ICD-10 list', undefined, 1, 0, 0],
    ]);
    expect(values(chapters!)[1]).toEqual([
      'IX',
      lang === 'vi' ? 'Bệnh hệ tuần hoàn' : 'Diseases of the circulatory system',
      11,
      13,
    ]);
    expect(values(tests!)[1]).toEqual([
      lang === 'vi' ? 'Cholesterol toàn phần' : 'Total cholesterol',
      'Xét nghiệm mỡ máu',
      12,
      4,
      0.3333,
      40,
    ]);
    expect(tests!.getColumn(5).numFmt).toBe('0.0%');
    expect(values(drugs!).slice(1)).toEqual([
      ['Hapacol 500', 'viên', 18, 360],
      ['Augmentin 625 mg', 'viên', 10, 140, lang === 'vi' ? 'Có' : 'Yes'],
    ]);
  });
});
