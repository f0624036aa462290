// What the pharmacy reads (docs/decisions/0058): the worklist of the day's signed prescriptions, one prescription at
// the counter, and the stock documents that handed drugs out or took them back. A pharmacist reads the patient's
// identity and the prescription's lines, never its diagnosis, advice or the patient's other records: these reads
// select only those columns, whatever the pharmacist's other grants.
import {
  clinicDay,
  type pharmacyDocument,
  type pharmacyPrescription as pharmacyPrescriptionSchema,
  type pharmacyRow,
  type RemainingLine,
} from '@phongkham/contracts';
import type { z } from 'zod';
import { and, asc, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client';
import {
  batches,
  doctors,
  drugs,
  patients,
  prescriptionLines,
  prescriptions,
  products,
  staff,
  stockDocumentLines,
  stockDocuments,
  visits,
} from '../../db/schema';
import { textSearch } from '../../lib/list';
import { batchesOf, firstExpiry, usableBatches } from './fefo';
import { now } from '../../db/clock';

type Reads = Pick<Database, 'select'> | Transaction;
type PharmacyRow = z.output<typeof pharmacyRow>;
type PharmacyDocument = z.output<typeof pharmacyDocument>;
type PharmacyPrescription = z.output<typeof pharmacyPrescriptionSchema>;

const doctorStaff = alias(staff, 'nhathuoc_bacsi');

/**
 * Units handed out per prescription line: what its issues took, less nothing (a return is its own document and
 * does not reopen the line: the patient was given the drug).
 */
export async function dispensedUnits(db: Reads, prescriptionId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({
      line: stockDocumentLines.donthuoc_chitiet_id,
      units: sql<number>`-sum(${stockDocumentLines.soluong})::int`.mapWith(Number),
    })
    .from(stockDocumentLines)
    .innerJoin(stockDocuments, eq(stockDocuments._id, stockDocumentLines.phieukho_id))
    .where(
      and(
        eq(stockDocuments.donthuoc_id, prescriptionId),
        eq(stockDocuments.loai, 'XUAT'),
        isNotNull(stockDocumentLines.donthuoc_chitiet_id),
      ),
    )
    .groupBy(stockDocumentLines.donthuoc_chitiet_id);
  return new Map(rows.map((row) => [row.line!, row.units]));
}

/** The batches each line of a prescription was handed out from (units per batch), for its print. */
export async function dispensedBatches(db: Reads, prescriptionId: string) {
  return db
    .select({
      donthuoc_chitiet_id: sql<string>`${stockDocumentLines.donthuoc_chitiet_id}`,
      solo: batches.solo,
      handung: batches.handung,
      soluong: sql<number>`-sum(${stockDocumentLines.soluong})::int`.mapWith(Number),
    })
    .from(stockDocumentLines)
    .innerJoin(stockDocuments, eq(stockDocuments._id, stockDocumentLines.phieukho_id))
    .innerJoin(batches, eq(batches._id, stockDocumentLines.lohang_id))
    .where(
      and(
        eq(stockDocuments.donthuoc_id, prescriptionId),
        eq(stockDocuments.loai, 'XUAT'),
        isNotNull(stockDocumentLines.donthuoc_chitiet_id),
      ),
    )
    .groupBy(stockDocumentLines.donthuoc_chitiet_id, batches._id, batches.solo, batches.handung)
    .orderBy(asc(batches.handung), asc(batches.solo));
}

/** The prescription's lines with what was handed out and what is left. */
export async function remainingLines(db: Reads, prescriptionId: string) {
  const lines = await db
    .select({
      donthuoc_chitiet_id: prescriptionLines._id,
      thutu: prescriptionLines.thutu,
      thuoc_id: prescriptionLines.thuoc_id,
      tenthuoc: prescriptionLines.tenthuoc,
      donvitinh: prescriptionLines.donvitinh,
      cachdung: prescriptionLines.cachdung,
      soluong: prescriptionLines.soluong,
      giaban: drugs.giaban,
    })
    .from(prescriptionLines)
    .innerJoin(drugs, eq(drugs._id, prescriptionLines.thuoc_id))
    .where(eq(prescriptionLines.donthuoc_id, prescriptionId))
    .orderBy(asc(prescriptionLines.thutu));
  const given = await dispensedUnits(db, prescriptionId);
  return lines.map((line) => {
    const daphat = given.get(line.donthuoc_chitiet_id) ?? 0;
    return { ...line, daphat, conlai: Math.max(0, line.soluong - daphat) };
  });
}

/** The lines still short, as the dispensing's answer and the print list them. */
export const shortLines = (lines: Awaited<ReturnType<typeof remainingLines>>): RemainingLine[] =>
  lines
    .filter((line) => line.conlai > 0)
    .map(({ donthuoc_chitiet_id, thuoc_id, tenthuoc, donvitinh, soluong, daphat, conlai }) => ({
      donthuoc_chitiet_id,
      thuoc_id,
      tenthuoc,
      donvitinh,
      soluong,
      daphat,
      conlai,
    }));

const worklistStates = ['DA_KY', 'PHAT_MOT_PHAN'] as const;

/** GET /api/nhathuoc: the clinic's signed prescriptions of a day (today by default), still to dispense unless asked. */
export async function pharmacyWorklist(
  db: Reads,
  clinic: string | null,
  query: { ngay?: string; trangthai?: 'DA_KY' | 'PHAT_MOT_PHAN' | 'DA_PHAT'; q?: string },
): Promise<PharmacyRow[]> {
  const conditions: (SQL | undefined)[] = [
    clinic ? eq(prescriptions.phongkham_id, clinic) : undefined,
    eq(visits.ngay, query.ngay ?? clinicDay(now())),
    query.trangthai
      ? eq(prescriptions.trangthai, query.trangthai)
      : inArray(prescriptions.trangthai, [...worklistStates]),
    textSearch(query.q, [patients.hoten, patients.ma, prescriptions.madonthuoc]),
  ];
  const rows = await db
    .select({
      _id: prescriptions._id,
      madonthuoc: prescriptions.madonthuoc,
      trangthai: prescriptions.trangthai,
      benhnhan_id: patients._id,
      benhnhan_ma: patients.ma,
      benhnhan_hoten: patients.hoten,
      benhnhan_ngaysinh: patients.ngaysinh,
      benhnhan_gioitinh: patients.gioitinh,
      bacsi_hoten: doctorStaff.hoten,
      kyluc: prescriptions.kyluc,
      sodong: sql<number>`(select count(*)::int from ${prescriptionLines} where ${prescriptionLines.donthuoc_id} = ${prescriptions._id})`,
    })
    .from(prescriptions)
    .innerJoin(visits, eq(visits._id, prescriptions.luotkham_id))
    .innerJoin(patients, eq(patients._id, prescriptions.benhnhan_id))
    .leftJoin(doctors, eq(doctors._id, prescriptions.bacsi_id))
    .leftJoin(doctorStaff, eq(doctorStaff._id, doctors.nhanvien_id))
    .where(and(...conditions))
    .orderBy(asc(prescriptions.kyluc), asc(prescriptions._id))
    .limit(200);
  const answer: PharmacyRow[] = [];
  for (const row of rows) {
    const lines = row.trangthai === 'DA_PHAT' ? [] : await remainingLines(db, row._id);
    answer.push({
      ...row,
      soconlai: row.trangthai === 'DA_PHAT' ? 0 : lines.filter((line) => line.conlai > 0).length,
    });
  }
  return answer;
}

/** Stock documents with their lines as the pharmacy reads them, newest first. */
export async function pharmacyDocuments(db: Reads, where: SQL): Promise<PharmacyDocument[]> {
  const documents = await db
    .select({
      _id: stockDocuments._id,
      so: stockDocuments.so,
      loai: stockDocuments.loai,
      lydo: stockDocuments.lydo,
      donthuoc_id: stockDocuments.donthuoc_id,
      hoadon_id: stockDocuments.hoadon_id,
      goc_id: stockDocuments.goc_id,
      ghichu: stockDocuments.ghichu,
      nhanvien_hoten: staff.hoten,
      createdAt: stockDocuments.createdAt,
    })
    .from(stockDocuments)
    .leftJoin(staff, eq(staff._id, stockDocuments.nhanvien_id))
    .where(where)
    .orderBy(desc(stockDocuments.createdAt), desc(stockDocuments.so));
  if (!documents.length) return [];
  const ids = documents.map((document) => document._id);
  const lines = await db
    .select({
      _id: stockDocumentLines._id,
      phieukho_id: stockDocumentLines.phieukho_id,
      lohang_id: stockDocumentLines.lohang_id,
      thuoc_id: stockDocumentLines.thuoc_id,
      sanpham_id: stockDocumentLines.sanpham_id,
      ten: sql<string>`coalesce(${drugs.tenthuoc}, ${products.tensanpham})`,
      donvitinh: drugs.donvitinh,
      solo: batches.solo,
      handung: batches.handung,
      soluong: sql<number>`abs(${stockDocumentLines.soluong})`.mapWith(Number),
      giaban: stockDocumentLines.giaban,
      donthuoc_chitiet_id: stockDocumentLines.donthuoc_chitiet_id,
      hoadon_dong_id: stockDocumentLines.hoadon_dong_id,
      datralai: sql<number>`coalesce((
        select sum(r.soluong)::int from ${stockDocumentLines} r
        join ${stockDocuments} d on d._id = r.phieukho_id
        where d.goc_id = ${stockDocumentLines.phieukho_id} and d.loai = 'TRA_LAI'
          and r.hoadon_dong_id = ${stockDocumentLines.hoadon_dong_id}), 0)`.mapWith(Number),
    })
    .from(stockDocumentLines)
    .innerJoin(batches, eq(batches._id, stockDocumentLines.lohang_id))
    .leftJoin(drugs, eq(drugs._id, stockDocumentLines.thuoc_id))
    .leftJoin(products, eq(products._id, stockDocumentLines.sanpham_id))
    .where(inArray(stockDocumentLines.phieukho_id, ids))
    .orderBy(asc(stockDocumentLines.thutu), asc(stockDocumentLines.stt));
  return documents.map((document) => ({
    ...document,
    dong: lines.filter((line) => line.phieukho_id === document._id).map(({ phieukho_id: _document, ...line }) => line),
  }));
}

/** The documents of a prescription: its issues and the returns against them. */
export const prescriptionDocuments = (db: Reads, prescriptionId: string) =>
  pharmacyDocuments(
    db,
    sql`(${stockDocuments.donthuoc_id} = ${prescriptionId} or ${stockDocuments.goc_id} in (
      select _id from ${stockDocuments} where ${stockDocuments.donthuoc_id} = ${prescriptionId}))`,
  );

/** GET /api/nhathuoc/:id: one prescription at the counter, with the usable batches and FEFO's proposal per line. */
export async function pharmacyPrescription(
  db: Reads,
  id: string,
  clinic: string | null,
  store: { _id: string; ten: string },
): Promise<PharmacyPrescription | null> {
  const [row] = await db
    .select({
      _id: prescriptions._id,
      madonthuoc: prescriptions.madonthuoc,
      loaidon: prescriptions.loaidon,
      trangthai: prescriptions.trangthai,
      kyluc: prescriptions.kyluc,
      bacsi_hoten: doctorStaff.hoten,
      benhnhan_id: patients._id,
      benhnhan_ma: patients.ma,
      benhnhan_hoten: patients.hoten,
      benhnhan_ngaysinh: patients.ngaysinh,
      benhnhan_gioitinh: patients.gioitinh,
    })
    .from(prescriptions)
    .innerJoin(patients, eq(patients._id, prescriptions.benhnhan_id))
    .leftJoin(doctors, eq(doctors._id, prescriptions.bacsi_id))
    .leftJoin(doctorStaff, eq(doctorStaff._id, doctors.nhanvien_id))
    .where(
      and(
        eq(prescriptions._id, id),
        clinic ? eq(prescriptions.phongkham_id, clinic) : undefined,
        // A draft is the doctor's still: the pharmacy sees a prescription once signed (a voided one if it was).
        or(
          inArray(prescriptions.trangthai, ['DA_KY', 'PHAT_MOT_PHAN', 'DA_PHAT']),
          and(eq(prescriptions.trangthai, 'HUY'), isNotNull(prescriptions.kyluc)),
        ),
      ),
    );
  if (!row) return null;
  const lines = await remainingLines(db, id);
  const usable = await usableBatches(db, store._id, lines);
  return {
    ...row,
    kho_id: store._id,
    kho_ten: store.ten,
    dong: lines.map(({ giaban: _price, ...line }) => {
      const own = batchesOf(usable, line);
      return {
        ...line,
        khadung: own.reduce((sum, batch) => sum + batch.soluong, 0),
        lo: own.map((batch) => ({
          lohang_id: batch._id,
          solo: batch.solo,
          handung: batch.handung,
          soluong: batch.soluong,
          giaban: batch.giaban,
        })),
        dexuat: firstExpiry(own, line.conlai),
      };
    }),
    phieukho: await prescriptionDocuments(db, id),
  };
}
