// The price list editor (/admin/bang-gia-dich-vu): every live service's price on one screen, changed in place or
// from an Excel file. The file's rows are first compared with the prices in force (a preview, nothing written),
// then the changes the editor accepts are applied together, each one kept in the activity history.
import { z } from 'zod';
import { timestamp, uuid } from '../api';
import { serviceKinds } from '../content';

/** The role-menu url that guards the editor and its API. */
export const priceListUrls = ['/bang-gia-dich-vu'] as const;

export const priceListApi = {
  /** GET: every live service with its price, drafts included (staff). */
  list: '/api/banggia/quanly',
  /** POST: the rows of a file compared with the prices in force; nothing is written. */
  preview: '/api/banggia/doi-chieu',
  /** PUT: applies price changes, all or none. */
  apply: '/api/banggia',
} as const;

/** Prices are whole đồng (docs/product-rules.md, 'Dates and prices'); above ten billion is a typing mistake. */
export const MAX_PRICE = 10_000_000_000;
/** Rows one file may hold; a clinic's price list is far shorter. */
export const MAX_PRICE_ROWS = 5000;

/** The message keys of a preview row's problems (shared locale files, `priceList.*`). */
export const priceProblems = {
  unknownService: 'priceList.unknownService',
  ambiguousName: 'priceList.ambiguousName',
  priceMissing: 'priceList.priceMissing',
  priceNotWhole: 'priceList.priceNotWhole',
  priceTooHigh: 'priceList.priceTooHigh',
  duplicateRow: 'priceList.duplicateRow',
} as const;

/** A price as people type it: a whole number of đồng from 0 to MAX_PRICE. */
export const wholePrice = z
  .number()
  .int(priceProblems.priceNotWhole)
  .min(0, priceProblems.priceNotWhole)
  .max(MAX_PRICE, priceProblems.priceTooHigh);

// One service of the editor's list -------------------------------------------------------------------------

export const priceListRow = z.object({
  _id: uuid,
  tendichvu: z.string(),
  tendichvu_en: z.string().nullable(),
  donvitinh: z.string().nullable(),
  donvitinh_en: z.string().nullable(),
  /** Whole đồng. */
  gia: z.number().int().nonnegative(),
  loai: z.enum(serviceKinds),
  /** The service is published (the site shows it only while its group is published too). */
  hienthi: z.boolean(),
  thutu: z.number().int(),
  nhom: z.object({
    _id: uuid,
    tendanhmuc: z.string(),
    tendanhmuc_en: z.string().nullable(),
    hienthi: z.boolean(),
    thutu: z.number().int(),
  }),
  updatedAt: timestamp,
});
export type PriceListRow = z.input<typeof priceListRow>;
export const priceListRows = z.array(priceListRow);

// The preview of a file --------------------------------------------------------------------------------------

/** A spreadsheet cell as the browser read it: a number, a text ("1.250.000 ₫"), or nothing. */
const cell = z.union([z.number(), z.string().max(100), z.null()]).optional();

/**
 * One row of the file: the service's id when the file came from the export, else its name (and its group's, for
 * two services of the same name), and the price.
 */
export const priceFileRow = z.object({
  _id: z.string().trim().max(100).nullable().optional(),
  tendichvu: z.string().trim().max(250).nullable().optional(),
  tendanhmuc: z.string().trim().max(250).nullable().optional(),
  gia: cell,
});
export type PriceFileRow = z.input<typeof priceFileRow>;

export const pricePreviewInput = z.array(priceFileRow).max(MAX_PRICE_ROWS);

export const priceRowStates = ['thaydoi', 'khongdoi', 'loi'] as const;
export type PriceRowState = (typeof priceRowStates)[number];

export const pricePreviewRow = z.object({
  /** The row's position in the body (0 is the first row sent). */
  vitri: z.number().int(),
  /** The name the file gave, as typed. */
  ten: z.string().nullable(),
  /** The service the row names, or null when none matches. */
  dichvu: z
    .object({
      _id: uuid,
      tendichvu: z.string(),
      tendichvu_en: z.string().nullable(),
      tendanhmuc: z.string(),
      tendanhmuc_en: z.string().nullable(),
    })
    .nullable(),
  /** The price in force, when a service matched. */
  giacu: z.number().int().nullable(),
  /** The file's price, when it is a valid one. */
  giamoi: z.number().int().nullable(),
  trangthai: z.enum(priceRowStates),
  /** What is wrong with the row, as message keys (`priceList.*`); empty unless `trangthai` is 'loi'. */
  loi: z.array(z.string()),
});
export type PricePreviewRow = z.input<typeof pricePreviewRow>;

export const pricePreview = z.object({
  dong: z.array(pricePreviewRow),
  sothaydoi: z.number().int(),
  sokhongdoi: z.number().int(),
  soloi: z.number().int(),
});
export type PricePreview = z.input<typeof pricePreview>;

// Applying changes ---------------------------------------------------------------------------------------------

export const priceChange = z.object({
  _id: uuid,
  /** The price the editor saw: the change is refused (409) when it is no longer in force. */
  giacu: wholePrice,
  giamoi: wholePrice,
});
export type PriceChange = z.input<typeof priceChange>;

export const priceChangesInput = z.object({
  thaydoi: z
    .array(priceChange)
    .min(1)
    .max(MAX_PRICE_ROWS)
    .superRefine((changes, context) => {
      const seen = new Set<string>();
      changes.forEach((change, index) => {
        const id = change._id.toLowerCase();
        if (seen.has(id)) {
          context.addIssue({ code: 'custom', message: priceProblems.duplicateRow, path: [index, '_id'] });
        }
        seen.add(id);
      });
    }),
});
export type PriceChangesInput = z.input<typeof priceChangesInput>;

// Reading a price cell -----------------------------------------------------------------------------------------

/** Digits grouped by dots, commas or spaces the way people write đồng: "1.250.000", "1,250,000", "1 250 000". */
const GROUPED = /^\d{1,3}(?:([.,\s])\d{3})(?:\1\d{3})*$/;
const DECIMAL = /^\d+(?:[.,]\d+)?$/;

/**
 * A price cell as whole đồng, or the problem with it. Numbers are taken as they are; texts may carry the
 * currency ("₫", "đ", "VND") and group their digits, so what the export wrote and what people type both read.
 */
export function readPrice(value: number | string | null | undefined): { gia: number } | { loi: string } {
  if (value === null || value === undefined) return { loi: priceProblems.priceMissing };
  let amount: number;
  if (typeof value === 'number') {
    amount = value;
  } else {
    const text = value
      .replace(/[\s\u00a0]+/g, ' ')
      .replace(/(?:₫|đồng|đ|vnđ|vnd)\.?$/i, '')
      .trim();
    if (text === '') return { loi: priceProblems.priceMissing };
    if (GROUPED.test(text)) amount = Number(text.replace(/\D/g, ''));
    else if (DECIMAL.test(text)) amount = Number(text.replace(',', '.'));
    else return { loi: priceProblems.priceNotWhole };
  }
  const checked = wholePrice.safeParse(amount);
  if (!Number.isFinite(amount) || !checked.success) {
    return { loi: amount > MAX_PRICE ? priceProblems.priceTooHigh : priceProblems.priceNotWhole };
  }
  return { gia: checked.data };
}

/** A name compared without case, Vietnamese diacritics or repeated spaces: "kham tong quat" is "Khám tổng quát". */
export function plainName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
