// Products (sản phẩm, `/san-pham`) and their categories (dmsanpham) as back-office resources. The public site reads
// the same endpoints: anonymous callers see the site clinic's published products (none of a removed category) and
// every live category; staff who may view /san-pham also see unpublished products. A product needs no category,
// and its price may be empty: the site then says "contact us for the price".
import { z } from 'zod';
import { timestamp, uuid } from '../api';
import { image } from '../content';
import { defineResource, queryBoolean, queryOptional } from '../resource';
import { requiredText } from '../validation/rules';

const text = z.string();
const optionalText = z.string().nullable();
const optionalInput = (max: number) => z.string().max(max).nullable().optional();
const order = z.number().int().min(0).max(100_000).optional();

/** The highest price a product may carry, in whole đồng (10 billion). */
export const MAX_PRODUCT_PRICE = 10_000_000_000;

// Categories -----------------------------------------------------------------------------------------------

export const productCategoryRecord = z.object({
  _id: uuid,
  tendanhmuc: text,
  tendanhmuc_en: optionalText,
  thutu: z.number().int(),
  /** Live products in the category (unpublished included), so staff see why it cannot be removed. */
  sosanpham: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ProductCategoryRecord = z.input<typeof productCategoryRecord>;
/** A category as the public site reads it. */
export type ProductCategory = ProductCategoryRecord;

export const productCategoryInput = z.object({
  tendanhmuc: requiredText.pipe(z.string().max(120)),
  tendanhmuc_en: optionalInput(120),
  thutu: order,
});
export type ProductCategoryInput = z.input<typeof productCategoryInput>;

export const productCategoryResource = defineResource({
  key: 'productCategories',
  table: 'dmsanpham',
  api: '/api/dmsanpham',
  urls: ['/danh-muc-san-pham'],
  item: productCategoryRecord,
  detail: productCategoryRecord,
  create: productCategoryInput,
  update: productCategoryInput,
  sortFields: ['thutu', 'tendanhmuc', 'createdAt', 'updatedAt'],
  defaultSort: 'thutu,tendanhmuc',
  filters: {},
  publicContent: true,
});

// Products -------------------------------------------------------------------------------------------------

export const productRow = z.object({
  _id: uuid,
  dmsanpham_id: uuid.nullable(),
  tensanpham: text,
  tensanpham_en: optionalText,
  mota: optionalText,
  mota_en: optionalText,
  /** Whole đồng; null means "contact us for the price". */
  gia: z.number().int().nonnegative().nullable(),
  hinhanh: image.nullable(),
  thutu: z.number().int(),
  hienthi: z.boolean(),
  danhmuc: z.object({ _id: uuid, tendanhmuc: text, tendanhmuc_en: optionalText }).nullable(),
  updatedAt: timestamp,
});
export type ProductRow = z.input<typeof productRow>;
/** A product as the public lists carry it. */
export type ProductItem = ProductRow;

export const productRecord = productRow.extend({
  noidung: optionalText,
  noidung_en: optionalText,
  hinhanh_id: uuid.nullable(),
  createdAt: timestamp,
});
export type ProductRecord = z.input<typeof productRecord>;
/** One product as its public page reads it. */
export type ProductDetail = ProductRecord;

/** POST and PUT /api/sanpham. */
export const productInput = z.object({
  dmsanpham_id: uuid.nullable().optional(),
  tensanpham: requiredText.pipe(z.string().max(250)),
  tensanpham_en: optionalInput(250),
  mota: optionalInput(1000),
  mota_en: optionalInput(1000),
  noidung: optionalInput(200_000),
  noidung_en: optionalInput(200_000),
  gia: z.number().int().min(0).max(MAX_PRODUCT_PRICE).nullable().optional(),
  hinhanh_id: uuid.nullable().optional(),
  thutu: order,
  hienthi: z.boolean(),
});
export type ProductInput = z.input<typeof productInput>;

export const productResource = defineResource({
  key: 'products',
  table: 'sanpham',
  api: '/api/sanpham',
  urls: ['/san-pham'],
  item: productRow,
  detail: productRecord,
  create: productInput,
  update: productInput,
  // `thutu` is the shelf order: categories in theirs (products without one last), then each category's own.
  sortFields: ['thutu', 'tensanpham', 'gia', 'createdAt', 'updatedAt'],
  defaultSort: 'thutu',
  filters: { dmsanpham_id: queryOptional(uuid), hienthi: queryBoolean },
  publicContent: true,
  richText: ['noidung', 'noidung_en'],
});
