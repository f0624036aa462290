// Stock (kho, /admin/kho, /api/kho): each clinic's stores, the batches they hold and the numbered documents that move
// them (docs/decisions/0057). A quantity is always a whole number of the item's smallest unit (a tablet, an ampoule);
// a pack (a box of 10 blisters of 10) is only a way of typing it, converted by the drug's `quycach`. Money is whole
// đồng per smallest unit. The request and response shapes of /api/kho are declared here, once, for both sides.
import { z } from 'zod';
import { timestamp, uuid } from '../api';
import { dong } from '../money';
import { defineResource, queryBoolean, queryOptional } from '../resource';
import { calendarDay, optionalText, pastDay, requiredText } from '../validation/rules';
import type { DocumentKind } from './bills';

const m = (key: string) => ({ error: `validation.${key}` });
const text = z.string().nullable();
/** The most lines one stock document takes (a big delivery, a whole store's count). */
export const STOCK_LINES_MAX = 500;

/** A store's kind: the clinic's pharmacy (one per clinic), consumables, the procedure room, anything else. */
export const storeKinds = ['NHA_THUOC', 'VAT_TU', 'THU_THUAT', 'KHAC'] as const;
export type StoreKind = (typeof storeKinds)[number];

/**
 * A stock document's kind: goods received, issue, transfer between stores, return to supplier, destruction,
 * stocktake adjustment, opening stock, return from a patient.
 */
export const stockDocumentKinds = [
  'NHAP',
  'XUAT',
  'CHUYEN',
  'TRA_NCC',
  'HUY',
  'KIEM_KE',
  'TON_DAU',
  'TRA_LAI',
] as const;
export type StockDocumentKind = (typeof stockDocumentKinds)[number];

/** Each kind's number prefix (`PN-2026-000012`), taken from the gapless counters with the bills' numbers. */
export const stockDocumentPrefixes = {
  NHAP: 'PN',
  XUAT: 'PX',
  CHUYEN: 'PCK',
  TRA_NCC: 'PTN',
  HUY: 'PHY',
  KIEM_KE: 'PKK',
  TON_DAU: 'PTD',
  TRA_LAI: 'PNL',
} as const satisfies Record<StockDocumentKind, DocumentKind>;

/** Why stock is issued (an XUAT document): dispensing a prescription, a counter sale, the clinic's own use. */
export const issueReasons = ['PHAT_THUOC', 'BAN_LE', 'SU_DUNG_NOI_BO'] as const;
export type IssueReason = (typeof issueReasons)[number];

/** A pack of a drug and how many smallest units it holds: { ten: 'Hộp', heso: 100 }, { ten: 'Vỉ', heso: 10 }. */
export const drugPack = z.object({
  ten: z.string().trim().min(1, { error: 'validation.requiredText' }).max(30),
  heso: z
    .number({ error: 'validation.packFactorInvalid' })
    .int({ error: 'validation.packFactorInvalid' })
    .min(2, { error: 'validation.packFactorInvalid' })
    .max(100_000, { error: 'validation.packFactorInvalid' }),
});
export type DrugPack = z.output<typeof drugPack>;

/** A drug's packs, largest first by convention; at most a few (box, blister, strip). */
export const drugPacks = z
  .array(drugPack)
  .max(5)
  .refine((packs) => new Set(packs.map((pack) => pack.ten.toLowerCase())).size === packs.length, {
    error: 'validation.packDuplicate',
  });

// ---- Stores: GET /api/kho answers the reader's clinic's stores; POST /api/kho adds one, PUT /api/kho/:id changes one.

export const storeRow = z.object({
  _id: uuid,
  phongkham_id: uuid,
  ten: z.string(),
  loai: z.enum(storeKinds),
  ghichu: text,
  hoatdong: z.boolean(),
});
export type StoreRow = z.input<typeof storeRow>;

export const storeInput = z.object({
  ten: requiredText.pipe(z.string().max(120)),
  loai: z.enum(storeKinds, m('requiredSelect')),
  ghichu: optionalText(500),
  /** An inactive store keeps its stock and history but takes no new documents. */
  hoatdong: z.boolean().optional(),
});
export type StoreInput = z.input<typeof storeInput>;

// ---- Goods received (POST /api/kho/phieunhap) and opening stock (POST /api/kho/tondau): lines that name batches.

/** A positive whole quantity of an item's smallest unit. */
export const stockQuantity = z
  .number(m('quantityInvalid'))
  .int(m('quantityInvalid'))
  .min(1, m('quantityInvalid'))
  .max(10_000_000, m('quantityInvalid'));

/**
 * One received line: a drug (or a product), its batch and expiry, the quantity and the prices. `donvi` names one of
 * the drug's packs ('Hộp'): the quantity is then in that pack and the server multiplies it by the pack's factor;
 * empty, the quantity is in the smallest unit. Prices are always per smallest unit, whole đồng.
 */
