// Diseases (benh) of the site's clinic, for the public site and the back office's editor, with their links to the
// price-list services that treat them and the doctors who see them (benh_dichvu, benh_bacsi). The public sees
// published diseases, and of their links only what the site shows itself: published services in a published
// group, published doctors whose account is active. Staff who may view /benh see every live disease and link.
import type { diseaseResource } from '@phongkham/contracts';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import {
  diseaseDoctors,
  diseases,
  diseaseServices,
  doctors,
  files,
  serviceGroups,
  services,
  staff,
} from '../../db/schema';
import { imageColumns, publicRows, withImage } from '../../lib/content';
import type { Reader } from '../../lib/crud/routes';
import type { ChildRows, WriteContext } from '../../lib/crud/write';
import { fieldError } from '../../lib/http-error';
import { icu, listPage } from '../../lib/list';
import { siteClinicId } from '../setting/setting.service';

type Reads = Pick<Database, 'select'>;

const rowColumns = {
  _id: diseases._id,
  tenbenh: diseases.tenbenh,
  tenbenh_en: diseases.tenbenh_en,
  mota: diseases.mota,
  mota_en: diseases.mota_en,
  hinhanh: imageColumns,
  thutu: diseases.thutu,
  hienthi: diseases.hienthi,
  updatedAt: diseases.updatedAt,
};

const recordColumns = {
  ...rowColumns,
  noidung: diseases.noidung,
  noidung_en: diseases.noidung_en,
  hinhanh_id: diseases.hinhanh_id,
  createdAt: diseases.createdAt,
};

/** What a reader may see: the public only published diseases; staff every live one. */
function visible(clinicId: string, reader: Reader): SQL {
  return reader.staff
    ? and(eq(diseases.phongkham_id, clinicId), isNull(diseases.deletedAt))!
    : publicRows(diseases, clinicId);
}

export async function listDiseases(db: Database, query: z.output<typeof diseaseResource.listQuery>, reader: Reader) {
  const clinicId = await siteClinicId(db);
  return listPage(query, {
    where: [visible(clinicId, reader), query.hienthi === undefined ? undefined : eq(diseases.hienthi, query.hienthi)],
    search: [diseases.tenbenh, diseases.tenbenh_en],
    sortable: {
      thutu: diseases.thutu,
      tenbenh: icu(diseases.tenbenh),
      createdAt: diseases.createdAt,
      updatedAt: diseases.updatedAt,
    },
    defaultSort: 'thutu,tenbenh',
    tieBreak: asc(diseases._id),
    columns: rowColumns,
    from: (fields) => db.select(fields).from(diseases).leftJoin(files, eq(files._id, diseases.hinhanh_id)),
    map: withImage,
  });
}

// Links ----------------------------------------------------------------------------------------------------

/** A linked service the public sees: published, in a published group of the clinic. */
const serviceShown = sql<boolean>`(${services.hienthi} and ${serviceGroups.hienthi})`;

/** The disease's live linked services, in the price list's order; for the public only the shown ones. */
async function linkedServices(db: Reads, diseaseId: string, clinicId: string, reader: Reader) {
  const live = and(
    eq(diseaseServices.benh_id, diseaseId),
    eq(services.phongkham_id, clinicId),
    isNull(services.deletedAt),
    isNull(serviceGroups.deletedAt),
  );
  return db
    .select({
      _id: services._id,
      dmdichvu_id: services.dmdichvu_id,
      tendichvu: services.tendichvu,
      tendichvu_en: services.tendichvu_en,
      gia: services.gia,
      donvitinh: services.donvitinh,
      donvitinh_en: services.donvitinh_en,
      hienthi: serviceShown,
    })
    .from(diseaseServices)
    .innerJoin(services, eq(services._id, diseaseServices.dichvu_id))
    .innerJoin(serviceGroups, eq(serviceGroups._id, services.dmdichvu_id))
    .where(reader.staff ? live : and(live, serviceShown))
    .orderBy(asc(serviceGroups.thutu), asc(services.thutu), asc(icu(services.tendichvu)), asc(services._id));
}

/** A linked doctor the public sees: a published profile whose staff account is active. */
const doctorShown = sql<boolean>`(${doctors.hienthi} and ${staff.kichhoat})`;

