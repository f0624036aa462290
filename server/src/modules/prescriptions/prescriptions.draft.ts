// Prescriptions (/api/donthuoc), the draft: opened from a visit by its doctor under a code in the national format,
// saved (its advice, follow-up, a young child's fields and all its lines), and the patient's identity completed from
// it; every write is one audited transaction. What the prescription states (the patient's citizen id, the visit's
// diagnoses, a young child's fields, each line's name) is copied onto it when saved (docs/decisions/0029).
import { randomInt } from 'node:crypto';
import {
  ageInMonths,
  isYoungChild,
  prescribedName,
  prescribedQuantity,
  prescriptionKind,
  PRESCRIPTION_CODE_ALPHABET,
  type prescriptionIdentityInput,
  withKind,
  type DrugClass,
  type PrescriptionInput,
} from '@phongkham/contracts';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import {
  clinics,
  doctors,
  drugs,
  examinations,
  patients,
  prescriptionLines,
  prescriptions,
  visits,
} from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { authorOf, writerIn, writing, type Writer } from '../../lib/crud/writer';
import { pgCode } from '../../lib/db-errors';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import { icd10Names } from '../examination/icd10';
import { examinerScope, visitScope, type ExaminerScope } from '../examination/scope';
import { completePatientIdentity } from '../patients/patients.service';
import { readLines } from './prescriptions.read';

type Reads = Pick<Database, 'select'>;

/** Seven characters from the alphabet a pharmacist cannot misread. */
const generatedPart = () =>
  Array.from({ length: 7 }, () => PRESCRIPTION_CODE_ALPHABET[randomInt(PRESCRIPTION_CODE_ALPHABET.length)]).join('');

/** The visit's diagnoses as its record states them now (codes with their names). */
export async function visitDiagnoses(db: Reads, visitId: string) {
  const [record] = await db
    .select({
      chandoan_chinh: examinations.chandoan_chinh,
      chandoan_phu: examinations.chandoan_phu,
      chandoan_ghichu: examinations.chandoan_ghichu,
      cannang: examinations.cannang,
      loidan: examinations.loidan,
      ngaytaikham: examinations.ngaytaikham,
    })
    .from(examinations)
    .where(eq(examinations.luotkham_id, visitId));
  if (!record) return { chandoan: [], chandoan_ghichu: null, cannang: null, loidan: null, ngaytaikham: null };
  const codes = [...(record.chandoan_chinh ? [record.chandoan_chinh] : []), ...record.chandoan_phu];
  const names = await icd10Names(db, codes);
  return {
    chandoan: codes.map((ma, i) => ({
      ma,
      ten: names.get(ma)?.ten ?? null,
      ten_en: names.get(ma)?.ten_en ?? null,
      chinh: i === 0 && !!record.chandoan_chinh,
    })),
    chandoan_ghichu: record.chandoan_ghichu,
    cannang: record.cannang,
    loidan: record.loidan,
    ngaytaikham: record.ngaytaikham,
  };
}

const MAX_CODE_TRIES = 8;

/**
 * POST /api/donthuoc { luotkham_id }: the visit's draft, or a new one coded in the national format, filled from the
 * patient and the visit record. Answers the id and whether it was made now.
 */
