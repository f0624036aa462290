// Diseases (benh): the introduction pages of the conditions the clinic treats, as the public site reads them.
import type { diseaseListQuery } from '@phongkham/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { diseases, files } from '../../db/schema';
import { imageColumns, publicRows, withImage } from '../../lib/content';
import { notFound } from '../../lib/http-error';
import { icu, paginate, sortTerms, textSearch } from '../../lib/list';
import { siteClinicId } from '../setting/setting.service';

const itemColumns = {
  _id: diseases._id,
  tenbenh: diseases.tenbenh,
  tenbenh_en: diseases.tenbenh_en,
  mota: diseases.mota,
  mota_en: diseases.mota_en,
  hinhanh: imageColumns,
  thutu: diseases.thutu,
};

const sortable = { thutu: diseases.thutu, tenbenh: icu(diseases.tenbenh) };

export async function listDiseases(db: Database, query: z.output<typeof diseaseListQuery>) {
  const clinicId = await siteClinicId(db);
  const where = and(publicRows(diseases, clinicId), textSearch(query.q, [diseases.tenbenh, diseases.tenbenh_en]));
  const order = [...sortTerms(query.sort, sortable, [asc(diseases.thutu), asc(sortable.tenbenh)]), asc(diseases._id)];
  return paginate(query, {
    count: async () => (await db.select({ n: count() }).from(diseases).where(where))[0]?.n ?? 0,
    rows: async (window) => {
      const rows = db
        .select(itemColumns)
        .from(diseases)
        .leftJoin(files, eq(files._id, diseases.hinhanh_id))
        .where(where)
        .orderBy(...order)
        .$dynamic();
      return (await rows.limit(window.limit).offset(window.offset)).map(withImage);
    },
  });
}

export async function getDisease(db: Database, id: string) {
  const clinicId = await siteClinicId(db);
  const [row] = await db
    .select({ ...itemColumns, noidung: diseases.noidung, noidung_en: diseases.noidung_en })
    .from(diseases)
    .leftJoin(files, eq(files._id, diseases.hinhanh_id))
    .where(and(eq(diseases._id, id), publicRows(diseases, clinicId)))
    .limit(1);
  if (!row) throw notFound();
  return withImage(row);
}

/** Published diseases with their titles and last change, for the sitemap. */
export async function diseaseLinks(db: Database) {
  const clinicId = await siteClinicId(db);
  return db
    .select({ _id: diseases._id, title: diseases.tenbenh, updatedAt: diseases.updatedAt })
    .from(diseases)
    .where(publicRows(diseases, clinicId))
    .orderBy(asc(diseases.thutu), asc(diseases._id));
}
