// The appointments' reads, booking and messages. A booking (public or staff) takes one free slot of a doctor: the
// doctor's row is locked for the transaction, so bookings of one doctor run one after another and each sees the others'
// slots taken; the partial unique index (lichhen_bacsi_batdau) is the last word if anything slips past. A booking
// keeps the name and phone it was given; the register's patient is found or created by phone (patients.conversion.ts)
// only when staff confirm or the visitor arrives, so a stranger's booking writes nothing into the register. Every
// write is audited and announced live to the calendar; a booking queues its confirmation SMS with a signed cancel link.
// What happens to an appointment after booking (another slot, its states, the cancel link) is appointments.moves.ts.
import {
  APPOINTMENT_EVENT,
  appointmentResource,
  addDays,
  clinicClock,
  clinicDay,
  clinicInstant,
  clinicWallClock,
  CONSENT_VERSION,
  translate,
  type Lang,
  type newAppointment,
} from '@phongkham/contracts';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { appointments, clinics, doctors, patients, staff } from '../../db/schema';
import type { Reader } from '../../lib/crud/routes';
import { clinicCondition } from '../../lib/crud/scope';
import { writing } from '../../lib/crud/writer';
import { pgCode } from '../../lib/db-errors';
import { fieldError, HttpError } from '../../lib/http-error';
import { listPage } from '../../lib/list';
import { publishEvent } from '../../lib/live-events';
import { enqueueMessage } from '../outbox/enqueue';
import type { BookingAuthor } from '../patients/patients.conversion';
import { readPatient } from '../patients/patients.service';
import { markRequestBooked } from '../requests/requests.service';
import { freeSlots, slotDoctor } from './appointments.slots';
import { now as clockNow } from '../../db/clock';
import { repeatOneAtATime } from '../../lib/repeat';

type NewAppointment = z.output<typeof newAppointment>;
export type Appointment = typeof appointments.$inferSelect;

const doctorStaff = alias(staff, 'bacsi_nhanvien');

const rowColumns = {
  _id: appointments._id,
  phongkham_id: appointments.phongkham_id,
  bacsi_id: appointments.bacsi_id,
  bacsi_hoten: doctorStaff.hoten,
  benhnhan_id: appointments.benhnhan_id,
  benhnhan_ma: patients.ma,
  hoten: appointments.hoten,
  dienthoai: appointments.dienthoai,
  batdau: appointments.batdau,
  ketthuc: appointments.ketthuc,
  trangthai: appointments.trangthai,
  nguon: appointments.nguon,
  ghichu: appointments.ghichu,
  yeucau_id: appointments.yeucau_id,
  // The patient's no-shows, counted on read so a status change never has a counter to keep right. Where either side
  // has no patient yet (a site booking), the phone given in the same clinic stands for the person.
  sokhongden: sql<number>`(select count(*)::int from lichhen khongden where khongden.trangthai = 'KHONG_DEN' and (khongden.benhnhan_id = ${appointments.benhnhan_id} or ((khongden.benhnhan_id is null or ${appointments.benhnhan_id} is null) and khongden.dienthoai = ${appointments.dienthoai} and khongden.phongkham_id = ${appointments.phongkham_id})))`,
  createdAt: appointments.createdAt,
  updatedAt: appointments.updatedAt,
};

const joined = (db: Pick<Database, 'select'>, fields = rowColumns) =>
  db
    .select(fields)
    .from(appointments)
    .leftJoin(patients, eq(patients._id, appointments.benhnhan_id))
    .innerJoin(doctors, eq(doctors._id, appointments.bacsi_id))
    .innerJoin(doctorStaff, eq(doctorStaff._id, doctors.nhanvien_id));

export function listAppointments(db: Database, query: z.output<typeof appointmentResource.listQuery>, reader: Reader) {
  return listPage(query, {
    where: [
      clinicCondition(appointments.phongkham_id, reader.clinic),
      query.tungay ? gte(appointments.batdau, clinicInstant(query.tungay, 0)) : undefined,
      query.denngay ? lt(appointments.batdau, clinicInstant(query.denngay, 24 * 60)) : undefined,
      query.bacsi_id ? eq(appointments.bacsi_id, query.bacsi_id) : undefined,
      query.trangthai ? eq(appointments.trangthai, query.trangthai) : undefined,
      query.benhnhan_id ? eq(appointments.benhnhan_id, query.benhnhan_id) : undefined,
    ],
    search: [appointments.hoten, appointments.dienthoai],
    sortable: { batdau: appointments.batdau, createdAt: appointments.createdAt },
    defaultSort: 'batdau',
    tieBreak: asc(appointments._id),
    columns: rowColumns,
    from: (fields) => joined(db, fields),
  });
}

