// Service groups (dmdichvu, `/dich-vu`) and the services the clinic provides with their prices (dichvu,
// `/dich-vu-cung-cap`) as back-office resources. The public site reads the same endpoints: anonymous callers see
// the site clinic's published rows, and a service only while its group is published too; staff who may view the
// screens also see drafts. The price list (GET /api/banggia) puts the two together.
import { z } from 'zod';
import { timestamp, uuid } from '../api';
import { image, serviceKinds } from '../content';
import { defineResource, queryBoolean, queryOptional } from '../resource';
import { requiredSelect, requiredText } from '../validation/rules';

const text = z.string();
const optionalText = z.string().nullable();
const optionalInput = (max: number) => z.string().max(max).nullable().optional();
const name = requiredText.pipe(z.string().max(200));
const order = z.number().int().min(0).max(100_000).optional();

/** The highest price a service may carry, in whole đồng (10 billion): beyond any clinic's price list. */
export const MAX_SERVICE_PRICE = 10_000_000_000;

// Groups ---------------------------------------------------------------------------------------------------

export const serviceGroupItem = z.object({
  _id: uuid,
  tendanhmuc: text,
  tendanhmuc_en: optionalText,
  mota: optionalText,
  mota_en: optionalText,
  hinhanh: image.nullable(),
  thutu: z.number().int(),
  hienthi: z.boolean(),
  /** Services in the group this reader sees: the public counts published ones, staff every live one. */
  sodichvu: z.number().int(),
  updatedAt: timestamp,
});
export type ServiceGroupItem = z.input<typeof serviceGroupItem>;

// Services -------------------------------------------------------------------------------------------------

export const serviceItem = z.object({
  _id: uuid,
  dmdichvu_id: uuid,
  tendichvu: text,
  tendichvu_en: optionalText,
  mota: optionalText,
  mota_en: optionalText,
  /** Whole đồng. */
  gia: z.number().int().nonnegative(),
  donvitinh: optionalText,
  donvitinh_en: optionalText,
  loai: z.enum(serviceKinds),
  /** A short remark shown beside the price ("chưa gồm thuốc"). */
  ghichu: optionalText,
  ghichu_en: optionalText,
  hinhanh: image.nullable(),
  thutu: z.number().int(),
  hienthi: z.boolean(),
  nhom: z.object({ _id: uuid, tendanhmuc: text, tendanhmuc_en: optionalText }),
  updatedAt: timestamp,
});
export type ServiceItem = z.input<typeof serviceItem>;

export const serviceDetail = serviceItem.extend({
  noidung: optionalText,
  noidung_en: optionalText,
  hinhanh_id: uuid.nullable(),
  createdAt: timestamp,
});
export type ServiceDetail = z.input<typeof serviceDetail>;

/** One group with its body and the services in it (for staff, drafts included), in their order. */
export const serviceGroupDetail = serviceGroupItem.extend({
  noidung: optionalText,
  noidung_en: optionalText,
  hinhanh_id: uuid.nullable(),
  dichvu: z.array(serviceItem),
  createdAt: timestamp,
});
export type ServiceGroupDetail = z.input<typeof serviceGroupDetail>;

/** The price list (`/bang-gia-dich-vu`): every shown group in order with its shown services in order. */
export const priceList = z.array(serviceGroupItem.extend({ dichvu: z.array(serviceItem) }));
export type PriceList = z.input<typeof priceList>;

// Writes ---------------------------------------------------------------------------------------------------

/** POST and PUT /api/dmdichvu. */
export const serviceGroupInput = z.object({
  tendanhmuc: name,
  tendanhmuc_en: optionalInput(200),
  mota: optionalInput(1000),
  mota_en: optionalInput(1000),
  noidung: optionalInput(200_000),
  noidung_en: optionalInput(200_000),
  hinhanh_id: uuid.nullable().optional(),
  thutu: order,
  /** Shown on the website; a new row left without it is shown. */
  hienthi: z.boolean().optional(),
});
export type ServiceGroupInput = z.input<typeof serviceGroupInput>;

/** POST and PUT /api/dichvu. */
export const serviceInput = z.object({
  dmdichvu_id: requiredSelect.pipe(uuid),
  tendichvu: name,
  tendichvu_en: optionalInput(200),
  mota: optionalInput(1000),
  mota_en: optionalInput(1000),
  noidung: optionalInput(200_000),
  noidung_en: optionalInput(200_000),
  // Nothing typed reads as an empty field, as the other required fields do.
  gia: z
    .number({ error: (issue) => (issue.input == null ? 'validation.requiredText' : undefined) })
    .int()
    .min(0)
    .max(MAX_SERVICE_PRICE),
  donvitinh: optionalInput(50),
  donvitinh_en: optionalInput(50),
  // Nothing chosen reads as an empty select; a value outside the list gets the generic message.
  loai: z.enum(serviceKinds, { error: (issue) => (issue.input == null ? 'validation.requiredSelect' : undefined) }),
  ghichu: optionalInput(200),
  ghichu_en: optionalInput(200),
  hinhanh_id: uuid.nullable().optional(),
  thutu: order,
  hienthi: z.boolean().optional(),
});
export type ServiceInput = z.input<typeof serviceInput>;

// Resources ------------------------------------------------------------------------------------------------

export const serviceGroupResource = defineResource({
  key: 'serviceGroups',
  table: 'dmdichvu',
  api: '/api/dmdichvu',
  urls: ['/dich-vu'],
  item: serviceGroupItem,
  detail: serviceGroupDetail,
  create: serviceGroupInput,
  update: serviceGroupInput,
  sortFields: ['thutu', 'tendanhmuc', 'updatedAt'],
  defaultSort: 'thutu,tendanhmuc',
  filters: { hienthi: queryBoolean },
  publicContent: true,
  richText: ['noidung', 'noidung_en'],
});

export const serviceResource = defineResource({
  key: 'services',
  table: 'dichvu',
  api: '/api/dichvu',
  urls: ['/dich-vu-cung-cap'],
  item: serviceItem,
  detail: serviceDetail,
  create: serviceInput,
  update: serviceInput,
  // `nhom` is the group's order: the default reads group by group, as the price list does.
  sortFields: ['nhom', 'thutu', 'tendichvu', 'gia', 'updatedAt'],
  defaultSort: 'nhom,thutu,tendichvu',
  filters: {
    dmdichvu_id: queryOptional(uuid),
    loai: queryOptional(z.enum(serviceKinds)),
    hienthi: queryBoolean,
  },
  publicContent: true,
  richText: ['noidung', 'noidung_en'],
});
