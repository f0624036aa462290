// A workbook laid out as an official form: heading lines across the table, a header of several rows whose cells span
// rows and columns (a group over its sub-columns), a row numbering the columns, then the body. Forms a clinic must
// send (the province's health statistics) are read by people who know them by their layout, so the layout is kept.
import { newWorkbook } from './export';

/** One header cell at its row and column in the header's grid (1-based), spanning `rows` × `cols`. */
export interface FormHeaderCell {
  text: string;
  row: number;
  col: number;
  rows?: number;
  cols?: number;
}

export interface FormSheet {
  /** The tab's name. */
  title: string;
  /** Lines above the table, each across its whole width: the sender, the form's number, its title, the period. */
  lines: { text: string; bold?: boolean; align?: 'left' | 'center' | 'right' }[];
  header: FormHeaderCell[];
  headerRows: number;
  /** Each column's width, in characters; the table has as many columns. */
  widths: number[];
  /** A row under the header numbering the columns 1, 2, 3…, as printed forms have. */
  numbered?: boolean;
  rows: { cells: (string | number | null)[]; bold?: boolean }[];
  /** Lines under the table. */
  notes?: string[];
}

const thin = { style: 'thin' as const };
const ruled = { top: thin, left: thin, bottom: thin, right: thin };

export async function buildFormWorkbook(form: FormSheet): Promise<ArrayBuffer> {
  const workbook = await newWorkbook();
  workbook.created = new Date();
  const width = form.widths.length;
  const sheet = workbook.addWorksheet(form.title.slice(0, 31), {
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  form.widths.forEach((chars, i) => (sheet.getColumn(i + 1).width = chars));
  let row = 1;
  for (const line of form.lines) {
    sheet.mergeCells(row, 1, row, width);
    const cell = sheet.getCell(row, 1);
    cell.value = line.text;
    cell.font = { bold: line.bold ?? false };
    cell.alignment = { horizontal: line.align ?? 'left' };
    row += 1;
  }
  row += 1;
  const top = row;
  for (let r = 0; r < form.headerRows; r++) for (let c = 1; c <= width; c++) sheet.getCell(top + r, c).border = ruled;
  for (const cell of form.header) {
    const r1 = top + cell.row - 1;
    const c1 = cell.col;
    const r2 = r1 + (cell.rows ?? 1) - 1;
    const c2 = c1 + (cell.cols ?? 1) - 1;
    if (r2 > r1 || c2 > c1) sheet.mergeCells(r1, c1, r2, c2);
    const target = sheet.getCell(r1, c1);
    target.value = cell.text;
    target.font = { bold: true };
    target.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
    target.border = ruled;
  }
  row = top + form.headerRows;
  if (form.numbered) {
    const numbers = sheet.getRow(row);
    for (let c = 1; c <= width; c++) {
      const cell = numbers.getCell(c);
      cell.value = c;
      cell.font = { italic: true };
      cell.alignment = { horizontal: 'center' };
      cell.border = ruled;
    }
    row += 1;
  }
  sheet.views = [{ state: 'frozen', ySplit: row - 1 }];
  for (const line of form.rows) {
    const sheetRow = sheet.getRow(row);
    line.cells.forEach((value, i) => {
      const cell = sheetRow.getCell(i + 1);
      cell.value = value;
      cell.border = ruled;
      if (line.bold) cell.font = { bold: true };
    });
    for (let c = line.cells.length + 1; c <= width; c++) sheetRow.getCell(c).border = ruled;
    row += 1;
  }
  for (const note of form.notes ?? []) {
    row += 1;
    sheet.mergeCells(row, 1, row, width);
    sheet.getCell(row, 1).value = note;
    sheet.getCell(row, 1).font = { italic: true };
  }
  return workbook.xlsx.writeBuffer() as Promise<ArrayBuffer>;
}
