// An inbox request becomes a patient in one step: the live patient of the request's clinic with the same phone and
// the same name (diacritics ignored) is matched, or a record is created from the request's name and phone, keeping
// the consent the visitor gave with it. The request then points at the patient (`yeucau.benhnhan_id`), and the
// history says so. Converting a request twice answers the patient it already points at.
import { normalizePhone } from '@phongkham/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { patients, requests } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { authorOf, writing, type Writer } from '../../lib/crud/writer';
import { notFound } from '../../lib/http-error';
import { linkRequestPatient } from '../requests/requests.service';
import { livePatients, nextPatientCode, readPatient } from './patients.service';

export interface Conversion {
  benhnhan: NonNullable<Awaited<ReturnType<typeof readPatient>>>;
  /** Whether the record was created (true) or an existing one matched (false). */
  moi: boolean;
}

/** A live patient of the clinic with this phone and name, the oldest first. */
async function matchingPatient(tx: Transaction, clinic: string, phone: string, name: string) {
  const [row] = await tx
    .select({ _id: patients._id })
    .from(patients)
    .where(
      and(
        livePatients(clinic),
        eq(patients.dienthoai, phone),
        sql`f_unaccent(lower(${patients.hoten})) = f_unaccent(lower(${name.trim()}))`,
      ),
    )
    .orderBy(patients.createdAt)
    .limit(1);
  return row?._id ?? null;
}

/**
 * Converts request `requestId` for `actor`; `clinic` is the actor's own (null for the owner, who converts any
 * clinic's request into that clinic's register). 404 when the request is not the actor's clinic's.
 */
export async function patientFromRequest(
  db: Database,
  requestId: string,
  clinic: string | null,
  actor: Actor,
): Promise<Conversion> {
  return writing(db, authorOf(actor), async (writer) => {
    const { tx } = writer;
    const [request] = await tx
      .select()
      .from(requests)
      .where(and(eq(requests._id, requestId), clinic ? eq(requests.phongkham_id, clinic) : undefined))
      .for('update');
    if (!request) throw notFound();
    const linked = request.benhnhan_id ? await readPatient(tx, request.benhnhan_id, request.phongkham_id) : null;
    if (linked) return { benhnhan: linked, moi: false };

    const phone = normalizePhone(request.dienthoai);
    let patientId = await matchingPatient(tx, request.phongkham_id, phone, request.hoten);
    const moi = patientId === null;
    if (patientId === null) {
      const created = await writer.insert(
        patients,
        {
          phongkham_id: request.phongkham_id,
          ma: await nextPatientCode(tx),
          hoten: request.hoten.trim(),
          dienthoai: phone,
          dongy_phienban: request.dongy_phienban,
          dongy_luc: request.dongy_luc,
        },
        { sau: { tu_yeucau_id: requestId } },
      );
      patientId = created._id;
    }
    await linkRequestPatient(writer, request, patientId, { benhnhan_moi: moi });
    return { benhnhan: (await readPatient(tx, patientId, request.phongkham_id))!, moi };
  });
}

/** Who books: a staff member, or the public site (no staff member) with the request's address. */
export interface BookingAuthor {
  nhanvien_id: string | null;
  ip: string;
  userAgent: string | null;
}

/**
 * The patient an appointment is booked for, inside the booking's transaction: the live patient of the clinic with
 * this phone and name (as a converted request matches them), or a new record under the register's numbering with
 * the consent given, its creation in the history. A matched record without consent takes the one given now.
 */
export async function patientForBooking(
  writer: Writer,
  clinic: string,
  person: { hoten: string; dienthoai: string; consent: { dongy_phienban: string; dongy_luc: Date } | null },
): Promise<string> {
  const { tx } = writer;
  const phone = normalizePhone(person.dienthoai);
  const found = await matchingPatient(tx, clinic, phone, person.hoten);
  if (found) {
    if (person.consent) {
      // A record without consent takes the one given now; one given earlier stands.
      const [unconsented] = await tx
        .select()
        .from(patients)
        .where(and(eq(patients._id, found), isNull(patients.dongy_phienban)))
        .for('update');
      if (unconsented) await writer.update(patients, found, person.consent, { before: unconsented });
    }
    return found;
  }
  const created = await writer.insert(
    patients,
    {
      phongkham_id: clinic,
      ma: await nextPatientCode(tx),
      hoten: person.hoten.trim(),
      dienthoai: phone,
      ...(person.consent ?? {}),
    },
    { sau: { tu: 'lichhen' } },
  );
  return created._id;
}
