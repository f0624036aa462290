// Stocktake count sheets (/api/kho/kiemke, docs/decisions/0057): start one for a store (it lists the store's batches
// with what the books show at that moment), enter the counts, read the differences, and post it once: one PKK
// adjustment document moves each counted batch by thucte − tonsosach. The difference is taken against the books at
// the start, so a dispensing while the shelves are counted is neither lost nor counted twice.
import type { stocktakeCountInput } from '@phongkham/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { batches, drugs, products, stockDocuments, stocktakeLines, stocktakes, stores } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { pgCode } from '../../lib/db-errors';
import { authorOf, writing, type Writer } from '../../lib/crud/writer';
import { HttpError, notFound } from '../../lib/http-error';
import { postStockDocument } from './posting';
import { clinicStore } from './stock.read';
import { now } from '../../db/clock';

type Reads = Pick<Database, 'select'> | Pick<Transaction, 'select'>;

const sheetHead = {
  _id: stocktakes._id,
  kho_id: stocktakes.kho_id,
  kho_ten: stores.ten,
  trangthai: stocktakes.trangthai,
  ghichu: stocktakes.ghichu,
  lydo: stocktakes.lydo,
  phieukho_id: stocktakes.phieukho_id,
  phieukho_so: stockDocuments.so,
  createdAt: stocktakes.createdAt,
  chot_luc: stocktakes.chot_luc,
};

const sheets = (db: Reads) =>
  db
    .select(sheetHead)
    .from(stocktakes)
    .innerJoin(stores, eq(stores._id, stocktakes.kho_id))
    .leftJoin(stockDocuments, eq(stockDocuments._id, stocktakes.phieukho_id));

/** The clinic's latest sheets (of one store, when named). */
export function listStocktakes(db: Reads, clinicId: string, storeId?: string) {
  return sheets(db)
    .where(and(eq(stocktakes.phongkham_id, clinicId), storeId ? eq(stocktakes.kho_id, storeId) : undefined))
    .orderBy(desc(stocktakes.createdAt), desc(stocktakes._id))
    .limit(100);
}

/** One sheet with its lines and their differences; null when it is not the clinic's. */
export async function readStocktake(db: Reads, clinicId: string, id: string) {
  const [head] = await sheets(db).where(and(eq(stocktakes._id, id), eq(stocktakes.phongkham_id, clinicId)));
  if (!head) return null;
  const lines = await db
    .select({
      lohang_id: stocktakeLines.lohang_id,
      thuoc_id: batches.thuoc_id,
      sanpham_id: batches.sanpham_id,
      ten: sql<string>`coalesce(${drugs.tenthuoc}, ${products.tensanpham}, '')`,
      donvitinh: drugs.donvitinh,
      solo: batches.solo,
      handung: batches.handung,
      tonsosach: stocktakeLines.tonsosach,
      thucte: stocktakeLines.thucte,
      ghichu: stocktakeLines.ghichu,
    })
    .from(stocktakeLines)
    .innerJoin(batches, eq(batches._id, stocktakeLines.lohang_id))
    .leftJoin(drugs, eq(drugs._id, batches.thuoc_id))
    .leftJoin(products, eq(products._id, batches.sanpham_id))
    .where(eq(stocktakeLines.kiemke_id, id))
    .orderBy(sql`coalesce(${drugs.tenthuoc}, ${products.tensanpham}, '')`, asc(batches.handung), asc(batches.solo));
  return {
    ...head,
    dong: lines.map((line) => ({ ...line, chenhlech: line.thucte === null ? null : line.thucte - line.tonsosach })),
  };
}

/** Starts a sheet for a store: one open sheet per store (409 on a second). */
export function startStocktake(db: Database, actor: Actor, clinicId: string, storeId: string, ghichu?: string | null) {
  return writing(db, authorOf(actor), async (writer) => {
    await clinicStore(writer.tx, clinicId, storeId);
    const sheet = await writer
      .insert(stocktakes, { phongkham_id: clinicId, kho_id: storeId, ghichu: ghichu ?? null, nhanvien_id: actor._id })
      .catch((error: unknown) => {
        throw pgCode(error) === '23505' ? new HttpError(409, 'errors.stocktakeOpen') : error;
      });
    // The books at this moment: every batch of the store that holds units, expired and held ones included.
    const held = await writer.tx
      .select({ _id: batches._id, soluong: batches.soluong })
      .from(batches)
      .where(and(eq(batches.kho_id, storeId), sql`${batches.soluong} > 0`));
    if (held.length > 0) {
      await writer.tx
        .insert(stocktakeLines)
        .values(held.map((batch) => ({ kiemke_id: sheet._id, lohang_id: batch._id, tonsosach: batch.soluong })));
    }
    return sheet._id;
  });
}

