// What the clinic holds about a patient elsewhere, for the record page (the chart) and the personal-data export: the
// visits and the requests linked to the record, and the member registrations and charity applications sent from the
// same phone to the same clinic. Prescriptions and bills join here when their modules exist.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { catalogueEntries, examinations, memberRegistrations, profileReviews, requests, visits } from '../../db/schema';

export interface ChartOwner {
  _id: string;
  phongkham_id: string;
  dienthoai: string | null;
}

export async function readPatientChart(db: Pick<Database, 'select'>, patient: ChartOwner) {
  const luotkham = await db
    .select({
      _id: visits._id,
      ngay: visits.ngay,
      sothutu: visits.sothutu,
      phong_ten: catalogueEntries.ten,
      trangthai: visits.trangthai,
      // The reason the doctor recorded on the visit's record, else the one given at check-in.
      lydo: sql<string | null>`coalesce(${examinations.lydo}, ${visits.lydo})`,
      createdAt: visits.den_luc,
    })
    .from(visits)
    .innerJoin(catalogueEntries, eq(catalogueEntries._id, visits.phong_id))
    .leftJoin(examinations, eq(examinations.luotkham_id, visits._id))
    .where(eq(visits.benhnhan_id, patient._id))
    .orderBy(desc(visits.den_luc));
  const yeucau = await db
    .select({
      _id: requests._id,
      loai: requests.loaiyeucau,
      hoten: requests.hoten,
      trangthai: requests.trangthai,
      createdAt: requests.createdAt,
    })
    .from(requests)
    .where(eq(requests.benhnhan_id, patient._id))
    .orderBy(desc(requests.createdAt));
  // An anonymised record has no phone: nothing is matched by it any more.
  if (!patient.dienthoai) return { luotkham, yeucau, dangkythanhvien: [], xetduyethoso: [] };
  const dangkythanhvien = await db
    .select({
      _id: memberRegistrations._id,
      hoten: memberRegistrations.hoten,
      trangthai: memberRegistrations.trangthai,
      createdAt: memberRegistrations.createdAt,
    })
    .from(memberRegistrations)
    .where(
      and(
        eq(memberRegistrations.phongkham_id, patient.phongkham_id),
        eq(memberRegistrations.dienthoai, patient.dienthoai),
      ),
    )
    .orderBy(desc(memberRegistrations.createdAt));
  const xetduyethoso = await db
    .select({
      _id: profileReviews._id,
      hoten: profileReviews.tenbenhnhan,
      trangthai: profileReviews.trangthai,
      createdAt: profileReviews.createdAt,
    })
    .from(profileReviews)
    .where(and(eq(profileReviews.phongkham_id, patient.phongkham_id), eq(profileReviews.dienthoai, patient.dienthoai)))
    .orderBy(desc(profileReviews.createdAt));
  return {
    luotkham,
    yeucau,
    dangkythanhvien: dangkythanhvien.map((row) => ({ ...row, loai: null })),
    xetduyethoso: xetduyethoso.map((row) => ({ ...row, loai: null })),
  };
}
