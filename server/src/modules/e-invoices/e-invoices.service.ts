// A bill's e-invoice: queued once when a payment settles the bill (or from the bill page), sent by the outbox worker
// to the configured provider, and recording the provider's answer when the worker hears it. Every write goes through
// the kit's writer in one transaction with the outbox message it queues; nothing is queued while no provider is
// configured. One invoice per bill: the bill row is share-locked while the invoice is made (a payment or refund of
// it waits), and the unique index on hoadon_id refuses a second one made at the same moment.
import type { EInvoiceIssue } from '@phongkham/contracts';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { uuidv7 } from '../../db/ids';
import { bills, eInvoices } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { authorOf, writerIn, writing, type Author, type Writer } from '../../lib/crud/writer';
import { pgCode } from '../../lib/db-errors';
import { HttpError, notFound } from '../../lib/http-error';
import type { EInvoiceDocument } from '../../lib/money/e-invoice';
import type { OutboxOutcome } from '../outbox/worker';
import { enqueueMessage } from '../outbox/enqueue';
import type { EInvoiceSettings } from '../system-settings/system-settings.service';
import { buildDocument, lockedBill, type BillForInvoice } from './invoice-source';
import { now } from '../../db/clock';

/** The outbox's owner kind for e-invoice messages (hopthudi.loai): the worker tells recordOutcome about them. */
export const EINVOICE_OWNER = 'hoadondientu';

/** The system's own changes (an outcome the worker heard) are recorded with no staff author. */
const system: Author = { nhanvien_id: null, ip: null, userAgent: null };

/** Writes `doc` as the message the worker sends (the bill's number stands as the recipient in /admin/sms). */
const enqueue = (writer: Writer, id: string, doc: EInvoiceDocument) =>
  enqueueMessage(writer.tx, {
    channel: 'HDDT',
    to: doc.hoadon_so,
    text: JSON.stringify(doc),
    owner: { loai: EINVOICE_OWNER, banghi_id: id },
  });

const existing = async (tx: Transaction, billId: string) =>
  (await tx.select().from(eInvoices).where(eq(eInvoices.hoadon_id, billId)))[0];

/** Makes and queues the e-invoice of a locked, paid bill that has none; answers its id. */
async function create(
  writer: Writer,
  bill: BillForInvoice,
  settings: EInvoiceSettings,
  buyer: EInvoiceDocument['nguoimua'],
  actorId: string | null,
): Promise<string> {
  // The document's key is the invoice's id, so the id is chosen first.
  const _id = uuidv7();
  const doc = await buildDocument(writer.tx, bill, _id, buyer, settings);
  const row = await writer.insert(eInvoices, {
    _id,
    phongkham_id: bill.phongkham_id,
    hoadon_id: bill._id,
    nhacungcap: settings.provider!,
    mauso: doc.mauso,
    kyhieu: doc.kyhieu,
    tongtien: doc.tong.tongcong,
    tienthue: doc.tong.tienthue,
    nguoimua_ten: buyer.ten,
    nguoimua_mst: buyer.masothue,
    noidung: doc,
    nhanvien_id: actorId,
  });
  await enqueue(writer, row._id, doc);
  return row._id;
}

/**
 * billPaid of the EInvoiceLink: the payment's transaction, its bill row already locked by billing. Queues the
 * invoice when a provider is configured to issue on payment and the bill has none yet.
 */
export async function queueOnPayment(writer: Writer, billId: string, settings: EInvoiceSettings): Promise<void> {
  if (!settings.ready || !settings.auto) return;
  const bill = await lockedBill(writer.tx, billId, null);
  if (!bill || bill.trangthai !== 'DA_THANH_TOAN' || (await existing(writer.tx, billId))) return;
  await create(writer, bill, settings, { ten: settings.buyer, masothue: null, diachi: null, email: null }, null);
}

/** POST /api/hoadon/:id/hoadondientu: issues a paid bill's invoice by hand, for the buyer who asked for it. */
export async function issueByHand(
  db: Database,
  billId: string,
  body: EInvoiceIssue,
  actor: Actor,
  clinic: string | null,
  settings: EInvoiceSettings,
): Promise<void> {
  if (!settings.ready) throw new HttpError(409, 'errors.eInvoicesOff');
  try {
    await writing(db, authorOf(actor), async (writer) => {
      const bill = await lockedBill(writer.tx, billId, clinic);
      if (!bill) throw notFound();
      if (bill.trangthai !== 'DA_THANH_TOAN') throw new HttpError(409, 'errors.eInvoiceBillNotPaid');
      if (await existing(writer.tx, billId)) throw new HttpError(409, 'errors.eInvoiceExists');
      const buyer = {
        ten: body.nguoimua_ten || settings.buyer,
        masothue: body.nguoimua_mst || null,
        diachi: body.nguoimua_diachi || null,
        email: body.nguoimua_email || null,
      };
      await create(writer, bill, settings, buyer, actor._id);
    });
  } catch (error) {
    // Two hands at once: both saw no invoice; the unique index let the first one through.
    if (pgCode(error) === '23505') throw new HttpError(409, 'errors.eInvoiceExists');
    throw error;
  }
}

