// Prescriptions (/api/donthuoc), the reads: the list, and one prescription as the page and the print show it with
// its warnings; every reading of a prescription is recorded like a visit record's (the kit's auditRead). Who may
// read which: the examination's scope (examinerScope/visitScope), so a doctor without ALL on /kham-benh sees only their own visits'
// prescriptions. The draft's writes are prescriptions.draft.ts; signing, voiding and reissue prescriptions.sign.ts.
import { isYoungChild, prescriptionWarnings, type prescriptionResource } from '@phongkham/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { clinics, doctors, drugs, patients, prescriptionLines, prescriptions, staff, visits } from '../../db/schema';
import type { Reader } from '../../lib/crud/routes';
import { listPage } from '../../lib/list';
import { dispensedBatches } from '../dispensing/pharmacy.read';
import { examinerScope, visitScope, type ExaminerScope } from '../examination/scope';

type Reads = Pick<Database, 'select'>;

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
    columns: rowColumns,
    from: (fields) => joined(db, fields),
    map: (row) => row as unknown as Row,
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
export function readLines(db: Reads, id: string) {
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
export const warningDrugs = (lines: Awaited<ReturnType<typeof readLines>>) =>
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
  // A draft or a signed one not yet at the pharmacy has handed nothing out.
  const handedOut = ['DA_PHAT', 'PHAT_MOT_PHAN'].includes(row.trangthai) ? await dispensedBatches(db, id) : [];
  return {
    ...row,
    cccd: row.trangthai === 'NHAP' ? benhnhan_cccd : row.cccd,
    treem: isYoungChild(row.benhnhan_ngaysinh, row.ngay),
    chitiet: lines.map(({ ten_thuongmai: _brand, ...line }) => ({
      ...line,
      daphat: handedOut
        .filter((batch) => batch.donthuoc_chitiet_id === line._id)
        .map(({ donthuoc_chitiet_id: _line, ...batch }) => batch),
    })),
    canhbao,
  };
}

/** GET /api/donthuoc/:id: the kit records the reading (auditRead: who read which prescription, never its content). */
export async function getPrescription(db: Database, id: string, reader: Reader) {
  return readPrescription(db, id, await scopeOf(db, reader));
}
