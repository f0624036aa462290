// Stock documents that move existing batches (/api/kho; docs/decisions/0057): a transfer between a clinic's stores, a
// return to the supplier, a destruction with its witnesses; a batch put on hold or released; a correction reversing
// a document. The request shapes, declared once for both sides.
import { z } from 'zod';
import { uuid } from '../api';
import { optionalText, requiredText } from '../validation/rules';
import { STOCK_LINES_MAX, stockQuantity } from './stock';

const m = (key: string) => ({ error: `validation.${key}` });
const reason = requiredText.pipe(z.string().max(500, m('tooLong')));

export const batchMoveLine = z.object({ lohang_id: uuid, soluong: stockQuantity });
const moveLines = z.array(batchMoveLine).min(1, m('stockLinesRequired')).max(STOCK_LINES_MAX);

export const transferInput = z
  .object({ kho_id: uuid, kho_den_id: uuid, ghichu: optionalText(500), dong: moveLines })
  .refine((body) => body.kho_id !== body.kho_den_id, { ...m('transferSameStore'), path: ['kho_den_id'] });
export type TransferInput = z.input<typeof transferInput>;

export const supplierReturnInput = z.object({
  kho_id: uuid,
  nhacungcap_id: uuid,
  sohoadon: optionalText(50),
  /** Why the goods go back (a recall, damage, a wrong delivery). */
  ghichu: reason,
  /** The goods receipt they came in on, when known. */
  goc_id: uuid.nullable().optional(),
  dong: moveLines,
});
export type SupplierReturnInput = z.input<typeof supplierReturnInput>;

export const witness = z.object({ hoten: requiredText.pipe(z.string().max(120)), chucvu: optionalText(120) });
export const destructionInput = z.object({
  kho_id: uuid,
  /** Why (expired, damaged, recalled): printed on the record. */
  lydo: reason,
  /** Who watched it done: at least two people. */
  nguoichungkien: z.array(witness).min(2, m('witnessesRequired')).max(10),
  dong: moveLines,
});
export type DestructionInput = z.input<typeof destructionInput>;

/** Put a batch on hold (a recall, a suspected defect) or release it, with the reason. */
export const batchHoldInput = z.object({ tamgiu: z.boolean(), lydo: reason });
export type BatchHoldInput = z.input<typeof batchHoldInput>;

/** A correction: a new document of the same kind reversing the old one's lines, with the reason. */
export const reversalInput = z.object({ lydo: reason });
