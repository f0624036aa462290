// Products (sanpham) and their categories (dmsanpham) of the site's clinic, for the public site and the back
// office's editors. A product needs no category; one whose category was removed is hidden from the public with
// it. The public sees published products only; staff who may view /san-pham see every live one.
import type { ListQuery, productResource } from '@phongkham/contracts';
import { and, asc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { files, productCategories, products } from '../../db/schema';
import { imageColumns, publicRows, withImage } from '../../lib/content';
import type { Reader } from '../../lib/crud/routes';
import type { WriteContext } from '../../lib/crud/write';
import { fieldError } from '../../lib/http-error';
import { icu, listPage } from '../../lib/list';
import { siteClinicId } from '../setting/setting.service';

// Categories -----------------------------------------------------------------------------------------------

/** Live products in the category, unpublished included: what keeps it from being deleted. */
// Spelled with table names: drizzle leaves columns unqualified in a one-table select, and inside the subquery an
// unqualified "_id" would be the product's.
const productCount = sql<number>`(select count(*)::int from "sanpham" s where s."dmsanpham_id" = "dmsanpham"."_id" and s."deletedAt" is null)`;

const categoryColumns = {
  _id: productCategories._id,
  tendanhmuc: productCategories.tendanhmuc,
  tendanhmuc_en: productCategories.tendanhmuc_en,
  thutu: productCategories.thutu,
  sosanpham: productCount,
  createdAt: productCategories.createdAt,
  updatedAt: productCategories.updatedAt,
};

const liveCategories = (clinicId: string) =>
  and(eq(productCategories.phongkham_id, clinicId), isNull(productCategories.deletedAt))!;

export async function listProductCategories(db: Database, query: ListQuery) {
  const clinicId = await siteClinicId(db);
  return listPage(query, {
    where: [liveCategories(clinicId)],
    search: [productCategories.tendanhmuc, productCategories.tendanhmuc_en],
    sortable: {
      thutu: productCategories.thutu,
      tendanhmuc: icu(productCategories.tendanhmuc),
      createdAt: productCategories.createdAt,
      updatedAt: productCategories.updatedAt,
    },
    defaultSort: 'thutu,tendanhmuc',
    tieBreak: asc(productCategories._id),
    columns: categoryColumns,
    from: (fields) => db.select(fields).from(productCategories),
  });
}

export async function getProductCategory(db: Database, id: string) {
  const clinicId = await siteClinicId(db);
  const [row] = await db
    .select(categoryColumns)
    .from(productCategories)
    .where(and(eq(productCategories._id, id), liveCategories(clinicId)));
  return row ?? null;
}

/** The site's clinic owns a new category. */
export async function prepareProductCategory(values: Record<string, unknown>, { tx, id }: WriteContext) {
  if (id !== null) return values;
  return { ...values, phongkham_id: await siteClinicId(tx) };
}

// Products -------------------------------------------------------------------------------------------------

const rowColumns = {
  _id: products._id,
  dmsanpham_id: products.dmsanpham_id,
  tensanpham: products.tensanpham,
  tensanpham_en: products.tensanpham_en,
  mota: products.mota,
  mota_en: products.mota_en,
  gia: products.gia,
  hinhanh: imageColumns,
  thutu: products.thutu,
  hienthi: products.hienthi,
  danhmuc: {
    _id: productCategories._id,
    tendanhmuc: productCategories.tendanhmuc,
    tendanhmuc_en: productCategories.tendanhmuc_en,
  },
  updatedAt: products.updatedAt,
};

const recordColumns = {
  ...rowColumns,
  noidung: products.noidung,
  noidung_en: products.noidung_en,
  hinhanh_id: products.hinhanh_id,
  createdAt: products.createdAt,
};

/** The product's category while it is live (joined so: a removed category reads as none). */
const categoryJoin = and(eq(productCategories._id, products.dmsanpham_id), isNull(productCategories.deletedAt));

/**
 * What a reader may see: staff every live product of the clinic; the public only published ones whose category,
 * when they have one, still exists.
 */
function visible(clinicId: string, reader: Reader): SQL {
  if (reader.staff) return and(eq(products.phongkham_id, clinicId), isNull(products.deletedAt))!;
  return and(publicRows(products, clinicId), or(isNull(products.dmsanpham_id), isNotNull(productCategories._id)))!;
}

/**
 * The shelf order: categories in their order (products without one last), then each category's own order. A row
 * value, so that one sort field sorts on both, either way.
 */
const shelf = sql`(coalesce(${productCategories.thutu}, 2147483647), ${products.thutu})`;

export async function listProducts(db: Database, query: z.output<typeof productResource.listQuery>, reader: Reader) {
  const clinicId = await siteClinicId(db);
  return listPage(query, {
    where: [
      visible(clinicId, reader),
      query.dmsanpham_id ? eq(products.dmsanpham_id, query.dmsanpham_id) : undefined,
      query.hienthi === undefined ? undefined : eq(products.hienthi, query.hienthi),
    ],
    search: [products.tensanpham, products.tensanpham_en],
    sortable: {
      thutu: shelf,
      tensanpham: icu(products.tensanpham),
      gia: products.gia,
      createdAt: products.createdAt,
      updatedAt: products.updatedAt,
    },
    defaultSort: 'thutu',
    tieBreak: sql`${icu(products.tensanpham)} asc, ${products._id} asc`,
    columns: rowColumns,
    from: (fields) =>
      db
        .select(fields)
        .from(products)
        .leftJoin(productCategories, categoryJoin)
        .leftJoin(files, eq(files._id, products.hinhanh_id)),
    map: withImage,
  });
}

export async function getProduct(db: Database, id: string, reader: Reader) {
  const clinicId = await siteClinicId(db);
  const [row] = await db
    .select(recordColumns)
    .from(products)
    .leftJoin(productCategories, categoryJoin)
    .leftJoin(files, eq(files._id, products.hinhanh_id))
    .where(and(eq(products._id, id), visible(clinicId, reader)));
  return row ? withImage(row) : null;
}

/** The site's clinic owns a new product; a chosen category must be one of its live ones. */
export async function prepareProduct(values: Record<string, unknown>, { tx, id }: WriteContext) {
  const clinicId = await siteClinicId(tx);
  if (typeof values.dmsanpham_id === 'string') {
    const [category] = await tx
      .select({ _id: productCategories._id })
      .from(productCategories)
      .where(and(eq(productCategories._id, values.dmsanpham_id), liveCategories(clinicId)));
    if (!category) throw fieldError('dmsanpham_id', 'errors.unknownReference');
  }
  return id === null ? { ...values, phongkham_id: clinicId } : values;
}

/** Shown products with their titles and last change, for the sitemap. */
export async function productLinks(db: Database) {
  const clinicId = await siteClinicId(db);
  return db
    .select({ _id: products._id, title: products.tensanpham, updatedAt: products.updatedAt })
    .from(products)
    .leftJoin(productCategories, categoryJoin)
    .where(visible(clinicId, { staff: false }))
    .orderBy(sql`${shelf} asc`, asc(products._id));
}
