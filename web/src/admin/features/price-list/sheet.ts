// The price list as a spreadsheet: the columns the export writes (id, group, service, unit, price) and the reading
// of a file with that layout, so export → edit the prices in Excel → import goes round. Headers are recognised in
// either language and in any order; a sheet without known headers is read by position.
import { languages, MAX_PRICE_ROWS, plainName, type PriceFileRow, type PriceListRow } from '@phongkham/contracts';
import type { CellValue as ExcelCell, Worksheet } from 'exceljs';
import type { Translate } from '../../../shared/i18n/translator';
import { adminTables } from '../../i18n';
import type { KitColumn } from '../../kit/columns';
import { readWorkbook } from '../../kit/export';

/** The sheet's columns, in the order the export writes them. */
export const sheetColumns = ['id', 'group', 'service', 'unit', 'price'] as const;
type SheetColumn = (typeof sheetColumns)[number];

const titleKey = (column: SheetColumn) => `admin.resources.priceList.sheet.${column}`;

/** The export's columns: the Vietnamese names (what the import matches when a row has no id), prices grouped. */
export function exportColumns(t: Translate): KitColumn<PriceListRow>[] {
  const values: Record<SheetColumn, (row: PriceListRow) => string | number | null> = {
    id: (row) => row._id,
    group: (row) => row.nhom.tendanhmuc,
    service: (row) => row.tendichvu,
    unit: (row) => row.donvitinh,
    price: (row) => row.gia,
  };
  return sheetColumns.map((column) => ({
    key: column,
    title: t(titleKey(column)),
    value: values[column],
    ...(column === 'price' ? { numFmt: '#,##0' } : {}),
  }));
}

/** Every language's title of each column, as plain text. */
function knownTitles(): Map<string, SheetColumn> {
  const titles = new Map<string, SheetColumn>();
  for (const lang of languages) {
    const sheet = (adminTables[lang].admin as { resources: { priceList: { sheet: Record<string, string> } } }).resources
      .priceList.sheet;
    for (const column of sheetColumns) if (sheet[column]) titles.set(plainName(sheet[column]), column);
  }
  return titles;
}

/** A cell as a number, a text or nothing, whatever exceljs made of it (formulas, rich text, links). */
function plainCell(value: ExcelCell): number | string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean' || value instanceof Date) return String(value);
  if (typeof value === 'object') {
    if ('result' in value) return plainCell(value.result as ExcelCell);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return plainCell(value.text as ExcelCell);
  }
  return null;
}

/** A cell's text, or null when empty; the export writes a dash for an empty value, so a dash is empty too. */
const text = (value: number | string | null, max: number) => {
  const trimmed = value === null ? '' : String(value).trim();
  return trimmed === '' || trimmed === '—' || trimmed === '-' ? null : trimmed.slice(0, max);
};

/** Which sheet column holds each field: by header title, else by the export's positions. */
function columnPositions(sheet: Worksheet): Record<SheetColumn, number> {
  const titles = knownTitles();
  const found: Partial<Record<SheetColumn, number>> = {};
  sheet.getRow(1).eachCell((cell, position) => {
    const value = plainCell(cell.value);
    const column = typeof value === 'string' ? titles.get(plainName(value)) : undefined;
    if (column && found[column] === undefined) found[column] = position;
  });
  if (found.price === undefined || (found.id === undefined && found.service === undefined)) {
    return { id: 1, group: 2, service: 3, unit: 4, price: 5 };
  }
  return { id: 0, group: 0, service: 0, unit: 0, ...found } as Record<SheetColumn, number>;
}

export interface PriceFile {
  rows: PriceFileRow[];
  /** The sheet's row number of each row, for the preview ("row 7"). */
  lines: number[];
}

export class PriceFileError extends Error {
  constructor(
    readonly key: 'unreadable' | 'empty' | 'tooMany',
    readonly count = 0,
  ) {
    super(key);
    this.name = 'PriceFileError';
  }
}

/** The price rows of an .xlsx file: its first sheet below the header row, empty rows left out. */
export async function readPriceFile(data: ArrayBuffer): Promise<PriceFile> {
  let sheet: Worksheet | undefined;
  try {
    sheet = (await readWorkbook(data)).worksheets[0];
  } catch {
    throw new PriceFileError('unreadable');
  }
  if (!sheet) throw new PriceFileError('unreadable');
  const at = columnPositions(sheet);
  const rows: PriceFileRow[] = [];
  const lines: number[] = [];
  sheet.eachRow((row, line) => {
    if (line === 1) return;
    const cell = (column: SheetColumn) => (at[column] > 0 ? plainCell(row.getCell(at[column]).value) : null);
    const id = text(cell('id'), 100);
    const name = text(cell('service'), 250);
    const price = cell('price');
    const gia = typeof price === 'string' ? text(price, 100) : price;
    if (id === null && name === null && gia === null) return;
    rows.push({ _id: id, tendichvu: name, tendanhmuc: text(cell('group'), 250), gia });
    lines.push(line);
  });
  if (rows.length === 0) throw new PriceFileError('empty');
  if (rows.length > MAX_PRICE_ROWS) throw new PriceFileError('tooMany', rows.length);
  return { rows, lines };
}
