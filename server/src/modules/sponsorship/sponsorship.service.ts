// Sponsored operations (taitro) of the site's clinic, for the public site and the back office's editor. The public
// sees published operations; staff who may view /tai-tro-ca-mo see every live one. What an operation has raised is
// the sum of its live donations, never a typed figure (docs/decisions/0011-site-editors.md), and its page lists
// those donations with the sponsor named only when they agreed to be.
import type { sponsorshipResource } from '@phongkham/contracts';
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { donations, files, sponsoredOperations, successStories } from '../../db/schema';
import { imageColumns, publicRows, withImage } from '../../lib/content';
import type { Reader } from '../../lib/crud/routes';
import type { WriteContext } from '../../lib/crud/write';
import { icu, listPage } from '../../lib/list';
import { siteClinicId } from '../setting/setting.service';
import { now } from '../../db/clock';

const t = sponsoredOperations;

/** What the operation has raised: the sum of its live donations (whole đồng). */
const raised =
  sql<number>`(select coalesce(sum(${donations.sotien}), 0) from ${donations} where ${donations.taitro_id} = ${t._id} and ${donations.deletedAt} is null)`.mapWith(
    Number,
  );

const rowColumns = {
  _id: t._id,
  tieude: t.tieude,
  tieude_en: t.tieude_en,
  mota: t.mota,
  mota_en: t.mota_en,
  benhnhan: t.benhnhan,
  benhnhan_en: t.benhnhan_en,
  chiphi: t.chiphi,
  dataitro: raised,
  trangthai: t.trangthai,
  hinhanh: imageColumns,
  ngaydang: t.ngaydang,
  hienthi: t.hienthi,
  updatedAt: t.updatedAt,
};

const recordColumns = {
  ...rowColumns,
  noidung: t.noidung,
  noidung_en: t.noidung_en,
  hinhanh_id: t.hinhanh_id,
  createdAt: t.createdAt,
};

/** What a reader may see: the public only published operations; staff every live one. */
function visible(clinicId: string, reader: Reader): SQL {
  if (!reader.staff) return publicRows(t, clinicId);
  return and(eq(t.phongkham_id, clinicId), isNull(t.deletedAt))!;
}

export async function listSponsorships(
  db: Database,
  query: z.output<typeof sponsorshipResource.listQuery>,
  reader: Reader,
) {
  const clinicId = await siteClinicId(db);
  return listPage(query, {
    where: [
      visible(clinicId, reader),
      query.trangthai ? eq(t.trangthai, query.trangthai) : undefined,
      query.hienthi === undefined ? undefined : eq(t.hienthi, query.hienthi),
    ],
    search: [t.tieude, t.tieude_en, t.mota, t.benhnhan],
    sortable: {
      ngaydang: t.ngaydang,
      tieude: icu(t.tieude),
      chiphi: t.chiphi,
      dataitro: raised,
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
    },
    defaultSort: '-ngaydang',
    tieBreak: desc(t._id),
    columns: rowColumns,
    from: (fields) => db.select(fields).from(t).leftJoin(files, eq(files._id, t.hinhanh_id)),
    map: withImage,
  });
}

/** The operation's donations, newest first, as the public page lists them: a sponsor's name only with consent. */
function publicDonations(db: Database, id: string) {
  return db
    .select({
      _id: donations._id,
      nhataitro: sql<string | null>`case when ${donations.congkhai} then ${donations.nhataitro} else null end`,
      sotien: donations.sotien,
      ngay: donations.ngay,
    })
    .from(donations)
    .where(and(eq(donations.taitro_id, id), isNull(donations.deletedAt)))
    .orderBy(desc(donations.ngay), desc(donations.createdAt));
}

/** The stories that follow the operation, as the reader may see them (the public: published ones). */
function linkedStories(db: Database, id: string, clinicId: string, reader: Reader) {
  const s = successStories;
  return db
    .select({ _id: s._id, tieude: s.tieude, tieude_en: s.tieude_en })
    .from(s)
    .where(
      and(
        eq(s.taitro_id, id),
        eq(s.phongkham_id, clinicId),
        isNull(s.deletedAt),
        reader.staff ? undefined : eq(s.hienthi, true),
      ),
    )
    .orderBy(desc(s.ngaydang), asc(s._id));
}

export async function getSponsorship(db: Database, id: string, reader: Reader) {
  const clinicId = await siteClinicId(db);
  const [row] = await db
    .select(recordColumns)
    .from(t)
    .leftJoin(files, eq(files._id, t.hinhanh_id))
    .where(and(eq(t._id, id), visible(clinicId, reader)));
  if (!row) return null;
  const [gifts, stories] = await Promise.all([publicDonations(db, id), linkedStories(db, id, clinicId, reader)]);
  return { ...withImage(row), quyengop: gifts, cauchuyen: stories };
}

/** Column values from the editor's body: the site's clinic, and the posting moment (now unless given). */
export async function prepareSponsorship(values: Record<string, unknown>, { tx, id }: WriteContext) {
  const row = { ...values };
  if (typeof row.ngaydang === 'string') row.ngaydang = new Date(row.ngaydang);
  else if (row.ngaydang === null || (id === null && row.ngaydang === undefined)) row.ngaydang = now();
  if (id !== null) return row;
  return { ...row, phongkham_id: await siteClinicId(tx) };
}

/** Published operations with their titles and last change, for the sitemap. */
export async function sponsorshipLinks(db: Database) {
  const clinicId = await siteClinicId(db);
  return db
    .select({ _id: t._id, title: t.tieude, updatedAt: t.updatedAt })
    .from(t)
    .where(publicRows(t, clinicId))
    .orderBy(desc(t.ngaydang), desc(t._id));
}
