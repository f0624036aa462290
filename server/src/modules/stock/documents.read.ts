// What /api/kho reads of the stock documents (docs/decisions/0057): the list with each document's value at cost, one
// document with its lines, and the corrections that point to documents.
import type { stockDocumentResource } from '@phongkham/contracts';
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import {
  batches,
  drugs,
  products,
  staff,
  stockDocumentLines,
  stockDocuments,
  stores,
  suppliers,
} from '../../db/schema';
import { clinicCondition } from '../../lib/crud/scope';
import { listPage } from '../../lib/list';
import { itemName, otherStore } from './stock.read';

type Reads = Pick<Database, 'select'> | Pick<Transaction, 'select'>;

const amount = sql<number>`coalesce((select sum(abs(d.soluong)::bigint * d.gianhap) from ${stockDocumentLines} d where d.phieukho_id = ${stockDocuments._id}), 0)::bigint`;

const documentColumns = {
  _id: stockDocuments._id,
  phongkham_id: stockDocuments.phongkham_id,
  so: stockDocuments.so,
  loai: stockDocuments.loai,
  lydo: stockDocuments.lydo,
  ngay: stockDocuments.ngay,
  kho_id: stockDocuments.kho_id,
  kho_ten: stores.ten,
  kho_den_id: stockDocuments.kho_den_id,
  kho_den_ten: otherStore.ten,
  nhacungcap_id: stockDocuments.nhacungcap_id,
  nhacungcap_ten: suppliers.ten,
  sohoadon: stockDocuments.sohoadon,
  ghichu: stockDocuments.ghichu,
  goc_id: stockDocuments.goc_id,
  donthuoc_id: stockDocuments.donthuoc_id,
  hoadon_id: stockDocuments.hoadon_id,
  nhanvien_hoten: staff.hoten,
  tongtien: amount.mapWith(Number),
  sodong: sql<number>`(select count(*) from ${stockDocumentLines} d where d.phieukho_id = ${stockDocuments._id})::int`,
  createdAt: stockDocuments.createdAt,
};

const documentFrom = <F extends Record<string, unknown>>(db: Reads, fields: F) =>
  db
    .select(fields as never)
    .from(stockDocuments)
    .innerJoin(stores, eq(stores._id, stockDocuments.kho_id))
    .leftJoin(otherStore, eq(otherStore._id, stockDocuments.kho_den_id))
    .leftJoin(suppliers, eq(suppliers._id, stockDocuments.nhacungcap_id))
    .leftJoin(staff, eq(staff._id, stockDocuments.nhanvien_id));

export function listDocuments(
  db: Reads,
  query: z.output<typeof stockDocumentResource.listQuery>,
  clinic: string | null | undefined,
) {
  return listPage(query, {
    where: [
      clinicCondition(stockDocuments.phongkham_id, clinic),
      query.loai ? eq(stockDocuments.loai, query.loai) : undefined,
      query.kho_id ? eq(stockDocuments.kho_id, query.kho_id) : undefined,
      query.tungay ? gte(stockDocuments.ngay, query.tungay) : undefined,
      query.denngay ? lte(stockDocuments.ngay, query.denngay) : undefined,
    ],
    search: [stockDocuments.so, stockDocuments.sohoadon, suppliers.ten],
    sortable: { createdAt: stockDocuments.createdAt, so: stockDocuments.so, ngay: stockDocuments.ngay },
    defaultSort: '-createdAt',
    tieBreak: desc(stockDocuments._id),
    columns: documentColumns,
    from: (fields) => documentFrom(db, fields),
  });
}

/** One document with its lines (item, batch, quantities and amounts), as printed. */
export async function readDocument(db: Reads, id: string, clinic: string | null | undefined) {
  const [head] = (await documentFrom(db, { ...documentColumns, nguoichungkien: stockDocuments.nguoichungkien }).where(
    and(eq(stockDocuments._id, id), clinicCondition(stockDocuments.phongkham_id, clinic)),
  )) as (Record<string, unknown> & { _id: string })[];
  if (!head) return null;
  const lines = await db
    .select({
      _id: stockDocumentLines._id,
      thutu: stockDocumentLines.thutu,
      kho_id: stockDocumentLines.kho_id,
      lohang_id: stockDocumentLines.lohang_id,
      thuoc_id: stockDocumentLines.thuoc_id,
      sanpham_id: stockDocumentLines.sanpham_id,
      ten: itemName,
      donvitinh: drugs.donvitinh,
      solo: batches.solo,
      handung: batches.handung,
      soluong: stockDocumentLines.soluong,
      tonsau: stockDocumentLines.tonsau,
      gianhap: stockDocumentLines.gianhap,
      giaban: stockDocumentLines.giaban,
    })
    .from(stockDocumentLines)
    .innerJoin(batches, eq(batches._id, stockDocumentLines.lohang_id))
    .leftJoin(drugs, eq(drugs._id, stockDocumentLines.thuoc_id))
    .leftJoin(products, eq(products._id, stockDocumentLines.sanpham_id))
    .where(eq(stockDocumentLines.phieukho_id, id))
    .orderBy(asc(stockDocumentLines.thutu));
  return { ...head, dong: lines.map((line) => ({ ...line, thanhtien: Math.abs(line.soluong) * line.gianhap })) };
}

/** The documents that correct `ids` (a reversal names its original in goc_id). */
export async function correctionsOf(db: Reads, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ _id: stockDocuments._id, goc_id: stockDocuments.goc_id, loai: stockDocuments.loai })
    .from(stockDocuments)
    .where(inArray(stockDocuments.goc_id, ids));
}
