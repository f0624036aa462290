// News articles (tintuc) as the public site reads them: published articles of the site's clinic in a
// category that still exists, newest first, each with its category and picture.
import type { newsListQuery } from '@phongkham/contracts';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { files, news, newsCategories } from '../../db/schema';
import { imageColumns, publicRows, withImage } from '../../lib/content';
import { notFound } from '../../lib/http-error';
import { icu, paginate, sortTerms, textSearch } from '../../lib/list';
import { siteClinicId } from '../setting/setting.service';

const itemColumns = {
  _id: news._id,
  dmtintuc_id: news.dmtintuc_id,
  tieude: news.tieude,
  tieude_en: news.tieude_en,
  mota: news.mota,
  mota_en: news.mota_en,
  hinhanh: imageColumns,
  noibat: news.noibat,
  ngaydang: news.ngaydang,
  danhmuc: {
    _id: newsCategories._id,
    tendanhmuc: newsCategories.tendanhmuc,
    tendanhmuc_en: newsCategories.tendanhmuc_en,
  },
};

const sortable = { ngaydang: news.ngaydang, tieude: icu(news.tieude), createdAt: news.createdAt };

/** Published, of the clinic, in a category that was not removed. */
const visible = (clinicId: string) => and(publicRows(news, clinicId), isNull(newsCategories.deletedAt));

const detailColumns = { ...itemColumns, noidung: news.noidung, noidung_en: news.noidung_en };

export async function listNews(db: Database, query: z.output<typeof newsListQuery>) {
  const clinicId = await siteClinicId(db);
  const where = and(
    visible(clinicId),
    query.dmtintuc_id ? eq(news.dmtintuc_id, query.dmtintuc_id) : undefined,
    query.noibat === undefined ? undefined : eq(news.noibat, query.noibat),
    textSearch(query.q, [news.tieude, news.tieude_en, news.mota]),
  );
  // _id breaks ties (UUIDv7: the later row first) so pages never overlap.
  const order = [...sortTerms(query.sort, sortable, [desc(news.ngaydang)]), desc(news._id)];
  return paginate(query, {
    count: async () =>
      (
        await db
          .select({ n: count() })
          .from(news)
          .innerJoin(newsCategories, eq(newsCategories._id, news.dmtintuc_id))
          .where(where)
      )[0]?.n ?? 0,
    rows: async (window) => {
      const rows = db
        .select(itemColumns)
        .from(news)
        .innerJoin(newsCategories, eq(newsCategories._id, news.dmtintuc_id))
        .leftJoin(files, eq(files._id, news.hinhanh_id))
        .where(where)
        .orderBy(...order)
        .$dynamic();
      return (await (window ? rows.limit(window.limit).offset(window.offset) : rows)).map(withImage);
    },
  });
}

export async function getNews(db: Database, id: string) {
  const clinicId = await siteClinicId(db);
  const [row] = await db
    .select(detailColumns)
    .from(news)
    .innerJoin(newsCategories, eq(newsCategories._id, news.dmtintuc_id))
    .leftJoin(files, eq(files._id, news.hinhanh_id))
    .where(and(eq(news._id, id), visible(clinicId)))
    .limit(1);
  if (!row) throw notFound();
  return withImage(row);
}

/** Every published article with its title and last change, for the sitemap. */
export async function newsLinks(db: Database) {
  const clinicId = await siteClinicId(db);
  return db
    .select({ _id: news._id, title: news.tieude, updatedAt: news.updatedAt, dmtintuc_id: news.dmtintuc_id })
    .from(news)
    .innerJoin(newsCategories, eq(newsCategories._id, news.dmtintuc_id))
    .where(visible(clinicId))
    .orderBy(desc(news.ngaydang));
}
