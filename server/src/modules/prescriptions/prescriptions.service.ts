// Prescriptions (/api/donthuoc): opened from a visit by its doctor, saved as a draft, signed (read-only from then on)
// or cancelled; every write is one audited transaction, every reading of a prescription is recorded like a visit
// record's. Who may work on which: the examination's scope (examinerScope/visitScope), so a doctor without ALL on
// /kham-benh sees only their own visits' prescriptions. What the prescription states (the patient's citizen id, the
// visit's diagnoses, a young child's fields, each line's name) is copied onto it when saved (docs/decisions/0029).
import { randomInt } from 'node:crypto';
import {
  ageInMonths,
  isYoungChild,
  prescribedName,
  prescribedQuantity,
  prescriptionKind,
  prescriptionResource,
  prescriptionWarnings,
  PRESCRIPTION_CODE_ALPHABET,
  type prescriptionIdentityInput,
  withKind,
  type DrugClass,
  type PrescriptionInput,
} from '@phongkham/contracts';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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
  staff,
  visits,
} from '../../db/schema';
import { recordActivity } from '../../lib/activity-log';
import { activityMeta, type Actor } from '../../lib/actor';
import type { Reader } from '../../lib/crud/routes';
import { pgCode } from '../../lib/db-errors';
import { FieldError, fieldError, HttpError, notFound } from '../../lib/http-error';
import { listPage } from '../../lib/list';
import { icd10Names } from '../examination/icd10';
import { completePatientIdentity } from '../patients/patients.service';
import { examinerScope, visitScope, type ExaminerScope } from '../examination/examination.service';
import { queueNationalPrescription } from '../national-prescriptions/payload';

type Reads = Pick<Database, 'select'>;
const table = prescriptionResource.table;

const doctorStaff = alias(staff, 'donthuoc_bacsi_nhanvien');
const signer = alias(staff, 'donthuoc_nguoiky');
/** The voided prescription a reissue replaces, and the reissue of a voided one. */
const reissuedFrom = alias(prescriptions, 'donthuoc_caplaitu');
const reissuedAs = alias(prescriptions, 'donthuoc_caplai');

const rowColumns = {
  _id: prescriptions._id,
  phongkham_id: prescriptions.phongkham_id,
  luotkham_id: prescriptions.luotkham_id,
  benhnhan_id: prescriptions.benhnhan_id,
  benhnhan_ma: patients.ma,
  benhnhan_hoten: patients.hoten,
  ngay: visits.ngay,
  madonthuoc: prescriptions.madonthuoc,
  loaidon: prescriptions.loaidon,
  trangthai: prescriptions.trangthai,
  bacsi_hoten: doctorStaff.hoten,
  kyluc: prescriptions.kyluc,
  createdAt: prescriptions.createdAt,
  updatedAt: prescriptions.updatedAt,
};

const joined = <T extends Record<string, unknown>>(db: Reads, columns: T) =>
  db
    .select(columns as never)
    .from(prescriptions)
    .innerJoin(visits, eq(visits._id, prescriptions.luotkham_id))
    .innerJoin(patients, eq(patients._id, prescriptions.benhnhan_id))
    .innerJoin(clinics, eq(clinics._id, prescriptions.phongkham_id))
    .leftJoin(doctors, eq(doctors._id, prescriptions.bacsi_id))
    .leftJoin(doctorStaff, eq(doctorStaff._id, doctors.nhanvien_id))
    .leftJoin(signer, eq(signer._id, prescriptions.nguoiky_id))
    .leftJoin(reissuedFrom, eq(reissuedFrom._id, prescriptions.caplaitu_id))
    .leftJoin(reissuedAs, eq(reissuedAs.caplaitu_id, prescriptions._id));

const scopeOf = async (db: Reads, reader: Reader): Promise<ExaminerScope> =>
  reader.actor
    ? { ...(await examinerScope(db, reader.actor)), ...(reader.clinic ? { clinic: reader.clinic } : {}) }
    : { clinic: reader.clinic ?? null, doctors: null };

