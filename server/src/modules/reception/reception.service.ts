// The front desk's writes: a check-in opens a visit in a room's queue with the next number of the clinic day (a new
// patient is created in the same transaction through the register's own write path), and each move of the queue is
// one audited write that every reception screen and the waiting-room display hear of (live events).
import {
  clinicDay,
  grantsAny,
  movableStates,
  patientResource,
  translate,
  type checkInInput,
  type QueueAction,
  type visitEditInput,
} from '@phongkham/contracts';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { catalogueEntries, doctors, orderLines, patients, services, visits } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { noBilling, type BillingLink } from '../../lib/billing-link';
import { arrivingPatient, markArrived } from '../appointments/appointments.moves';
import { clinicCondition } from '../../lib/crud/scope';
import { createRecord } from '../../lib/crud/write';
import type { MoveContext } from '../../lib/crud/moves';
import { authorOf, writerIn, writing, type Writer } from '../../lib/crud/writer';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import { completePatientIdentity, preparePatient, readPatient } from '../patients/patients.service';
import { announceVisit, nextNumber, visitEvent } from './reception.queue';
import { now as clockNow } from '../../db/clock';

type CheckIn = z.output<typeof checkInInput>;
type VisitEdit = z.output<typeof visitEditInput>;
type Visit = typeof visits.$inferSelect;

/** A live, active room (PHONG entry) of the clinic, or of any clinic for the owner (clinic null). */
const roomCondition = (id: string, clinic: string | null) =>
  and(
    eq(catalogueEntries._id, id),
    eq(catalogueEntries.loai, 'PHONG'),
    eq(catalogueEntries.hoatdong, true),
    isNull(catalogueEntries.deletedAt),
    clinicCondition(catalogueEntries.phongkham_id, clinic),
  );

/**
 * The room locked until the transaction ends: check-ins into one room take their numbers one after another, so
 * two never read the same highest number (the unique index would refuse the second; this makes it wait instead).
 */
async function lockRoom(tx: Transaction, id: string, clinic: string) {
  const [room] = await tx
    .select({ _id: catalogueEntries._id, ten: catalogueEntries.ten })
    .from(catalogueEntries)
    .where(roomCondition(id, clinic))
    .for('update');
  if (!room) throw fieldError('phong_id', 'errors.visitRoomInvalid');
  return room;
}

/** The clinic a check-in belongs to: the staff member's own, or for the owner the chosen room's. */
async function checkInClinic(db: Database, body: CheckIn, clinic: string | null): Promise<string> {
  if (clinic) return clinic;
  const [room] = await db
    .select({ phongkham_id: catalogueEntries.phongkham_id })
    .from(catalogueEntries)
    .where(roomCondition(body.phong_id, null));
  if (!room) throw fieldError('phong_id', 'errors.visitRoomInvalid');
  return room.phongkham_id;
}

/** The price-list services ordered, checked against the clinic's live list (400 on any other). */
async function orderedServices(tx: Transaction, ids: readonly string[], clinic: string) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await tx
    .select({ _id: services._id, tendichvu: services.tendichvu, gia: services.gia })
    .from(services)
    .where(and(inArray(services._id, unique), eq(services.phongkham_id, clinic), isNull(services.deletedAt)));
  if (rows.length !== unique.length) throw fieldError('dichvu_ids', 'errors.unknownReference');
  // In the order the receptionist picked them.
  return unique.map((id) => rows.find((row) => row._id === id)!);
}

async function checkDoctor(tx: Transaction, id: string | null | undefined, clinic: string) {
  if (!id) return;
  const [row] = await tx
    .select({ _id: doctors._id })
    .from(doctors)
    .where(and(eq(doctors._id, id), eq(doctors.phongkham_id, clinic), isNull(doctors.deletedAt)));
  if (!row) throw fieldError('bacsi_id', 'errors.unknownReference');
}