export async function getAppointment(db: Pick<Database, 'select'>, id: string, clinic: string | null | undefined) {
  const [row] = await joined(db).where(
    and(eq(appointments._id, id), clinicCondition(appointments.phongkham_id, clinic)),
  );
  return row ?? null;
}

// The cancel link ----------------------------------------------------------------------------------------------

const sign = (secret: string, id: string) =>
  createHmac('sha256', secret).update(`lichhen-huy:${id}`).digest('base64url');

/** The token of an appointment's cancel link: its id and an HMAC of it under the app's secret. */
export const cancelToken = (secret: string, id: string) => `${id}.${sign(secret, id)}`;

/** An appointment id, a dot, and the 43 base64url characters of an HMAC-SHA256: nothing before, between or after. */
const CANCEL_TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/i;

/** The appointment a cancel token names, or null when it was not signed by this installation or has any extra. */
export function verifyCancelToken(secret: string, token: string): string | null {
  const [, id, mac] = CANCEL_TOKEN.exec(token) ?? [];
  if (!id || !mac) return null;
  const expected = Buffer.from(sign(secret, id));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

export interface Messaging {
  secret: string;
  publicUrl: string;
}

/** The address of an appointment's cancel link, as its messages and the public booking's answer give it. */
export const cancelLink = (messaging: Messaging, id: string) =>
  `${messaging.publicUrl.replace(/\/$/, '')}/api/lichhen/huy?token=${cancelToken(messaging.secret, id)}`;

/** 'HH:MM dd/MM/yyyy' of an instant on the clinic's clock, as the messages write it. */
export function clinicTime(at: Date): string {
  const day = clinicDay(at);
  return `${clinicClock(at)} ${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

async function doctorName(tx: Pick<Database, 'select'>, id: string) {
  const [row] = await tx
    .select({ hoten: staff.hoten })
    .from(doctors)
    .innerJoin(staff, eq(staff._id, doctors.nhanvien_id))
    .where(eq(doctors._id, id));
  return row?.hoten ?? '';
}

/** Queues one SMS about `row` (its confirmation or reminder), with the cancel link. Vietnamese: SMS go to patients here. */
async function queueSms(tx: Transaction, row: Appointment, kind: 'confirmSms' | 'reminderSms', messaging: Messaging) {
  const lang: Lang = 'vi';
  const [clinic] = await tx.select({ ten: clinics.ten }).from(clinics).where(eq(clinics._id, row.phongkham_id));
  const link = cancelLink(messaging, row._id);
  await enqueueMessage(tx, {
    channel: 'SMS',
    to: row.dienthoai,
    text: translate(lang, `appointments.${kind}`, {
      clinic: clinic?.ten ?? '',
      time: clinicTime(row.batdau),
      doctor: await doctorName(tx, row.bacsi_id),
      link,
    }),
    owner: { loai: 'lichhen', banghi_id: row._id },
  });
}

export async function announce(tx: Transaction, row: Appointment, hanhdong: string) {
  await publishEvent(tx, appointmentEvent(row, hanhdong));
}

/** The calendar's live event for a booked, moved or changed appointment. */
export function appointmentEvent(row: Appointment, hanhdong: string) {
  return {
    loai: APPOINTMENT_EVENT,
    url: appointmentResource.urls[0],
    phongkham_id: row.phongkham_id,
    // No names: the calendar reloads what its reader may see.
    dulieu: {
      _id: row._id,
      bacsi_id: row.bacsi_id,
      batdau: row.batdau.toISOString(),
      trangthai: row.trangthai,
      hanhdong,
    },
  };
}

/**
 * The doctor locked for the rest of the transaction, checked to be the clinic's (any clinic's for the owner),
 * and the slot starting at `start` checked free: 409 when it is taken or not one of the schedule's slots.
 */
export async function lockSlot(
  tx: Transaction,
  doctorId: string,
  start: Date,
  clinic: string | null,
  options: { skip?: string; publicOnly?: boolean } = {},
) {
  const [locked] = await tx
    .select({ _id: doctors._id })
    .from(doctors)
    .where(
      and(
        eq(doctors._id, doctorId),
        isNull(doctors.deletedAt),
        clinicCondition(doctors.phongkham_id, clinic),
        // The public books only the doctors the site shows.
        options.publicOnly ? eq(doctors.hienthi, true) : undefined,
      ),
    )
    .for('update');
  const doctor = locked ? await slotDoctor(tx, doctorId) : null;
  if (!doctor) throw fieldError('bacsi_id', 'errors.unknownReference');
  const slots = await freeSlots(tx, doctor, clinicDay(start), clockNow(), options.skip);
  const slot = slots.find((s) => s.batdau.getTime() === start.getTime());
  if (!slot) throw new HttpError(409, 'errors.slotTaken');
  return { doctor, slot };
}

/** An insert or update that met the unique index after all: the slot was taken. */
export async function slotWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgCode(error) === '23505') throw new HttpError(409, 'errors.slotTaken');
    throw error;
  }
}

/**
 * Books a slot. `staffId` is the booking staff member (null for the public site, which must give name, phone and
 * consent); `clinic` the staff member's own (null for the owner and the public: the doctor's clinic).
 */
export async function book(
  db: Database,
  body: NewAppointment,
  author: BookingAuthor,
  clinic: string | null,
  messaging: Messaging,
): Promise<string> {
  const fromStaff = author.nhanvien_id !== null;
  if (!fromStaff) {
    if (body.dongy !== true) throw fieldError('dongy', 'validation.consentRequired');
    if (!body.hoten || !body.dienthoai) throw fieldError('hoten', 'validation.fullNameRequired');
  }
  return slotWrite(() =>
    writing(db, author, async (writer) => {
      const { tx } = writer;
      const { doctor, slot } = await lockSlot(tx, body.bacsi_id, new Date(body.batdau), clinic, {
        publicOnly: !fromStaff,
      });
      const home = doctor.phongkham_id;
      // Staff may name a register patient; otherwise the booking waits for one (confirmation or arrival).
      let patientId: string | null = null;
      let person: { hoten: string; dienthoai: string };
      if (fromStaff && body.benhnhan_id) {
        const patient = await readPatient(tx, body.benhnhan_id, home);
        if (!patient) throw fieldError('benhnhan_id', 'errors.notFound');
        if (patient.andanh_luc) throw new HttpError(409, 'errors.patientAnonymised');
        patientId = patient._id;
        person = { hoten: body.hoten ?? patient.hoten, dienthoai: body.dienthoai ?? patient.dienthoai ?? '' };
        if (!person.dienthoai) throw fieldError('dienthoai', 'validation.phoneRequired');
      } else {
        person = { hoten: body.hoten!, dienthoai: body.dienthoai! };
      }
      // Booked from the inbox: the request moves to booked in this transaction (and 400s if it is not this clinic's).
      if (author.nhanvien_id !== null && body.yeucau_id) {
        await markRequestBooked(writer, body.yeucau_id, home);
      }
      const row = await writer.insert(appointments, {
        phongkham_id: home,
        bacsi_id: doctor._id,
        benhnhan_id: patientId,
        batdau: slot.batdau,
        ketthuc: slot.ketthuc,
        hoten: person.hoten.trim(),
        dienthoai: person.dienthoai,
        nguon: fromStaff ? 'NHAN_VIEN' : 'WEB',
        ghichu: fromStaff ? body.ghichu || null : null,
        yeucau_id: fromStaff ? (body.yeucau_id ?? null) : null,
        nhanvien_id: author.nhanvien_id,
        ...(body.dongy ? { dongy_phienban: CONSENT_VERSION, dongy_luc: clockNow() } : {}),
      });
      await queueSms(tx, row, 'confirmSms', messaging);
      await announce(tx, row, 'DAT');
      return row._id;
    }),
  );
}

/** Hours of the clinic day before which no reminder goes (nobody is texted at night). */
const REMINDER_FROM_HOUR = 8;

/**
 * Queues the day-before reminder of every live appointment of tomorrow (the clinic's) not yet reminded, once
 * `now` is past the morning; answers how many were queued. The scheduled job calls it; tests call it with a now.
 */
export async function sendReminders(db: Database, messaging: Messaging, now = clockNow()): Promise<number> {
  if (clinicWallClock(now).getUTCHours() < REMINDER_FROM_HOUR) return 0;
  const today = clinicDay(now);
  const tomorrow = addDays(today, 1);
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(appointments)
      .where(
        and(
          inArray(appointments.trangthai, ['DA_DAT', 'DA_XAC_NHAN']),
          isNull(appointments.nhacnho_luc),
          gte(appointments.batdau, clinicInstant(tomorrow, 0)),
          lt(appointments.batdau, clinicInstant(tomorrow, 24 * 60)),
        ),
      )
      .for('update', { skipLocked: true });
    for (const row of due) {
      await queueSms(tx, row, 'reminderSms', messaging);
      await tx.update(appointments).set({ nhacnho_luc: now }).where(eq(appointments._id, row._id));
    }
    return due.length;
  });
}

/** How often the server looks for tomorrow's appointments to remind. */
const REMINDER_CHECK_MS = 15 * 60_000;

/**
 * The day-before reminders as a scheduled job (like the nightly backups): every quarter of an hour, whatever is due
 * is queued and the outbox woken. Answers the stop.
 */
export function startReminders(
  db: Database,
  messaging: Messaging,
  options: { wake: () => void; log: { error: (object: unknown, message: string) => void } },
): () => void {
  return repeatOneAtATime(
    async () => {
      if ((await sendReminders(db, messaging)) > 0) options.wake();
    },
    REMINDER_CHECK_MS,
    (error) => options.log.error({ err: error }, 'Appointment reminders failed'),
  );
}
