// The one way stock moves (docs/decisions/0057): a stock document posted with its lines in the caller's transaction.
// It takes the document's gapless number, inserts the document, and applies each line to its batch with a
// conditional update (`soluong = soluong + d … where soluong + d >= 0 [and the batch is usable]`), so two issues of
// the last units can never both succeed and stock never goes negative; the CHECK on lohang.soluong is the last guard.
// A line that cannot be applied refuses the whole document with a 409 that says which batch and why; the caller's
// transaction then rolls back everything, number included. Goods received, opening stock, transfers in and returns
// name a batch by its key (`lo`: store, item, batch number, expiry) and create it or top it up in one upsert.
import { clinicDay, stockDocumentPrefixes, type IssueReason, type StockDocumentKind } from '@phongkham/contracts';
import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { batches, drugs, products, stockDocumentLines, stockDocuments } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import type { Writer } from '../../lib/crud/writer';
import { HttpError } from '../../lib/http-error';
import { nextNumber } from '../../lib/money/numbering';
import { now } from '../../db/clock';

export type Batch = typeof batches.$inferSelect;
export type StockDocument = typeof stockDocuments.$inferSelect;
export type StockDocumentLine = typeof stockDocumentLines.$inferSelect;

/** The clinic's today (YYYY-MM-DD): a batch is usable through its expiry day. */
export const clinicToday = (): string => clinicDay(now());

/** A batch that may be issued: not expired at the clinic's `today`, not on hold. Dispensing, FEFO and the picker use it. */
export const usableBatch = (today: string = clinicToday()): SQL =>
  sql`(${batches.handung} >= ${today} and ${batches.tamgiu} = false)`;

/** Whether a batch row is usable at `today` (the same rule as `usableBatch`, for rows already read). */
export const isUsable = (batch: Pick<Batch, 'handung' | 'tamgiu'>, today: string = clinicToday()): boolean =>
  batch.handung >= today && !batch.tamgiu;

/** A batch named by its key, created by an incoming line when the store does not hold it yet. */
export interface BatchKey {
  /** The batch's store; the document's (the receiving store for a transfer) when not given. */
  kho_id?: string;
  thuoc_id?: string | null;
  sanpham_id?: string | null;
  solo: string;
  handung: string;
  gianhap: number;
  giaban: number;
  nhacungcap_id?: string | null;
  sohoadon?: string | null;
}

export interface PostingLine {
  /** An existing batch of the clinic. */
  lohang_id?: string;
  /** Incoming only: the batch to create or top up (its prices become the latest received). */
  lo?: BatchKey;
  /** Smallest units, signed: + into the batch, − out of it; never 0. */
  soluong: number;
  /** Prices the line records; the batch's when not given. */
  gianhap?: number;
  giaban?: number;
  donthuoc_chitiet_id?: string | null;
  hoadon_dong_id?: string | null;
}

export interface PostingDocument {
  phongkham_id: string;
  loai: StockDocumentKind;
  /** XUAT only. */
  lydo?: IssueReason | null;
  kho_id: string;
  kho_den_id?: string | null;
  nhacungcap_id?: string | null;
  sohoadon?: string | null;
  /** The business day; today when not given. */
  ngay?: string;
  ghichu?: string | null;
  nguoichungkien?: { hoten: string; chucvu?: string | null }[] | null;
  donthuoc_id?: string | null;
  hoadon_id?: string | null;
  goc_id?: string | null;
  /** A correction undoing `goc_id`: its outgoing lines take the batches back whatever their state since. */
  correction?: boolean;
  dong: PostingLine[];
}

export type PostedDocument = StockDocument & { dong: StockDocumentLine[] };

/**
 * Which unusable batches an outgoing line of each kind may still take: destruction takes expired and held stock (it
 * is what destruction is for); a stocktake corrects the books of any batch; a return to the supplier takes held
 * stock (a recall goes back) but not expired stock. Every other movement out takes usable batches only.
 */
function outgoingRule(loai: StockDocumentKind, correction = false): 'any' | 'notExpired' | 'usable' {
  if (correction || loai === 'HUY' || loai === 'KIEM_KE') return 'any';
  if (loai === 'TRA_NCC') return 'notExpired';
  return 'usable';
}

/** The item's name for a refusal: the drug's or the product's. */
async function itemName(writer: Writer, batch: Batch): Promise<string> {
  if (batch.thuoc_id) {
    const [drug] = await writer.tx.select({ ten: drugs.tenthuoc }).from(drugs).where(eq(drugs._id, batch.thuoc_id));
    return drug?.ten ?? '';
  }
  const [product] = await writer.tx
    .select({ ten: products.tensanpham })
    .from(products)
    .where(eq(products._id, batch.sanpham_id!));
  return product?.ten ?? '';
}

