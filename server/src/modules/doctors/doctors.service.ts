// Doctors (bacsi) as the public site reads them. The profile adds title, specialty and biography to a staff
// member, whose name and photo it shows; a doctor whose account was removed or deactivated is not listed.
import type { doctorListQuery } from '@phongkham/contracts';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { doctors, files, staff } from '../../db/schema';
import { imageColumns, publicRows, withImage } from '../../lib/content';
import { notFound } from '../../lib/http-error';
import { icu, paginate, sortTerms, textSearch } from '../../lib/list';
import { siteClinicId } from '../setting/setting.service';

const itemColumns = {
  _id: doctors._id,
  nhanvien_id: doctors.nhanvien_id,
  hoten: staff.hoten,
  hocham: doctors.hocham,
  chuyenkhoa: doctors.chuyenkhoa,
  chuyenkhoa_en: doctors.chuyenkhoa_en,
  mota: doctors.mota,
  mota_en: doctors.mota_en,
  namkinhnghiem: doctors.namkinhnghiem,
  hinhanh: imageColumns,
  thutu: doctors.thutu,
};

const sortable = { thutu: doctors.thutu, hoten: icu(staff.hoten) };

const visible = (clinicId: string) =>
  and(publicRows(doctors, clinicId), isNull(staff.deletedAt), eq(staff.kichhoat, true));

export async function listDoctors(db: Database, query: z.output<typeof doctorListQuery>) {
  const clinicId = await siteClinicId(db);
  const where = and(visible(clinicId), textSearch(query.q, [staff.hoten, doctors.chuyenkhoa, doctors.chuyenkhoa_en]));
  const order = [...sortTerms(query.sort, sortable, [asc(doctors.thutu), asc(sortable.hoten)]), asc(doctors._id)];
  return paginate(query, {
    count: async () =>
      (
        await db.select({ n: count() }).from(doctors).innerJoin(staff, eq(staff._id, doctors.nhanvien_id)).where(where)
      )[0]?.n ?? 0,
    rows: async (window) => {
      const rows = db
        .select(itemColumns)
        .from(doctors)
        .innerJoin(staff, eq(staff._id, doctors.nhanvien_id))
        .leftJoin(files, eq(files._id, staff.hinhanh_id))
        .where(where)
        .orderBy(...order)
        .$dynamic();
      return (await rows.limit(window.limit).offset(window.offset)).map(withImage);
    },
  });
}

export async function getDoctor(db: Database, id: string) {
  const clinicId = await siteClinicId(db);
  const [row] = await db
    .select({ ...itemColumns, noidung: doctors.noidung, noidung_en: doctors.noidung_en })
    .from(doctors)
    .innerJoin(staff, eq(staff._id, doctors.nhanvien_id))
    .leftJoin(files, eq(files._id, staff.hinhanh_id))
    .where(and(eq(doctors._id, id), visible(clinicId)))
    .limit(1);
  if (!row) throw notFound();
  return withImage(row);
}

/** Listed doctors with their names and last change, for the sitemap. */
export async function doctorLinks(db: Database) {
  const clinicId = await siteClinicId(db);
  return db
    .select({ _id: doctors._id, title: staff.hoten, updatedAt: doctors.updatedAt })
    .from(doctors)
    .innerJoin(staff, eq(staff._id, doctors.nhanvien_id))
    .where(visible(clinicId))
    .orderBy(asc(doctors.thutu), asc(doctors._id));
}
