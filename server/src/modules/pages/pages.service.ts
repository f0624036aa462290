// Single pages (trang) of the site's clinic: about, charity and the introductions of the two public forms.
import type { PageCode } from '@phongkham/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files, pages } from '../../db/schema';
import { imageColumns, withImage } from '../../lib/content';
import { notFound } from '../../lib/http-error';
import { siteClinicId } from '../setting/setting.service';

const columns = {
  _id: pages._id,
  ma: pages.ma,
  tieude: pages.tieude,
  tieude_en: pages.tieude_en,
  mota: pages.mota,
  mota_en: pages.mota_en,
  noidung: pages.noidung,
  noidung_en: pages.noidung_en,
  hinhanh: imageColumns,
  updatedAt: pages.updatedAt,
};

export async function getPage(db: Database, ma: PageCode) {
  const clinicId = await siteClinicId(db);
  const [row] = await db
    .select(columns)
    .from(pages)
    .leftJoin(files, eq(files._id, pages.hinhanh_id))
    .where(and(eq(pages.phongkham_id, clinicId), eq(pages.ma, ma)))
    .limit(1);
  if (!row) throw notFound();
  return withImage(row);
}

/** When each page last changed, for the sitemap. */
export async function pageDates(db: Database): Promise<Partial<Record<PageCode, Date>>> {
  const clinicId = await siteClinicId(db);
  const rows = await db
    .select({ ma: pages.ma, updatedAt: pages.updatedAt })
    .from(pages)
    .where(eq(pages.phongkham_id, clinicId));
  return Object.fromEntries(rows.map((row) => [row.ma, row.updatedAt]));
}