/** POST /api/hoadon/:id/hoadondientu/guilai: a refused invoice, built again with today's settings and queued. */
export async function sendAgain(
  db: Database,
  billId: string,
  actor: Actor,
  clinic: string | null,
  settings: EInvoiceSettings,
): Promise<void> {
  if (!settings.ready) throw new HttpError(409, 'errors.eInvoicesOff');
  await writing(db, authorOf(actor), async (writer) => {
    const bill = await lockedBill(writer.tx, billId, clinic);
    const found = bill && (await existing(writer.tx, billId));
    if (!bill || !found) throw notFound();
    const row = await writer.lock(eInvoices, found._id);
    if (row.trangthai !== 'LOI') throw new HttpError(409, 'errors.eInvoiceNotFailed');
    const doc = await buildDocument(writer.tx, bill, row._id, (row.noidung as EInvoiceDocument).nguoimua, settings);
    await writer.update(
      eInvoices,
      row._id,
      {
        trangthai: 'CHO_GUI',
        loi: null,
        nhacungcap: settings.provider!,
        mauso: doc.mauso,
        kyhieu: doc.kyhieu,
        tongtien: doc.tong.tongcong,
        tienthue: doc.tong.tienthue,
      },
      { before: row, unrecorded: { noidung: doc } },
    );
    await enqueue(writer, row._id, doc);
  });
}

/**
 * The outbox worker's listener: what the provider answered, in the transaction that records it in the outbox. An
 * issued invoice never changes again; a retry keeps it waiting with the failure and the attempts so far.
 */
export async function recordOutcome(tx: Transaction, outcome: OutboxOutcome): Promise<void> {
  const writer = writerIn(tx, system);
  const [row] = await tx.select().from(eInvoices).where(eq(eInvoices._id, outcome.banghi_id)).for('update');
  if (!row || row.trangthai === 'DA_PHAT_HANH') return;
  const solan = row.solan + 1;
  const number = outcome.answer?.sohoadon;
  if (outcome.trangthai === 'SENT' && number) {
    await writer.update(
      eInvoices,
      row._id,
      { trangthai: 'DA_PHAT_HANH', sohoadon: number, matracuu: outcome.answer?.matracuu ?? null, loi: null, solan },
      { before: row, unrecorded: { phathanh_luc: now() } },
    );
    return;
  }
  const failed = outcome.trangthai !== 'QUEUED';
  const loi = outcome.loi ?? (outcome.trangthai === 'SENT' ? 'outbox.eInvoiceNoNumber' : null);
  await writer.update(eInvoices, row._id, { trangthai: failed ? 'LOI' : 'CHO_GUI', loi, solan }, { before: row });
}

/** GET /api/hoadon/:id/hoadondientu: the bill's invoice (or none), and what a refund since requires. */
export async function readBillEInvoice(db: Database, billId: string, clinic: string | null, ready: boolean) {
  const [bill] = await db
    .select({ phongkham_id: bills.phongkham_id, phaitra: bills.phaitra })
    .from(bills)
    .where(eq(bills._id, billId));
  if (!bill || (clinic && bill.phongkham_id !== clinic)) throw notFound();
  const [row] = await db
    .select({
      _id: eInvoices._id,
      hoadon_id: eInvoices.hoadon_id,
      trangthai: eInvoices.trangthai,
      nhacungcap: eInvoices.nhacungcap,
      mauso: eInvoices.mauso,
      kyhieu: eInvoices.kyhieu,
      sohoadon: eInvoices.sohoadon,
      matracuu: eInvoices.matracuu,
      tongtien: eInvoices.tongtien,
      tienthue: eInvoices.tienthue,
      nguoimua_ten: eInvoices.nguoimua_ten,
      nguoimua_mst: eInvoices.nguoimua_mst,
      loi: eInvoices.loi,
      solan: eInvoices.solan,
      phathanh_luc: eInvoices.phathanh_luc,
      createdAt: eInvoices.createdAt,
      updatedAt: eInvoices.updatedAt,
    })
    .from(eInvoices)
    .where(eq(eInvoices.hoadon_id, billId));
  // A refund after the invoice lowered what the bill asks: the invoice must be adjusted down by the difference.
  const dieuchinh = row?.trangthai === 'DA_PHAT_HANH' ? Math.max(0, row.tongtien - bill.phaitra) : 0;
  return { batdau: ready, hoadondientu: row ?? null, dieuchinh };
}
