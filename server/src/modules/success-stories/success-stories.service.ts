// Success stories (cauchuyen) of the site's clinic, for the public site and the back office's editor. The public
// sees published stories; staff who may view /cau-chuyen-thanh-cong see every live one. A story may follow a
// sponsored operation: it names the operation when the reader may see it too (the public: a published one).
import type { successStoryResource } from '@phongkham/contracts';
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { files, sponsoredOperations, successStories } from '../../db/schema';
import { imageColumns, publicRows, withImage } from '../../lib/content';
import type { Reader } from '../../lib/crud/routes';
import type { WriteContext } from '../../lib/crud/write';
import { fieldError } from '../../lib/http-error';
import { icu, listPage } from '../../lib/list';
import { siteClinicId } from '../setting/setting.service';
import { now } from '../../db/clock';

const t = successStories;
const op = sponsoredOperations;

const rowColumns = {
  _id: t._id,
  tieude: t.tieude,
  tieude_en: t.tieude_en,
  mota: t.mota,
  mota_en: t.mota_en,
  hinhanh: imageColumns,
  ngaydang: t.ngaydang,
  taitro_id: t.taitro_id,
  taitro: { _id: op._id, tieude: op.tieude, tieude_en: op.tieude_en },
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

/** What a reader may see of a content table: the public only published rows; staff every live one. */
function visibleOf(table: typeof t | typeof op, clinicId: string, reader: Reader): SQL {
  if (!reader.staff) return publicRows(table, clinicId);
  return and(eq(table.phongkham_id, clinicId), isNull(table.deletedAt))!;
}

/** The followed operation, joined only when the reader may see it. */
const operationJoin = (clinicId: string, reader: Reader) =>
  and(eq(op._id, t.taitro_id), visibleOf(op, clinicId, reader));

export async function listSuccessStories(
  db: Database,
  query: z.output<typeof successStoryResource.listQuery>,
  reader: Reader,
) {
  const clinicId = await siteClinicId(db);
  return listPage(query, {
    where: [
      visibleOf(t, clinicId, reader),
      query.taitro_id ? eq(t.taitro_id, query.taitro_id) : undefined,
      query.hienthi === undefined ? undefined : eq(t.hienthi, query.hienthi),
    ],
    search: [t.tieude, t.tieude_en, t.mota],
    sortable: { ngaydang: t.ngaydang, tieude: icu(t.tieude), createdAt: t.createdAt, updatedAt: t.updatedAt },
    defaultSort: '-ngaydang',
    tieBreak: desc(t._id),
    columns: rowColumns,
    from: (fields) =>
      db
        .select(fields)
        .from(t)
        .leftJoin(files, eq(files._id, t.hinhanh_id))
        .leftJoin(op, operationJoin(clinicId, reader)),
    map: withImage,
  });
}

export async function getSuccessStory(db: Database, id: string, reader: Reader) {
  const clinicId = await siteClinicId(db);
  const [row] = await db
    .select(recordColumns)
    .from(t)
    .leftJoin(files, eq(files._id, t.hinhanh_id))
    .leftJoin(op, operationJoin(clinicId, reader))
    .where(and(eq(t._id, id), visibleOf(t, clinicId, reader)));
  return row ? withImage(row) : null;
}

/**
 * Column values from the editor's body: the site's clinic, the posting moment (now unless given), and a followed
 * operation that is live in the clinic (a deleted one passes the foreign key, so it is checked here).
 */
export async function prepareSuccessStory(values: Record<string, unknown>, { tx, id }: WriteContext) {
  const row = { ...values };
  const clinicId = await siteClinicId(tx);
  if (typeof row.taitro_id === 'string') {
    const [found] = await tx
      .select({ _id: op._id })
      .from(op)
      .where(and(eq(op._id, row.taitro_id), eq(op.phongkham_id, clinicId), isNull(op.deletedAt)));
    if (!found) throw fieldError('taitro_id', 'errors.unknownReference');
  }
  if (typeof row.ngaydang === 'string') row.ngaydang = new Date(row.ngaydang);
  else if (row.ngaydang === null || (id === null && row.ngaydang === undefined)) row.ngaydang = now();
  return id === null ? { ...row, phongkham_id: clinicId } : row;
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
