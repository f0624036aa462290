// The visit record's reads and commands (/api/khambenh). Who sees what: staff of a clinic see its records; without
// the ALL action on /kham-benh a staff member reaches only the visits in their care (lib/care-scope.ts: their own
// doctor profile's, and today's waiting ones nobody was assigned to yet), so one doctor never reads another's
// patients (docs/permissions.md). Every read of a record is recorded in the activity history (the kit's auditRead);
// signing freezes a record and later corrections are addenda; opening and finishing a visit move it through
// reception's own queue moves (reception/visit-progress.ts), in the same audited transaction.
import { bodyMassIndex, vitalFlags, type Diagnosis, type examinationResource } from '@phongkham/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { catalogueEntries, doctors, examinationAddenda, examinations, patients, staff, visits } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import type { Reader } from '../../lib/crud/routes';
import type { WriteContext } from '../../lib/crud/write';
import { authorOf, writing } from '../../lib/crud/writer';
import { listPage } from '../../lib/list';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import { finishVisit, lockVisit, startVisit, takeVisit } from '../reception/visit-progress';
import { icd10Names } from './icd10';
import { examinerScope, ownDoctor, visibleVisit, visitScope, type ExaminerScope } from './scope';
import { now } from '../../db/clock';

type Reads = Pick<Database, 'select'>;

const examiner = alias(staff, 'khambenh_bacsi_nhanvien');
const examinerDoctor = alias(doctors, 'khambenh_bacsi');
const signer = alias(staff, 'khambenh_nguoiky');

const rowColumns = {
  _id: examinations._id,
  phongkham_id: examinations.phongkham_id,
  luotkham_id: examinations.luotkham_id,
  benhnhan_id: visits.benhnhan_id,
  benhnhan_ma: patients.ma,
  benhnhan_hoten: patients.hoten,
  ngay: visits.ngay,
  sothutu: visits.sothutu,
  phong_ten: catalogueEntries.ten,
  bacsi_id: examinations.bacsi_id,
  bacsi_hoten: examiner.hoten,
  luotkham_trangthai: visits.trangthai,
  chandoan_chinh: examinations.chandoan_chinh,
  chandoan_ghichu: examinations.chandoan_ghichu,
  kyluc: examinations.kyluc,
  createdAt: examinations.createdAt,
  updatedAt: examinations.updatedAt,
};

const recordColumns = {
  ...rowColumns,
  benhnhan_ngaysinh: patients.ngaysinh,
  benhnhan_gioitinh: patients.gioitinh,
  mach: examinations.mach,
  nhiptho: examinations.nhiptho,
  huyetap_tamthu: examinations.huyetap_tamthu,
  huyetap_tamtruong: examinations.huyetap_tamtruong,
  nhietdo: examinations.nhietdo,
  spo2: examinations.spo2,
  cannang: examinations.cannang,
  chieucao: examinations.chieucao,
  lydo: examinations.lydo,
  tiensu: examinations.tiensu,
  khamthucthe: examinations.khamthucthe,
  chandoan_phu: examinations.chandoan_phu,
  ketluan: examinations.ketluan,
  loidan: examinations.loidan,
  ngaytaikham: examinations.ngaytaikham,
  nguoiky_id: examinations.nguoiky_id,
  nguoiky_hoten: signer.hoten,
};

/** A record's joins: its visit, patient, room, examining doctor and signer (drizzle's dynamic query pattern). */
function joinRecords<T extends PgSelect>(query: T) {
  return query
    .innerJoin(visits, eq(visits._id, examinations.luotkham_id))
    .innerJoin(patients, eq(patients._id, visits.benhnhan_id))
    .innerJoin(catalogueEntries, eq(catalogueEntries._id, visits.phong_id))
    .leftJoin(examinerDoctor, eq(examinerDoctor._id, examinations.bacsi_id))
    .leftJoin(examiner, eq(examiner._id, examinerDoctor.nhanvien_id))
    .leftJoin(signer, eq(signer._id, examinations.nguoiky_id));
}

