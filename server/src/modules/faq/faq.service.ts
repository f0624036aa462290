// Frequently asked questions (faq) and their catalogues (dmfaq) of the site's clinic, for `/hoi-dap` and for the
// back office's editors. The public sees published questions in live catalogues; staff who may view see drafts.
import type { faqCategoryResource, faqResource } from '@phongkham/contracts';
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { faqCategories, faqs } from '../../db/schema';
import type { Reader } from '../../lib/crud/routes';
import type { WriteContext } from '../../lib/crud/write';
import { fieldError } from '../../lib/http-error';
import { icu, listPage } from '../../lib/list';
import { siteClinicId } from '../setting/setting.service';

// Catalogues -------------------------------------------------------------------------------------------------

/**
 * Questions in the catalogue: every live one for staff (what keeps it from being deleted), the published ones for
 * the public. Spelled with table names: inside the subquery an unqualified "_id" would be the question's.
 */
const questionCount = (reader: Reader) =>
  reader.staff
    ? sql<number>`(select count(*)::int from "faq" f where f."dmfaq_id" = "dmfaq"."_id" and f."deletedAt" is null)`
    : sql<number>`(select count(*)::int from "faq" f where f."dmfaq_id" = "dmfaq"."_id" and f."deletedAt" is null and f."hienthi")`;

const categoryColumns = (reader: Reader) => ({
  _id: faqCategories._id,
  tendanhmuc: faqCategories.tendanhmuc,
  tendanhmuc_en: faqCategories.tendanhmuc_en,
  thutu: faqCategories.thutu,
  socauhoi: questionCount(reader),
  createdAt: faqCategories.createdAt,
  updatedAt: faqCategories.updatedAt,
});

const liveCategories = (clinicId: string) =>
  and(eq(faqCategories.phongkham_id, clinicId), isNull(faqCategories.deletedAt))!;

export async function listFaqCategories(
  db: Database,
  query: z.output<typeof faqCategoryResource.listQuery>,
  reader: Reader,
) {
  const clinicId = await siteClinicId(db);
  return listPage(query, {
    where: [liveCategories(clinicId)],
    search: [faqCategories.tendanhmuc, faqCategories.tendanhmuc_en],
    sortable: {
      thutu: faqCategories.thutu,
      tendanhmuc: icu(faqCategories.tendanhmuc),
      createdAt: faqCategories.createdAt,
      updatedAt: faqCategories.updatedAt,
    },
    defaultSort: 'thutu,tendanhmuc',
    tieBreak: asc(faqCategories._id),
    columns: categoryColumns(reader),
    from: (fields) => db.select(fields).from(faqCategories),
  });
}

export async function getFaqCategory(db: Database, id: string, reader: Reader) {
  const clinicId = await siteClinicId(db);
  const [row] = await db
    .select(categoryColumns(reader))
    .from(faqCategories)
    .where(and(eq(faqCategories._id, id), liveCategories(clinicId)));
  return row ?? null;
}

/** A new catalogue belongs to the site's clinic. */
export async function prepareFaqCategory(values: Record<string, unknown>, { tx, id }: WriteContext) {
  return id === null ? { ...values, phongkham_id: await siteClinicId(tx) } : values;
}

// Questions --------------------------------------------------------------------------------------------------

const rowColumns = {
  _id: faqs._id,
  dmfaq_id: faqs.dmfaq_id,
  cauhoi: faqs.cauhoi,
  cauhoi_en: faqs.cauhoi_en,
  traloi: faqs.traloi,
  traloi_en: faqs.traloi_en,
  thutu: faqs.thutu,
  hienthi: faqs.hienthi,
  danhmuc: {
    _id: faqCategories._id,
    tendanhmuc: faqCategories.tendanhmuc,
    tendanhmuc_en: faqCategories.tendanhmuc_en,
    thutu: faqCategories.thutu,
  },
  updatedAt: faqs.updatedAt,
};

/**
 * The order of a list: by position (the default) means catalogue by catalogue, each in its own order, as the site
 * groups them; a position alone means nothing across catalogues. Other sorts stand as they are.
 */
function catalogueFirst(sort: string | undefined, order: SQL[]): SQL[] {
  if (sort && !/^-?thutu$/.test(sort)) return order;
  const direction = sort?.startsWith('-') ? desc : asc;
  return [direction(faqCategories.thutu), direction(faqCategories._id), ...order];
}

/** What a reader may see: live questions of the clinic in live catalogues; the public only the published ones. */
function visible(clinicId: string, reader: Reader): SQL {
  const live = and(liveCategories(clinicId), eq(faqs.phongkham_id, clinicId), isNull(faqs.deletedAt))!;
  return reader.staff ? live : and(live, eq(faqs.hienthi, true))!;
}

export async function listFaqs(db: Database, query: z.output<typeof faqResource.listQuery>, reader: Reader) {
  const clinicId = await siteClinicId(db);
  return listPage(query, {
    where: [
      visible(clinicId, reader),
      query.dmfaq_id ? eq(faqs.dmfaq_id, query.dmfaq_id) : undefined,
      query.hienthi === undefined ? undefined : eq(faqs.hienthi, query.hienthi),
    ],
    search: [faqs.cauhoi, faqs.cauhoi_en],
    sortable: {
      thutu: faqs.thutu,
      cauhoi: icu(faqs.cauhoi),
      createdAt: faqs.createdAt,
      updatedAt: faqs.updatedAt,
    },
    defaultSort: 'thutu',
    tieBreak: asc(faqs._id),
    columns: rowColumns,
    from: (fields) => db.select(fields).from(faqs).innerJoin(faqCategories, eq(faqCategories._id, faqs.dmfaq_id)),
    orderFirst: (order) => catalogueFirst(query.sort, order),
  });
}

export async function getFaq(db: Database, id: string, reader: Reader) {
  const clinicId = await siteClinicId(db);
  const [row] = await db
    .select({ ...rowColumns, createdAt: faqs.createdAt })
    .from(faqs)
    .innerJoin(faqCategories, eq(faqCategories._id, faqs.dmfaq_id))
    .where(and(eq(faqs._id, id), visible(clinicId, reader)));
  return row ?? null;
}

/** The chosen catalogue must be a live one of the clinic: a deleted one would hide the question everywhere. */
async function assertLiveCategory(tx: Transaction, id: unknown, clinicId: string) {
  if (typeof id !== 'string') return;
  const [found] = await tx
    .select({ _id: faqCategories._id })
    .from(faqCategories)
    .where(and(eq(faqCategories._id, id), liveCategories(clinicId)));
  if (!found) throw fieldError('dmfaq_id', 'errors.unknownReference');
}

/** Column values from the editor's body: the site's clinic on create, and a live catalogue. */
export async function prepareFaq(values: Record<string, unknown>, { tx, id }: WriteContext) {
  const clinicId = await siteClinicId(tx);
  await assertLiveCategory(tx, values.dmfaq_id, clinicId);
  return id === null ? { ...values, phongkham_id: clinicId } : values;
}

/** When the FAQ page last changed: its newest published question or their catalogues' last edit, for the sitemap. */
export async function faqLastChange(db: Database): Promise<Date | null> {
  const clinicId = await siteClinicId(db);
  const rows = await db
    .select({ question: faqs.updatedAt, catalogue: faqCategories.updatedAt })
    .from(faqs)
    .innerJoin(faqCategories, eq(faqCategories._id, faqs.dmfaq_id))
    .where(visible(clinicId, { staff: false }));
  const times = rows.flatMap((row) => [row.question.getTime(), row.catalogue.getTime()]);
  return times.length ? new Date(Math.max(...times)) : null;
}
