// Sponsored operations (taitro) as the public site reads them: the charity cases, newest first, with what
// the operation costs and what has been raised; filter by status (still raising, or operated).
import type { sponsoredOperationListQuery } from '@phongkham/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { donations, files, sponsoredOperations } from '../../db/schema';
import { imageColumns, publicRows, withImage } from '../../lib/content';
import { notFound } from '../../lib/http-error';
import { icu, paginate, sortTerms, textSearch } from '../../lib/list';
import { siteClinicId } from '../setting/setting.service';

const t = sponsoredOperations;

/** What the operation has raised: the sum of its live donations (whole đồng). */
const raised =
  sql<number>`(select coalesce(sum(${donations.sotien}), 0) from ${donations} where ${donations.taitro_id} = ${t._id} and ${donations.deletedAt} is null)`.mapWith(
    Number,
  );

const itemColumns = {
  _id: t._id,
  tieude: t.tieude,
  tieude_en: t.tieude_en,
  mota: t.mota,
  mota_en: t.mota_en,
  benhnhan: t.benhnhan,
  chiphi: t.chiphi,
  dataitro: raised,
  trangthai: t.trangthai,
  hinhanh: imageColumns,
  ngaydang: t.ngaydang,
};

const sortable = { ngaydang: t.ngaydang, tieude: icu(t.tieude) };

export async function listSponsoredOperations(db: Database, query: z.output<typeof sponsoredOperationListQuery>) {
  const clinicId = await siteClinicId(db);
  const where = and(
    publicRows(t, clinicId),
    query.trangthai ? eq(t.trangthai, query.trangthai) : undefined,
    textSearch(query.q, [t.tieude, t.tieude_en]),
  );
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

export async function getSponsoredOperation(db: Database, id: string) {
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

/** Published cases with their titles and last change, for the sitemap. */
export async function sponsorshipLinks(db: Database) {
  const clinicId = await siteClinicId(db);
  return db
    .select({ _id: t._id, title: t.tieude, updatedAt: t.updatedAt })
    .from(t)
    .where(publicRows(t, clinicId))
    .orderBy(desc(t.ngaydang), desc(t._id));
}
