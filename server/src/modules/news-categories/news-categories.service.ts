// News categories (dmtintuc): the header's news menu in their order, and the back office's category screen.
import { slugify, type ListQuery } from '@phongkham/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newsCategories } from '../../db/schema';
import { cachedUntilContentChanges } from '../../lib/content-events';
import { freeSlug } from '../../lib/crud/slug';
import type { WriteContext } from '../../lib/crud/write';
import { icu, listPage } from '../../lib/list';

/** Live articles in the category, drafts included: what keeps it from being deleted. */
// Spelled with table names: drizzle leaves columns unqualified in a one-table select, and inside the subquery an
// unqualified "_id" would be the article's.
const articleCount = sql<number>`(select count(*)::int from "tintuc" t where t."dmtintuc_id" = "dmtintuc"."_id" and t."deletedAt" is null)`;

const columns = {
  _id: newsCategories._id,
  tendanhmuc: newsCategories.tendanhmuc,
  tendanhmuc_en: newsCategories.tendanhmuc_en,
  slug: newsCategories.slug,
  thutu: newsCategories.thutu,
  sobaiviet: articleCount,
  createdAt: newsCategories.createdAt,
  updatedAt: newsCategories.updatedAt,
};

/**
 * Every category in display order: what the header's news menu (every page render, the site's startup load)
 * asks for. Kept in memory until a write of public content (the kit signals it) or 5 minutes.
 */
const allNewsCategories = cachedUntilContentChanges((db: Database) => queryNewsCategories(db, { page: 1, limit: 0 }), {
  ttlMs: 5 * 60_000,
});

export async function listNewsCategories(db: Database, query: ListQuery) {
  // Only the one shape the site asks for is cached; searches, sorts and pages are staff's and go to the database.
  if (query.limit === 0 && !query.q && !query.sort) return allNewsCategories(db);
  return queryNewsCategories(db, query);
}

function queryNewsCategories(db: Database, query: ListQuery) {
  const live = isNull(newsCategories.deletedAt);
  return listPage(query, {
    where: [live],
    search: [newsCategories.tendanhmuc, newsCategories.tendanhmuc_en],
    sortable: {
      thutu: newsCategories.thutu,
      tendanhmuc: icu(newsCategories.tendanhmuc),
      createdAt: newsCategories.createdAt,
      updatedAt: newsCategories.updatedAt,
    },
    defaultSort: 'thutu,tendanhmuc',
    tieBreak: asc(newsCategories._id),
    columns: columns,
    from: (fields) => db.select(fields).from(newsCategories),
  });
}

export async function getNewsCategory(db: Database, id: string) {
  const [row] = await db
    .select(columns)
    .from(newsCategories)
    .where(and(eq(newsCategories._id, id), isNull(newsCategories.deletedAt)));
  return row ?? null;
}

/** A slug left empty is made from the name on create and kept on update (category pages keep their address). */
export async function prepareNewsCategory(values: Record<string, unknown>, { tx, id }: WriteContext) {
  const row = { ...values };
  if (typeof row.slug === 'string' && row.slug !== '') return row;
  delete row.slug;
  if (id !== null) return row;
  const wanted = slugify(String(row.tendanhmuc)) || 'danh-muc';
  return {
    ...row,
    slug: await freeSlug(tx, newsCategories, newsCategories.slug, wanted, isNull(newsCategories.deletedAt)),
  };
}
