// What /api/kho writes (docs/decisions/0057): stores, and the documents a person issues from the stock screens:
// goods received, opening stock, transfers, returns to the supplier, destruction, a batch put on hold or released,
// and corrections. Each checks what the body names against the reader's clinic, then posts through the one posting
// service, in one audited transaction.
import type {
  batchHoldInput,
  destructionInput,
  goodsReceiptInput,
  openingStockInput,
  ReceiptLineInput,
  storeInput,
  supplierReturnInput,
  transferInput,
} from '@phongkham/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { batches, drugs, products, stockDocuments, stores, suppliers } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { pgCode } from '../../lib/db-errors';
import { authorOf, writing, type Writer } from '../../lib/crud/writer';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import { clinicBatches, clinicToday, postStockDocument, type PostingLine } from './posting';
import { correctionsOf, readDocument } from './documents.read';
import { clinicStore } from './stock.read';

/** The largest quantity one line may come to in the smallest unit (a batch's column is a 4-byte integer). */
const UNITS_MAX = 100_000_000;

// ---- Stores.

/** A second live pharmacy in a clinic is refused: dispensing and the picker read the one. */
const oncePharmacy = (error: unknown) =>
  pgCode(error) === '23505' ? new HttpError(409, 'errors.stockPharmacyExists') : error;

export async function createStore(db: Database, actor: Actor, clinicId: string, body: z.output<typeof storeInput>) {
  return writing(db, authorOf(actor), (writer) =>
    writer
      .insert(stores, {
        phongkham_id: clinicId,
        ten: body.ten,
        loai: body.loai,
        ghichu: body.ghichu ?? null,
        hoatdong: body.hoatdong ?? true,
      })
      .catch((error: unknown) => {
        throw oncePharmacy(error);
      }),
  );
}

export async function updateStore(
  db: Database,
  actor: Actor,
  clinicId: string,
  id: string,
  body: z.output<typeof storeInput>,
) {
  return writing(db, authorOf(actor), async (writer) => {
    const before = await writer.lock(stores, id, eq(stores.phongkham_id, clinicId));
    return writer
      .update(
        stores,
        id,
        { ten: body.ten, loai: body.loai, ghichu: body.ghichu ?? null, hoatdong: body.hoatdong ?? before.hoatdong },
        { before },
      )
      .catch((error: unknown) => {
        throw oncePharmacy(error);
      });
  });
}

// ---- Lines that name new batches (goods received, opening stock).

/** The drugs (with their packs) and the clinic's products a body's lines name; a 400 on the first unknown one. */
async function receivedItems(writer: Writer, clinicId: string, lines: readonly ReceiptLineInput[]) {
  const drugIds = [...new Set(lines.flatMap((line) => (line.thuoc_id ? [line.thuoc_id] : [])))];
  const productIds = [...new Set(lines.flatMap((line) => (line.sanpham_id ? [line.sanpham_id] : [])))];
  const drugRows = drugIds.length
    ? await writer.tx
        .select({ _id: drugs._id, quycach: drugs.quycach })
        .from(drugs)
        .where(and(inArray(drugs._id, drugIds), isNull(drugs.deletedAt)))
    : [];
  const productRows = productIds.length
    ? await writer.tx
        .select({ _id: products._id })
        .from(products)
        .where(and(inArray(products._id, productIds), eq(products.phongkham_id, clinicId), isNull(products.deletedAt)))
    : [];
  const packs = new Map(drugRows.map((row) => [row._id, row.quycach]));
  const known = new Set(productRows.map((row) => row._id));
  lines.forEach((line, i) => {
    if (line.thuoc_id && !packs.has(line.thuoc_id)) throw fieldError(`dong.${i}.thuoc_id`, 'errors.unknownReference');
    if (line.sanpham_id && !known.has(line.sanpham_id)) {
      throw fieldError(`dong.${i}.sanpham_id`, 'errors.unknownReference');
    }
  });
  return packs;
}

/**
 * The units a line brings in: its quantity, multiplied by its pack's factor when it names one of the drug's packs
 * (a 400 on an unknown pack, or on a total past what a batch can hold).
 */
export function unitsOf(line: ReceiptLineInput, packs: readonly { ten: string; heso: number }[], index: number) {
  let units = line.soluong;
  const packName = line.donvi?.trim();
  if (packName) {
    const pack = packs.find((candidate) => candidate.ten.toLowerCase() === packName.toLowerCase());
    if (!pack) throw fieldError(`dong.${index}.donvi`, 'errors.stockPackUnknown', { donvi: packName });
    units = line.soluong * pack.heso;
  }
  if (units > UNITS_MAX) throw fieldError(`dong.${index}.soluong`, 'validation.quantityInvalid');
  return units;
}

