// Success stories (cauchuyen) as the public site reads them: patients' journeys, newest first.
import type { successStoryListQuery } from '@phongkham/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { files, successStories } from '../../db/schema';
import { imageColumns, publicRows, withImage } from '../../lib/content';
import { notFound } from '../../lib/http-error';
import { icu, paginate, sortTerms, textSearch } from '../../lib/list';
import { siteClinicId } from '../setting/setting.service';

const t = successStories;

const itemColumns = {
  _id: t._id,
  tieude: t.tieude,
  tieude_en: t.tieude_en,
  mota: t.mota,
  mota_en: t.mota_en,
  hinhanh: imageColumns,
  ngaydang: t.ngaydang,
};

const sortable = { ngaydang: t.ngaydang, tieude: icu(t.tieude) };

export async function listSuccessStories(db: Database, query: z.output<typeof successStoryListQuery>) {
  const clinicId = await siteClinicId(db);
  const where = and(publicRows(t, clinicId), textSearch(query.q, [t.tieude, t.tieude_en]));
  const order = [...sortTerms(query.sort, sortable, [desc(t.ngaydang)]), desc(t._id)];
  return paginate(query, {
    count: async () => (await db.select({ n: count() }).from(t).where(where))[0]?.n ?? 0,
    rows: async (window) => {
      const rows = db
        .select(itemColumns)
        .from(t)
        .leftJoin(files, eq(files._id, t.hinhanh_id))
        .where(where)
        .orderBy(...order)
        .$dynamic();
      return (await rows.limit(window.limit).offset(window.offset)).map(withImage);
    },
  });
}

export async function getSuccessStory(db: Database, id: string) {
  const clinicId = await siteClinicId(db);
  const [row] = await db
    .select({ ...itemColumns, noidung: t.noidung, noidung_en: t.noidung_en })
    .from(t)
    .leftJoin(files, eq(files._id, t.hinhanh_id))
    .where(and(eq(t._id, id), publicRows(t, clinicId)))
    .limit(1);
  if (!row) throw notFound();
  return withImage(row);
}

/** Published stories with their titles and last change, for the sitemap. */
export async function successStoryLinks(db: Database) {
  const clinicId = await siteClinicId(db);
  return db
    .select({ _id: t._id, title: t.tieude, updatedAt: t.updatedAt })
    .from(t)
    .where(publicRows(t, clinicId))
    .orderBy(desc(t.ngaydang), desc(t._id));
}
