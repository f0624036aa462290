// Patient guides (huongdan) and their catalogues (dmhuongdan) of the site's clinic, for `/huong-dan`, each guide's
// page and the back office's editors. The public sees published guides in live catalogues; staff who may view
// see drafts too.
import type { guideCategoryResource, guideResource } from '@phongkham/contracts';
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { files, guideCategories, guides } from '../../db/schema';
import { imageColumns, withImage } from '../../lib/content';
import type { Reader } from '../../lib/crud/routes';
import type { WriteContext } from '../../lib/crud/write';
import { fieldError } from '../../lib/http-error';
import { icu, listPage } from '../../lib/list';
import { siteClinicId } from '../setting/setting.service';

// Catalogues -------------------------------------------------------------------------------------------------

/**
 * Guides in the catalogue: every live one for staff (what keeps it from being deleted), the published ones for
 * the public. Spelled with table names: inside the subquery an unqualified "_id" would be the guide's.
 */
const guideCount = (reader: Reader) =>
  reader.staff
    ? sql<number>`(select count(*)::int from "huongdan" h where h."dmhuongdan_id" = "dmhuongdan"."_id" and h."deletedAt" is null)`
    : sql<number>`(select count(*)::int from "huongdan" h where h."dmhuongdan_id" = "dmhuongdan"."_id" and h."deletedAt" is null and h."hienthi")`;

const categoryColumns = (reader: Reader) => ({
  _id: guideCategories._id,
  tendanhmuc: guideCategories.tendanhmuc,
  tendanhmuc_en: guideCategories.tendanhmuc_en,
  thutu: guideCategories.thutu,
  sohuongdan: guideCount(reader),
  createdAt: guideCategories.createdAt,
  updatedAt: guideCategories.updatedAt,
});

const liveCategories = (clinicId: string) =>
  and(eq(guideCategories.phongkham_id, clinicId), isNull(guideCategories.deletedAt))!;

export async function listGuideCategories(
  db: Database,
  query: z.output<typeof guideCategoryResource.listQuery>,
  reader: Reader,
) {
  const clinicId = await siteClinicId(db);
  return listPage(query, {
    where: [liveCategories(clinicId)],
    search: [guideCategories.tendanhmuc, guideCategories.tendanhmuc_en],
    sortable: {
      thutu: guideCategories.thutu,
      tendanhmuc: icu(guideCategories.tendanhmuc),
      createdAt: guideCategories.createdAt,
      updatedAt: guideCategories.updatedAt,
    },
    defaultSort: 'thutu,tendanhmuc',
    tieBreak: asc(guideCategories._id),
    columns: categoryColumns(reader),
    from: (fields) => db.select(fields).from(guideCategories),
  });
}

export async function getGuideCategory(db: Database, id: string, reader: Reader) {
  const clinicId = await siteClinicId(db);
  const [row] = await db
    .select(categoryColumns(reader))
    .from(guideCategories)
    .where(and(eq(guideCategories._id, id), liveCategories(clinicId)));
  return row ?? null;
}

/** A new catalogue belongs to the site's clinic. */
export async function prepareGuideCategory(values: Record<string, unknown>, { tx, id }: WriteContext) {
  return id === null ? { ...values, phongkham_id: await siteClinicId(tx) } : values;
}

// Guides -----------------------------------------------------------------------------------------------------

const rowColumns = {
  _id: guides._id,
  dmhuongdan_id: guides.dmhuongdan_id,
  tieude: guides.tieude,
  tieude_en: guides.tieude_en,
  mota: guides.mota,
  mota_en: guides.mota_en,
  hinhanh: imageColumns,
  thutu: guides.thutu,
  hienthi: guides.hienthi,
  danhmuc: {
    _id: guideCategories._id,
    tendanhmuc: guideCategories.tendanhmuc,
    tendanhmuc_en: guideCategories.tendanhmuc_en,
    thutu: guideCategories.thutu,
  },
  updatedAt: guides.updatedAt,
};

