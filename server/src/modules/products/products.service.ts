// Products (sanpham) and their categories (dmsanpham) as the public site reads them. A product needs no
// category; one whose category was removed is hidden with it.
import type { productCategoryListQuery, productListQuery } from '@phongkham/contracts';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { files, productCategories, products } from '../../db/schema';
import { imageColumns, publicRows, withImage } from '../../lib/content';
import { notFound } from '../../lib/http-error';
import { icu, paginate, sortTerms, textSearch } from '../../lib/list';
import { siteClinicId } from '../setting/setting.service';

const categoryColumns = {
  _id: productCategories._id,
  tendanhmuc: productCategories.tendanhmuc,
  tendanhmuc_en: productCategories.tendanhmuc_en,
  thutu: productCategories.thutu,
};

const itemColumns = {
  _id: products._id,
  dmsanpham_id: products.dmsanpham_id,
  tensanpham: products.tensanpham,
  tensanpham_en: products.tensanpham_en,
  mota: products.mota,
  mota_en: products.mota_en,
  gia: products.gia,
  hinhanh: imageColumns,
  thutu: products.thutu,
};

const categorySortable = { thutu: productCategories.thutu, tendanhmuc: icu(productCategories.tendanhmuc) };
const productSortable = { thutu: products.thutu, tensanpham: icu(products.tensanpham), gia: products.gia };

const liveCategories = (clinicId: string) =>
  and(eq(productCategories.phongkham_id, clinicId), isNull(productCategories.deletedAt));

/** Published products of the clinic whose category, when they have one, still exists. */
const visibleProducts = (clinicId: string) => and(publicRows(products, clinicId), isNull(productCategories.deletedAt));

export async function listProductCategories(db: Database, query: z.output<typeof productCategoryListQuery>) {
  const clinicId = await siteClinicId(db);
  const where = and(
    liveCategories(clinicId),
    textSearch(query.q, [productCategories.tendanhmuc, productCategories.tendanhmuc_en]),
  );
  const order = [
    ...sortTerms(query.sort, categorySortable, [asc(productCategories.thutu), asc(categorySortable.tendanhmuc)]),
    asc(productCategories._id),
  ];
  return paginate(query, {
    count: async () => (await db.select({ n: count() }).from(productCategories).where(where))[0]?.n ?? 0,
    rows: async (window) => {
      const rows = db
        .select(categoryColumns)
        .from(productCategories)
        .where(where)
        .orderBy(...order)
        .$dynamic();
      return rows.limit(window.limit).offset(window.offset);
    },
  });
}

export async function listProducts(db: Database, query: z.output<typeof productListQuery>) {
  const clinicId = await siteClinicId(db);
  const where = and(
    visibleProducts(clinicId),
    query.dmsanpham_id ? eq(products.dmsanpham_id, query.dmsanpham_id) : undefined,
    textSearch(query.q, [products.tensanpham, products.tensanpham_en]),
  );
  // By default the shelf order: categories in their order (products without one last), then each category's.
  const shelf = [sql`${productCategories.thutu} asc nulls last`, asc(products.thutu), asc(productSortable.tensanpham)];
  const order = [...sortTerms(query.sort, productSortable, shelf), asc(products._id)];
  return paginate(query, {
    count: async () =>
      (
        await db
          .select({ n: count() })
          .from(products)
          .leftJoin(productCategories, eq(productCategories._id, products.dmsanpham_id))
          .where(where)
      )[0]?.n ?? 0,
    rows: async (window) => {
      const rows = db
        .select(itemColumns)
        .from(products)
        .leftJoin(productCategories, eq(productCategories._id, products.dmsanpham_id))
        .leftJoin(files, eq(files._id, products.hinhanh_id))
        .where(where)
        .orderBy(...order)
        .$dynamic();
      return (await rows.limit(window.limit).offset(window.offset)).map(withImage);
    },
  });
}

export async function getProduct(db: Database, id: string) {
  const clinicId = await siteClinicId(db);
  const [row] = await db
    .select({ ...itemColumns, noidung: products.noidung, noidung_en: products.noidung_en })
    .from(products)
    .leftJoin(productCategories, eq(productCategories._id, products.dmsanpham_id))
    .leftJoin(files, eq(files._id, products.hinhanh_id))
    .where(and(eq(products._id, id), visibleProducts(clinicId)))
    .limit(1);
  if (!row) throw notFound();
  return withImage(row);
}

/** Shown products with their titles and last change, for the sitemap. */
export async function productLinks(db: Database) {
  const clinicId = await siteClinicId(db);
  return db
    .select({ _id: products._id, title: products.tensanpham, updatedAt: products.updatedAt })
    .from(products)
    .leftJoin(productCategories, eq(productCategories._id, products.dmsanpham_id))
    .where(visibleProducts(clinicId))
    .orderBy(sql`${productCategories.thutu} asc nulls last`, asc(products.thutu), asc(products._id));
}