export async function openPrescription(
  db: Database,
  visitId: string,
  actor: Actor,
): Promise<{ id: string; created: boolean }> {
  const scope = await examinerScope(db, actor);
  return writing(db, authorOf(actor), async (writer) => {
    const { tx } = writer;
    const [visit] = await tx
      .select({ visit: visits, malienthong: clinics.malienthong })
      .from(visits)
      .innerJoin(clinics, eq(clinics._id, visits.phongkham_id))
      .where(and(eq(visits._id, visitId), visitScope(scope)))
      .for('update', { of: visits });
    if (!visit) throw notFound();
    const [draft] = await tx
      .select({ _id: prescriptions._id })
      .from(prescriptions)
      .where(and(eq(prescriptions.luotkham_id, visitId), eq(prescriptions.trangthai, 'NHAP')))
      .orderBy(asc(prescriptions.createdAt))
      .limit(1);
    if (draft) return { id: draft._id, created: false };
    if (visit.visit.trangthai === 'HUY' || visit.visit.trangthai === 'BO_QUA') {
      throw new HttpError(409, 'errors.prescriptionVisitClosed');
    }
    if (!visit.malienthong) throw new HttpError(409, 'errors.prescriptionFacilityCode');
    const [patient] = await tx
      .select({ cccd: patients.cccd, ngaysinh: patients.ngaysinh })
      .from(patients)
      .where(eq(patients._id, visit.visit.benhnhan_id));
    const [ownDoctor] = await tx
      .select({ _id: doctors._id })
      .from(doctors)
      .where(
        and(
          eq(doctors.nhanvien_id, actor._id),
          eq(doctors.phongkham_id, visit.visit.phongkham_id),
          isNull(doctors.deletedAt),
        ),
      );
    const record = await visitDiagnoses(tx, visitId);
    const young = isYoungChild(patient?.ngaysinh, visit.visit.ngay);
    const values = {
      phongkham_id: visit.visit.phongkham_id,
      luotkham_id: visitId,
      benhnhan_id: visit.visit.benhnhan_id,
      bacsi_id: visit.visit.bacsi_id ?? ownDoctor?._id ?? null,
      cccd: patient?.cccd ?? null,
      chandoan: record.chandoan,
      chandoan_ghichu: record.chandoan_ghichu,
      loidan: record.loidan,
      ngaytaikham: record.ngaytaikham,
      tuoi_thang: young ? ageInMonths(patient?.ngaysinh, visit.visit.ngay) : null,
      cannang: young ? record.cannang : null,
    };
    const { id } = await insertCoded(writer, values, visit.malienthong, 'c');
    return { id, created: true };
  });
}

/**
 * Inserts a new prescription under a freshly drawn code of the facility and kind, with its TAO history row. A code
 * already taken (one chance in billions) is drawn again; the savepoint keeps the transaction usable.
 */
export async function insertCoded(
  writer: Writer,
  values: Omit<typeof prescriptions.$inferInsert, 'madonthuoc'>,
  facility: string,
  kind: string,
): Promise<{ id: string; madonthuoc: string }> {
  for (let attempt = 1; ; attempt++) {
    const madonthuoc = `${facility.toUpperCase()}${generatedPart()}-${kind}`;
    try {
      const row = await writer.tx.transaction((savepoint) =>
        writerIn(savepoint, writer.author).insert(prescriptions, { ...values, madonthuoc }),
      );
      return { id: row._id, madonthuoc };
    } catch (error) {
      if (pgCode(error) !== '23505' || attempt >= MAX_CODE_TRIES) throw error;
    }
  }
}

/** The prescription locked for a change, within the scope, or 404. */
export async function lockPrescription(tx: Transaction, id: string, scope: ExaminerScope) {
  const [row] = await tx
    .select({ prescription: prescriptions, ngay: visits.ngay, ngaysinh: patients.ngaysinh, cccd: patients.cccd })
    .from(prescriptions)
    .innerJoin(visits, eq(visits._id, prescriptions.luotkham_id))
    .innerJoin(patients, eq(patients._id, prescriptions.benhnhan_id))
    .where(and(eq(prescriptions._id, id), visitScope(scope)))
    .for('update', { of: prescriptions });
  if (!row) throw notFound();
  return row;
}

/** A young child's prescription names the weight and the accompanying adult (400 on the missing one). */
export function checkChild(young: boolean, values: { cannang: number | null; nguoigiamho: string | null }) {
  if (!young) return;
  if (values.cannang == null) throw fieldError('cannang', 'validation.childWeightRequired');
  if (!values.nguoigiamho) throw fieldError('nguoigiamho', 'validation.childGuardianRequired');
}

/**
 * PUT /api/donthuoc/:id: saves the draft: its advice, follow-up, a young child's fields and all its lines. The
 * drugs must be in the catalogue and in use, of one kind (the code's letter follows them); the diagnoses and the
 * citizen id are copied again from the visit and the patient. A signed or cancelled prescription is refused (409).
 */
