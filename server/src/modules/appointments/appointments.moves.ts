// An appointment after its booking: moved to another free slot, taken through its states (appointmentMoves:
// confirmed, arrived, no-show, cancelled), and cancelled by the patient's link. Confirming or arriving gives the
// booking its register patient (found or created by phone, patients.conversion.ts); reception's check-in marks the
// arrival inside its own transaction. Every move is audited and announced live to the calendar.
import { appointmentMoves, type AppointmentMove, type AppointmentState } from '@phongkham/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { appointments } from '../../db/schema';
import { recordActivity } from '../../lib/activity-log';
import { clinicCondition } from '../../lib/crud/scope';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import { patientForBooking, type BookingAuthor } from '../patients/patients.conversion';
import { announce, lockSlot, slotWrite, verifyCancelToken, type Appointment } from './appointments.service';

async function lockAppointment(tx: Transaction, id: string, clinic: string | null) {
  const [row] = await tx
    .select()
    .from(appointments)
    .where(and(eq(appointments._id, id), clinicCondition(appointments.phongkham_id, clinic)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** Moves a live appointment to another free slot (same or another doctor of its clinic). */
export async function moveAppointment(
  db: Database,
  id: string,
  body: AppointmentMove,
  author: BookingAuthor,
  clinic: string | null,
) {
  await slotWrite(() =>
    db.transaction(async (tx) => {
      const before = await lockAppointment(tx, id, clinic);
      if (before.trangthai !== 'DA_DAT' && before.trangthai !== 'DA_XAC_NHAN') {
        throw new HttpError(409, 'errors.appointmentTransition');
      }
      const { slot } = await lockSlot(tx, body.bacsi_id, new Date(body.batdau), before.phongkham_id, { skip: id });
      const [after] = await tx
        .update(appointments)
        .set({
          bacsi_id: body.bacsi_id,
          batdau: slot.batdau,
          ketthuc: slot.ketthuc,
          nhacnho_luc: null,
          updatedAt: new Date(),
        })
        .where(eq(appointments._id, id))
        .returning();
      await recordActivity(tx, {
        ...author,
        hanhdong: 'CAP_NHAT',
        tainguyen: 'lichhen',
        banghi_id: id,
        truoc: { bacsi_id: before.bacsi_id, batdau: before.batdau, ketthuc: before.ketthuc },
        sau: { bacsi_id: after!.bacsi_id, batdau: after!.batdau, ketthuc: after!.ketthuc, hanhdong: 'DOI_LICH' },
      });
      await announce(tx, after!, 'DOI_LICH');
    }),
  );
}

/** A change of state the current state allows (appointmentMoves), else 409. */
export async function changeAppointmentState(
  db: Database,
  id: string,
  to: AppointmentState,
  author: BookingAuthor,
  clinic: string | null,
) {
  await db.transaction(async (tx) => {
    const before = await lockAppointment(tx, id, clinic);
    if (!appointmentMoves[before.trangthai].includes(to)) throw new HttpError(409, 'errors.appointmentTransition');
    // Staff confirming (or marking the arrival) vouch for the person: now the register gets its patient.
    const patient = to === 'DA_XAC_NHAN' || to === 'DA_DEN' ? await patientOf(tx, before, author) : before.benhnhan_id;
    await setState(tx, before, to, author, patient);
  });
}

/**
 * The register's patient of an appointment, locked by the caller: its own, or the clinic's patient with the booking's
 * phone and name (found or created, with the booking's consent). Not yet written on the appointment.
 */
async function patientOf(tx: Transaction, row: Appointment, author: BookingAuthor): Promise<string> {
  if (row.benhnhan_id) return row.benhnhan_id;
  const consent =
    row.dongy_phienban && row.dongy_luc ? { dongy_phienban: row.dongy_phienban, dongy_luc: row.dongy_luc } : null;
  return patientForBooking(tx, row.phongkham_id, { hoten: row.hoten, dienthoai: row.dienthoai, consent }, author);
}

/**
 * The patient an arriving appointment is checked in as, when reception names none: the appointment's own, or the
 * register's match of its name and phone, created when there is none. Locks the appointment for the check-in.
 */
export async function arrivingPatient(
  tx: Transaction,
  id: string,
  clinic: string,
  author: BookingAuthor,
): Promise<string> {
  const [row] = await tx
    .select()
    .from(appointments)
    .where(and(eq(appointments._id, id), eq(appointments.phongkham_id, clinic)))
    .for('update');
  if (!row) throw fieldError('lichhen_id', 'errors.unknownReference');
  if (!appointmentMoves[row.trangthai].includes('DA_DEN')) throw new HttpError(409, 'errors.appointmentTransition');
  return patientOf(tx, row, author);
}

/**
 * The arrival of an appointment, inside reception's check-in transaction: the appointment must be this patient's,
 * of the clinic, and still expected (booked or confirmed); it becomes arrived, audited and announced like any move.
 * Returns its doctor, whom the visit is for unless the receptionist chose another.
 */
export async function markArrived(
  tx: Transaction,
  id: string,
  patientId: string,
  clinic: string,
  author: BookingAuthor,
): Promise<{ bacsi_id: string }> {
  const [before] = await tx
    .select()
    .from(appointments)
    .where(and(eq(appointments._id, id), eq(appointments.phongkham_id, clinic)))
    .for('update');
  // One booked without a patient takes the one checked in; one with a patient must be that patient's.
  if (!before || (before.benhnhan_id !== null && before.benhnhan_id !== patientId)) {
    throw fieldError('lichhen_id', 'errors.unknownReference');
  }
  if (!appointmentMoves[before.trangthai].includes('DA_DEN')) throw new HttpError(409, 'errors.appointmentTransition');
  await setState(tx, before, 'DA_DEN', author, patientId);
  return { bacsi_id: before.bacsi_id };
}

/** A move of state; `patient` is the register's patient from now on (given when confirming or arriving). */
async function setState(
  tx: Transaction,
  before: Appointment,
  to: AppointmentState,
  author: BookingAuthor,
  patient: string | null = before.benhnhan_id,
) {
  const [after] = await tx
    .update(appointments)
    .set({ trangthai: to, benhnhan_id: patient, updatedAt: new Date() })
    .where(eq(appointments._id, before._id))
    .returning();
  const linked = patient !== before.benhnhan_id;
  await recordActivity(tx, {
    ...author,
    hanhdong: 'CAP_NHAT',
    tainguyen: 'lichhen',
    banghi_id: before._id,
    truoc: { trangthai: before.trangthai, ...(linked ? { benhnhan_id: before.benhnhan_id } : {}) },
    sau: { trangthai: to, ...(linked ? { benhnhan_id: patient } : {}) },
  });
  await announce(tx, after!, to);
}

/**
 * The patient's cancel link: a live future appointment is cancelled; answers what the page says
 * ('cancelled', 'alreadyCancelled', 'tooLate' for one past or already honoured, 'invalid').
 */
export async function cancelByToken(
  db: Database,
  secret: string,
  token: string,
  author: BookingAuthor,
  now = new Date(),
) {
  const id = verifyCancelToken(secret, token);
  if (!id) return 'invalid' as const;
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(appointments).where(eq(appointments._id, id)).for('update');
    if (!row) return 'invalid' as const;
    if (row.trangthai === 'DA_HUY') return 'alreadyCancelled' as const;
    if (row.batdau <= now || !appointmentMoves[row.trangthai].includes('DA_HUY')) return 'tooLate' as const;
    await setState(tx, row, 'DA_HUY', author);
    return 'cancelled' as const;
  });
}
