// The template of a goods receipt's lines as a spreadsheet, in the order the server reads a filled one
// (POST /api/kho/phieunhap/excel): drug (name, registration number or id), batch, expiry, quantity, pack (optional),
// cost and selling price per smallest unit. One header row in the screen's language, an example row, and the
// catalogue's drugs on a second sheet to copy names from, with their smallest unit and packs.
import type { DrugPack } from '@phongkham/contracts';
import type { Translate } from '../../../shared/i18n/translator';

/** The template's columns, in the order the server reads them. */
export const sheetColumns = ['thuoc', 'solo', 'handung', 'soluong', 'donvi', 'gianhap', 'giaban'] as const;

export interface CatalogueDrug {
  _id: string;
  tenthuoc: string;
  donvitinh: string;
  sodangky: string | null;
  quycach?: DrugPack[] | null;
}

/** A line as the form holds it (quantity and prices in the unit chosen). */
export interface FormLine {
  thuoc_id?: string;
  solo?: string;
  handung?: string;
  soluong?: number | null;
  donvi?: string;
  gianhap?: number | null;
  giaban?: number | null;
}

const titleKey = (column: string) => `admin.resources.stock.sheet.${column}`;

/** The template workbook: headers, one example row, and the catalogue's drugs on a second sheet. */
export async function buildTemplate(t: Translate, drugs: readonly CatalogueDrug[]): Promise<ArrayBuffer> {
  const module = await import('exceljs');
  const exceljs = (module as unknown as { default?: typeof module }).default ?? module;
  const workbook = new exceljs.Workbook();
  const sheet = workbook.addWorksheet(t(titleKey('name')), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = sheetColumns.map((column) => ({ header: t(titleKey(column)), key: column, width: 16 }));
  sheet.getRow(1).font = { bold: true };
  const example = drugs[0];
  const pack = example?.quycach?.[0];
  sheet.addRow([
    example?.tenthuoc ?? 'Amoxicillin 500mg',
    'A123456',
    '31/12/2027',
    pack ? 10 : 1000,
    pack?.ten ?? '',
    1050,
    1500,
  ]);
  sheet.getColumn(1).width = 36;
  sheet.getColumn(6).numFmt = '#,##0';
  sheet.getColumn(7).numFmt = '#,##0';
  const list = workbook.addWorksheet(t(titleKey('drugs')));
  list.columns = [
    { header: t(titleKey('thuoc')), key: 'ten', width: 40 },
    { header: t(titleKey('sodangky')), key: 'sodangky', width: 18 },
    { header: t(titleKey('unit')), key: 'donvitinh', width: 14 },
    { header: t(titleKey('packs')), key: 'quycach', width: 32 },
  ];
  list.getRow(1).font = { bold: true };
  for (const drug of drugs) {
    list.addRow({
      ten: drug.tenthuoc,
      sodangky: drug.sodangky ?? '',
      donvitinh: drug.donvitinh,
      quycach: (drug.quycach ?? []).map((one) => `${one.ten} = ${one.heso} ${drug.donvitinh}`).join('; '),
    });
  }
  return workbook.xlsx.writeBuffer() as Promise<ArrayBuffer>;
}