/** Why a line's conditional update touched no row: the batch is missing, elsewhere, expired, held, or short. */
async function refusal(writer: Writer, doc: PostingDocument, line: PostingLine, store: string, today: string) {
  const [batch] = await writer.tx.select().from(batches).where(eq(batches._id, line.lohang_id!));
  if (!batch || batch.phongkham_id !== doc.phongkham_id) return new HttpError(404, 'errors.stockBatchNotFound');
  const params = { solo: batch.solo, ten: await itemName(writer, batch), handung: batch.handung };
  if (batch.kho_id !== store) return new HttpError(409, 'errors.stockBatchOtherStore', params);
  if (line.soluong < 0) {
    const rule = outgoingRule(doc.loai, doc.correction);
    if (rule !== 'any' && batch.handung < today) return new HttpError(409, 'errors.stockBatchExpired', params);
    if (rule === 'usable' && batch.tamgiu) return new HttpError(409, 'errors.stockBatchHeld', params);
  }
  return new HttpError(409, 'errors.stockShort', { ...params, con: batch.soluong, can: -line.soluong });
}

/** Applies a line to an existing batch: the conditional update, or the refusal when it touched nothing. */
async function applyToBatch(writer: Writer, doc: PostingDocument, line: PostingLine, store: string, today: string) {
  const conditions = [
    eq(batches._id, line.lohang_id!),
    eq(batches.phongkham_id, doc.phongkham_id),
    eq(batches.kho_id, store),
    sql`${batches.soluong} + ${line.soluong} >= 0`,
  ];
  if (line.soluong < 0) {
    const rule = outgoingRule(doc.loai, doc.correction);
    if (rule === 'usable') conditions.push(usableBatch(today));
    if (rule === 'notExpired') conditions.push(sql`${batches.handung} >= ${today}`);
  }
  const [row] = await writer.tx
    .update(batches)
    .set({ soluong: sql`${batches.soluong} + ${line.soluong}`, updatedAt: now() })
    .where(and(...conditions))
    .returning();
  if (!row) throw await refusal(writer, doc, line, store, today);
  return { batch: row, created: false };
}

/** Creates the batch a line names by its key, or tops it up (one upsert on the batch's unique key). */
async function applyToKey(writer: Writer, doc: PostingDocument, line: PostingLine, store: string) {
  const key = line.lo!;
  const drug = key.thuoc_id ?? null;
  const values = {
    phongkham_id: doc.phongkham_id,
    kho_id: store,
    thuoc_id: drug,
    sanpham_id: drug ? null : (key.sanpham_id ?? null),
    solo: key.solo,
    handung: key.handung,
    soluong: line.soluong,
    gianhap: key.gianhap,
    giaban: key.giaban,
    nhacungcap_id: key.nhacungcap_id ?? null,
    sohoadon: key.sohoadon ?? null,
  };
  const item = drug ? batches.thuoc_id : batches.sanpham_id;
  const [row] = await writer.tx
    .insert(batches)
    .values(values)
    .onConflictDoUpdate({
      target: [batches.kho_id, item, batches.solo, batches.handung],
      targetWhere: sql`${item} is not null`,
      set: {
        soluong: sql`${batches.soluong} + ${line.soluong}`,
        gianhap: key.gianhap,
        giaban: key.giaban,
        updatedAt: now(),
      },
    })
    .returning({ ...getTableColumns(batches), created: sql<boolean>`(xmax = 0)` });
  const { created, ...batch } = row!;
  return { batch: batch as Batch, created: Boolean(created) };
}

/** The store a line moves: a transfer's incoming lines land in the receiving store, every other line in the document's. */
const storeOf = (doc: PostingDocument, line: PostingLine) =>
  line.lo?.kho_id ?? (doc.loai === 'CHUYEN' && line.soluong > 0 ? doc.kho_den_id! : doc.kho_id);

/** The order lines lock their batches in: by batch (id or key), so two documents never wait on each other in a circle. */
const lockKey = (doc: PostingDocument, line: PostingLine) =>
  line.lohang_id ??
  `~${storeOf(doc, line)}|${line.lo!.thuoc_id ?? line.lo!.sanpham_id}|${line.lo!.solo}|${line.lo!.handung}`;

/**
 * Posts a stock document in the writer's transaction: number, document, lines, batch quantities, history. Refuses
 * with 409 (localized, naming the batch) when a line would take a batch below zero, or an outgoing line takes a batch
 * its kind may not (expired or on hold), and with 404 when a batch is not the clinic's. Returns the document with
 * its lines in document order, each with the batch's quantity after it (`tonsau`).
 */