/** The disease's live linked doctors in their display order; for the public only the shown ones. */
async function linkedDoctors(db: Reads, diseaseId: string, clinicId: string, reader: Reader) {
  const live = and(
    eq(diseaseDoctors.benh_id, diseaseId),
    eq(doctors.phongkham_id, clinicId),
    isNull(doctors.deletedAt),
    isNull(staff.deletedAt),
  );
  const rows = await db
    .select({
      _id: doctors._id,
      hoten: staff.hoten,
      hocham: doctors.hocham,
      hocham_en: doctors.hocham_en,
      chuyenkhoa: doctors.chuyenkhoa,
      chuyenkhoa_en: doctors.chuyenkhoa_en,
      hinhanh: imageColumns,
      hienthi: doctorShown,
    })
    .from(diseaseDoctors)
    .innerJoin(doctors, eq(doctors._id, diseaseDoctors.bacsi_id))
    .innerJoin(staff, eq(staff._id, doctors.nhanvien_id))
    // The profile's portrait, or else the account's avatar.
    .leftJoin(files, eq(files._id, sql`coalesce(${doctors.hinhanh_id}, ${staff.hinhanh_id})`))
    .where(reader.staff ? live : and(live, doctorShown))
    .orderBy(asc(doctors.thutu), asc(icu(staff.hoten)), asc(doctors._id));
  return rows.map(withImage);
}

export async function getDisease(db: Database, id: string, reader: Reader) {
  const clinicId = await siteClinicId(db);
  const [row] = await db
    .select(recordColumns)
    .from(diseases)
    .leftJoin(files, eq(files._id, diseases.hinhanh_id))
    .where(and(eq(diseases._id, id), visible(clinicId, reader)));
  if (!row) return null;
  const [dichvu, bacsi] = await Promise.all([
    linkedServices(db, id, clinicId, reader),
    linkedDoctors(db, id, clinicId, reader),
  ]);
  return {
    ...withImage(row),
    dichvu,
    bacsi,
    dichvu_ids: dichvu.map((service) => service._id),
    bacsi_ids: bacsi.map((doctor) => doctor._id),
  };
}

// Writes ---------------------------------------------------------------------------------------------------

/** The site's clinic owns a new disease. */
export async function prepareDisease(values: Record<string, unknown>, { tx, id }: WriteContext) {
  if (id !== null) return values;
  return { ...values, phongkham_id: await siteClinicId(tx) };
}

const unique = (value: unknown) => [...new Set(value as string[])];

/**
 * The ids the body names, each a live row of the clinic; otherwise a 400 on the field (a deleted service, a
 * doctor of another clinic), so a link never points at something the editor could not have chosen.
 */
async function assertLive(field: string, ids: string[], found: (ids: string[]) => Promise<unknown[]>) {
  if (ids.length === 0) return;
  if ((await found(ids)).length !== ids.length) throw fieldError(field, 'errors.unknownReference');
}

/** The disease's services and doctors, written with it by the kit (one transaction, one history row). */
export const diseaseChildren: Record<'dichvu_ids' | 'bacsi_ids', ChildRows> = {
  dichvu_ids: {
    read: async (tx, id) =>
      (await linkedServices(tx, id, await siteClinicId(tx), { staff: true })).map((service) => service._id),
    write: async (tx, id, value) => {
      const ids = unique(value);
      const clinicId = await siteClinicId(tx);
      await assertLive('dichvu_ids', ids, (wanted) =>
        tx
          .select({ _id: services._id })
          .from(services)
          .innerJoin(serviceGroups, eq(serviceGroups._id, services.dmdichvu_id))
          .where(
            and(
              inArray(services._id, wanted),
              eq(services.phongkham_id, clinicId),
              isNull(services.deletedAt),
              isNull(serviceGroups.deletedAt),
            ),
          ),
      );
      await tx.delete(diseaseServices).where(eq(diseaseServices.benh_id, id));
      if (ids.length > 0) {
        await tx.insert(diseaseServices).values(ids.map((dichvu_id) => ({ benh_id: id, dichvu_id })));
      }
    },
  },
  bacsi_ids: {
    read: async (tx, id) =>
      (await linkedDoctors(tx, id, await siteClinicId(tx), { staff: true })).map((doctor) => doctor._id),
    write: async (tx, id, value) => {
      const ids = unique(value);
      const clinicId = await siteClinicId(tx);
      await assertLive('bacsi_ids', ids, (wanted) =>
        tx
          .select({ _id: doctors._id })
          .from(doctors)
          .innerJoin(staff, eq(staff._id, doctors.nhanvien_id))
          .where(
            and(
              inArray(doctors._id, wanted),
              eq(doctors.phongkham_id, clinicId),
              isNull(doctors.deletedAt),
              isNull(staff.deletedAt),
            ),
          ),
      );
      await tx.delete(diseaseDoctors).where(eq(diseaseDoctors.benh_id, id));
      if (ids.length > 0) {
        await tx.insert(diseaseDoctors).values(ids.map((bacsi_id) => ({ benh_id: id, bacsi_id })));
      }
    },
  },
};

/** Published diseases with their titles and last change, for the sitemap. */
export async function diseaseLinks(db: Database) {
  const clinicId = await siteClinicId(db);
  return db
    .select({ _id: diseases._id, title: diseases.tenbenh, updatedAt: diseases.updatedAt })
    .from(diseases)
    .where(publicRows(diseases, clinicId))
    .orderBy(asc(diseases.thutu), asc(diseases._id));
}
