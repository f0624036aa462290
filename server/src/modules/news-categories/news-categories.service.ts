// News categories (dmtintuc): the list the header's news menu and the news pages use.
import type { ListQuery } from '@phongkham/contracts';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newsCategories } from '../../db/schema';
import { cachedUntilContentChanges } from '../../lib/content-events';
import { notFound } from '../../lib/http-error';
import { icu, paginate, sortTerms, textSearch } from '../../lib/list';

const columns = {
  _id: newsCategories._id,
  tendanhmuc: newsCategories.tendanhmuc,
  tendanhmuc_en: newsCategories.tendanhmuc_en,
  thutu: newsCategories.thutu,
  createdAt: newsCategories.createdAt,
  updatedAt: newsCategories.updatedAt,
};

const sortable = {
  thutu: newsCategories.thutu,
  tendanhmuc: icu(newsCategories.tendanhmuc),
  createdAt: newsCategories.createdAt,
  updatedAt: newsCategories.updatedAt,
};

/**
 * Every category in display order: what the header's news menu (every page render, the site's startup load)
 * asks for. Kept in memory until contentChanged() (which every write of categories calls) or 5 minutes.
 */
const allNewsCategories = cachedUntilContentChanges((db: Database) => queryNewsCategories(db, { page: 1, limit: 0 }), {
  ttlMs: 5 * 60_000,
});

export async function listNewsCategories(db: Database, query: ListQuery) {
  // Only the one shape the site asks for is cached; searches, sorts and pages are staff's and go to the database.
  if (query.limit === 0 && !query.q && !query.sort) return allNewsCategories(db);
  return queryNewsCategories(db, query);
}

async function queryNewsCategories(db: Database, query: ListQuery) {
  const where = and(
    isNull(newsCategories.deletedAt),
    textSearch(query.q, [newsCategories.tendanhmuc, newsCategories.tendanhmuc_en]),
  );
  // _id breaks ties so pages never overlap when the sort key repeats.
  const order = [
    ...sortTerms(query.sort, sortable, [asc(newsCategories.thutu), asc(sortable.tendanhmuc)]),
    asc(newsCategories._id),
  ];
  return paginate(query, {
    count: async () => (await db.select({ n: count() }).from(newsCategories).where(where))[0]?.n ?? 0,
    rows: async (window) => {
      const rows = db
        .select(columns)
        .from(newsCategories)
        .where(where)
        .orderBy(...order)
        .$dynamic();
      return window ? rows.limit(window.limit).offset(window.offset) : rows;
    },
  });
}

export async function getNewsCategory(db: Database, id: string) {
  const [row] = await db
    .select(columns)
    .from(newsCategories)
    .where(and(eq(newsCategories._id, id), isNull(newsCategories.deletedAt)));
  if (!row) throw notFound();
  return row;
}