export const receiptLineInput = z
  .object({
    thuoc_id: uuid.nullable().optional(),
    sanpham_id: uuid.nullable().optional(),
    solo: requiredText.pipe(z.string().max(40, m('tooLong'))),
    handung: calendarDay,
    soluong: stockQuantity,
    donvi: optionalText(30),
    gianhap: dong,
    giaban: dong,
  })
  .refine((line) => !!line.thuoc_id !== !!line.sanpham_id, { ...m('stockItemOne'), path: ['thuoc_id'] });
export type ReceiptLineInput = z.input<typeof receiptLineInput>;

const receiptLines = z.array(receiptLineInput).min(1, m('stockLinesRequired')).max(STOCK_LINES_MAX);

export const goodsReceiptInput = z.object({
  kho_id: uuid,
  nhacungcap_id: uuid,
  /** The supplier's invoice number. */
  sohoadon: requiredText.pipe(z.string().max(50, m('tooLong'))),
  /** The day the goods arrived. */
  ngaynhap: pastDay,
  ghichu: optionalText(500),
  dong: receiptLines,
});
export type GoodsReceiptInput = z.input<typeof goodsReceiptInput>;

export const openingStockInput = z.object({
  kho_id: uuid,
  ngay: pastDay.optional(),
  ghichu: optionalText(500),
  dong: receiptLines,
});
export type OpeningStockInput = z.input<typeof openingStockInput>;

/**
 * An Excel sheet of receipt lines read back (POST /api/kho/phieunhap/excel, multipart `file`): every row with what
 * it became and its errors (locale keys resolved in the reader's language); nothing is written. Columns: drug (name,
 * registration number or id), batch, expiry, quantity, pack (optional), cost, selling price.
 */
export const receiptImportRow = z.object({
  /** The sheet's row number (the header is row 1). */
  dong: z.number().int(),
  thuoc_id: uuid.nullable(),
  ten: text,
  solo: text,
  handung: text,
  /** In the smallest unit, packs converted. */
  soluong: z.number().int().nullable(),
  gianhap: z.number().int().nullable(),
  giaban: z.number().int().nullable(),
  loi: z.array(z.string()),
});
export const receiptImportAnswer = z.object({ dong: z.array(receiptImportRow), hople: z.boolean() });
export type ReceiptImportAnswer = z.input<typeof receiptImportAnswer>;

// ---- Reads: stock of an item, the stock card, batches, documents.

export const stockQuery = z
  .object({
    thuoc_id: queryOptional(uuid),
    sanpham_id: queryOptional(uuid),
    /** The clinic's pharmacy when not given. */
    kho_id: queryOptional(uuid),
  })
  .refine((query) => !!query.thuoc_id !== !!query.sanpham_id, { ...m('stockItemOne'), path: ['thuoc_id'] });

export const stockAnswer = z.object({
  /** Every unit held, expired and held batches included. */
  tong: z.number().int(),
  /** Units that may be issued: not expired, not on hold. */
  khadung: z.number().int(),
  lo: z.array(
    z.object({
      _id: uuid,
      kho_id: uuid,
      solo: z.string(),
      handung: z.string(),
      soluong: z.number().int(),
      hethan: z.boolean(),
      tamgiu: z.boolean(),
      giaban: z.number().int(),
    }),
  ),
});
export type StockAnswer = z.input<typeof stockAnswer>;

export const stockCardQuery = z
  .object({
    thuoc_id: queryOptional(uuid),
    sanpham_id: queryOptional(uuid),
    lohang_id: queryOptional(uuid),
    /** Every store of the clinic when not given. */
    kho_id: queryOptional(uuid),
    tungay: queryOptional(calendarDay),
    denngay: queryOptional(calendarDay),
  })
  .refine((query) => !!(query.thuoc_id || query.sanpham_id || query.lohang_id), {
    ...m('stockItemOne'),
    path: ['thuoc_id'],
  });

export const stockCardLine = z.object({
  _id: uuid,
  phieukho_id: uuid,
  so: z.string(),
  loai: z.enum(stockDocumentKinds),
  lydo: z.enum(issueReasons).nullable(),
  ngay: z.string(),
  createdAt: timestamp,
  kho_id: uuid,
  kho_ten: z.string(),
  lohang_id: uuid,
  solo: z.string(),
  handung: z.string(),
  /** Signed: + in, − out. */
  soluong: z.number().int(),
  /** The running balance of what the card covers (the item in the store(s), or the batch). */
  ton: z.number().int(),
  /** The batch's own quantity after the line. */
  tonsau: z.number().int(),
  /** Who or where: the supplier, the patient, the other store. */
  diengiai: text,
});
export const stockCardAnswer = z.object({
  ten: z.string(),
  donvitinh: text,
  /** The balance before the first line shown (0 without tungay). */
  tondau: z.number().int(),
  toncuoi: z.number().int(),
  dong: z.array(stockCardLine),
});
export type StockCardAnswer = z.input<typeof stockCardAnswer>;

