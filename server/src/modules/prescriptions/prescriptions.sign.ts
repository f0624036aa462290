// Prescriptions (/api/donthuoc), the moves after the draft (contracts `prescriptionMoves`, the kit's routes):
// signing (read-only from then on, queued for the national prescription system when it is configured) and voiding
// with a reason; and the reissue of a voided one as a new draft. Each is one audited transaction within the
// examination's scope.
import { isYoungChild, prescriptionWarnings, type PrescriptionSignBody } from '@phongkham/contracts';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { clinics, doctors, prescriptionLines, prescriptions, visits } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import type { MoveContext } from '../../lib/crud/moves';
import { authorOf, writing } from '../../lib/crud/writer';
import { FieldError, fieldError, HttpError } from '../../lib/http-error';
import { examinerScope, visitScope } from '../examination/scope';
import { queueNationalPrescription } from '../national-prescriptions/payload';
import { checkChild, insertCoded, lockPrescription, visitDiagnoses } from './prescriptions.draft';
import { readLines, warningDrugs } from './prescriptions.read';
import { now } from '../../db/clock';

/** The prescriptions an actor may move: those of the visits in their care (others answer 404). */
export async function movablePrescriptions(actor: Actor, tx: Transaction) {
  const scope = await examinerScope(tx, actor);
  return inArray(prescriptions.luotkham_id, tx.select({ _id: visits._id }).from(visits).where(visitScope(scope)));
}

/**
 * POST /api/donthuoc/:id/ky (the KY move, from a draft): only a doctor, the visit's own, with at least one line, the
 * patient's citizen id (a young child without one is the exception) and a young child's fields. Read-only from then
 * on. Answers what signing writes besides the state.
 */
export async function signPrescription({ before, body, actor, writer }: MoveContext<PrescriptionSignBody>) {
  const { tx } = writer;
  const id = before._id as string;
  const { prescription, ngay, ngaysinh, cccd } = await lockPrescription(tx, id, await examinerScope(tx, actor));
  const [doctor] = await tx
    .select({ _id: doctors._id })
    .from(doctors)
    .where(
      and(
        eq(doctors.nhanvien_id, actor._id),
        eq(doctors.phongkham_id, prescription.phongkham_id),
        isNull(doctors.deletedAt),
      ),
    );
  if (!doctor || (prescription.bacsi_id && prescription.bacsi_id !== doctor._id)) {
    throw new HttpError(403, 'errors.prescriptionNotDoctor');
  }
  const lines = await readLines(tx, id);
  if (!lines.length) throw new HttpError(409, 'errors.prescriptionEmpty');
  const young = isYoungChild(ngaysinh, ngay);
  // A foreign patient states a passport number instead; a young child may have no card yet.
  if (!cccd && !young && !prescription.hochieu) throw fieldError('cccd', 'validation.cccdRequired');
  checkChild(young, prescription);
  // Directions naming another route than the drug's ("Uống" for a suppository) are signed only once confirmed (the
  // history keeps the confirmation with the move).
  const conflicts = prescriptionWarnings(null, warningDrugs(lines)).filter((w) => w.loai === 'DUONG_DUNG');
  if (conflicts[0]?.loai === 'DUONG_DUNG' && !body.xacnhan_duongdung) {
    throw new FieldError(409, 'validation.routeConflict', `chitiet.${conflicts[0].thutu - 1}.cachdung`);
  }
  // A prescription states the diagnosis it treats: the visit's record as it stands when the doctor signs (it may
  // have changed since the draft was made), and none signs without one.
  const { chandoan, chandoan_ghichu } = await visitDiagnoses(tx, prescription.luotkham_id);
  if (chandoan.length === 0 && !chandoan_ghichu) throw new HttpError(409, 'errors.prescriptionNoDiagnosis');
  return { kyluc: now(), nguoiky_id: actor._id, bacsi_id: doctor._id, cccd, chandoan, chandoan_ghichu };
}

/**
 * With the national prescription system configured (`national`, read before the move), a signed prescription is
 * queued for it in the signing's transaction, once written as signed (the queue reads it so).
 */
export async function queueSigned({ name, writer, before }: MoveContext, national: boolean) {
  if (name === 'KY' && national) await queueNationalPrescription(writer.tx, before._id as string);
}

/**
 * POST /api/donthuoc/:id/huy (the HUY move, from a draft or a signed one): voided with a reason, never an edit of
 * what it said (kept, marked, printed with the VOID mark; the reason in its history).
 */
export const voidPrescription = async ({ body }: MoveContext<{ lydohuy: string }>) => ({ lydohuy: body.lydohuy });

/**
 * POST /api/donthuoc/:id/cap-lai: a signed prescription that was voided is reissued as a new draft with a new code,
 * holding the old one's lines, advice, follow-up and a child's fields, and pointing back at it (the old one's link
 * is read from the new). The doctor then checks and signs it as any draft. One reissue per voided prescription.
 */
export async function reissuePrescription(db: Database, id: string, actor: Actor): Promise<string> {
  const scope = await examinerScope(db, actor);
  return writing(db, authorOf(actor), async (writer) => {
    const { tx } = writer;
    const { prescription } = await lockPrescription(tx, id, scope);
    if (prescription.trangthai !== 'HUY' || !prescription.kyluc) throw new HttpError(409, 'errors.prescriptionReissue');
    const [taken] = await tx
      .select({ _id: prescriptions._id })
      .from(prescriptions)
      .where(eq(prescriptions.caplaitu_id, id));
    if (taken) throw new HttpError(409, 'errors.prescriptionReissue');
    const [clinic] = await tx
      .select({ malienthong: clinics.malienthong })
      .from(clinics)
      .where(eq(clinics._id, prescription.phongkham_id));
    if (!clinic?.malienthong) throw new HttpError(409, 'errors.prescriptionFacilityCode');
    const { id: created } = await insertCoded(
      writer,
      {
        phongkham_id: prescription.phongkham_id,
        luotkham_id: prescription.luotkham_id,
        benhnhan_id: prescription.benhnhan_id,
        bacsi_id: prescription.bacsi_id,
        loaidon: prescription.loaidon,
        cccd: prescription.cccd,
        hochieu: prescription.hochieu,
        chandoan: prescription.chandoan,
        chandoan_ghichu: prescription.chandoan_ghichu,
        loidan: prescription.loidan,
        ngaytaikham: prescription.ngaytaikham,
        tuoi_thang: prescription.tuoi_thang,
        cannang: prescription.cannang,
        nguoigiamho: prescription.nguoigiamho,
        caplaitu_id: id,
      },
      clinic.malienthong,
      prescription.loaidon,
    );
    const lines = await tx
      .select()
      .from(prescriptionLines)
      .where(eq(prescriptionLines.donthuoc_id, id))
      .orderBy(asc(prescriptionLines.thutu));
    if (lines.length) {
      await tx
        .insert(prescriptionLines)
        .values(lines.map(({ _id: _old, ...line }) => ({ ...line, donthuoc_id: created })));
    }
    return created;
  });
}
