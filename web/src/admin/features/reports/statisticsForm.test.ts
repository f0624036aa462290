// Form 14 as a workbook, read back with exceljs: the sender, the form's number, title and month, the 4-row header with
// its merged groups over 20 columns and the row numbering them, a bold row per chapter over its codes, the counts as
// numbers, and the note on the columns left blank. Always Vietnamese.
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../shared/i18n/translator';
import { adminTables } from '../../i18n';
import { readWorkbook } from '../../kit/export';
import { buildFormWorkbook } from '../../kit/form-export';
import { statistics } from './statisticsFixtures';
import { formPeriod, statisticsForm } from './statisticsForm';

const t = createTranslator('vi', adminTables);
const text = (name: string, params?: Record<string, string | number>) => t(`admin.resources.reports.${name}`, params);

describe('form 14 (morbidity by ICD-10)', () => {
  it('keeps the printed layout: heading, merged header groups, numbered columns, chapters over codes', async () => {
    const book = await readWorkbook(await buildFormWorkbook(statisticsForm(statistics, text)));
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Biểu 14-BCT');
    expect(sheet.getCell('A1').value).toBe('Tên cơ sở y tế: Phòng khám Đa khoa An Tâm – Cơ sở Quận 3');
    expect(sheet.getCell('A2').value).toBe('Biểu 14/BCT');
    expect(sheet.getCell('A3').value).toBe('TÌNH HÌNH BỆNH TẬT, TỬ VONG THEO ICD-10');
    expect(sheet.getCell('A4').value).toBe('Tháng 10 năm 2026');
    // The header starts after a blank line: rows 7 to 10.
    expect(sheet.getCell('A7').value).toBe('TT');
    expect(sheet.getCell('D7').value).toBe('Tại khoa khám bệnh');
    expect(sheet.getCell('I7').value).toBe('Tại khoa khám bệnh'); // merged across D7:I7
    expect(sheet.getCell('J7').value).toBe('Điều trị nội trú');
    expect(sheet.getCell('D8').value).toBe('Tổng số');
    expect(sheet.getCell('E8').value).toBe('Trong đó');
    expect(['E10', 'F10', 'G10', 'H10', 'I10'].map((ref) => sheet.getCell(ref).value)).toEqual([
      'Nữ',
      'TE < 15',
      'BN nặng xin về',
      'Tử vong trước viện',
      'Tử vong tại viện',
    ]);
    expect(sheet.getCell('P8').value).toBe('Trong đó TE < 15 tuổi');
    expect(sheet.getCell('Q10').value).toBe('< 5 tuổi');
    expect(sheet.getCell('T7').value).toBe('Số trường hợp tử vong được cấp giấy báo tử');
    expect(sheet.getCell('T10').value).toBe('Số trường hợp tử vong được cấp giấy báo tử'); // merged down
    const row = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(row(11)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(row(12).slice(0, 6)).toEqual(['', 'Tổng số', '', 42, 25, 9]);
    expect(row(13).slice(0, 6)).toEqual(['IX', 'Chương IX. Bệnh hệ tuần hoàn', '', 12, 5, 0]);
    expect(sheet.getCell('B13').font?.bold).toBe(true);
    expect(row(14).slice(0, 6)).toEqual([1, 'Bệnh lý tăng huyết áp vô căn (nguyên phát)', 'I10', 12, 5, 0]);
    expect(row(15).slice(0, 6)).toEqual(['X', 'Chương X. Bệnh hệ hô hấp', '', 29, 19, 9]);
    expect(row(16).slice(0, 6)).toEqual([2, 'Viêm họng cấp', 'J02', 17, 11, 6]);
    expect(row(17).slice(0, 6)).toEqual([3, 'Nhiễm trùng đường hô hấp trên cấp', 'J06', 12, 8, 3]);
    expect(row(18).slice(0, 6)).toEqual(['', 'Mã không có trong danh mục ICD-10', '', 1, 1, 0]);
    expect(row(19).slice(0, 6)).toEqual([4, 'ZZZ', 'ZZZ', 1, 1, 0]);
    // Nothing is claimed for the columns the clinic does not record.
    expect(
      row(14)
        .slice(6)
        .filter((value) => value !== undefined && value !== null),
    ).toEqual([]);
    expect(sheet.getCell('A21').value).toMatch(/^Cột 7 đến 20 để trống/);
    expect(sheet.getCell('A22').value).toBe(
      '3 lượt khám đã xong chưa có chẩn đoán chính đã ký nên không được tính trong biểu.',
    );
  });

  it('names a whole month as the form does, and any other period by its days', () => {
    expect(formPeriod({ tungay: '2026-02-01', denngay: '2026-02-28' }, text)).toBe('Tháng 2 năm 2026');
    expect(formPeriod({ tungay: '2026-10-01', denngay: '2026-10-30' }, text)).toBe(
      'Từ ngày 01/10/2026 đến ngày 30/10/2026',
    );
    expect(formPeriod({ tungay: '2026-01-01', denngay: '2026-12-31' }, text)).toBe(
      'Từ ngày 01/01/2026 đến ngày 31/12/2026',
    );
  });
});
