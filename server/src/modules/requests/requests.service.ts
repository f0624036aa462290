// Visitors' requests (yeucau): received from the public modal for the clinic the site speaks for, then read and
// worked through by that clinic's staff (docs/decisions/0023-requests-inbox.md). A repeat from the same phone while
// a request of it is open is folded into that request; a filled honeypot is answered and forgotten. Every staff
// change is a move its declared states allow (`requestWorkflow`) or an assignment, kept in the request's own history and in the
// activity history, and announced to the inbox's live stream.
import {
  CONSENT_VERSION,
  normalizePhone,
  openRequestStatuses,
  requestResource,
  grantsAny,
  type newRequest,
  type RequestListQuery,
  type requestAssignment,
  type RequestStatusChange,
} from '@phongkham/contracts';
import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { uuidv7 } from '../../db/ids';
import { appointments, doctors, patients, requestHistory, requests, roles, staff } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import type { MoveContext } from '../../lib/crud/moves';
import { clinicCondition } from '../../lib/crud/scope';
import { authorOf, writing, type Writer } from '../../lib/crud/writer';
import { FieldError, fieldError, HttpError, notFound } from '../../lib/http-error';
import { withinClinicDays } from '../../lib/clinic-days';
import { listPage } from '../../lib/list';
import { isPublicDoctor } from '../doctors/doctors.service';
import { publishEvent } from '../../lib/live-events';
import { siteClinicId } from '../setting/setting.service';
import { now } from '../../db/clock';

/** A repeat from the same phone within this time, while its request is open, is folded into it. */
export const FOLD_HOURS = 24;

const [inboxUrl] = requestResource.urls;

const doctorStaff = alias(staff, 'bacsi_nhanvien');
const assignee = alias(staff, 'nguoiphutrach');

const rowColumns = {
  _id: requests._id,
  phongkham_id: requests.phongkham_id,
  loaiyeucau: requests.loaiyeucau,
  hoten: requests.hoten,
  dienthoai: requests.dienthoai,
  trangthai: requests.trangthai,
  bacsi_id: requests.bacsi_id,
  bacsi: doctorStaff.hoten,
  nhanvien_id: requests.nhanvien_id,
  nguoiphutrach: assignee.hoten,
  solanthu: requests.solanthu,
  lienhetiep: requests.lienhetiep,
  solanlap: requests.solanlap,
  benhnhan_id: requests.benhnhan_id,
  benhnhan_ma: patients.ma,
  createdAt: requests.createdAt,
  updatedAt: requests.updatedAt,
};

/** A row with the consent, which the record shows. */
const recordColumns = { ...rowColumns, dongy_phienban: requests.dongy_phienban, dongy_luc: requests.dongy_luc };

/** The rows with the doctor's and the assignee's names: the list's FROM clause and one request's. */
const withNames = (db: Database, fields = recordColumns) =>
  db
    .select(fields)
    .from(requests)
    .leftJoin(doctors, eq(doctors._id, requests.bacsi_id))
    .leftJoin(doctorStaff, eq(doctorStaff._id, doctors.nhanvien_id))
    .leftJoin(assignee, eq(assignee._id, requests.nhanvien_id))
    .leftJoin(patients, eq(patients._id, requests.benhnhan_id));

/** A search that looks like a phone number ("0912 345 678", "+84 912…") is matched on the stored digits. */
function searchText(q: string | undefined): string | undefined {
  if (!q || !/^[\d\s.+()-]+$/.test(q.trim())) return q;
  const digits = q.replace(/\D/g, '');
  return digits.startsWith('84') && digits.length > 9 ? normalizePhone(q) : digits;
}