const recordColumns = {
  ...rowColumns,
  noidung: guides.noidung,
  noidung_en: guides.noidung_en,
  hinhanh_id: guides.hinhanh_id,
  createdAt: guides.createdAt,
};

/**
 * The order of a list: by position (the default) means catalogue by catalogue, each in its own order, as the site
 * groups them; a position alone means nothing across catalogues. Other sorts stand as they are.
 */
function catalogueFirst(sort: string | undefined, order: SQL[]): SQL[] {
  if (sort && !/^-?thutu$/.test(sort)) return order;
  const direction = sort?.startsWith('-') ? desc : asc;
  return [direction(guideCategories.thutu), direction(guideCategories._id), ...order];
}

/** What a reader may see: live guides of the clinic in live catalogues; the public only the published ones. */
function visible(clinicId: string, reader: Reader): SQL {
  const live = and(liveCategories(clinicId), eq(guides.phongkham_id, clinicId), isNull(guides.deletedAt))!;
  return reader.staff ? live : and(live, eq(guides.hienthi, true))!;
}

export async function listGuides(db: Database, query: z.output<typeof guideResource.listQuery>, reader: Reader) {
  const clinicId = await siteClinicId(db);
  return listPage(query, {
    where: [
      visible(clinicId, reader),
      query.dmhuongdan_id ? eq(guides.dmhuongdan_id, query.dmhuongdan_id) : undefined,
      query.hienthi === undefined ? undefined : eq(guides.hienthi, query.hienthi),
    ],
    search: [guides.tieude, guides.tieude_en, guides.mota],
    sortable: {
      thutu: guides.thutu,
      tieude: icu(guides.tieude),
      createdAt: guides.createdAt,
      updatedAt: guides.updatedAt,
    },
    defaultSort: 'thutu',
    tieBreak: asc(guides._id),
    columns: rowColumns,
    from: (fields) =>
      db
        .select(fields)
        .from(guides)
        .innerJoin(guideCategories, eq(guideCategories._id, guides.dmhuongdan_id))
        .leftJoin(files, eq(files._id, guides.hinhanh_id)),
    orderFirst: (order) => catalogueFirst(query.sort, order),
    map: withImage,
  });
}

export async function getGuide(db: Database, id: string, reader: Reader) {
  const clinicId = await siteClinicId(db);
  const [row] = await db
    .select(recordColumns)
    .from(guides)
    .innerJoin(guideCategories, eq(guideCategories._id, guides.dmhuongdan_id))
    .leftJoin(files, eq(files._id, guides.hinhanh_id))
    .where(and(eq(guides._id, id), visible(clinicId, reader)));
  return row ? withImage(row) : null;
}

/** The chosen catalogue must be a live one of the clinic: a deleted one would hide the guide everywhere. */
async function assertLiveCategory(tx: Transaction, id: unknown, clinicId: string) {
  if (typeof id !== 'string') return;
  const [found] = await tx
    .select({ _id: guideCategories._id })
    .from(guideCategories)
    .where(and(eq(guideCategories._id, id), liveCategories(clinicId)));
  if (!found) throw fieldError('dmhuongdan_id', 'errors.unknownReference');
}

/** Column values from the editor's body: the site's clinic on create, and a live catalogue. */
export async function prepareGuide(values: Record<string, unknown>, { tx, id }: WriteContext) {
  const clinicId = await siteClinicId(tx);
  await assertLiveCategory(tx, values.dmhuongdan_id, clinicId);
  return id === null ? { ...values, phongkham_id: clinicId } : values;
}

/** Every published guide with its title and last change, for the sitemap. */
export async function guideLinks(db: Database) {
  const clinicId = await siteClinicId(db);
  return db
    .select({ _id: guides._id, title: guides.tieude, updatedAt: guides.updatedAt })
    .from(guides)
    .innerJoin(guideCategories, eq(guideCategories._id, guides.dmhuongdan_id))
    .where(visible(clinicId, { staff: false }))
    .orderBy(asc(guideCategories.thutu), asc(guides.thutu), asc(guides._id));
}
