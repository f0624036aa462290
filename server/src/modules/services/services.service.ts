// Services of the site's clinic: the groups (dmdichvu, `/dich-vu`), the provided services with their prices
// (dichvu, `/dich-vu-cung-cap`) and the price list that puts both together, for the public site and for the
// back office's editors. The public sees published rows only, and a service only while its group is published
// too (hiding a group hides its services and their prices with it); staff who may view a screen see every live
// row, drafts included.
import type { serviceGroupResource, serviceResource } from '@phongkham/contracts';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { files, serviceGroups, services } from '../../db/schema';
import { imageColumns, publicRows, withImage } from '../../lib/content';
import type { Reader } from '../../lib/crud/routes';
import type { WriteContext } from '../../lib/crud/write';
import { fieldError } from '../../lib/http-error';
import { icu, listPage } from '../../lib/list';
import { siteClinicId } from '../setting/setting.service';

const PUBLIC: Reader = { staff: false };

/** Groups this reader sees: the public only published ones, staff every live one, of the site's clinic. */
function visibleGroups(clinicId: string, reader: Reader): SQL {
  if (!reader.staff) return publicRows(serviceGroups, clinicId);
  return and(eq(serviceGroups.phongkham_id, clinicId), isNull(serviceGroups.deletedAt))!;
}

/** Services this reader sees; the query joins their group. */
function visibleServices(clinicId: string, reader: Reader): SQL {
  const own = reader.staff
    ? and(eq(services.phongkham_id, clinicId), isNull(services.deletedAt))!
    : publicRows(services, clinicId);
  return and(own, visibleGroups(clinicId, reader))!;
}

/**
 * Services in the group that this reader sees. Spelled with table names: inside the subquery an unqualified
 * "_id" would be the service's.
 */
const serviceCount = (reader: Reader) =>
  reader.staff
    ? sql<number>`(select count(*)::int from "dichvu" d where d."dmdichvu_id" = "dmdichvu"."_id" and d."deletedAt" is null)`
    : sql<number>`(select count(*)::int from "dichvu" d where d."dmdichvu_id" = "dmdichvu"."_id" and d."deletedAt" is null and d."hienthi")`;

const groupColumns = (reader: Reader) => ({
  _id: serviceGroups._id,
  tendanhmuc: serviceGroups.tendanhmuc,
  tendanhmuc_en: serviceGroups.tendanhmuc_en,
  mota: serviceGroups.mota,
  mota_en: serviceGroups.mota_en,
  hinhanh: imageColumns,
  thutu: serviceGroups.thutu,
  hienthi: serviceGroups.hienthi,
  sodichvu: serviceCount(reader),
  updatedAt: serviceGroups.updatedAt,
});

const serviceColumns = {
  _id: services._id,
  dmdichvu_id: services.dmdichvu_id,
  tendichvu: services.tendichvu,
  tendichvu_en: services.tendichvu_en,
  mota: services.mota,
  mota_en: services.mota_en,
  gia: services.gia,
  donvitinh: services.donvitinh,
  donvitinh_en: services.donvitinh_en,
  loai: services.loai,
  ghichu: services.ghichu,
  ghichu_en: services.ghichu_en,
  hinhanh: imageColumns,
  thutu: services.thutu,
  hienthi: services.hienthi,
  nhom: {
    _id: serviceGroups._id,
    tendanhmuc: serviceGroups.tendanhmuc,
    tendanhmuc_en: serviceGroups.tendanhmuc_en,
  },
  updatedAt: services.updatedAt,
};

/** A group's services in their order: position, then name. */
const serviceOrder = [asc(services.thutu), asc(icu(services.tendichvu)), asc(services._id)];

// Groups ---------------------------------------------------------------------------------------------------

export async function listServiceGroups(
  db: Database,
  query: z.output<typeof serviceGroupResource.listQuery>,
  reader: Reader,
) {
  const clinicId = await siteClinicId(db);
  return listPage(query, {
    where: [
      visibleGroups(clinicId, reader),
      query.hienthi === undefined ? undefined : eq(serviceGroups.hienthi, query.hienthi),
    ],
    search: [serviceGroups.tendanhmuc, serviceGroups.tendanhmuc_en],
    sortable: {
      thutu: serviceGroups.thutu,
      tendanhmuc: icu(serviceGroups.tendanhmuc),
      updatedAt: serviceGroups.updatedAt,
    },
    defaultSort: 'thutu,tendanhmuc',
    tieBreak: asc(serviceGroups._id),
    columns: groupColumns(reader),
    from: (fields) => db.select(fields).from(serviceGroups).leftJoin(files, eq(files._id, serviceGroups.hinhanh_id)),
    map: withImage,
  });
}

/** The services of some groups that this reader sees, in their order. */
async function servicesOfGroups(db: Database, clinicId: string, reader: Reader, groupIds: string[]) {
  if (groupIds.length === 0) return [];
  const rows = await db
    .select(serviceColumns)
    .from(services)
    .innerJoin(serviceGroups, eq(serviceGroups._id, services.dmdichvu_id))
    .leftJoin(files, eq(files._id, services.hinhanh_id))
    .where(and(visibleServices(clinicId, reader), inArray(services.dmdichvu_id, groupIds)))
    .orderBy(...serviceOrder);
  return rows.map(withImage);
}

