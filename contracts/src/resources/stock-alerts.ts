// Stock alerts (docs/decisions/0059): what the stock list, the dashboard and the daily message warn about, computed
// from usable stock in each store. Low stock: an item's usable quantity in a store below its reorder level (expired and
// held units count as zero, so an expired batch never hides a stock-out). Near expiry: a usable batch with stock that
// expires within the settings' window (`kho_hethan_ngay`, 90 days unless set). Expired: a batch past its expiry with
// stock left (waiting for destruction). Also the reorder levels themselves (kho_dinhmuc), set per item and store.
import { z } from 'zod';
import { uuid } from '../api';
import { queryOptional } from '../resource';

const m = (key: string) => ({ error: `validation.${key}` });

/** GET: the reader's clinic's alerts (counts and the most urgent rows); `?kho_id=` narrows to one store. */
export const stockAlertsPath = '/api/kho/canhbao';
/** GET the reorder levels; PUT one (a null level removes it). */
export const reorderLevelsPath = '/api/kho/dinhmuc';
/** The back-office page whose grant guards both (the stock page). */
export const stockUrl = '/kho';
/** How many rows of each kind the alerts answer (the counts are whole). */
export const STOCK_ALERT_ROWS = 50;
/** The highest reorder level accepted, in smallest units: far above any clinic's shelf, far below the integer limit. */
export const MAX_REORDER_LEVEL = 10_000_000;

/** The kinds of alert, as the stock list's filters name them (`/kho?ganhethan=true`). */
export const stockAlertKinds = ['duoidinhmuc', 'ganhethan', 'hethan'] as const;
export type StockAlertKind = (typeof stockAlertKinds)[number];

export const stockAlertsQuery = z.object({ kho_id: queryOptional(uuid) });
export type StockAlertsQuery = z.output<typeof stockAlertsQuery>;

const count = z.number().int();
const item = {
  kho_id: uuid,
  kho_ten: z.string(),
  thuoc_id: uuid.nullable(),
  sanpham_id: uuid.nullable(),
  /** The drug's or product's name. */
  ten: z.string(),
  /** Its smallest unit ("viên"). */
  donvitinh: z.string(),
};

/** An item of a store whose usable stock is below its reorder level. */
export const lowStockRow = z.object({ ...item, khadung: count, muc: count });
export type LowStockRow = z.output<typeof lowStockRow>;

/** A batch near its expiry, or past it, with stock left. */
export const expiryRow = z.object({
  ...item,
  lohang_id: uuid,
  solo: z.string(),
  handung: z.string(),
  soluong: count,
  /** Days from today to the expiry date (negative once expired). */
  conlai_ngay: count,
});
export type ExpiryRow = z.output<typeof expiryRow>;

export const stockAlerts = z.object({
  /** The clinic's today (YYYY-MM-DD), against which expiry was judged. */
  homnay: z.string(),
  /** The near-expiry window in force, in days. */
  songay_ganhethan: count,
  duoidinhmuc: count,
  ganhethan: count,
  hethan: count,
  /** Batches on hold with stock (a recall): not an alert of its own, shown beside them. */
  tamgiu: count,
  ds_duoidinhmuc: z.array(lowStockRow),
  ds_ganhethan: z.array(expiryRow),
  ds_hethan: z.array(expiryRow),
});
export type StockAlerts = z.input<typeof stockAlerts>;

/** GET /api/kho/dinhmuc: by store, by item, or both. */
export const reorderLevelsQuery = z.object({
  kho_id: queryOptional(uuid),
  thuoc_id: queryOptional(uuid),
  sanpham_id: queryOptional(uuid),
});
export type ReorderLevelsQuery = z.output<typeof reorderLevelsQuery>;

export const reorderLevelRow = z.object({
  _id: uuid,
  kho_id: uuid,
  kho_ten: z.string(),
  thuoc_id: uuid.nullable(),
  sanpham_id: uuid.nullable(),
  ten: z.string(),
  donvitinh: z.string(),
  muc: count,
});
export type ReorderLevelRow = z.input<typeof reorderLevelRow>;

/** GET: one item's level in each live store of the reader's clinic (null where none is set), beside its usable stock. */
export const itemLevelsPath = '/api/kho/dinhmuc/mathang';
export const itemLevelsQuery = z
  .object({ thuoc_id: queryOptional(uuid), sanpham_id: queryOptional(uuid) })
  .refine((value) => Boolean(value.thuoc_id) !== Boolean(value.sanpham_id), {
    error: 'validation.stockItemOne',
    path: ['thuoc_id'],
  });
export const itemLevelRow = z.object({
  kho_id: uuid,
  kho_ten: z.string(),
  /** The item's usable stock there (not expired, not on hold), in its smallest unit. */
  khadung: count,
  muc: count.nullable(),
});
export type ItemLevelRow = z.input<typeof itemLevelRow>;

/** PUT /api/kho/dinhmuc: one item's level in one store, in its smallest unit; null (or empty) removes it. */
export const reorderLevelInput = z
  .object({
    kho_id: z.uuid(m('requiredSelect')),
    thuoc_id: z.uuid(m('requiredSelect')).nullable().optional(),
    sanpham_id: z.uuid(m('requiredSelect')).nullable().optional(),
    muc: z
      .number(m('reorderLevelInvalid'))
      .int(m('reorderLevelInvalid'))
      .min(0, m('reorderLevelInvalid'))
      .max(MAX_REORDER_LEVEL, m('reorderLevelInvalid'))
      .nullable(),
  })
  .refine((value) => Boolean(value.thuoc_id) !== Boolean(value.sanpham_id), {
    error: 'validation.stockItemOne',
    path: ['thuoc_id'],
  });
export type ReorderLevelInput = z.input<typeof reorderLevelInput>;
