// What /api/kho reads (docs/decisions/0057): a clinic's stores, an item's stock (every unit and the usable units),
// the stock card with its running balance, and the batch list with its filters (the stock documents: ./documents.read.ts). Expired and
// held batches are counted in `tong` but never in `khadung`: the only figure anything issues against.
import type { batchResource, stockCardQuery, stockQuery } from '@phongkham/contracts';
import { addDays } from '@phongkham/contracts';
import { and, asc, eq, gte, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import {
  batches,
  drugs,
  products,
  reorderLevels,
  stockDocumentLines,
  stockDocuments,
  stores,
  suppliers,
} from '../../db/schema';
import { clinicCondition } from '../../lib/crud/scope';
import { HttpError } from '../../lib/http-error';
import { listPage } from '../../lib/list';
import { clinicToday, usableBatch } from './posting';
import { findPharmacy } from './stores.service';

type Reads = Pick<Database, 'select'> | Pick<Transaction, 'select'>;

/** The clinic's live stores, its pharmacy first. */
export function listStores(db: Reads, clinicId: string) {
  return db
    .select({
      _id: stores._id,
      phongkham_id: stores.phongkham_id,
      ten: stores.ten,
      loai: stores.loai,
      ghichu: stores.ghichu,
      hoatdong: stores.hoatdong,
    })
    .from(stores)
    .where(and(eq(stores.phongkham_id, clinicId), isNull(stores.deletedAt)))
    .orderBy(sql`${stores.loai} <> 'NHA_THUOC'`, asc(stores.ten), asc(stores._id));
}

/** The clinic's live store `id`, or a 400 on `field`: documents name only the reader's own open stores. */
export async function clinicStore(db: Reads, clinicId: string, id: string, field = 'kho_id') {
  const [store] = await db
    .select()
    .from(stores)
    .where(and(eq(stores._id, id), eq(stores.phongkham_id, clinicId), isNull(stores.deletedAt)));
  if (!store) throw new HttpError(400, 'errors.stockStoreUnknown', undefined, { [field]: 'errors.stockStoreUnknown' });
  if (!store.hoatdong) throw new HttpError(409, 'errors.stockStoreInactive', { ten: store.ten });
  return store;
}

/** One item's stock in a store (the clinic's pharmacy when none is named): every unit, the usable ones, the batches. */
export async function itemStock(db: Reads, clinicId: string, query: z.output<typeof stockQuery>) {
  const storeId = query.kho_id ?? (await findPharmacy(db as Pick<Transaction, 'select'>, clinicId))?._id;
  if (!storeId) return { tong: 0, khadung: 0, lo: [] };
  const today = clinicToday();
  const rows = await db
    .select({
      _id: batches._id,
      kho_id: batches.kho_id,
      solo: batches.solo,
      handung: batches.handung,
      soluong: batches.soluong,
      tamgiu: batches.tamgiu,
      giaban: batches.giaban,
    })
    .from(batches)
    .where(
      and(
        eq(batches.phongkham_id, clinicId),
        eq(batches.kho_id, storeId),
        query.thuoc_id ? eq(batches.thuoc_id, query.thuoc_id) : eq(batches.sanpham_id, query.sanpham_id!),
        sql`${batches.soluong} > 0`,
      ),
    )
    .orderBy(asc(batches.handung), asc(batches.solo), asc(batches._id));
  const lo = rows.map((row) => ({ ...row, hethan: row.handung < today }));
  return {
    tong: lo.reduce((sum, row) => sum + row.soluong, 0),
    khadung: lo.filter((row) => !row.hethan && !row.tamgiu).reduce((sum, row) => sum + row.soluong, 0),
    lo,
  };
}

/** A document's other store: a transfer's receiving one (its `kho_den_id`), seen from either side. */
export const otherStore = alias(stores, 'kho_den');

/**
 * The stock card of an item (or one batch) in the clinic's stores, or one store: every line in the order the stock
 * moved, each with the running balance of what the card covers and the batch's own balance after it.
 */
export async function stockCard(db: Reads, clinicId: string, query: z.output<typeof stockCardQuery>) {
  let item: { thuoc_id: string | null; sanpham_id: string | null } = {
    thuoc_id: query.thuoc_id ?? null,
    sanpham_id: query.sanpham_id ?? null,
  };
  if (query.lohang_id) {
    const [batch] = await db
      .select({ thuoc_id: batches.thuoc_id, sanpham_id: batches.sanpham_id })
      .from(batches)
      .where(and(eq(batches._id, query.lohang_id), eq(batches.phongkham_id, clinicId)));
    if (!batch) throw new HttpError(404, 'errors.stockBatchNotFound');
    item = batch;
  }
  const name = item.thuoc_id
    ? (
        await db
          .select({ ten: drugs.tenthuoc, donvitinh: drugs.donvitinh })
          .from(drugs)
          .where(eq(drugs._id, item.thuoc_id))
      )[0]
    : (await db.select({ ten: products.tensanpham }).from(products).where(eq(products._id, item.sanpham_id!)))[0];
  if (!name) throw new HttpError(404, 'errors.notFound');
  const rows = await db
    .select({
      _id: stockDocumentLines._id,
      phieukho_id: stockDocuments._id,
      so: stockDocuments.so,
      loai: stockDocuments.loai,
      lydo: stockDocuments.lydo,
      ngay: stockDocuments.ngay,
      createdAt: stockDocumentLines.createdAt,
      kho_id: stockDocumentLines.kho_id,
      kho_ten: stores.ten,
      lohang_id: stockDocumentLines.lohang_id,
      solo: batches.solo,
      handung: batches.handung,
      soluong: stockDocumentLines.soluong,
      tonsau: stockDocumentLines.tonsau,
      nhacungcap_ten: suppliers.ten,
      doc_kho_ten: otherStore.ten,
      doc_kho_id: stockDocuments.kho_id,
      ghichu: stockDocuments.ghichu,
    })
    .from(stockDocumentLines)
    .innerJoin(stockDocuments, eq(stockDocuments._id, stockDocumentLines.phieukho_id))
    .innerJoin(batches, eq(batches._id, stockDocumentLines.lohang_id))
    .innerJoin(stores, eq(stores._id, stockDocumentLines.kho_id))
    .leftJoin(suppliers, eq(suppliers._id, stockDocuments.nhacungcap_id))
    // A transfer's line names the other store: where it went to, or came from.
    .leftJoin(
      otherStore,
      sql`${otherStore._id} = case when ${stockDocumentLines.kho_id} = ${stockDocuments.kho_id} then ${stockDocuments.kho_den_id} else ${stockDocuments.kho_id} end`,
    )
    .where(
      and(
        eq(stockDocuments.phongkham_id, clinicId),
        query.lohang_id
          ? eq(stockDocumentLines.lohang_id, query.lohang_id)
          : item.thuoc_id
            ? eq(stockDocumentLines.thuoc_id, item.thuoc_id)
            : eq(stockDocumentLines.sanpham_id, item.sanpham_id!),
        query.kho_id ? eq(stockDocumentLines.kho_id, query.kho_id) : undefined,
        query.denngay ? lte(stockDocuments.ngay, query.denngay) : undefined,
      ),
    )
    .orderBy(asc(stockDocumentLines.stt));
  let ton = 0;
  let tondau = 0;
  const dong = [];
  for (const row of rows) {
    ton += row.soluong;
    if (query.tungay && row.ngay < query.tungay) {
      tondau = ton;
      continue;
    }
    const transfer = row.loai === 'CHUYEN' ? row.doc_kho_ten : null;
    dong.push({
      _id: row._id,
      phieukho_id: row.phieukho_id,
      so: row.so,
      loai: row.loai,
      lydo: row.lydo,
      ngay: row.ngay,
      createdAt: row.createdAt,
      kho_id: row.kho_id,
      kho_ten: row.kho_ten,
      lohang_id: row.lohang_id,
      solo: row.solo,
      handung: row.handung,
      soluong: row.soluong,
      ton,
      tonsau: row.tonsau,
      diengiai: transfer ?? row.nhacungcap_ten ?? row.ghichu,
    });
  }
  const donvitinh = 'donvitinh' in name ? (name.donvitinh as string) : null;
  return { ten: name.ten, donvitinh, tondau, toncuoi: ton, dong };
}

// ---- The batch list.

/** A batch's or a line's item name, drug or product. */
export const itemName = sql<string>`coalesce(${drugs.tenthuoc}, ${products.tensanpham}, '')`;
const value = sql<number>`(${batches.soluong}::bigint * ${batches.gianhap})::bigint`;

function batchColumns(today: string) {
  return {
    _id: batches._id,
    phongkham_id: batches.phongkham_id,
    kho_id: batches.kho_id,
    kho_ten: stores.ten,
    thuoc_id: batches.thuoc_id,
    sanpham_id: batches.sanpham_id,
    ten: itemName,
    donvitinh: drugs.donvitinh,
    solo: batches.solo,
    handung: batches.handung,
    soluong: batches.soluong,
    khadung: sql<number>`(case when ${usableBatch(today)} then ${batches.soluong} else 0 end)::int`,
    gianhap: batches.gianhap,
    giaban: batches.giaban,
    giatrikho: sql<number>`${value}`.mapWith(Number),
    tamgiu: batches.tamgiu,
    tamgiu_lydo: batches.tamgiu_lydo,
    hethan: sql<boolean>`(${batches.handung} < ${today})`,
    nhacungcap_id: batches.nhacungcap_id,
    nhacungcap_ten: suppliers.ten,
    sohoadon: batches.sohoadon,
    dinhmuc: reorderLevels.muc,
    updatedAt: batches.updatedAt,
  };
}

const batchFrom = <F extends Record<string, unknown>>(db: Reads, fields: F) =>
  db
    .select(fields as never)
    .from(batches)
    .innerJoin(stores, eq(stores._id, batches.kho_id))
    .leftJoin(drugs, eq(drugs._id, batches.thuoc_id))
    .leftJoin(products, eq(products._id, batches.sanpham_id))
    .leftJoin(suppliers, eq(suppliers._id, batches.nhacungcap_id))
    .leftJoin(
      reorderLevels,
      // One equality on the item (a drug's and a product's ids never meet), so the join can hash.
      and(
        eq(reorderLevels.kho_id, batches.kho_id),
        sql`coalesce(${reorderLevels.thuoc_id}, ${reorderLevels.sanpham_id}) = coalesce(${batches.thuoc_id}, ${batches.sanpham_id})`,
      ),
    );

/**
 * The batch's item is below its reorder level in the batch's store. The items below their level are found once, for
 * the whole list (each store's usable totals summed in one pass, then compared with the levels), and each batch is
 * looked up in that set: per-batch sums cost two subqueries for every one of thousands of batches.
 * A drug's and a product's ids never meet, so the item is one value.
 */
const belowLevel = (today: string) => sql`(${batches.kho_id}, coalesce(${batches.thuoc_id}, ${batches.sanpham_id})) in (
  select d.kho_id, coalesce(d.thuoc_id, d.sanpham_id) from kho_dinhmuc d
  left join (
    select l.kho_id, coalesce(l.thuoc_id, l.sanpham_id) as item, sum(l.soluong) as usable from lohang l
    where l.handung >= ${today} and l.tamgiu = false
    group by 1, 2
  ) u on u.kho_id = d.kho_id and u.item = coalesce(d.thuoc_id, d.sanpham_id)
  where coalesce(u.usable, 0) < d.muc
)`;

export function listBatches(
  db: Reads,
  query: z.output<typeof batchResource.listQuery>,
  clinic: string | null | undefined,
) {
  const today = clinicToday();
  const flag = (on: boolean | undefined, condition: SQL) =>
    on === undefined ? undefined : on ? condition : sql`not (${condition})`;
  return listPage(query, {
    where: [
      clinicCondition(batches.phongkham_id, clinic),
      query.kho_id ? eq(batches.kho_id, query.kho_id) : undefined,
      query.thuoc_id ? eq(batches.thuoc_id, query.thuoc_id) : undefined,
      query.sanpham_id ? eq(batches.sanpham_id, query.sanpham_id) : undefined,
      flag(query.hethan, lt(batches.handung, today)),
      query.ganhethan
        ? and(gte(batches.handung, today), lte(batches.handung, addDays(today, query.ganhethan)))
        : undefined,
      query.tamgiu === undefined ? undefined : eq(batches.tamgiu, query.tamgiu),
      flag(query.duoidinhmuc, belowLevel(today)),
      flag(query.conhang, sql`${batches.soluong} > 0`),
    ],
    search: [drugs.tenthuoc, products.tensanpham, batches.solo],
    sortable: {
      handung: batches.handung,
      ten: itemName,
      soluong: batches.soluong,
      giatrikho: value,
      updatedAt: batches.updatedAt,
    },
    defaultSort: 'handung',
    tieBreak: asc(batches._id),
    columns: batchColumns(today),
    from: (fields) => batchFrom(db, fields),
  });
}

export async function readBatch(db: Reads, id: string, clinic: string | null | undefined) {
  const [row] = await batchFrom(db, batchColumns(clinicToday())).where(
    and(eq(batches._id, id), clinicCondition(batches.phongkham_id, clinic)),
  );
  return (row as Record<string, unknown> | undefined) ?? null;
}
