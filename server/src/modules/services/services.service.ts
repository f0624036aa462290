// Services as the public site reads them: the groups (dmdichvu, `/dich-vu`), the provided services with
// their prices (dichvu, `/dich-vu-cung-cap`) and the price list that puts both together. A service shows
// only while its group does: hiding a group hides its services and their prices with it.
import type { serviceGroupListQuery, serviceListQuery } from '@phongkham/contracts';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { files, serviceGroups, services } from '../../db/schema';
import { imageColumns, publicRows, withImage } from '../../lib/content';
import { notFound } from '../../lib/http-error';
import { icu, paginate, sortTerms, textSearch } from '../../lib/list';
import { siteClinicId } from '../setting/setting.service';

const groupColumns = {
  _id: serviceGroups._id,
  tendanhmuc: serviceGroups.tendanhmuc,
  tendanhmuc_en: serviceGroups.tendanhmuc_en,
  mota: serviceGroups.mota,
  mota_en: serviceGroups.mota_en,
  hinhanh: imageColumns,
  thutu: serviceGroups.thutu,
};

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
  hinhanh: imageColumns,
  thutu: services.thutu,
};

const groupSortable = { thutu: serviceGroups.thutu, tendanhmuc: icu(serviceGroups.tendanhmuc) };
const serviceSortable = { thutu: services.thutu, tendichvu: icu(services.tendichvu), gia: services.gia };
const serviceOrder = [asc(services.thutu), asc(icu(services.tendichvu)), asc(services._id)];

/** Services the site may show: published, and in a group the site shows. */
const visibleServices = (clinicId: string) => and(publicRows(services, clinicId), publicRows(serviceGroups, clinicId));

export async function listServiceGroups(db: Database, query: z.output<typeof serviceGroupListQuery>) {
  const clinicId = await siteClinicId(db);
  const where = and(
    publicRows(serviceGroups, clinicId),
    textSearch(query.q, [serviceGroups.tendanhmuc, serviceGroups.tendanhmuc_en]),
  );
  const order = [
    ...sortTerms(query.sort, groupSortable, [asc(serviceGroups.thutu), asc(groupSortable.tendanhmuc)]),
    asc(serviceGroups._id),
  ];
  return paginate(query, {
    count: async () => (await db.select({ n: count() }).from(serviceGroups).where(where))[0]?.n ?? 0,
    rows: async (window) => {
      const rows = db
        .select(groupColumns)
        .from(serviceGroups)
        .leftJoin(files, eq(files._id, serviceGroups.hinhanh_id))
        .where(where)
        .orderBy(...order)
        .$dynamic();
      return (await rows.limit(window.limit).offset(window.offset)).map(withImage);
    },
  });
}

async function servicesOfGroups(db: Database, clinicId: string, groupIds: string[]) {
  if (groupIds.length === 0) return [];
  const rows = await db
    .select(serviceColumns)
    .from(services)
    .innerJoin(serviceGroups, eq(serviceGroups._id, services.dmdichvu_id))
    .leftJoin(files, eq(files._id, services.hinhanh_id))
    .where(and(visibleServices(clinicId), inArray(services.dmdichvu_id, groupIds)))
    .orderBy(...serviceOrder);
  return rows.map(withImage);
}

/** One group with its body and its services in order. */
export async function getServiceGroup(db: Database, id: string) {
  const clinicId = await siteClinicId(db);
  const [row] = await db
    .select({ ...groupColumns, noidung: serviceGroups.noidung, noidung_en: serviceGroups.noidung_en })
    .from(serviceGroups)
    .leftJoin(files, eq(files._id, serviceGroups.hinhanh_id))
    .where(and(eq(serviceGroups._id, id), publicRows(serviceGroups, clinicId)))
    .limit(1);
  if (!row) throw notFound();
  return { ...withImage(row), dichvu: await servicesOfGroups(db, clinicId, [row._id]) };
}

export async function listServices(db: Database, query: z.output<typeof serviceListQuery>) {
  const clinicId = await siteClinicId(db);
  const where = and(
    visibleServices(clinicId),
    query.dmdichvu_id ? eq(services.dmdichvu_id, query.dmdichvu_id) : undefined,
    textSearch(query.q, [services.tendichvu, services.tendichvu_en]),
  );
  const order = [
    ...sortTerms(query.sort, serviceSortable, [asc(serviceGroups.thutu), ...serviceOrder]),
    asc(services._id),
  ];
  return paginate(query, {
    count: async () =>
      (
        await db
          .select({ n: count() })
          .from(services)
          .innerJoin(serviceGroups, eq(serviceGroups._id, services.dmdichvu_id))
          .where(where)
      )[0]?.n ?? 0,
    rows: async (window) => {
      const rows = db
        .select(serviceColumns)
        .from(services)
        .innerJoin(serviceGroups, eq(serviceGroups._id, services.dmdichvu_id))
        .leftJoin(files, eq(files._id, services.hinhanh_id))
        .where(where)
        .orderBy(...order)
        .$dynamic();
      return (await rows.limit(window.limit).offset(window.offset)).map(withImage);
    },
  });
}

/** One service with its body and the group it belongs to. */
export async function getService(db: Database, id: string) {
  const clinicId = await siteClinicId(db);
  const [row] = await db
    .select({
      ...serviceColumns,
      noidung: services.noidung,
      noidung_en: services.noidung_en,
      nhom: {
        _id: serviceGroups._id,
        tendanhmuc: serviceGroups.tendanhmuc,
        tendanhmuc_en: serviceGroups.tendanhmuc_en,
      },
    })
    .from(services)
    .innerJoin(serviceGroups, eq(serviceGroups._id, services.dmdichvu_id))
    .leftJoin(files, eq(files._id, services.hinhanh_id))
    .where(and(eq(services._id, id), visibleServices(clinicId)))
    .limit(1);
  if (!row) throw notFound();
  return withImage(row);
}

/** The price list: every shown group in order, each with its shown services in order. */
export async function getPriceList(db: Database) {
  const clinicId = await siteClinicId(db);
  const groups = (
    await db
      .select(groupColumns)
      .from(serviceGroups)
      .leftJoin(files, eq(files._id, serviceGroups.hinhanh_id))
      .where(publicRows(serviceGroups, clinicId))
      .orderBy(asc(serviceGroups.thutu), asc(icu(serviceGroups.tendanhmuc)), asc(serviceGroups._id))
  ).map(withImage);
  const all = await servicesOfGroups(
    db,
    clinicId,
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
      .where(visibleServices(clinicId))
      .orderBy(asc(serviceGroups.thutu), ...serviceOrder),
  ]);
  return { groups, services: provided };
}