export async function listPrescriptions(
  db: Database,
  query: z.output<typeof prescriptionResource.listQuery>,
  reader: Reader,
) {
  const scope = await scopeOf(db, reader);
  return listPage(query, {
    where: [
      visitScope(scope),
      query.luotkham_id ? eq(prescriptions.luotkham_id, query.luotkham_id) : undefined,
      query.benhnhan_id ? eq(prescriptions.benhnhan_id, query.benhnhan_id) : undefined,
      query.trangthai ? eq(prescriptions.trangthai, query.trangthai) : undefined,
    ],
    search: [patients.hoten, patients.ma, prescriptions.madonthuoc],
    sortable: { createdAt: prescriptions.createdAt, updatedAt: prescriptions.updatedAt },
    defaultSort: '-createdAt',
    tieBreak: asc(prescriptions._id),
    count: async (where) =>
      (
        await db
          .select({ n: count() })
          .from(prescriptions)
          .innerJoin(visits, eq(visits._id, prescriptions.luotkham_id))
          .innerJoin(patients, eq(patients._id, prescriptions.benhnhan_id))
          .where(where)
      )[0]?.n ?? 0,
    rows: async (where, order, window) =>
      (await joined(db, rowColumns)
        .where(where)
        .orderBy(...order)
        .limit(window.limit)
        .offset(window.offset)) as unknown as Row[],
  });
}

type Row = { [K in keyof typeof rowColumns]: (typeof rowColumns)[K]['_']['data'] };

const recordColumns = {
  ...rowColumns,
  benhnhan_ngaysinh: patients.ngaysinh,
  benhnhan_gioitinh: patients.gioitinh,
  benhnhan_diachi: patients.diachi_day,
  diung: patients.diung,
  cccd: prescriptions.cccd,
  benhnhan_cccd: patients.cccd,
  hochieu: prescriptions.hochieu,
  lydohuy: prescriptions.lydohuy,
  huyluc: prescriptions.huyluc,
  caplaitu_id: prescriptions.caplaitu_id,
  caplaitu_ma: reissuedFrom.madonthuoc,
  caplai_id: reissuedAs._id,
  caplai_ma: reissuedAs.madonthuoc,
  chandoan: prescriptions.chandoan,
  chandoan_ghichu: prescriptions.chandoan_ghichu,
  loidan: prescriptions.loidan,
  ngaytaikham: prescriptions.ngaytaikham,
  tuoi_thang: prescriptions.tuoi_thang,
  cannang: prescriptions.cannang,
  nguoigiamho: prescriptions.nguoigiamho,
  bacsi_sochungchi: doctors.sochungchi,
  nguoiky_hoten: signer.hoten,
  phongkham_ten: clinics.ten,
  phongkham_diachi: clinics.diachi_day,
  phongkham_dienthoai: clinics.dienthoai,
};
type RecordRow = { [K in keyof typeof recordColumns]: (typeof recordColumns)[K]['_']['data'] };

/** The prescription's lines with their drugs' ingredients and classes, in order. */
function readLines(db: Reads, id: string) {
  return db
    .select({
      _id: prescriptionLines._id,
      thuoc_id: prescriptionLines.thuoc_id,
      tenthuoc: prescriptionLines.tenthuoc,
      donvitinh: prescriptionLines.donvitinh,
      thanhphan: drugs.thanhphan,
      loaithuoc: drugs.loaithuoc,
      dangbaoche: drugs.dangbaoche,
      duongdung: drugs.duongdung,
      ten_thuongmai: drugs.tenthuoc,
      lieu_moilan: prescriptionLines.lieu_moilan,
      solan_ngay: prescriptionLines.solan_ngay,
      songay: prescriptionLines.songay,
      soluong: prescriptionLines.soluong,
      cachdung: prescriptionLines.cachdung,
    })
    .from(prescriptionLines)
    .innerJoin(drugs, eq(drugs._id, prescriptionLines.thuoc_id))
    .where(eq(prescriptionLines.donthuoc_id, id))
    .orderBy(asc(prescriptionLines.thutu));
}

/** The lines as the warnings read them: each drug with its route and the line's directions. */
const warningDrugs = (lines: Awaited<ReturnType<typeof readLines>>) =>
  lines.map((line) => ({
    _id: line.thuoc_id,
    tenthuoc: line.ten_thuongmai,
    thanhphan: line.thanhphan,
    duongdung: line.duongdung,
    cachdung: line.cachdung,
  }));

/**
 * One prescription as the page and the print show it, with its warnings; null outside the scope. A draft states the
 * patient's citizen id as the record holds it now (it is copied onto the prescription only when signed), so an id
 * completed anywhere shows at the next read.
 */
export async function readPrescription(db: Reads, id: string, scope: ExaminerScope) {
  const [found] = (await joined(db, recordColumns).where(
    and(eq(prescriptions._id, id), visitScope(scope)),
  )) as unknown as RecordRow[];
  if (!found) return null;
  const { benhnhan_cccd, ...row } = found;
  const lines = await readLines(db, id);
  const canhbao = prescriptionWarnings(row.diung, warningDrugs(lines));
  return {
    ...row,
    cccd: row.trangthai === 'NHAP' ? benhnhan_cccd : row.cccd,
    treem: isYoungChild(row.benhnhan_ngaysinh, row.ngay),
    chitiet: lines.map(({ ten_thuongmai: _brand, ...line }) => line),
    canhbao,
  };
}