/** Diagnoses with the catalogue's names: the main one first, then the secondary ones in the order written. */
export async function namedDiagnoses(db: Reads, records: { chandoan_chinh: string | null; chandoan_phu: string[] }[]) {
  const names = await icd10Names(
    db,
    records.flatMap((record) => [...(record.chandoan_chinh ? [record.chandoan_chinh] : []), ...record.chandoan_phu]),
  );
  return (record: { chandoan_chinh: string | null; chandoan_phu: string[] }): Diagnosis[] => {
    const named = (ma: string, chinh: boolean) => ({
      ma,
      chinh,
      ten: names.get(ma)?.ten ?? null,
      ten_en: names.get(ma)?.ten_en ?? null,
    });
    return [
      ...(record.chandoan_chinh ? [named(record.chandoan_chinh, true)] : []),
      ...record.chandoan_phu.map((ma) => named(ma, false)),
    ];
  };
}

async function readRecord(db: Reads, id: string, scope: ExaminerScope) {
  const [row] = await joinRecords(db.select(recordColumns).from(examinations).$dynamic()).where(
    and(eq(examinations._id, id), visitScope(scope)),
  );
  if (!row) return null;
  const bosung = await db
    .select({
      _id: examinationAddenda._id,
      noidung: examinationAddenda.noidung,
      nhanvien_id: examinationAddenda.nhanvien_id,
      nhanvien_hoten: staff.hoten,
      createdAt: examinationAddenda.createdAt,
    })
    .from(examinationAddenda)
    .innerJoin(staff, eq(staff._id, examinationAddenda.nhanvien_id))
    .where(eq(examinationAddenda.khambenh_id, id))
    .orderBy(asc(examinationAddenda.createdAt), asc(examinationAddenda._id));
  const diagnoses = await namedDiagnoses(db, [row]);
  return {
    ...row,
    bmi: bodyMassIndex(row.cannang, row.chieucao),
    canhbao: vitalFlags(row),
    chandoan: diagnoses(row),
    bosung,
  };
}

/** One record for the reader (null when it is not theirs to see); the kit records a staff member's reading. */
export async function getExamination(db: Database, id: string, reader: Reader) {
  const scope = reader.actor ? await examinerScope(db, reader.actor) : { clinic: reader.clinic ?? null, doctors: null };
  return readRecord(db, id, scope);
}

export async function listExaminations(
  db: Database,
  query: z.output<typeof examinationResource.listQuery>,
  reader: Reader,
) {
  const scope = reader.actor ? await examinerScope(db, reader.actor) : { clinic: reader.clinic ?? null, doctors: null };
  const narrowed = { ...scope, clinic: reader.clinic ?? scope.clinic };
  return listPage(query, {
    where: [
      visitScope(narrowed),
      query.benhnhan_id ? eq(visits.benhnhan_id, query.benhnhan_id) : undefined,
      query.luotkham_id ? eq(examinations.luotkham_id, query.luotkham_id) : undefined,
    ],
    search: [patients.hoten],
    sortable: { createdAt: examinations.createdAt, updatedAt: examinations.updatedAt },
    defaultSort: '-createdAt',
    tieBreak: asc(examinations._id),
    columns: rowColumns,
    from: (fields) => joinRecords(db.select(fields).from(examinations).$dynamic()),
  });
}

/** Codes not in the catalogue are refused on the field that names them (400). */
async function checkCodes(db: Reads, values: Record<string, unknown>) {
  const main = typeof values.chandoan_chinh === 'string' ? [values.chandoan_chinh] : [];
  const secondary = Array.isArray(values.chandoan_phu) ? (values.chandoan_phu as string[]) : [];
  const known = await icd10Names(db, [...main, ...secondary]);
  if (main.some((code) => !known.has(code))) throw fieldError('chandoan_chinh', 'errors.icd10Unknown');
  if (secondary.some((code) => !known.has(code))) throw fieldError('chandoan_phu', 'errors.icd10Unknown');
}

const TEXT_FIELDS = ['lydo', 'tiensu', 'khamthucthe', 'chandoan_ghichu', 'ketluan', 'loidan'] as const;

/**
 * The kit's update of a record (PUT /api/khambenh/:id), inside its transaction after the row is locked: another
 * doctor's record is not found, a signed one is refused (409), codes must be the catalogue's; empty texts are null.
 */