/** Opens the visit of `patientId` inside the caller's transaction: number, order lines, history, live event. */
async function openVisit(
  writer: Writer,
  body: CheckIn,
  clinic: string,
  patientId: string,
  actor: Actor,
  billing: BillingLink,
) {
  const { tx } = writer;
  const room = await lockRoom(tx, body.phong_id, clinic);
  // An arriving appointment is honoured in the same transaction: it cannot be checked in twice.
  const appointment = body.lichhen_id ? await markArrived(writer, body.lichhen_id, patientId, clinic) : null;
  const doctor = body.bacsi_id ?? appointment?.bacsi_id ?? null;
  await checkDoctor(tx, doctor, clinic);
  const ordered = await orderedServices(tx, body.dichvu_ids ?? [], clinic);
  const lines = ordered.map((service) => ({
    dichvu_id: service._id,
    tendichvu: service.tendichvu,
    dongia: service.gia,
  }));
  const day = clinicDay(clockNow());
  const visit = await writer.insert(
    visits,
    {
      phongkham_id: clinic,
      benhnhan_id: patientId,
      phong_id: room._id,
      bacsi_id: doctor,
      ngay: day,
      sothutu: await nextNumber(tx, clinic, day, room._id),
      lydo: body.lydo || null,
      lichhen_id: body.lichhen_id ?? null,
      nhanvien_id: actor._id,
    },
    // The services ordered at the desk are the visit's first order lines, kept in its creation's history.
    { sau: { chidinh: lines } },
  );
  if (lines.length) {
    const orders = await tx
      .insert(orderLines)
      .values(lines.map((line) => ({ ...line, phongkham_id: clinic, luotkham_id: visit._id, nhanvien_id: actor._id })))
      .returning();
    // The visit's bill opens with the services chosen at the desk.
    await billing.ordered(writer, visit, orders);
  }
  await announceVisit(tx, visit, 'TIEP_NHAN', room.ten);
  return visit._id;
}

/**
 * Checks a patient in: `benhnhan_id` from the register, or `benhnhan` created under the register's rules (its code,
 * its address check, its history row; needs create on the register) in the same transaction as the visit.
 */
export async function checkIn(
  db: Database,
  body: CheckIn,
  actor: Actor,
  ownClinic: string | null,
  billing: BillingLink = noBilling,
): Promise<string> {
  const clinic = await checkInClinic(db, body, ownClinic);
  if (body.benhnhan) {
    if (!grantsAny(actor.vaitro.menu, patientResource.urls, 'create')) throw new HttpError(403, 'errors.forbidden');
    let visitId = '';
    await createRecord(
      db,
      { resource: patientResource, table: patients, prepare: preparePatient },
      { ...body.benhnhan, phongkham_id: clinic },
      actor,
      async (tx, patientId) => {
        visitId = await openVisit(writerIn(tx, authorOf(actor)), body, clinic, patientId, actor, billing);
      },
    );
    return visitId;
  }
  return writing(db, authorOf(actor), async (writer) => {
    const { tx } = writer;
    // An appointment booked on the site has no patient yet: its name and phone find or make one now.
    const patientId = body.benhnhan_id ?? (await arrivingPatient(writer, body.lichhen_id!, clinic));
    const patient = await readPatient(tx, patientId, clinic);
    if (!patient) throw fieldError('benhnhan_id', 'errors.notFound');
    if (patient.andanh_luc) throw new HttpError(409, 'errors.patientAnonymised');
    const visitId = await openVisit(writer, body, clinic, patient._id, actor, billing);
    // The birth date and sex a booked patient's record lacks, asked at the desk: ranges by age and sex need them.
    if (body.benhnhan_bosung) {
      await completePatientIdentity(writer, patient._id, body.benhnhan_bosung, { luotkham_id: visitId });
    }
    return visitId;
  });
}

