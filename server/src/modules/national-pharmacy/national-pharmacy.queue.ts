// Queues the pharmacy's stock documents for the national pharmacy database, off unless the settings name the facility
// and its account (docs/decisions/0059). A sweep, not a step of the posting transaction: every document the stock
// module issues in a pharmacy store (receipts, opening stock, patients' returns, dispensings, counter sales, returns to
// suppliers, destructions) is found after it commits, and queued once as one DUOCQG outbox message whose owner is the
// document (`phieukho`, its id). The stock module stays unaware of the national system, a document issued while the
// link was off is not sent later (only documents of the last SWEEP_HOURS are looked at), and a sweep on two instances
// at once queues nothing twice (an advisory lock, then the owner checked).
import { and, asc, eq, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  drugs,
  outbox,
  prescriptionLines,
  prescriptions,
  staff,
  stockDocumentLines,
  stockDocuments,
  stores,
  suppliers,
  batches,
} from '../../db/schema';
import { enqueueMessage } from '../outbox/enqueue';
import type { NationalPharmacySettings } from '../system-settings/system-settings.service';
import { nationalPharmacyMessage, sentKinds, type RecordedDocument } from './payload';
import { now as clockNow } from '../../db/clock';
import { repeatOneAtATime } from '../../lib/repeat';

/** The outbox owner kind of these messages: the stock document. */
export const NATIONAL_PHARMACY_OWNER = 'phieukho';
/** How far back a sweep looks: long enough to survive a day's outage of the server, short of the outbox's purge. */
export const SWEEP_HOURS = 48;
/** Documents queued per sweep; the next sweep takes the rest. */
const BATCH = 100;
/** How often the app sweeps. */
const SWEEP_EVERY_MS = 60_000;

/** The pharmacy documents of the window not yet queued, oldest first. */
function unsent(tx: Pick<Database, 'select'>, now: Date) {
  const queued = tx
    .select({ _id: outbox._id })
    .from(outbox)
    .where(and(eq(outbox.loai, NATIONAL_PHARMACY_OWNER), eq(outbox.banghi_id, sql`${stockDocuments._id}::text`)));
  const drugLine = tx
    .select({ _id: stockDocumentLines._id })
    .from(stockDocumentLines)
    .where(and(eq(stockDocumentLines.phieukho_id, stockDocuments._id), isNotNull(stockDocumentLines.thuoc_id)));
  return tx
    .select({
      _id: stockDocuments._id,
      so: stockDocuments.so,
      loai: stockDocuments.loai,
      lydo: stockDocuments.lydo,
      ngay: stockDocuments.ngay,
      ghichu: stockDocuments.ghichu,
      sohoadon: stockDocuments.sohoadon,
      nhacungcap_ten: suppliers.ten,
      nhacungcap_masothue: suppliers.masothue,
      madonthuoc: prescriptions.madonthuoc,
      nhanvien: staff.hoten,
    })
    .from(stockDocuments)
    .innerJoin(stores, and(eq(stores._id, stockDocuments.kho_id), eq(stores.loai, 'NHA_THUOC')))
    .leftJoin(suppliers, eq(suppliers._id, stockDocuments.nhacungcap_id))
    .leftJoin(prescriptions, eq(prescriptions._id, stockDocuments.donthuoc_id))
    .leftJoin(staff, eq(staff._id, stockDocuments.nhanvien_id))
    .where(
      and(
        gte(stockDocuments.createdAt, new Date(now.getTime() - SWEEP_HOURS * 3600_000)),
        inArray(stockDocuments.loai, sentKinds),
        // An issue for the clinic's own use stays in the clinic.
        or(sql`${stockDocuments.loai} <> 'XUAT'`, inArray(stockDocuments.lydo, ['PHAT_THUOC', 'BAN_LE'])),
        sql`exists ${drugLine}`,
        sql`not exists ${queued}`,
      ),
    )
    .orderBy(asc(stockDocuments.createdAt), asc(stockDocuments._id))
    .limit(BATCH);
}

