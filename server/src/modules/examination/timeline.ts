// The patient's chart as a timeline: every visit of the clinic with its record, orders, results and prescriptions,
// (GET /api/khambenh/benh-an/:benhnhan_id), read within the care relationship and recorded as a reading of the patient.
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  catalogueEntries,
  doctors,
  examinations,
  orderLines,
  prescriptionLines,
  prescriptions,
  visits,
} from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { clinicCondition } from '../../lib/crud/scope';
import { authorOf, writing } from '../../lib/crud/writer';
import { notFound } from '../../lib/http-error';
import { resultsOfVisits } from '../lab/orders.read';
import { readPatient } from '../patients/patients.service';
import { doctorStaff } from '../reception/reception.queue';
import { namedDiagnoses } from './record';
import { examinerScope, visitScope } from './scope';

/**
 * The patient's chart as a timeline, newest visit first: each visit with its record's diagnoses and conclusion, its
 * order lines, its lab and imaging results and its prescriptions. A doctor without ALL reads the chart only of a
 * patient in their care (a visit of theirs, or one of today's they may take: `visitScope`), and then the whole of
 * it in the clinic, other doctors' visits included (continuity of care). The reading is recorded on the patient.
 */
export async function patientTimeline(db: Database, patientId: string, actor: Actor) {
  const scope = await examinerScope(db, actor);
  const patient = await readPatient(db, patientId, scope.clinic);
  if (!patient) throw notFound();
  if (scope.doctors !== null) {
    const [mine] = await db
      .select({ _id: visits._id })
      .from(visits)
      .where(and(eq(visits.benhnhan_id, patientId), visitScope(scope)))
      .limit(1);
    if (!mine) throw notFound();
  }
  const rows = await db
    .select({
      luotkham_id: visits._id,
      ngay: visits.ngay,
      sothutu: visits.sothutu,
      phong_ten: catalogueEntries.ten,
      bacsi_hoten: doctorStaff.hoten,
      trangthai: visits.trangthai,
      // The reason the doctor recorded, else the one given at check-in (which the record starts from).
      lydo: sql<string | null>`coalesce(${examinations.lydo}, ${visits.lydo})`,
      khambenh_id: examinations._id,
      kyluc: examinations.kyluc,
      chandoan_chinh: examinations.chandoan_chinh,
      chandoan_phu: examinations.chandoan_phu,
      chandoan_ghichu: examinations.chandoan_ghichu,
      ketluan: examinations.ketluan,
      ngaytaikham: examinations.ngaytaikham,
    })
    .from(visits)
    .innerJoin(catalogueEntries, eq(catalogueEntries._id, visits.phong_id))
    .leftJoin(doctors, eq(doctors._id, visits.bacsi_id))
    .leftJoin(doctorStaff, eq(doctorStaff._id, doctors.nhanvien_id))
    .leftJoin(examinations, eq(examinations.luotkham_id, visits._id))
    .where(and(eq(visits.benhnhan_id, patientId), clinicCondition(visits.phongkham_id, scope.clinic)))
    .orderBy(desc(visits.ngay), desc(visits.den_luc));
  const ids = rows.map((row) => row.luotkham_id);
  const lines = ids.length
    ? await db
        .select({
          _id: orderLines._id,
          luotkham_id: orderLines.luotkham_id,
          dichvu_id: orderLines.dichvu_id,
          tendichvu: orderLines.tendichvu,
          dongia: orderLines.dongia,
          soluong: orderLines.soluong,
          trangthai: orderLines.trangthai,
        })
        .from(orderLines)
        .where(inArray(orderLines.luotkham_id, ids))
        .orderBy(asc(orderLines.createdAt), asc(orderLines._id))
    : [];
  const results = await resultsOfVisits(db, ids);
  const written = ids.length
    ? await db
        .select({
          _id: prescriptions._id,
          luotkham_id: prescriptions.luotkham_id,
          madonthuoc: prescriptions.madonthuoc,
          trangthai: prescriptions.trangthai,
        })
        .from(prescriptions)
        .where(and(inArray(prescriptions.luotkham_id, ids), ne(prescriptions.trangthai, 'HUY')))
        .orderBy(asc(prescriptions.createdAt), asc(prescriptions._id))
    : [];
  const writtenLines = written.length
    ? await db
        .select({
          donthuoc_id: prescriptionLines.donthuoc_id,
          tenthuoc: prescriptionLines.tenthuoc,
          soluong: prescriptionLines.soluong,
          donvitinh: prescriptionLines.donvitinh,
        })
        .from(prescriptionLines)
        .where(
          inArray(
            prescriptionLines.donthuoc_id,
            written.map((prescription) => prescription._id),
          ),
        )
        .orderBy(asc(prescriptionLines.thutu))
    : [];
  const diagnoses = await namedDiagnoses(
    db,
    rows.map((row) => ({ chandoan_chinh: row.chandoan_chinh, chandoan_phu: row.chandoan_phu ?? [] })),
  );
  await writing(db, authorOf(actor), (writer) =>
    writer.record({ hanhdong: 'XEM', tainguyen: 'benhnhan', banghi_id: patientId }),
  );
  return {
    benhnhan_id: patientId,
    luotkham: rows.map(({ chandoan_chinh, chandoan_phu, ...row }) => ({
      ...row,
      chandoan: diagnoses({ chandoan_chinh, chandoan_phu: chandoan_phu ?? [] }),
      chidinh: lines
        .filter((line) => line.luotkham_id === row.luotkham_id)
        .map(({ luotkham_id: _visit, ...line }) => line),
      ketqua: results
        .filter((result) => result.luotkham_id === row.luotkham_id)
        .map(({ _id, tendichvu, loai, trangthai, batthuong, chiso, ketluan }) => ({
          _id,
          tendichvu,
          loai,
          trangthai,
          batthuong,
          chiso,
          ketluan,
        })),
      donthuoc: written
        .filter((prescription) => prescription.luotkham_id === row.luotkham_id)
        .map(({ luotkham_id: _visit, ...prescription }) => ({
          ...prescription,
          thuoc: writtenLines
            .filter((line) => line.donthuoc_id === prescription._id)
            .map(({ donthuoc_id: _prescription, ...line }) => line),
        })),
    })),
  };
}
