// The price list's spreadsheet layout: what the export writes, the import reads back, in either language, in any
// column order, and by position when a sheet has no known headers.
import type { PriceListRow } from '@phongkham/contracts';
import type { Worksheet } from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../shared/i18n/translator';
import { adminTables } from '../../i18n';
import { buildWorkbook, readWorkbook } from '../../kit/export';
import { exportColumns, PriceFileError, readPriceFile } from './sheet';

const group = {
  _id: '0190f4a0-0000-7000-8000-0000000000a1',
  tendanhmuc: 'Khám bệnh',
  tendanhmuc_en: 'Consultations',
  hienthi: true,
  thutu: 1,
};
const row = (n: number, tendichvu: string, gia: number, donvitinh: string | null = 'lần'): PriceListRow => ({
  _id: `0190f4a0-0000-7000-8000-00000000000${n}`,
  tendichvu,
  tendichvu_en: null,
  donvitinh,
  donvitinh_en: null,
  gia,
  loai: 'KHAM',
  hienthi: true,
  thutu: n,
  nhom: group,
  updatedAt: '2026-03-02T02:00:00.000Z',
});
const rows = [row(1, 'Khám tổng quát', 200_000), row(2, 'Thay băng, cắt chỉ', 1_250_000, null)];

async function sheetOf(build: (sheet: Worksheet) => void) {
  const workbook = await readWorkbook(await buildWorkbook('x', [], [], 'vi', (key) => key));
  const sheet = workbook.worksheets[0]!;
  build(sheet);
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

describe('the price sheet', () => {
  it.each(['vi', 'en'] as const)('reads back what the export wrote in %s', async (lang) => {
    const t = createTranslator(lang, adminTables);
    const columns = exportColumns(t);
    expect(columns.map((column) => column.title)).toEqual(
      lang === 'vi'
        ? ['Mã', 'Nhóm', 'Dịch vụ', 'Đơn vị tính', 'Giá (đồng)']
        : ['ID', 'Group', 'Service', 'Unit', 'Price (đồng)'],
    );
    const file = await readPriceFile(await buildWorkbook('Bảng giá', columns, rows, lang, t));
    expect(file).toEqual({
      rows: [
        { _id: rows[0]!._id, tendanhmuc: 'Khám bệnh', tendichvu: 'Khám tổng quát', gia: 200_000 },
        { _id: rows[1]!._id, tendanhmuc: 'Khám bệnh', tendichvu: 'Thay băng, cắt chỉ', gia: 1_250_000 },
      ],
      lines: [2, 3],
    });
  });

  it('finds the columns by their headers in any order, and skips empty rows', async () => {
    const data = await sheetOf((sheet) => {
      sheet.addRow(['Price (đồng)', 'Service', 'Ghi chú']);
      sheet.addRow(['250.000 ₫', 'Khám nhi', 'tăng giá']);
      sheet.addRow([null, null, 'dòng trống']);
      sheet.addRow([{ formula: '100000*3', result: 300_000 }, { richText: [{ text: 'Đo ' }, { text: 'điện tim' }] }]);
    });
    expect(await readPriceFile(data)).toEqual({
      rows: [
        { _id: null, tendanhmuc: null, tendichvu: 'Khám nhi', gia: '250.000 ₫' },
        { _id: null, tendanhmuc: null, tendichvu: 'Đo điện tim', gia: 300_000 },
      ],
      lines: [2, 4],
    });
  });

  it('reads a sheet without known headers by the export’s positions', async () => {
    const data = await sheetOf((sheet) => {
      sheet.addRow(['a', 'b', 'c', 'd', 'e']);
      sheet.addRow([rows[0]!._id, 'Khám bệnh', 'Khám tổng quát', 'lần', 210_000]);
    });
    expect((await readPriceFile(data)).rows).toEqual([
      { _id: rows[0]!._id, tendanhmuc: 'Khám bệnh', tendichvu: 'Khám tổng quát', gia: 210_000 },
    ]);
  });

  it('refuses a file that is not a workbook, or holds no rows', async () => {
    await expect(readPriceFile(new TextEncoder().encode('không phải excel').buffer as ArrayBuffer)).rejects.toThrow(
      PriceFileError,
    );
    const empty = await sheetOf((sheet) => sheet.addRow(['Mã', 'Giá (đồng)']));
    await expect(readPriceFile(empty)).rejects.toMatchObject({ key: 'empty' });
  });
});
