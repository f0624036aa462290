// Receipt lines from an Excel sheet (docs/decisions/0057): a supplier's delivery note typed or exported into .xlsx is
// read back into the lines of a goods receipt, each checked with the same rules as the form (contracts'
// receiptLineInput, the drug's packs, no expired batch) and with its errors, row by row, in the reader's language.
// Nothing is written: the person reviews the lines and posts the receipt as usual.
import { receiptLineInput, translate, type Lang, type ReceiptImportAnswer } from '@phongkham/contracts';
import type ExcelJS from 'exceljs';
import { and, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { drugs } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { clinicToday } from './posting';

export const RECEIPT_IMPORT_MAX_ROWS = 500;

type Cell = ExcelJS.CellValue;

/** A cell as a number, a text or nothing, whatever exceljs made of it (formulas, rich text, links, dates). */
function plain(value: Cell): number | string | Date | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string' || value instanceof Date) return value;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    if ('result' in value) return plain(value.result as Cell);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return plain(value.text as Cell);
  }
  return null;
}

const textOf = (value: number | string | Date | null) =>
  value === null ? null : value instanceof Date ? value.toISOString().slice(0, 10) : String(value).trim() || null;

/** A day from a date cell, 'YYYY-MM-DD', 'DD/MM/YYYY' or the national 'YYYYMMDD'; null when it is none of them. */
export function dayOf(value: number | string | Date | null): string | null {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  const text = textOf(value);
  if (!text) return null;
  let match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (match) return `${match[1]}-${match[2]}-${match[3]}`;
  match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (match) return `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  return null;
}

/** A whole number from a cell ("1.200" and "1,200" read as 1200, Vietnamese and English thousands alike). */
function wholeOf(value: number | string | Date | null): number | null {
  if (typeof value === 'number') return value;
  const text = textOf(value);
  if (!text) return null;
  const digits = text.replace(/[.,\s]/g, '').replace(/đ|₫|vnd/gi, '');
  return /^-?\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the first sheet of an .xlsx into checked receipt lines; 400 when the file is not a workbook. */
export async function importReceiptLines(db: Database, bytes: Buffer, lang: Lang): Promise<ReceiptImportAnswer> {
  // Loaded on the first import, not at start: the workbook library and its zip readers cost a quarter of a second
  // of every start and memory every server would hold for a rare action.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new HttpError(400, 'errors.stockImportNotExcel');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new HttpError(400, 'errors.stockImportNotExcel');
  type Plain = number | string | Date | null;
  const raw: { row: number; cells: [Plain, Plain, Plain, Plain, Plain, Plain, Plain] }[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return; // the header
    const cells = [1, 2, 3, 4, 5, 6, 7].map((column) => plain(row.getCell(column).value)) as [
      Plain,
      Plain,
      Plain,
      Plain,
      Plain,
      Plain,
      Plain,
    ];
    if (cells.every((cell) => textOf(cell) === null)) return;
    raw.push({ row: number, cells });
  });
  if (raw.length > RECEIPT_IMPORT_MAX_ROWS) {
    throw new HttpError(400, 'errors.stockImportTooManyRows', { max: RECEIPT_IMPORT_MAX_ROWS });
  }
  // The drugs the sheet names, by id, registration number or exact name (case and spacing ignored).
  const names = [...new Set(raw.map(({ cells }) => textOf(cells[0])?.toLowerCase()).filter(Boolean))] as string[];
  const catalogue = names.length
    ? await db
        .select({ _id: drugs._id, tenthuoc: drugs.tenthuoc, sodangky: drugs.sodangky, quycach: drugs.quycach })
        .from(drugs)
        .where(
          and(
            isNull(drugs.deletedAt),
            sql`(lower(${drugs.tenthuoc}) in ${names} or lower(${drugs.sodangky}) in ${names} or ${drugs._id}::text in ${names})`,
          ),
        )
    : [];
  const byKey = new Map<string, (typeof catalogue)[number]>();
  for (const drug of catalogue) {
    byKey.set(drug._id, drug);
    if (drug.sodangky) byKey.set(drug.sodangky.toLowerCase(), drug);
    byKey.set(drug.tenthuoc.toLowerCase(), drug);
  }
  const today = clinicToday();
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, key, params);
  const dong = raw.map(({ row, cells }) => {
    const loi: string[] = [];
    const named = textOf(cells[0]);
    const drug = named ? byKey.get(UUID.test(named) ? named.toLowerCase() : named.toLowerCase()) : undefined;
    if (!named) loi.push(t('errors.stockImportDrugMissing'));
    else if (!drug) loi.push(t('errors.stockImportDrugUnknown', { ten: named }));
    const handung = dayOf(cells[2]);
    if (!handung) loi.push(t('errors.stockImportDateInvalid'));
    else if (handung < today) loi.push(t('errors.stockAlreadyExpired'));
    const packName = textOf(cells[4]);
    let soluong = wholeOf(cells[3]);
    if (packName && drug && soluong !== null && Number.isInteger(soluong)) {
      const pack = drug.quycach.find((candidate) => candidate.ten.toLowerCase() === packName.toLowerCase());
      if (!pack) loi.push(t('errors.stockPackUnknown', { donvi: packName }));
      else soluong *= pack.heso;
    }
    const gianhap = wholeOf(cells[5]);
    const giaban = wholeOf(cells[6]);
    const line = {
      thuoc_id: drug?._id ?? '00000000-0000-4000-8000-000000000000',
      solo: textOf(cells[1]) ?? '',
      handung: handung ?? '',
      soluong,
      gianhap,
      giaban,
    };
    // The form's own rules, on what could be read (the drug and the day are reported above).
    const checked = receiptLineInput.safeParse(line);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0]);
        if (field === 'thuoc_id' || field === 'handung') continue;
        const label = t(`stockImport.columns.${field}`);
        const message = issue.message.startsWith('validation.') ? t(issue.message) : t('validation.quantityInvalid');
        loi.push(`${label}: ${message}`);
      }
    }
    return {
      dong: row,
      thuoc_id: drug?._id ?? null,
      ten: drug?.tenthuoc ?? named,
      solo: textOf(cells[1]),
      handung,
      soluong: soluong !== null && Number.isSafeInteger(soluong) ? soluong : null,
      gianhap: gianhap !== null && Number.isSafeInteger(gianhap) ? gianhap : null,
      giaban: giaban !== null && Number.isSafeInteger(giaban) ? giaban : null,
      loi,
    };
  });
  return { hople: dong.length > 0 && dong.every((line) => line.loi.length === 0), dong };
}