/** GET /api/donthuoc/:id: the reading is recorded (who read which prescription, never its content). */
export function getPrescription(db: Database, id: string, reader: Reader) {
  return db.transaction(async (tx) => {
    const record = await readPrescription(tx, id, await scopeOf(tx, reader));
    if (record && reader.actor) {
      await recordActivity(tx, { ...activityMeta(reader.actor), hanhdong: 'XEM', tainguyen: table, banghi_id: id });
    }
    return record;
  });
}

/** Seven characters from the alphabet a pharmacist cannot misread. */
const generatedPart = () =>
  Array.from({ length: 7 }, () => PRESCRIPTION_CODE_ALPHABET[randomInt(PRESCRIPTION_CODE_ALPHABET.length)]).join('');

/** The visit's diagnoses as its record states them now (codes with their names). */
async function visitDiagnoses(db: Reads, visitId: string) {
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
  return db.transaction(async (tx) => {
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
    const { id } = await insertCoded(tx, values, visit.malienthong, 'c', actor);
    return { id, created: true };
  });
}

/**
 * Inserts a new prescription under a freshly drawn code of the facility and kind, with its TAO history row. A code
 * already taken (one chance in billions) is drawn again; the savepoint keeps the transaction usable.
 */
async function insertCoded(
  tx: Transaction,
  values: Omit<typeof prescriptions.$inferInsert, 'madonthuoc'>,
  facility: string,
  kind: string,
  actor: Actor,
): Promise<{ id: string; madonthuoc: string }> {
  for (let attempt = 1; ; attempt++) {
    const madonthuoc = `${facility.toUpperCase()}${generatedPart()}-${kind}`;
    try {
      const [row] = await tx.transaction((savepoint) =>
        savepoint
          .insert(prescriptions)
          .values({ ...values, madonthuoc })
          .returning({ _id: prescriptions._id }),
      );
      await recordActivity(tx, {
        ...activityMeta(actor),
        hanhdong: 'TAO',
        tainguyen: table,
        banghi_id: row!._id,
        sau: {
          luotkham_id: values.luotkham_id,
          madonthuoc,
          ...(values.caplaitu_id ? { caplaitu_id: values.caplaitu_id } : {}),
        },
      });
      return { id: row!._id, madonthuoc };
    } catch (error) {
      if (pgCode(error) !== '23505' || attempt >= MAX_CODE_TRIES) throw error;
    }
  }
}