export async function postStockDocument(
  writer: Writer,
  actor: Pick<Actor, '_id'> | null,
  doc: PostingDocument,
): Promise<PostedDocument> {
  if (doc.dong.length === 0) throw new HttpError(400, 'errors.stockNoLines');
  for (const line of doc.dong) {
    if (!Number.isSafeInteger(line.soluong) || line.soluong === 0) {
      throw new RangeError(`a stock line moves a whole, non-zero quantity, got ${line.soluong}`);
    }
    if (Boolean(line.lohang_id) === Boolean(line.lo)) throw new RangeError('a stock line names a batch or a batch key');
    if (line.lo && line.soluong < 0) throw new RangeError('only an incoming line may name a batch by its key');
  }
  const today = clinicToday();
  const { dong, correction: _correction, ...head } = doc;
  const order = dong
    .map((line, thutu) => ({ line, thutu }))
    .sort((a, b) => {
      const [x, y] = [lockKey(doc, a.line), lockKey(doc, b.line)];
      return x < y ? -1 : x > y ? 1 : a.thutu - b.thutu;
    });
  // The batches first, in one order, then the number: every path locks batches before a document counter
  // (dispensing and counter sales lock their batches before the bill's and the issue's numbers), so two postings,
  // or a posting and a dispensing, can never hold one each and wait for the other.
  const applied: { line: PostingLine; thutu: number; batch: Batch; created: boolean }[] = [];
  for (const { line, thutu } of order) {
    const store = storeOf(doc, line);
    const { batch, created } = line.lo
      ? await applyToKey(writer, doc, line, store)
      : await applyToBatch(writer, doc, line, store, today);
    applied.push({ line, thutu, batch, created });
  }
  const so = await nextNumber(writer, doc.phongkham_id, stockDocumentPrefixes[doc.loai]);
  const [document] = await writer.tx
    .insert(stockDocuments)
    .values({
      ...head,
      lydo: doc.loai === 'XUAT' ? (doc.lydo ?? null) : null,
      kho_den_id: doc.loai === 'CHUYEN' ? (doc.kho_den_id ?? null) : null,
      so,
      ngay: doc.ngay ?? today,
      nhanvien_id: actor?._id ?? writer.author.nhanvien_id,
    })
    .returning();
  // Inserted while this transaction holds each batch's row until commit: `stt` follows the batch's moves.
  const inserted = await writer.tx
    .insert(stockDocumentLines)
    .values(
      applied.map(({ line, thutu, batch }) => ({
        phieukho_id: document!._id,
        thutu,
        kho_id: batch.kho_id,
        lohang_id: batch._id,
        thuoc_id: batch.thuoc_id,
        sanpham_id: batch.sanpham_id,
        soluong: line.soluong,
        tonsau: batch.soluong,
        gianhap: line.gianhap ?? batch.gianhap,
        giaban: line.giaban ?? batch.giaban,
        donthuoc_chitiet_id: line.donthuoc_chitiet_id ?? null,
        hoadon_dong_id: line.hoadon_dong_id ?? null,
      })),
    )
    .returning();
  const lines: StockDocumentLine[] = new Array(dong.length);
  for (const row of inserted) lines[row.thutu] = row;
  const moved = applied.map(({ line, batch, created }) => ({ batch, before: batch.soluong - line.soluong, created }));
  // The history: the document with its lines, each batch created, and each batch's quantity before and after.
  await writer.recordWrites('TAO', 'phieukho', [
    { banghi_id: document!._id, sau: { ...document, dong: lines }, phongkham_id: doc.phongkham_id },
  ]);
  const created = moved.filter((entry) => entry.created);
  if (created.length > 0) {
    await writer.recordWrites(
      'TAO',
      'lohang',
      created.map(({ batch }) => ({ banghi_id: batch._id, sau: batch, phongkham_id: doc.phongkham_id })),
    );
  }
  const changed = moved.filter((entry) => !entry.created);
  if (changed.length > 0) {
    await writer.recordWrites(
      'CAP_NHAT',
      'lohang',
      changed.map(({ batch, before }) => ({
        banghi_id: batch._id,
        truoc: { soluong: before },
        sau: { soluong: batch.soluong, phieukho_id: document!._id },
        phongkham_id: doc.phongkham_id,
      })),
    );
  }
  return { ...document!, dong: lines };
}

/** The batches of `ids` that belong to the clinic, by id (a route checks what a body names before posting). */
export async function clinicBatches(writer: Writer, clinicId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, Batch>();
  const rows = await writer.tx
    .select()
    .from(batches)
    .where(and(eq(batches.phongkham_id, clinicId), inArray(batches._id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row._id, row]));
}