/** A document's drug lines with the catalogue's and the batch's facts, in the document's order. */
function linesOf(tx: Pick<Database, 'select'>, id: string) {
  return tx
    .select({
      tenthuoc: drugs.tenthuoc,
      sodangky: drugs.sodangky,
      thanhphan: drugs.thanhphan,
      dangbaoche: drugs.dangbaoche,
      donvitinh: drugs.donvitinh,
      duongdung: drugs.duongdung,
      hangsanxuat: drugs.hangsanxuat,
      nuocsanxuat: drugs.nuocsanxuat,
      quycach: drugs.quycach,
      solo: batches.solo,
      handung: batches.handung,
      soluong: stockDocumentLines.soluong,
      gianhap: stockDocumentLines.gianhap,
      giaban: stockDocumentLines.giaban,
      lieu_moilan: prescriptionLines.lieu_moilan,
      solan_ngay: prescriptionLines.solan_ngay,
      cachdung: prescriptionLines.cachdung,
    })
    .from(stockDocumentLines)
    .innerJoin(drugs, eq(drugs._id, stockDocumentLines.thuoc_id))
    .innerJoin(batches, eq(batches._id, stockDocumentLines.lohang_id))
    .leftJoin(prescriptionLines, eq(prescriptionLines._id, stockDocumentLines.donthuoc_chitiet_id))
    .where(and(eq(stockDocumentLines.phieukho_id, id), isNull(stockDocumentLines.sanpham_id)))
    .orderBy(asc(stockDocumentLines.thutu), asc(stockDocumentLines.stt));
}

/** A prescription line's dose as a label writes it: "1 viên x 2 lần/ngày, uống sau ăn". */
const doseText = (
  line: { lieu_moilan: number | null; solan_ngay: number | null; cachdung: string | null },
  unit: string,
) =>
  line.lieu_moilan == null
    ? null
    : `${line.lieu_moilan} ${unit} x ${line.solan_ngay} lần/ngày${line.cachdung ? `, ${line.cachdung}` : ''}`;

/**
 * Queues the unsent pharmacy documents of the window when the link is configured; answers how many. `settings` is the
 * link as the settings hold it now: its facility code goes into each document.
 */
export async function queueNationalPharmacy(
  db: Database,
  settings: NationalPharmacySettings,
  now = clockNow(),
): Promise<number> {
  if (!settings.ready) return 0;
  const facility = settings.facilityCode!;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${NATIONAL_PHARMACY_OWNER}))`);
    const due = await unsent(tx, now);
    let queued = 0;
    for (const doc of due) {
      const recorded: RecordedDocument = {
        ...doc,
        nhacungcap: doc.nhacungcap_ten ? { ten: doc.nhacungcap_ten, masothue: doc.nhacungcap_masothue } : null,
        dong: (await linesOf(tx, doc._id)).map((line) => ({ ...line, lieudung: doseText(line, line.donvitinh) })),
      };
      const message = nationalPharmacyMessage(recorded, facility);
      if (!message) continue;
      // The document's number stands as the recipient: /admin/sms lists it, and it names nobody.
      await enqueueMessage(tx, {
        channel: 'DUOCQG',
        to: doc.so,
        text: JSON.stringify(message),
        owner: { loai: NATIONAL_PHARMACY_OWNER, banghi_id: doc._id },
      });
      queued += 1;
    }
    return queued;
  });
}

/** The sweep as a scheduled job: each minute, what is due is queued and the outbox woken. Answers the stop. */
export function startNationalPharmacy(
  db: Database,
  settings: () => Promise<NationalPharmacySettings>,
  options: { wake: () => void; log: { error: (object: unknown, message: string) => void } },
): () => void {
  return repeatOneAtATime(
    async () => {
      if ((await queueNationalPharmacy(db, await settings())) > 0) options.wake();
    },
    SWEEP_EVERY_MS,
    (error) => options.log.error({ err: error }, 'The national pharmacy sweep failed'),
  );
}