export function listRequests(db: Database, query: RequestListQuery, clinic: string | null | undefined) {
  return listPage(
    { ...query, q: searchText(query.q) },
    {
      where: [
        clinicCondition(requests.phongkham_id, clinic ?? (query.phongkham_id as string | undefined)),
        query.loaiyeucau ? eq(requests.loaiyeucau, query.loaiyeucau) : undefined,
        query.trangthai ? eq(requests.trangthai, query.trangthai) : undefined,
        query.nhanvien_id ? eq(requests.nhanvien_id, query.nhanvien_id) : undefined,
        ...withinClinicDays(requests.createdAt, query.tungay, query.denngay),
      ],
      search: [requests.hoten, requests.dienthoai],
      sortable: {
        createdAt: requests.createdAt,
        hoten: requests.hoten,
        trangthai: requests.trangthai,
        lienhetiep: requests.lienhetiep,
      },
      defaultSort: requestResource.defaultSort,
      tieBreak: desc(requests._id),
      columns: recordColumns,
      from: (fields) => withNames(db, fields),
    },
  );
}

/** One request with its consent, its history (newest step first) and the appointments booked from it. */
export async function getRequest(db: Database, id: string) {
  const [row] = await withNames(db).where(eq(requests._id, id));
  if (!row) return null;
  const lichhen = await db
    .select({
      _id: appointments._id,
      batdau: appointments.batdau,
      bacsi_hoten: doctorStaff.hoten,
      trangthai: appointments.trangthai,
    })
    .from(appointments)
    .innerJoin(doctors, eq(doctors._id, appointments.bacsi_id))
    .innerJoin(doctorStaff, eq(doctorStaff._id, doctors.nhanvien_id))
    .where(eq(appointments.yeucau_id, id))
    .orderBy(asc(appointments.batdau));
  const lichsu = await db
    .select({
      _id: requestHistory._id,
      hanhdong: requestHistory.hanhdong,
      truoc: requestHistory.truoc,
      sau: requestHistory.sau,
      ghichu: requestHistory.ghichu,
      nhanvien: staff.hoten,
      createdAt: requestHistory.createdAt,
    })
    .from(requestHistory)
    .leftJoin(staff, eq(staff._id, requestHistory.nhanvien_id))
    .where(eq(requestHistory.yeucau_id, id))
    .orderBy(desc(requestHistory.createdAt), desc(requestHistory._id));
  return { ...row, lichsu, lichhen };
}

const publicColumns = {
  _id: requests._id,
  loaiyeucau: requests.loaiyeucau,
  hoten: requests.hoten,
  dienthoai: requests.dienthoai,
  trangthai: requests.trangthai,
  bacsi_id: requests.bacsi_id,
  createdAt: requests.createdAt,
};

/** What a visitor is told: the request as received (stored, folded into an open one, or a honeypot's). */
export type ReceivedRequest = { [K in keyof typeof publicColumns]: (typeof requests.$inferSelect)[K] };

/**
 * A visitor's request. A filled honeypot gets the same answer and nothing is stored. A phone with a request still
 * open from the last FOLD_HOURS gets that request back, with a repeat noted in its history. Otherwise a new row.
 * One phone's requests are taken one at a time (an advisory lock), so two sends at once still make one row.
 */
