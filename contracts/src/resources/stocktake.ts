// Stocktake count sheets (/admin/kho, /api/kho/kiemke; docs/decisions/0057): a store's batches counted against the
// books, then posted as one adjustment document. The request and response shapes, declared once for both sides.
import { z } from 'zod';
import { timestamp, uuid } from '../api';
import { queryOptional } from '../resource';
import { optionalText, requiredText } from '../validation/rules';

const m = (key: string) => ({ error: `validation.${key}` });
const text = z.string().nullable();
const reason = requiredText.pipe(z.string().max(500, m('tooLong')));

/** A stocktake count sheet: being counted, posted (its adjustment document issued), abandoned. */
export const stocktakeStates = ['DANG_KIEM', 'DA_CHOT', 'HUY'] as const;
export type StocktakeState = (typeof stocktakeStates)[number];

export const stocktakeStartInput = z.object({ kho_id: uuid, ghichu: optionalText(500) });
export const stocktakeCountInput = z.object({
  dong: z
    .array(
      z.object({
        lohang_id: uuid,
        thucte: z.number(m('quantityInvalid')).int(m('quantityInvalid')).min(0, m('quantityInvalid')).nullable(),
        ghichu: optionalText(300),
      }),
    )
    .max(5000),
});
export type StocktakeCountInput = z.input<typeof stocktakeCountInput>;
export const stocktakePostInput = z.object({ lydo: reason });

export const stocktakeLineRow = z.object({
  lohang_id: uuid,
  thuoc_id: uuid.nullable(),
  sanpham_id: uuid.nullable(),
  ten: z.string(),
  donvitinh: text,
  solo: z.string(),
  handung: z.string(),
  tonsosach: z.number().int(),
  thucte: z.number().int().nullable(),
  /** thucte − tonsosach; empty until counted. */
  chenhlech: z.number().int().nullable(),
  ghichu: text,
});
export const stocktakeDetail = z.object({
  _id: uuid,
  kho_id: uuid,
  kho_ten: z.string(),
  trangthai: z.enum(stocktakeStates),
  ghichu: text,
  lydo: text,
  phieukho_id: uuid.nullable(),
  phieukho_so: text,
  createdAt: timestamp,
  chot_luc: timestamp.nullable(),
  dong: z.array(stocktakeLineRow),
});
export type StocktakeDetail = z.input<typeof stocktakeDetail>;

/** A sheet in the list (GET /api/kho/kiemke): its head without the lines. */
export const stocktakeRow = stocktakeDetail.omit({ dong: true });
export type StocktakeRow = z.input<typeof stocktakeRow>;
export const stocktakeListQuery = z.object({ kho_id: queryOptional(uuid) });