export async function prepareExamination(values: Record<string, unknown>, { tx, actor, id }: WriteContext) {
  const scope = await examinerScope(tx, actor);
  const [row] = await tx
    .select({ kyluc: examinations.kyluc })
    .from(examinations)
    .innerJoin(visits, eq(visits._id, examinations.luotkham_id))
    .where(and(eq(examinations._id, id!), visitScope(scope)));
  if (!row) throw notFound();
  if (row.kyluc) throw new HttpError(409, 'errors.examinationSigned');
  await checkCodes(tx, values);
  const prepared = { ...values };
  for (const field of TEXT_FIELDS) if (prepared[field] === '') prepared[field] = null;
  if (Array.isArray(prepared.chandoan_phu)) {
    // A secondary diagnosis repeating the main one or another says nothing more.
    prepared.chandoan_phu = [...new Set(prepared.chandoan_phu as string[])].filter(
      (code) => code !== (prepared.chandoan_chinh ?? null),
    );
  }
  return prepared;
}

/**
 * Opens a visit for examination, in one audited transaction: a waiting or called visit starts (reception's GOI and
 * BAT_DAU moves, with their history and live events), an unassigned one becomes the opening doctor's, and its record
 * is made on the first opening. Answers the record's id.
 */
export async function openExamination(db: Database, visitId: string, actor: Actor): Promise<string> {
  const scope = await examinerScope(db, actor);
  return writing(db, authorOf(actor), async (writer) => {
    const { tx } = writer;
    await visibleVisit(tx, visitId, scope);
    // Locked: two doctors opening the visit at once make one record between them.
    const visit = await lockVisit(writer, visitId, scope.clinic);
    if (visit.trangthai === 'HUY' || visit.trangthai === 'BO_QUA') {
      throw new HttpError(409, 'errors.examinationVisitState');
    }
    const started = await startVisit(writer, visit);
    const doctor = visit.bacsi_id ?? (await ownDoctor(tx, actor, visit.phongkham_id));
    if (doctor) await takeVisit(writer, started, doctor);
    const [held] = await tx
      .select({ _id: examinations._id })
      .from(examinations)
      .where(eq(examinations.luotkham_id, visitId));
    if (held) return held._id;
    const created = await writer.insert(examinations, {
      phongkham_id: visit.phongkham_id,
      luotkham_id: visitId,
      bacsi_id: doctor,
      lydo: visit.lydo,
    });
    return created._id;
  });
}

/** The record locked for a change, within the scope, or 404. */
async function lockRecord(tx: Transaction, id: string, scope: ExaminerScope) {
  const [row] = await tx
    .select({ record: examinations, trangthai: visits.trangthai })
    .from(examinations)
    .innerJoin(visits, eq(visits._id, examinations.luotkham_id))
    .where(and(eq(examinations._id, id), visitScope(scope)))
    .for('update', { of: examinations });
  if (!row) throw notFound();
  return row;
}

/**
 * Signs the record: only a doctor, the visit's own, and with a diagnosis. From then on it is read-only. A visit
 * still being examined is finished with it (reception's XONG move), in the same transaction.
 */
export async function signExamination(db: Database, id: string, actor: Actor): Promise<void> {
  const scope = await examinerScope(db, actor);
  await writing(db, authorOf(actor), async (writer) => {
    const { record } = await lockRecord(writer.tx, id, scope);
    if (record.kyluc) throw new HttpError(409, 'errors.examinationSigned');
    const doctor = await ownDoctor(writer.tx, actor, record.phongkham_id);
    if (!doctor || (record.bacsi_id && record.bacsi_id !== doctor)) {
      throw new HttpError(403, 'errors.examinationNotDoctor');
    }
    if (!record.chandoan_chinh && !record.chandoan_ghichu) {
      throw fieldError('chandoan_chinh', 'validation.diagnosisRequired');
    }
    await writer.update(
      examinations,
      id,
      { kyluc: now(), nguoiky_id: actor._id, bacsi_id: doctor },
      { before: record },
    );
    await finishVisit(writer, record.luotkham_id, scope.clinic);
  });
}

/** Adds a correction to a signed record; an unsigned record is edited instead (409). */
export async function addAddendum(db: Database, id: string, noidung: string, actor: Actor): Promise<void> {
  const scope = await examinerScope(db, actor);
  await writing(db, authorOf(actor), async (writer) => {
    const { record } = await lockRecord(writer.tx, id, scope);
    if (!record.kyluc) throw new HttpError(409, 'errors.examinationNotSigned');
    await writer.insert(examinationAddenda, { khambenh_id: id, noidung, nhanvien_id: actor._id });
  });
}