export async function receiveRequest(db: Database, input: z.output<typeof newRequest>): Promise<ReceivedRequest> {
  const bacsi_id = input.bacsi_id ?? null;
  if (input.website?.trim()) {
    return {
      _id: uuidv7(),
      loaiyeucau: input.loaiyeucau,
      hoten: input.hoten,
      dienthoai: input.dienthoai,
      trangthai: 'MOI',
      bacsi_id,
      createdAt: now(),
    };
  }
  const phongkham_id = await siteClinicId(db);
  // A doctor unpublished (or removed) after the page was drawn: the visitor hears it on the field, not a 500.
  if (bacsi_id && !(await isPublicDoctor(db, bacsi_id))) {
    throw new FieldError(400, 'validation.doctorUnavailable', 'bacsi_id');
  }
  const consent =
    input.dongy === true ? { dongy_phienban: CONSENT_VERSION, dongy_luc: now() } : { dongy_phienban: null };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`yeucau:${phongkham_id}:${input.dienthoai}`}))`);
    const [open] = await tx
      .select({ _id: requests._id, dongy_phienban: requests.dongy_phienban })
      .from(requests)
      .where(
        and(
          eq(requests.phongkham_id, phongkham_id),
          eq(requests.dienthoai, input.dienthoai),
          inArray(requests.trangthai, [...openRequestStatuses]),
          gte(requests.createdAt, sql`now() - make_interval(hours => ${FOLD_HOURS})`),
        ),
      )
      .orderBy(desc(requests.createdAt))
      .limit(1);
    if (open) return foldRepeat(tx, open, input, consent, phongkham_id);
    const [row] = await tx
      .insert(requests)
      .values({
        loaiyeucau: input.loaiyeucau,
        hoten: input.hoten,
        dienthoai: input.dienthoai,
        bacsi_id,
        phongkham_id,
        ...consent,
      })
      .returning(publicColumns);
    await publishEvent(tx, {
      loai: 'yeucau.moi',
      url: inboxUrl,
      phongkham_id,
      dulieu: { _id: row!._id, loaiyeucau: row!.loaiyeucau },
    });
    return row!;
  });
}

/** The repeat noted on the open request: its count goes up, its history says what was sent; no new row. */
async function foldRepeat(
  tx: Transaction,
  open: { _id: string; dongy_phienban: string | null },
  input: z.output<typeof newRequest>,
  consent: { dongy_phienban: string | null; dongy_luc?: Date },
  phongkham_id: string,
) {
  const [row] = await tx
    .update(requests)
    .set({
      solanlap: sql`${requests.solanlap} + 1`,
      // A consent given with the repeat is kept when the first send had none.
      ...(open.dongy_phienban === null && consent.dongy_phienban ? consent : {}),
    })
    .where(eq(requests._id, open._id))
    .returning(publicColumns);
  await tx.insert(requestHistory).values({
    yeucau_id: open._id,
    hanhdong: 'LAP_LAI',
    sau: input.loaiyeucau,
    // The name as typed this time, when it differs: staff may be dealing with a relative.
    ghichu: input.hoten === row!.hoten ? null : input.hoten,
  });
  await publishEvent(tx, { loai: 'yeucau.capnhat', url: inboxUrl, phongkham_id, dulieu: { _id: open._id } });
  return row!;
}

/** The request locked for a change, or 404 when it does not exist for this reader's clinic. */
async function lockRequest(tx: Transaction, id: string, clinic: string | null) {
  const [row] = await tx
    .select({
      _id: requests._id,
      phongkham_id: requests.phongkham_id,
      trangthai: requests.trangthai,
      nhanvien_id: requests.nhanvien_id,
      solanthu: requests.solanthu,
      lienhetiep: requests.lienhetiep,
    })
    .from(requests)
    .where(and(eq(requests._id, id), clinicCondition(requests.phongkham_id, clinic)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * What a move along the workflow writes besides the status (the kit's move route, requests.routes.ts): an unreachable
 * visitor counts one more try and may get a time to call again, which any other move clears; the request's own
 * history keeps the move with its note.
 */
export async function requestMoved({ before, body, move, writer, actor }: MoveContext<RequestStatusChange>) {
  const unreachable = move.to === 'KHONG_LIEN_LAC';
  await writer.tx.insert(requestHistory).values({
    yeucau_id: before._id as string,
    hanhdong: 'TRANG_THAI',
    truoc: before.trangthai as string,
    sau: move.to,
    ghichu: body.ghichu || null,
    nhanvien_id: actor._id,
  });
  return {
    solanthu: unreachable ? (before.solanthu as number) + 1 : (before.solanthu as number),
    lienhetiep: unreachable ? (body.lienhetiep ?? null) : null,
  };
}

/** The inbox's live event for a changed request. */
export const requestChanged = (row: Record<string, unknown>) => ({
  loai: 'yeucau.capnhat',
  url: inboxUrl,
  phongkham_id: row.phongkham_id as string,
  dulieu: { _id: row._id },
});

/**
 * An appointment was booked from the request, inside the booking's transaction: the request (of the doctor's clinic)
 * moves to booked from any open status, since the booking is the contact, and stays booked when it already was (a
 * second appointment). A cancelled request is not booked from: 409. Kept in its history and the activity history, and
 * announced to the inbox.
 */
export async function markRequestBooked(writer: Writer, id: string, clinic: string): Promise<void> {
  const [before] = await writer.tx
    .select()
    .from(requests)
    .where(and(eq(requests._id, id), eq(requests.phongkham_id, clinic)))
    .for('update');
  if (!before) throw fieldError('yeucau_id', 'errors.unknownReference');
  if (before.trangthai === 'HUY') throw new HttpError(409, 'errors.requestCancelled');
  if (before.trangthai === 'DA_DAT_LICH') return;
  await writer.tx.insert(requestHistory).values({
    yeucau_id: id,
    hanhdong: 'TRANG_THAI',
    truoc: before.trangthai,
    sau: 'DA_DAT_LICH',
    ghichu: null,
    nhanvien_id: writer.author.nhanvien_id,
  });
  await writer.update(requests, id, { trangthai: 'DA_DAT_LICH', lienhetiep: null }, { before, phongkham_id: clinic });
  await writer.announce(requestChanged(before));
}

/**
 * The request now points at the register's patient it became (a conversion from the inbox, patients module),
 * audited on the request with the caller's note. The inbox owns the request's row, so other modules link through this.
 */
export async function linkRequestPatient(
  writer: Writer,
  request: typeof requests.$inferSelect,
  patientId: string,
  note: Record<string, unknown>,
): Promise<void> {
  await writer.update(requests, request._id, { benhnhan_id: patientId }, { before: request, sau: note });
}

/** A merged duplicate's requests move to the kept record (patients' merge, which records the count): how many. */
export async function movePatientRequests(writer: Writer, fromId: string, toId: string): Promise<number> {
  const moved = await writer.tx
    .update(requests)
    .set({ benhnhan_id: toId })
    .where(eq(requests.benhnhan_id, fromId))
    .returning({ _id: requests._id });
  return moved.length;
}

/** Active staff of a clinic whose role may open the inbox: whom its requests can be assigned to. */
async function inboxStaff(db: Pick<Database, 'select'>, phongkham_id: string) {
  const rows = await db
    .select({ _id: staff._id, hoten: staff.hoten, menu: roles.menu })
    .from(staff)
    .innerJoin(roles, eq(roles._id, staff.vaitro_id))
    .where(and(eq(staff.phongkham_id, phongkham_id), eq(staff.kichhoat, true), isNull(staff.deletedAt)))
    .orderBy(asc(staff.hoten));
  return rows
    .filter((row) => grantsAny(row.menu, requestResource.urls, 'view'))
    .map(({ _id, hoten }) => ({ _id, hoten }));
}

/** Whom the request can be assigned to (404 when the reader may not see it). */
export async function requestAssignees(db: Database, id: string, clinic: string | null) {
  const [row] = await db
    .select({ phongkham_id: requests.phongkham_id })
    .from(requests)
    .where(and(eq(requests._id, id), clinicCondition(requests.phongkham_id, clinic)));
  if (!row) throw notFound();
  return inboxStaff(db, row.phongkham_id);
}

/** Assigns the request to a staff member of its own clinic who may see the inbox, or to nobody. */
export async function assignRequest(
  db: Database,
  id: string,
  body: z.output<typeof requestAssignment>,
  actor: Actor,
  clinic: string | null,
): Promise<void> {
  await writing(db, authorOf(actor), async (writer) => {
    const { tx } = writer;
    const before = await lockRequest(tx, id, clinic);
    const candidates = await inboxStaff(tx, before.phongkham_id);
    const chosen = body.nhanvien_id ? candidates.find((member) => member._id === body.nhanvien_id) : null;
    if (body.nhanvien_id && !chosen) throw new FieldError(400, 'validation.assigneeOtherClinic', 'nhanvien_id');
    const [previous] = before.nhanvien_id
      ? await tx.select({ hoten: staff.hoten }).from(staff).where(eq(staff._id, before.nhanvien_id))
      : [];
    await tx.insert(requestHistory).values({
      yeucau_id: id,
      hanhdong: 'PHAN_CONG',
      truoc: previous?.hoten ?? null,
      sau: chosen?.hoten ?? null,
      ghichu: body.ghichu || null,
      nhanvien_id: actor._id,
    });
    await writer.update(
      requests,
      id,
      { nhanvien_id: body.nhanvien_id },
      { before: before as never, sau: { ghichu: body.ghichu || null } },
    );
    await writer.announce(requestChanged(before));
  });
}
