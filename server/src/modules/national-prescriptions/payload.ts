// What a signed prescription tells the national prescription system (Đơn thuốc quốc gia): one pure function from the
// recorded prescription to the JSON the outbox posts, and the step of the signing transaction that queues it when
// the system is configured (docs/decisions/0029-prescriptions.md). Only fields the prescription records are sent.
import type { DrugIngredient } from '@phongkham/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { clinics, doctors, drugs, patients, prescriptionLines, prescriptions, staff } from '../../db/schema';
import { enqueueMessage } from '../outbox/enqueue';

/** The signed prescription as read for sending. */
export interface SignedPrescription {
  madonthuoc: string;
  loaidon: string;
  malienthong: string | null;
  bacsi: { hoten: string; sochungchi: string | null };
  benhnhan: { hoten: string; ngaysinh: string | null; gioitinh: string | null };
  cccd: string | null;
  tuoi_thang: number | null;
  cannang: number | null;
  nguoigiamho: string | null;
  chandoan: { ma: string; ten: string | null; chinh: boolean }[];
  chandoan_ghichu: string | null;
  loidan: string | null;
  ngaytaikham: string | null;
  kyluc: Date;
  chitiet: {
    tenthuoc: string;
    thanhphan: DrugIngredient[];
    soluong: number;
    donvitinh: string;
    lieu_moilan: number;
    solan_ngay: number;
    songay: number;
    cachdung: string | null;
  }[];
}

/** The JSON body posted to the national system. */
export function nationalPrescriptionPayload(p: SignedPrescription) {
  return {
    madonthuoc: p.madonthuoc,
    loaidon: p.loaidon,
    malienthong: p.malienthong,
    bacsi: { hoten: p.bacsi.hoten, sochungchi: p.bacsi.sochungchi },
    benhnhan: {
      hoten: p.benhnhan.hoten,
      ngaysinh: p.benhnhan.ngaysinh,
      gioitinh: p.benhnhan.gioitinh,
      cccd: p.cccd,
      // A young child's (under 72 months): the age in months, the weight and the accompanying adult.
      ...(p.tuoi_thang != null ? { tuoi_thang: p.tuoi_thang, cannang: p.cannang, nguoigiamho: p.nguoigiamho } : {}),
    },
    chandoan: p.chandoan.map((d) => ({ ma: d.ma, ten: d.ten, chinh: d.chinh })),
    chandoan_ghichu: p.chandoan_ghichu,
    chitiet: p.chitiet.map((line, index) => ({
      thutu: index + 1,
      tenthuoc: line.tenthuoc,
      hoatchat: line.thanhphan.map((i) => i.hoatchat).join(', '),
      hamluong: line.thanhphan.map((i) => i.hamluong).join(', '),
      soluong: line.soluong,
      donvitinh: line.donvitinh,
      lieudung: { lieu_moilan: line.lieu_moilan, solan_ngay: line.solan_ngay, songay: line.songay },
      cachdung: line.cachdung,
    })),
    loidan: p.loidan,
    ngaytaikham: p.ngaytaikham,
    kyluc: p.kyluc.toISOString(),
  };
}

/** Reads the just-signed prescription inside the signing transaction and queues it for the national system. */
export async function queueNationalPrescription(tx: Transaction, id: string): Promise<string | null> {
  const [row] = await tx
    .select({
      p: prescriptions,
      malienthong: clinics.malienthong,
      bacsi_hoten: staff.hoten,
      sochungchi: doctors.sochungchi,
      benhnhan: { hoten: patients.hoten, ngaysinh: patients.ngaysinh, gioitinh: patients.gioitinh },
    })
    .from(prescriptions)
    .innerJoin(clinics, eq(clinics._id, prescriptions.phongkham_id))
    .innerJoin(patients, eq(patients._id, prescriptions.benhnhan_id))
    .innerJoin(doctors, eq(doctors._id, prescriptions.bacsi_id))
    .innerJoin(staff, eq(staff._id, doctors.nhanvien_id))
    .where(eq(prescriptions._id, id));
  const lines = await tx
    .select({ line: prescriptionLines, thanhphan: drugs.thanhphan })
    .from(prescriptionLines)
    .innerJoin(drugs, eq(drugs._id, prescriptionLines.thuoc_id))
    .where(eq(prescriptionLines.donthuoc_id, id))
    .orderBy(asc(prescriptionLines.thutu));
  const { p } = row!;
  const payload = nationalPrescriptionPayload({
    ...p,
    malienthong: row!.malienthong,
    bacsi: { hoten: row!.bacsi_hoten, sochungchi: row!.sochungchi },
    benhnhan: row!.benhnhan,
    kyluc: p.kyluc!,
    chitiet: lines.map(({ line, thanhphan }) => ({ ...line, thanhphan })),
  });
  // The code stands as the recipient: /admin/sms lists it, and nothing personal is in a column staff search.
  return enqueueMessage(tx, {
    channel: 'DONTHUOC',
    to: p.madonthuoc,
    text: JSON.stringify(payload),
    owner: { loai: 'donthuoc', banghi_id: id },
  });
}