/** The prescription locked for a change, within the scope, or 404. */
async function lockPrescription(tx: Transaction, id: string, scope: ExaminerScope) {
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
function checkChild(young: boolean, values: { cannang: number | null; nguoigiamho: string | null }) {
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
  await db.transaction(async (tx) => {
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
      updatedAt: new Date(),
    };
    const before = await readLines(tx, id);
    await tx.update(prescriptions).set(changes).where(eq(prescriptions._id, id));
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
    await recordActivity(tx, {
      ...activityMeta(actor),
      hanhdong: 'CAP_NHAT',
      tainguyen: table,
      banghi_id: id,
      truoc: {
        loidan: prescription.loidan,
        ngaytaikham: prescription.ngaytaikham,
        cannang: prescription.cannang,
        nguoigiamho: prescription.nguoigiamho,
        chitiet: before.map(({ thuoc_id, lieu_moilan, solan_ngay, songay, soluong }) => ({
          thuoc_id,
          lieu_moilan,
          solan_ngay,
          songay,
          soluong,
        })),
      },
      sau: {
        loidan: changes.loidan,
        ngaytaikham: changes.ngaytaikham,
        cannang: changes.cannang,
        nguoigiamho: changes.nguoigiamho,
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
 * POST /api/donthuoc/:id/ky: signs the draft: only a doctor, the visit's own, with at least one line, the patient's
 * citizen id (a young child without one is the exception) and a young child's fields. Read-only from then on.
 * With the national prescription system configured, the signed prescription is queued for it in the same
 * transaction (answers true then: the caller wakes the outbox after the commit).
 */
export async function signPrescription(
  db: Database,
  id: string,
  actor: Actor,
  options: { national?: boolean; confirmRoutes?: boolean } = {},
): Promise<boolean> {
  const scope = await examinerScope(db, actor);
  return db.transaction(async (tx) => {
    const { prescription, ngay, ngaysinh, cccd } = await lockPrescription(tx, id, scope);
    if (prescription.trangthai !== 'NHAP') throw new HttpError(409, 'errors.prescriptionSigned');
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
    // Directions naming another route than the drug's ("Uống" for a suppository) are signed only once confirmed.
    const conflicts = prescriptionWarnings(null, warningDrugs(lines)).filter((w) => w.loai === 'DUONG_DUNG');
    if (conflicts[0]?.loai === 'DUONG_DUNG' && !options.confirmRoutes) {
      throw new FieldError(409, 'validation.routeConflict', `chitiet.${conflicts[0].thutu - 1}.cachdung`);
    }
    // A prescription states the diagnosis it treats: the visit's record as it stands when the doctor signs (it may
    // have changed since the draft was made), and none signs without one.
    const { chandoan, chandoan_ghichu } = await visitDiagnoses(tx, prescription.luotkham_id);
    if (chandoan.length === 0 && !chandoan_ghichu) throw new HttpError(409, 'errors.prescriptionNoDiagnosis');
    const now = new Date();
    await tx
      .update(prescriptions)
      .set({
        trangthai: 'DA_KY',
        kyluc: now,
        nguoiky_id: actor._id,
        bacsi_id: doctor._id,
        cccd,
        chandoan,
        chandoan_ghichu,
        updatedAt: now,
      })
      .where(eq(prescriptions._id, id));
    await recordActivity(tx, {
      ...activityMeta(actor),
      hanhdong: 'CAP_NHAT',
      tainguyen: table,
      banghi_id: id,
      truoc: { trangthai: 'NHAP' },
      sau: {
        trangthai: 'DA_KY',
        kyluc: now,
        nguoiky_id: actor._id,
        // The doctor confirmed directions that name another route than the drug's: the history keeps which lines.
        ...(conflicts.length
          ? { xacnhan_duongdung: conflicts.map((w) => (w.loai === 'DUONG_DUNG' ? w.thutu : 0)) }
          : {}),
      },
    });
    if (options.national) await queueNationalPrescription(tx, id);
    return Boolean(options.national);
  });
}

/**
 * POST /api/donthuoc/:id/huy: a draft or a signed prescription is voided with a reason: a state move, never an edit
 * of what it said (kept, marked, printed with the VOID mark, audited with the reason).
 */
export async function cancelPrescription(db: Database, id: string, lydohuy: string, actor: Actor): Promise<void> {
  const scope = await examinerScope(db, actor);
  await db.transaction(async (tx) => {
    const { prescription } = await lockPrescription(tx, id, scope);
    if (prescription.trangthai === 'HUY') throw new HttpError(409, 'errors.prescriptionState');
    const now = new Date();
    await tx
      .update(prescriptions)
      .set({ trangthai: 'HUY', huyluc: now, lydohuy, updatedAt: now })
      .where(eq(prescriptions._id, id));
    await recordActivity(tx, {
      ...activityMeta(actor),
      hanhdong: 'CAP_NHAT',
      tainguyen: table,
      banghi_id: id,
      truoc: { trangthai: prescription.trangthai },
      sau: { trangthai: 'HUY', lydohuy },
    });
  });
}

/**
 * POST /api/donthuoc/:id/cap-lai: a signed prescription that was voided is reissued as a new draft with a new code,
 * holding the old one's lines, advice, follow-up and a child's fields, and pointing back at it (the old one's link
 * is read from the new). The doctor then checks and signs it as any draft. One reissue per voided prescription.
 */
export async function reissuePrescription(db: Database, id: string, actor: Actor): Promise<string> {
  const scope = await examinerScope(db, actor);
  return db.transaction(async (tx) => {
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
      tx,
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
      actor,
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
  await db.transaction(async (tx) => {
    const { prescription } = await lockPrescription(tx, id, scope);
    if (prescription.trangthai !== 'NHAP') throw new HttpError(409, 'errors.prescriptionSigned');
    const { cccd, ngaysinh, gioitinh } = body;
    await completePatientIdentity(tx, prescription.benhnhan_id, { cccd, ngaysinh, gioitinh }, actor, {
      donthuoc_id: id,
    });
    if (body.hochieu !== undefined && (body.hochieu ?? null) !== prescription.hochieu) {
      await tx
        .update(prescriptions)
        .set({ hochieu: body.hochieu ?? null, updatedAt: new Date() })
        .where(eq(prescriptions._id, id));
      await recordActivity(tx, {
        ...activityMeta(actor),
        hanhdong: 'CAP_NHAT',
        tainguyen: table,
        banghi_id: id,
        truoc: { hochieu: prescription.hochieu },
        sau: { hochieu: body.hochieu ?? null },
      });
    }
  });
}
