// The goods receipt's template: the columns in the order the server reads a filled sheet, in the screen's language,
// an example row in the first drug's pack, and the catalogue's drugs with their units and packs to copy from.
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../shared/i18n/translator';
import { adminTables } from '../../i18n';
import { readWorkbook } from '../../kit/export';
import { amoxicillin, drugs } from './fixtures';
import { buildTemplate } from './receiptSheet';

const values = (row: { values: unknown }) => (row.values as unknown[]).slice(1);

describe('the goods receipt template', () => {
  it('has the server’s columns, an example row and the catalogue', async () => {
    const workbook = await readWorkbook(await buildTemplate(createTranslator('vi', adminTables), drugs));
    const [lines, catalogue] = workbook.worksheets;
    expect(values(lines!.getRow(1))).toEqual([
      'Tên thuốc',
      'Số lô',
      'Hạn dùng',
      'Số lượng',
      'Đơn vị',
      'Giá nhập',
      'Giá bán',
    ]);
    expect(values(lines!.getRow(2))).toEqual([amoxicillin.tenthuoc, 'A123456', '31/12/2027', 10, 'Hộp', 1050, 1500]);
    expect(values(catalogue!.getRow(2))).toEqual([
      'Amoxicillin 500mg',
      'VD-12345-10',
      'Viên',
      'Hộp = 100 Viên; Vỉ = 10 Viên',
    ]);
    const english = await readWorkbook(await buildTemplate(createTranslator('en', adminTables), []));
    expect(values(english.worksheets[0]!.getRow(1))[0]).toBe('Drug name');
  });
});