/** One group with its body and the services in it; null when this reader may not see it. */
export async function getServiceGroup(db: Database, id: string, reader: Reader) {
  const clinicId = await siteClinicId(db);
  const [row] = await db
    .select({
      ...groupColumns(reader),
      noidung: serviceGroups.noidung,
      noidung_en: serviceGroups.noidung_en,
      hinhanh_id: serviceGroups.hinhanh_id,
      createdAt: serviceGroups.createdAt,
    })
    .from(serviceGroups)
    .leftJoin(files, eq(files._id, serviceGroups.hinhanh_id))
    .where(and(eq(serviceGroups._id, id), visibleGroups(clinicId, reader)))
    .limit(1);
  if (!row) return null;
  return { ...withImage(row), dichvu: await servicesOfGroups(db, clinicId, reader, [row._id]) };
}

/** Column values of a new group: it belongs to the site's clinic. */
export async function prepareServiceGroup(values: Record<string, unknown>, { tx, id }: WriteContext) {
  if (id !== null) return values;
  return { ...values, phongkham_id: await siteClinicId(tx) };
}

// Services -------------------------------------------------------------------------------------------------

export async function listServices(db: Database, query: z.output<typeof serviceResource.listQuery>, reader: Reader) {
  const clinicId = await siteClinicId(db);
  return listPage(query, {
    where: [
      visibleServices(clinicId, reader),
      query.dmdichvu_id ? eq(services.dmdichvu_id, query.dmdichvu_id) : undefined,
      query.loai ? eq(services.loai, query.loai) : undefined,
      query.hienthi === undefined ? undefined : eq(services.hienthi, query.hienthi),
    ],
    search: [services.tendichvu, services.tendichvu_en],
    sortable: {
      nhom: serviceGroups.thutu,
      thutu: services.thutu,
      tendichvu: icu(services.tendichvu),
      gia: services.gia,
      updatedAt: services.updatedAt,
    },
    defaultSort: 'nhom,thutu,tendichvu',
    tieBreak: asc(services._id),
    columns: serviceColumns,
    from: (fields) =>
      db
        .select(fields)
        .from(services)
        .innerJoin(serviceGroups, eq(serviceGroups._id, services.dmdichvu_id))
        .leftJoin(files, eq(files._id, services.hinhanh_id)),
    map: withImage,
  });
}

/** One service with its body and its group; null when this reader may not see it. */
export async function getService(db: Database, id: string, reader: Reader) {
  const clinicId = await siteClinicId(db);
  const [row] = await db
    .select({
      ...serviceColumns,
      noidung: services.noidung,
      noidung_en: services.noidung_en,
      hinhanh_id: services.hinhanh_id,
      createdAt: services.createdAt,
    })
    .from(services)
    .innerJoin(serviceGroups, eq(serviceGroups._id, services.dmdichvu_id))
    .leftJoin(files, eq(files._id, services.hinhanh_id))
    .where(and(eq(services._id, id), visibleServices(clinicId, reader)))
    .limit(1);
  return row ? withImage(row) : null;
}

/**
 * Column values of a service: a new one belongs to the site's clinic, and its group must be a live group of that
 * clinic (the foreign key alone would accept a deleted group or another clinic's).
 */
export async function prepareService(values: Record<string, unknown>, { tx, id }: WriteContext) {
  const clinicId = await siteClinicId(tx);
  if (typeof values.dmdichvu_id === 'string') {
    const [group] = await tx
      .select({ _id: serviceGroups._id })
      .from(serviceGroups)
      .where(and(eq(serviceGroups._id, values.dmdichvu_id), visibleGroups(clinicId, { staff: true })));
    if (!group) throw fieldError('dmdichvu_id', 'errors.unknownReference');
  }
  return id === null ? { ...values, phongkham_id: clinicId } : values;
}

// Together -------------------------------------------------------------------------------------------------

/** The price list: every shown group in order, each with its shown services in order. */
export async function getPriceList(db: Database) {
  const clinicId = await siteClinicId(db);
  const groups = (
    await db
      .select(groupColumns(PUBLIC))
      .from(serviceGroups)
      .leftJoin(files, eq(files._id, serviceGroups.hinhanh_id))
      .where(publicRows(serviceGroups, clinicId))
      .orderBy(asc(serviceGroups.thutu), asc(icu(serviceGroups.tendanhmuc)), asc(serviceGroups._id))
  ).map(withImage);
  const all = await servicesOfGroups(
    db,
    clinicId,
    PUBLIC,
    groups.map((group) => group._id),
  );
  return groups.map((group) => ({ ...group, dichvu: all.filter((service) => service.dmdichvu_id === group._id) }));
}

/** Shown groups and services with their titles and last change, for the sitemap. */
export async function serviceLinks(db: Database) {
  const clinicId = await siteClinicId(db);
  const [groups, provided] = await Promise.all([
    db
      .select({ _id: serviceGroups._id, title: serviceGroups.tendanhmuc, updatedAt: serviceGroups.updatedAt })
      .from(serviceGroups)
      .where(publicRows(serviceGroups, clinicId))
      .orderBy(asc(serviceGroups.thutu), asc(serviceGroups._id)),
    db
      .select({ _id: services._id, title: services.tendichvu, updatedAt: services.updatedAt })
      .from(services)
      .innerJoin(serviceGroups, eq(serviceGroups._id, services.dmdichvu_id))
      .where(visibleServices(clinicId, PUBLIC))
      .orderBy(asc(serviceGroups.thutu), ...serviceOrder),
  ]);
  return { groups, services: provided };
}