export async function savePrescription(db: Database, id: string, body: PrescriptionInput, actor: Actor) {
  const scope = await examinerScope(db, actor);
  await writing(db, authorOf(actor), async (writer) => {
    const { tx } = writer;
    const { prescription, ngay, ngaysinh, cccd } = await lockPrescription(tx, id, scope);
    if (prescription.trangthai !== 'NHAP') throw new HttpError(409, 'errors.prescriptionSigned');
    const ids = [...new Set(body.chitiet.map((line) => line.thuoc_id))];
    const found = ids.length
      ? await tx
          .select()
          .from(drugs)
          .where(and(inArray(drugs._id, ids), isNull(drugs.deletedAt), eq(drugs.hoatdong, true)))
      : [];
    if (found.length !== ids.length) throw fieldError('chitiet', 'errors.prescriptionDrugInvalid');
    const byId = new Map(found.map((drug) => [drug._id, drug]));
    const kind = prescriptionKind(found.map((drug) => drug.loaithuoc as DrugClass));
    if (!kind) throw fieldError('chitiet', 'errors.prescriptionKindMixed');
    const young = isYoungChild(ngaysinh, ngay);
    const child = {
      cannang: young ? (body.cannang ?? null) : null,
      nguoigiamho: young ? body.nguoigiamho?.trim() || null : null,
    };
    checkChild(young, child);
    const record = await visitDiagnoses(tx, prescription.luotkham_id);
    const changes = {
      madonthuoc: withKind(prescription.madonthuoc, kind),
      loaidon: kind,
      cccd,
      chandoan: record.chandoan,
      chandoan_ghichu: record.chandoan_ghichu,
      loidan: body.loidan?.trim() || null,
      ngaytaikham: body.ngaytaikham ?? null,
      tuoi_thang: young ? ageInMonths(ngaysinh, ngay) : null,
      ...child,
    };
    const before = await readLines(tx, id);
    // The lines are the prescription's own: rewritten whole, and kept in its history row before and after.
    await tx.delete(prescriptionLines).where(eq(prescriptionLines.donthuoc_id, id));
    const lines = body.chitiet.map((line, index) => {
      const drug = byId.get(line.thuoc_id)!;
      const computed = prescribedQuantity(line.lieu_moilan, line.solan_ngay, line.songay);
      return {
        donthuoc_id: id,
        thutu: index + 1,
        thuoc_id: drug._id,
        tenthuoc: prescribedName(drug),
        donvitinh: drug.donvitinh,
        lieu_moilan: line.lieu_moilan,
        solan_ngay: line.solan_ngay,
        songay: line.songay,
        soluong: Math.max(line.soluong ?? computed, computed),
        cachdung: line.cachdung?.trim() || null,
      };
    });
    if (lines.length) await tx.insert(prescriptionLines).values(lines);
    await writer.update(prescriptions, id, changes, {
      before: prescription,
      truoc: {
        chitiet: before.map(({ thuoc_id, lieu_moilan, solan_ngay, songay, soluong }) => ({
          thuoc_id,
          lieu_moilan,
          solan_ngay,
          songay,
          soluong,
        })),
      },
      sau: {
        chitiet: lines.map(({ thuoc_id, lieu_moilan, solan_ngay, songay, soluong }) => ({
          thuoc_id,
          lieu_moilan,
          solan_ngay,
          songay,
          soluong,
        })),
      },
    });
  });
}

/**
 * PUT /api/donthuoc/:id/benhnhan: the prescribing doctor completes, from the draft, the identity fields signing
 * needs. The citizen id, birth date and sex go on the patient's record, only where it has none (a recorded value is
 * reception's to correct: 400 on the field), audited in the patient's history as a change made from this
 * prescription; a foreign patient's passport number goes on the prescription, audited in its own history.
 */
export async function completeIdentity(
  db: Database,
  id: string,
  body: z.output<typeof prescriptionIdentityInput>,
  actor: Actor,
): Promise<void> {
  const scope = await examinerScope(db, actor);
  await writing(db, authorOf(actor), async (writer) => {
    const { tx } = writer;
    const { prescription } = await lockPrescription(tx, id, scope);
    if (prescription.trangthai !== 'NHAP') throw new HttpError(409, 'errors.prescriptionSigned');
    const { cccd, ngaysinh, gioitinh } = body;
    await completePatientIdentity(writer, prescription.benhnhan_id, { cccd, ngaysinh, gioitinh }, { donthuoc_id: id });
    if (body.hochieu !== undefined && (body.hochieu ?? null) !== prescription.hochieu) {
      await writer.update(prescriptions, id, { hochieu: body.hochieu ?? null }, { before: prescription });
    }
  });
}