/** The open sheet `id` of the clinic, locked; 409 once posted or abandoned. */
async function openSheet(writer: Writer, clinicId: string, id: string) {
  const sheet = await writer.lock(stocktakes, id, eq(stocktakes.phongkham_id, clinicId));
  if (sheet.trangthai !== 'DANG_KIEM') throw new HttpError(409, 'errors.stocktakeClosed');
  return sheet;
}

/** Enters counts (a count left empty is not counted yet); lines must be the sheet's. */
export function enterCounts(
  db: Database,
  actor: Actor,
  clinicId: string,
  id: string,
  body: z.output<typeof stocktakeCountInput>,
) {
  return writing(db, authorOf(actor), async (writer) => {
    await openSheet(writer, clinicId, id);
    const ids = body.dong.map((line) => line.lohang_id);
    const existing = ids.length
      ? await writer.tx
          .select({ lohang_id: stocktakeLines.lohang_id, thucte: stocktakeLines.thucte })
          .from(stocktakeLines)
          .where(and(eq(stocktakeLines.kiemke_id, id), inArray(stocktakeLines.lohang_id, ids)))
      : [];
    const before = new Map(existing.map((line) => [line.lohang_id, line.thucte]));
    for (const line of body.dong) {
      if (!before.has(line.lohang_id)) throw new HttpError(404, 'errors.stockBatchNotFound');
      await writer.tx
        .update(stocktakeLines)
        .set({ thucte: line.thucte, ghichu: line.ghichu ?? null })
        .where(and(eq(stocktakeLines.kiemke_id, id), eq(stocktakeLines.lohang_id, line.lohang_id)));
    }
    await writer.update(
      stocktakes,
      id,
      {},
      {
        truoc: { dong: body.dong.map((line) => ({ lohang_id: line.lohang_id, thucte: before.get(line.lohang_id) })) },
        sau: { dong: body.dong.map((line) => ({ lohang_id: line.lohang_id, thucte: line.thucte })) },
      },
    );
  });
}

/** Posts the sheet once: one PKK document for the counted differences (none when nothing differs), then closes it. */
export function postStocktake(db: Database, actor: Actor, clinicId: string, id: string, lydo: string) {
  return writing(db, authorOf(actor), async (writer) => {
    const sheet = await openSheet(writer, clinicId, id);
    const lines = await writer.tx
      .select()
      .from(stocktakeLines)
      .where(eq(stocktakeLines.kiemke_id, id))
      .orderBy(asc(stocktakeLines._id));
    const differing = lines.filter((line) => line.thucte !== null && line.thucte !== line.tonsosach);
    let phieukho_id: string | null = null;
    if (differing.length > 0) {
      const document = await postStockDocument(writer, actor, {
        phongkham_id: clinicId,
        loai: 'KIEM_KE',
        kho_id: sheet.kho_id,
        ghichu: lydo,
        dong: differing.map((line) => ({ lohang_id: line.lohang_id, soluong: line.thucte! - line.tonsosach })),
      });
      phieukho_id = document._id;
    }
    await writer.update(
      stocktakes,
      id,
      { trangthai: 'DA_CHOT', lydo, phieukho_id, chot_luc: now() },
      { before: sheet },
    );
  });
}

/** Abandons an open sheet: nothing moves. */
export function abandonStocktake(db: Database, actor: Actor, clinicId: string, id: string, lydo: string) {
  return writing(db, authorOf(actor), async (writer) => {
    const sheet = await openSheet(writer, clinicId, id);
    await writer.update(stocktakes, id, { trangthai: 'HUY', lydo }, { before: sheet });
  });
}

export async function requireStocktake(db: Reads, clinicId: string, id: string) {
  const sheet = await readStocktake(db, clinicId, id);
  if (!sheet) throw notFound();
  return sheet;
}