async function receivedLines(
  writer: Writer,
  clinicId: string,
  lines: readonly ReceiptLineInput[],
  supplier: { nhacungcap_id: string | null; sohoadon: string | null },
): Promise<PostingLine[]> {
  const packs = await receivedItems(writer, clinicId, lines);
  const today = clinicToday();
  return lines.map((line, i) => {
    // Stock already expired never comes in: it would be counted as zero and could only be destroyed.
    if (line.handung < today) throw fieldError(`dong.${i}.handung`, 'errors.stockAlreadyExpired');
    return {
      soluong: unitsOf(line, line.thuoc_id ? (packs.get(line.thuoc_id) ?? []) : [], i),
      gianhap: line.gianhap,
      giaban: line.giaban,
      lo: {
        thuoc_id: line.thuoc_id ?? null,
        sanpham_id: line.sanpham_id ?? null,
        solo: line.solo,
        handung: line.handung,
        gianhap: line.gianhap,
        giaban: line.giaban,
        ...supplier,
      },
    };
  });
}

async function clinicSupplier(writer: Writer, clinicId: string, id: string) {
  const [row] = await writer.tx
    .select({ _id: suppliers._id })
    .from(suppliers)
    .where(and(eq(suppliers._id, id), eq(suppliers.phongkham_id, clinicId), isNull(suppliers.deletedAt)));
  if (!row) throw fieldError('nhacungcap_id', 'errors.unknownReference');
}

/** Posts, then reads the document back as the API answers it, in the same transaction. */
async function posted(writer: Writer, id: string, clinicId: string) {
  return (await readDocument(writer.tx, id, clinicId))!;
}

export function receiveGoods(db: Database, actor: Actor, clinicId: string, body: z.output<typeof goodsReceiptInput>) {
  return writing(db, authorOf(actor), async (writer) => {
    await clinicStore(writer.tx, clinicId, body.kho_id);
    await clinicSupplier(writer, clinicId, body.nhacungcap_id);
    const dong = await receivedLines(writer, clinicId, body.dong, {
      nhacungcap_id: body.nhacungcap_id,
      sohoadon: body.sohoadon,
    });
    const document = await postStockDocument(writer, actor, {
      phongkham_id: clinicId,
      loai: 'NHAP',
      kho_id: body.kho_id,
      nhacungcap_id: body.nhacungcap_id,
      sohoadon: body.sohoadon,
      ngay: body.ngaynhap,
      ghichu: body.ghichu ?? null,
      dong,
    });
    return posted(writer, document._id, clinicId);
  });
}

export function openingStock(db: Database, actor: Actor, clinicId: string, body: z.output<typeof openingStockInput>) {
  return writing(db, authorOf(actor), async (writer) => {
    await clinicStore(writer.tx, clinicId, body.kho_id);
    const dong = await receivedLines(writer, clinicId, body.dong, { nhacungcap_id: null, sohoadon: null });
    const document = await postStockDocument(writer, actor, {
      phongkham_id: clinicId,
      loai: 'TON_DAU',
      kho_id: body.kho_id,
      ngay: body.ngay,
      ghichu: body.ghichu ?? null,
      dong,
    });
    return posted(writer, document._id, clinicId);
  });
}

// ---- Movements of existing batches.

/** The clinic's batches a body names; 404 on one that is not the clinic's. */
async function namedBatches(writer: Writer, clinicId: string, lines: readonly { lohang_id: string }[]) {
  const found = await clinicBatches(
    writer,
    clinicId,
    lines.map((line) => line.lohang_id),
  );
  for (const line of lines) if (!found.has(line.lohang_id)) throw new HttpError(404, 'errors.stockBatchNotFound');
  return found;
}

export function transfer(db: Database, actor: Actor, clinicId: string, body: z.output<typeof transferInput>) {
  return writing(db, authorOf(actor), async (writer) => {
    await clinicStore(writer.tx, clinicId, body.kho_id);
    await clinicStore(writer.tx, clinicId, body.kho_den_id, 'kho_den_id');
    const found = await namedBatches(writer, clinicId, body.dong);
    // Each line leaves its batch and lands in the same batch (number, expiry, prices) of the receiving store.
    const dong: PostingLine[] = body.dong.flatMap((line) => {
      const batch = found.get(line.lohang_id)!;
      return [
        { lohang_id: batch._id, soluong: -line.soluong },
        {
          soluong: line.soluong,
          lo: {
            kho_id: body.kho_den_id,
            thuoc_id: batch.thuoc_id,
            sanpham_id: batch.sanpham_id,
            solo: batch.solo,
            handung: batch.handung,
            gianhap: batch.gianhap,
            giaban: batch.giaban,
            nhacungcap_id: batch.nhacungcap_id,
            sohoadon: batch.sohoadon,
          },
        },
      ];
    });
    const document = await postStockDocument(writer, actor, {
      phongkham_id: clinicId,
      loai: 'CHUYEN',
      kho_id: body.kho_id,
      kho_den_id: body.kho_den_id,
      ghichu: body.ghichu ?? null,
      dong,
    });
    return posted(writer, document._id, clinicId);
  });
}

