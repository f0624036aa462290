// An appointment after its booking: moved to another free slot, taken through its states (appointmentWorkflow:
// confirmed, arrived, no-show, cancelled), and cancelled by the patient's link. Confirming or arriving gives the
// booking its register patient (found or created by phone, patients.conversion.ts); reception's check-in marks the
// arrival inside its own transaction. Every move is audited and announced live to the calendar.
import { appointmentWorkflow, type AppointmentMove, type AppointmentState } from '@phongkham/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { appointments } from '../../db/schema';
import type { MoveContext } from '../../lib/crud/moves';
import { clinicCondition } from '../../lib/crud/scope';
import { writing, type Writer } from '../../lib/crud/writer';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import { patientForBooking, type BookingAuthor } from '../patients/patients.conversion';
import { appointmentEvent, lockSlot, slotWrite, verifyCancelToken, type Appointment } from './appointments.service';
import { now as clockNow } from '../../db/clock';

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
    writing(db, author, async (writer) => {
      const before = await lockAppointment(writer.tx, id, clinic);
      if (before.trangthai !== 'DA_DAT' && before.trangthai !== 'DA_XAC_NHAN') {
        throw new HttpError(409, 'errors.appointmentTransition');
      }
      const { slot } = await lockSlot(writer.tx, body.bacsi_id, new Date(body.batdau), before.phongkham_id, {
        skip: id,
      });
      const after = await writer.update(
        appointments,
        id,
        { bacsi_id: body.bacsi_id, batdau: slot.batdau, ketthuc: slot.ketthuc, nhacnho_luc: null },
        { before, sau: { hanhdong: 'DOI_LICH' } },
      );
      await writer.announce(appointmentEvent(after, 'DOI_LICH'));
    }),
  );
}

/**
 * What a staff move of state writes besides the state (the kit's move route, appointments.routes.ts): confirming
 * or marking the arrival vouches for the person, so the register gets its patient then.
 */
export async function appointmentMoved({ before, move, writer }: MoveContext) {
  const row = before as Appointment;
  if (move.to !== 'DA_XAC_NHAN' && move.to !== 'DA_DEN') return {};
  const patient = await patientOf(writer, row);
  return patient === row.benhnhan_id ? {} : { benhnhan_id: patient };
}

/**
 * The register's patient of an appointment, locked by the caller: its own, or the clinic's patient with the booking's
 * phone and name (found or created, with the booking's consent). Not yet written on the appointment.
 */
async function patientOf(writer: Writer, row: Appointment): Promise<string> {
  if (row.benhnhan_id) return row.benhnhan_id;
  const consent =
    row.dongy_phienban && row.dongy_luc ? { dongy_phienban: row.dongy_phienban, dongy_luc: row.dongy_luc } : null;
  return patientForBooking(writer, row.phongkham_id, { hoten: row.hoten, dienthoai: row.dienthoai, consent });
}

/** Whether the declared workflow lets an appointment in `state` take the move to `to`. */
const allows = (to: AppointmentState, state: AppointmentState) => Boolean(appointmentWorkflow.allowed(to, state));

/**
 * The patient an arriving appointment is checked in as, when reception names none: the appointment's own, or the
 * register's match of its name and phone, created when there is none. Locks the appointment for the check-in.
 */
export async function arrivingPatient(writer: Writer, id: string, clinic: string): Promise<string> {
  const [row] = await writer.tx
    .select()
    .from(appointments)
    .where(and(eq(appointments._id, id), eq(appointments.phongkham_id, clinic)))
    .for('update');
  if (!row) throw fieldError('lichhen_id', 'errors.unknownReference');
  if (!allows('DA_DEN', row.trangthai)) throw new HttpError(409, 'errors.appointmentTransition');
  return patientOf(writer, row);
}

/**
 * The arrival of an appointment, inside reception's check-in transaction: the appointment must be this patient's,
 * of the clinic, and still expected (booked or confirmed); it becomes arrived, audited and announced like any move.
 * Returns its doctor, whom the visit is for unless the receptionist chose another.
 */
export async function markArrived(
  writer: Writer,
  id: string,
  patientId: string,
  clinic: string,
): Promise<{ bacsi_id: string }> {
  const [before] = await writer.tx
    .select()
    .from(appointments)
    .where(and(eq(appointments._id, id), eq(appointments.phongkham_id, clinic)))
    .for('update');
  // One booked without a patient takes the one checked in; one with a patient must be that patient's.
  if (!before || (before.benhnhan_id !== null && before.benhnhan_id !== patientId)) {
    throw fieldError('lichhen_id', 'errors.unknownReference');
  }
  if (!allows('DA_DEN', before.trangthai)) throw new HttpError(409, 'errors.appointmentTransition');
  await setState(writer, before, 'DA_DEN', patientId);
  return { bacsi_id: before.bacsi_id };
}

/** A move of state made by the service itself; `patient` is the register's patient from now on. */
async function setState(writer: Writer, before: Appointment, to: AppointmentState, patient = before.benhnhan_id) {
  const linked = patient !== before.benhnhan_id;
  const after = await writer.update(
    appointments,
    before._id,
    { trangthai: to, ...(linked ? { benhnhan_id: patient } : {}) },
    { before },
  );
  await writer.announce(appointmentEvent(after, to));
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
  now = clockNow(),
) {
  const id = verifyCancelToken(secret, token);
  if (!id) return 'invalid' as const;
  return writing(db, author, async (writer) => {
    const [row] = await writer.tx.select().from(appointments).where(eq(appointments._id, id)).for('update');
    if (!row) return 'invalid' as const;
    if (row.trangthai === 'DA_HUY') return 'alreadyCancelled' as const;
    if (row.batdau <= now || !allows('DA_HUY', row.trangthai)) return 'tooLate' as const;
    await setState(writer, row, 'DA_HUY');
    return 'cancelled' as const;
  });
}