export const batchRow = z.object({
  _id: uuid,
  phongkham_id: uuid,
  kho_id: uuid,
  kho_ten: z.string(),
  thuoc_id: uuid.nullable(),
  sanpham_id: uuid.nullable(),
  ten: z.string(),
  donvitinh: text,
  solo: z.string(),
  handung: z.string(),
  soluong: z.number().int(),
  /** 0 when expired or on hold. */
  khadung: z.number().int(),
  gianhap: z.number().int(),
  giaban: z.number().int(),
  /** soluong × gianhap, whole đồng. */
  giatrikho: z.number().int(),
  tamgiu: z.boolean(),
  tamgiu_lydo: text,
  hethan: z.boolean(),
  nhacungcap_id: uuid.nullable(),
  nhacungcap_ten: text,
  sohoadon: text,
  /** The item's reorder level in that store, when set. */
  dinhmuc: z.number().int().nullable(),
  updatedAt: timestamp,
});
export type BatchRow = z.input<typeof batchRow>;

/** The batch list (GET /api/kho/lohang): filters by store, item, expired, near expiry, on hold, low stock. */
export const batchResource = defineResource({
  key: 'stock',
  table: 'lohang',
  api: '/api/kho/lohang',
  urls: ['/kho'],
  item: batchRow,
  detail: batchRow,
  create: z.object({}),
  update: z.object({}),
  sortFields: ['handung', 'ten', 'soluong', 'giatrikho', 'updatedAt'],
  defaultSort: 'handung',
  filters: {
    kho_id: queryOptional(uuid),
    thuoc_id: queryOptional(uuid),
    sanpham_id: queryOptional(uuid),
    hethan: queryBoolean,
    /** Expiring within this many days (and not yet expired). */
    ganhethan: queryOptional(z.coerce.number().int().min(1).max(3650)),
    tamgiu: queryBoolean,
    /** The item's usable total in the store is under its reorder level. */
    duoidinhmuc: queryBoolean,
    /** Only batches with units left. */
    conhang: queryBoolean,
  },
  publicContent: false,
  clinicScoped: 'phongkham_id',
});

export const stockDocumentRow = z.object({
  _id: uuid,
  phongkham_id: uuid,
  so: z.string(),
  loai: z.enum(stockDocumentKinds),
  lydo: z.enum(issueReasons).nullable(),
  ngay: z.string(),
  kho_id: uuid,
  kho_ten: z.string(),
  kho_den_id: uuid.nullable(),
  kho_den_ten: text,
  nhacungcap_id: uuid.nullable(),
  nhacungcap_ten: text,
  sohoadon: text,
  ghichu: text,
  goc_id: uuid.nullable(),
  donthuoc_id: uuid.nullable(),
  hoadon_id: uuid.nullable(),
  nhanvien_hoten: text,
  /** Σ |soluong| × gianhap of the lines, whole đồng. */
  tongtien: z.number().int(),
  sodong: z.number().int(),
  createdAt: timestamp,
});
export type StockDocumentRow = z.input<typeof stockDocumentRow>;

export const stockDocumentLineRow = z.object({
  _id: uuid,
  thutu: z.number().int(),
  kho_id: uuid,
  lohang_id: uuid,
  thuoc_id: uuid.nullable(),
  sanpham_id: uuid.nullable(),
  ten: z.string(),
  donvitinh: text,
  solo: z.string(),
  handung: z.string(),
  soluong: z.number().int(),
  tonsau: z.number().int(),
  gianhap: z.number().int(),
  giaban: z.number().int(),
  /** |soluong| × gianhap. */
  thanhtien: z.number().int(),
});
export const stockDocumentDetail = stockDocumentRow.extend({
  nguoichungkien: z.array(z.object({ hoten: z.string(), chucvu: z.string().nullable().optional() })).nullable(),
  dong: z.array(stockDocumentLineRow),
});
export type StockDocumentDetail = z.input<typeof stockDocumentDetail>;

/** Stock documents (GET /api/kho/phieukho, /api/kho/phieukho/:id): issued once, never edited. */
export const stockDocumentResource = defineResource({
  key: 'stockDocuments',
  table: 'phieukho',
  api: '/api/kho/phieukho',
  urls: ['/kho'],
  item: stockDocumentRow,
  detail: stockDocumentDetail,
  create: z.object({}),
  update: z.object({}),
  sortFields: ['createdAt', 'so', 'ngay'],
  defaultSort: '-createdAt',
  filters: {
    loai: queryOptional(z.enum(stockDocumentKinds)),
    kho_id: queryOptional(uuid),
    tungay: queryOptional(calendarDay),
    denngay: queryOptional(calendarDay),
  },
  publicContent: false,
  clinicScoped: 'phongkham_id',
});