/** The visit locked for a change, or 404 when it is not the reader's clinic's. */
async function lockVisit(tx: Transaction, id: string, clinic: string | null) {
  const [row] = await tx
    .select()
    .from(visits)
    .where(and(eq(visits._id, id), clinicCondition(visits.phongkham_id, clinic)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

async function roomName(tx: Transaction, id: string) {
  const [row] = await tx
    .select({ ten: catalogueEntries.ten })
    .from(catalogueEntries)
    .where(eq(catalogueEntries._id, id));
  return row?.ten ?? '';
}

/** The times each move stamps. */
function stamps(action: QueueAction, now: Date): Partial<Visit> {
  if (action === 'GOI' || action === 'GOI_LAI') return { goi_luc: now };
  if (action === 'BAT_DAU') return { batdau_luc: now };
  if (action === 'XONG') return { ketthuc_luc: now };
  return {};
}

/**
 * What a move of the queue writes besides the state (the kit's move route): the time it happened. Cancelling a visit
 * voids its bills on which no money moved (billing's link); one with money taken keeps its bill.
 */
export const visitMoved =
  (billing: BillingLink = noBilling) =>
  async ({ name, before, writer }: MoveContext) => {
    if (name === 'HUY')
      await billing.visitCancelled(writer, before._id as string, translate('vi', 'billing.visitCancelled'));
    return stamps(name as QueueAction, clockNow());
  };

/** The queue's live event for a move, with the room's name the display announces. */
export async function visitMovedEvent(after: Record<string, unknown>, name: string, writer: Writer) {
  const visit = after as Visit;
  return visitEvent(visit, name as QueueAction, await roomName(writer.tx, visit.phong_id));
}

/**
 * Reception sets or changes a checked-in visit's doctor, reason and services until the doctor opens it (the
 * visit still waiting, called or skipped: movableStates; 409 afterwards, when the doctor's record has begun).
 * Services are the whole list wanted: a service dropped cancels its line (HUY, kept for the history and the bill),
 * one added gets a line at today's price, one kept keeps its line and price. A line already performed cannot be
 * dropped (409). One audited write, heard by every queue screen.
 */
export async function editVisit(
  db: Database,
  id: string,
  body: VisitEdit,
  actor: Actor,
  clinic: string | null,
  billing: BillingLink = noBilling,
) {
  await writing(db, authorOf(actor), async (writer) => {
    const { tx } = writer;
    const before = await lockVisit(tx, id, clinic);
    if (!movableStates.includes(before.trangthai)) throw new HttpError(409, 'errors.visitOpened');
    const change: Partial<Visit> = {};
    if (body.bacsi_id !== undefined) {
      await checkDoctor(tx, body.bacsi_id, before.phongkham_id);
      change.bacsi_id = body.bacsi_id;
    }
    if (body.lydo !== undefined) change.lydo = body.lydo || null;
    const lines = await tx
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.luotkham_id, id), ne(orderLines.trangthai, 'HUY')))
      // In the order they were ordered: the history's before and after list them alike on both databases.
      .orderBy(asc(orderLines.createdAt), asc(orderLines._id));
    const servicesBefore = lines.map((line) => line.dichvu_id);
    let servicesAfter = servicesBefore;
    if (body.dichvu_ids !== undefined) {
      const wanted = await orderedServices(tx, body.dichvu_ids, before.phongkham_id);
      const dropped = lines.filter((line) => !wanted.some((service) => service._id === line.dichvu_id));
      const started = dropped.find((line) => line.trangthai !== 'CHI_DINH');
      if (started) throw new HttpError(409, 'errors.visitServiceStarted', { name: started.tendichvu });
      const now = clockNow();
      if (dropped.length) {
        await tx
          .update(orderLines)
          .set({ trangthai: 'HUY', updatedAt: now })
          .where(
            inArray(
              orderLines._id,
              dropped.map((line) => line._id),
            ),
          );
        await billing.cancelled(
          writer,
          dropped.map((line) => line._id),
        );
      }
      const added = wanted.filter((service) => !servicesBefore.includes(service._id));
      if (added.length) {
        const orders = await tx
          .insert(orderLines)
          .values(
            added.map((service) => ({
              phongkham_id: before.phongkham_id,
              luotkham_id: id,
              dichvu_id: service._id,
              tendichvu: service.tendichvu,
              dongia: service.gia,
              nhanvien_id: actor._id,
            })),
          )
          .returning();
        await billing.ordered(writer, before, orders);
      }
      servicesAfter = wanted.map((service) => service._id);
    }
    const after = await writer.update(visits, id, change, {
      before,
      truoc: { bacsi_id: before.bacsi_id, lydo: before.lydo, dichvu_ids: servicesBefore },
      sau: {
        bacsi_id: change.bacsi_id !== undefined ? change.bacsi_id : before.bacsi_id,
        lydo: change.lydo !== undefined ? change.lydo : before.lydo,
        dichvu_ids: servicesAfter,
        hanhdong: 'SUA',
      },
    });
    await announceVisit(tx, after, 'SUA', await roomName(tx, after.phong_id));
  });
}

/**
 * Moves a visit not yet with the doctor to another room of its clinic: it takes that room's next number of its day
 * and waits again from there.
 */
export async function moveToRoom(db: Database, id: string, roomId: string, actor: Actor, clinic: string | null) {
  await writing(db, authorOf(actor), async (writer) => {
    const { tx } = writer;
    const before = await lockVisit(tx, id, clinic);
    if (!movableStates.includes(before.trangthai)) throw new HttpError(409, 'errors.visitTransition');
    if (before.phong_id === roomId) throw fieldError('phong_id', 'errors.visitSameRoom');
    const room = await lockRoom(tx, roomId, before.phongkham_id);
    const sothutu = await nextNumber(tx, before.phongkham_id, before.ngay, room._id);
    const after = await writer.update(
      visits,
      id,
      { phong_id: room._id, sothutu, trangthai: 'CHO', goi_luc: null },
      { before, sau: { hanhdong: 'CHUYEN_PHONG' } },
    );
    await announceVisit(tx, after, 'CHUYEN_PHONG', room.ten);
  });
}
