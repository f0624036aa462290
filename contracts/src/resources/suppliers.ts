// Suppliers (nhà cung cấp, /admin/nha-cung-cap, /api/nhacungcap): the distributors a clinic buys drugs and goods
// from, which its stock receipts will name. Each clinic keeps its own (clinicScoped). The tax code and the pharmacy
// licence (GDP) number are what the receipt and a Good Pharmacy Practice inspection ask of a supplier.
import { z } from 'zod';
import { timestamp, uuid } from '../api';
import { defineResource, queryBoolean } from '../resource';
import { optionalPhone, optionalText, requiredText, taxCode } from '../validation/rules';
import { addressFields } from './addresses';

export const supplierInput = z.object({
  ten: requiredText.pipe(z.string().max(200)),
  masothue: taxCode.nullable().optional(),
  ...addressFields,
  dienthoai: optionalPhone,
  nguoilienhe: optionalText(120),
  /** The number of its certificate of eligibility for pharmaceutical business, which names its GDP. */
  sogdp: optionalText(50),
  /** An inactive supplier stays on the receipts that name it but is no longer offered. */
  hoatdong: z.boolean().optional(),
  /** Only the installation's owner chooses; staff's suppliers belong to their own clinic. */
  phongkham_id: uuid.optional(),
});

const text = z.string().nullable();
export const supplierRow = z.object({
  _id: uuid,
  phongkham_id: uuid,
  ten: z.string(),
  masothue: text,
  tinh_ma: z.string(),
  xa_ma: z.string(),
  diachi: z.string(),
  /** The whole address as people read it, written by the server from the three address fields. */
  diachi_day: z.string(),
  dienthoai: text,
  nguoilienhe: text,
  sogdp: text,
  hoatdong: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type SupplierRow = z.input<typeof supplierRow>;

export const supplierResource = defineResource({
  key: 'suppliers',
  table: 'nhacungcap',
  api: '/api/nhacungcap',
  urls: ['/nha-cung-cap'],
  item: supplierRow,
  detail: supplierRow,
  create: supplierInput,
  update: supplierInput,
  sortFields: ['ten', 'masothue', 'updatedAt'],
  defaultSort: 'ten',
  filters: { hoatdong: queryBoolean },
  publicContent: false,
  clinicScoped: 'phongkham_id',
});