export function returnToSupplier(
  db: Database,
  actor: Actor,
  clinicId: string,
  body: z.output<typeof supplierReturnInput>,
) {
  return writing(db, authorOf(actor), async (writer) => {
    await clinicStore(writer.tx, clinicId, body.kho_id);
    await clinicSupplier(writer, clinicId, body.nhacungcap_id);
    await namedBatches(writer, clinicId, body.dong);
    if (body.goc_id) await clinicDocument(writer, clinicId, body.goc_id);
    const document = await postStockDocument(writer, actor, {
      phongkham_id: clinicId,
      loai: 'TRA_NCC',
      kho_id: body.kho_id,
      nhacungcap_id: body.nhacungcap_id,
      sohoadon: body.sohoadon ?? null,
      ghichu: body.ghichu,
      goc_id: body.goc_id ?? null,
      dong: body.dong.map((line) => ({ lohang_id: line.lohang_id, soluong: -line.soluong })),
    });
    return posted(writer, document._id, clinicId);
  });
}

export function destroy(db: Database, actor: Actor, clinicId: string, body: z.output<typeof destructionInput>) {
  return writing(db, authorOf(actor), async (writer) => {
    await clinicStore(writer.tx, clinicId, body.kho_id);
    await namedBatches(writer, clinicId, body.dong);
    const document = await postStockDocument(writer, actor, {
      phongkham_id: clinicId,
      loai: 'HUY',
      kho_id: body.kho_id,
      ghichu: body.lydo,
      nguoichungkien: body.nguoichungkien.map((person) => ({ hoten: person.hoten, chucvu: person.chucvu ?? null })),
      dong: body.dong.map((line) => ({ lohang_id: line.lohang_id, soluong: -line.soluong })),
    });
    return posted(writer, document._id, clinicId);
  });
}

/** Puts a batch on hold (a recall) or releases it: an audited change with its reason. */
export function holdBatch(
  db: Database,
  actor: Actor,
  clinicId: string,
  id: string,
  body: z.output<typeof batchHoldInput>,
) {
  return writing(db, authorOf(actor), async (writer) => {
    const before = await writer.lock(batches, id, eq(batches.phongkham_id, clinicId));
    await writer.update(batches, id, { tamgiu: body.tamgiu, tamgiu_lydo: body.lydo }, { before });
  });
}

async function clinicDocument(writer: Writer, clinicId: string, id: string) {
  const [row] = await writer.tx
    .select()
    .from(stockDocuments)
    .where(and(eq(stockDocuments._id, id), eq(stockDocuments.phongkham_id, clinicId)));
  if (!row) throw notFound();
  return row;
}

/**
 * Corrects a document by reversing it: a new document of the same kind, each line negated, naming the old one in
 * goc_id; the old one stays as issued. Once per document. A dispensing's issue or a patient's return is corrected
 * through the dispensary (its bill lines move with it), not here.
 */
export function reverseDocument(db: Database, actor: Actor, clinicId: string, id: string, lydo: string) {
  return writing(db, authorOf(actor), async (writer) => {
    const original = await clinicDocument(writer, clinicId, id);
    // The original's row, locked: two corrections of one document at once cannot both pass the check below.
    await writer.tx
      .select({ _id: stockDocuments._id })
      .from(stockDocuments)
      .where(eq(stockDocuments._id, id))
      .for('update');
    if (original.donthuoc_id || original.hoadon_id || original.loai === 'TRA_LAI') {
      throw new HttpError(409, 'errors.stockReverseDispensing');
    }
    if (original.goc_id && (await clinicDocument(writer, clinicId, original.goc_id)).loai === original.loai) {
      // A correction is not reversed back: the document it corrected is issued again as a new one instead.
      throw new HttpError(409, 'errors.stockReverseCorrection');
    }
    const corrections = await correctionsOf(writer.tx, [id]);
    if (corrections.some((doc) => doc.loai === original.loai)) throw new HttpError(409, 'errors.stockAlreadyReversed');
    const lines = (await readDocument(writer.tx, id, clinicId))!.dong;
    const document = await postStockDocument(writer, actor, {
      phongkham_id: clinicId,
      loai: original.loai,
      lydo: original.lydo,
      // A transfer goes back the other way: out of the store it went to, into the one it left.
      kho_id: original.kho_den_id ?? original.kho_id,
      kho_den_id: original.kho_den_id ? original.kho_id : null,
      nhacungcap_id: original.nhacungcap_id,
      sohoadon: original.sohoadon,
      ghichu: lydo,
      goc_id: id,
      correction: true,
      dong: lines.map((line) => ({ lohang_id: line.lohang_id, soluong: -line.soluong, gianhap: line.gianhap })),
    });
    return posted(writer, document._id, clinicId);
  });
}
