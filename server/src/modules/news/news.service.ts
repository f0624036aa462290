// News articles (tintuc) of the site's clinic, for the public site and for the back office's editor. The public
// sees published articles whose moment has come, in a live category; staff who may view /tin-tuc see every live
// article, drafts and scheduled ones included, with its publish state.
import { slugify, type newsResource } from '@phongkham/contracts';
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { files, news, newsCategories, staff } from '../../db/schema';
import { imageColumns, toImage, withImage } from '../../lib/content';
import { publishedNow, publishState } from '../../lib/crud/publish';
import type { Reader } from '../../lib/crud/routes';
import { freeSlug } from '../../lib/crud/slug';
import type { WriteContext } from '../../lib/crud/write';
import { icu, listPage } from '../../lib/list';
import { siteClinicId } from '../setting/setting.service';
import { now } from '../../db/clock';

const shareImages = alias(files, 'seo_hinhanh');

const state = publishState(news);

const rowColumns = {
  _id: news._id,
  dmtintuc_id: news.dmtintuc_id,
  tieude: news.tieude,
  tieude_en: news.tieude_en,
  mota: news.mota,
  mota_en: news.mota_en,
  slug: news.slug,
  hinhanh: imageColumns,
  noibat: news.noibat,
  hienthi: news.hienthi,
  ngaydang: news.ngaydang,
  trangthai: state,
  danhmuc: {
    _id: newsCategories._id,
    tendanhmuc: newsCategories.tendanhmuc,
    tendanhmuc_en: newsCategories.tendanhmuc_en,
    slug: newsCategories.slug,
  },
  tacgia: { _id: staff._id, hoten: staff.hoten },
  updatedAt: news.updatedAt,
};

const recordColumns = {
  ...rowColumns,
  noidung: news.noidung,
  noidung_en: news.noidung_en,
  hinhanh_id: news.hinhanh_id,
  seo_tieude: news.seo_tieude,
  seo_mota: news.seo_mota,
  seo_hinhanh_id: news.seo_hinhanh_id,
  seo_hinhanh: {
    _id: shareImages._id,
    duongdan: shareImages.duongdan,
    chieurong: shareImages.chieurong,
    chieucao: shareImages.chieucao,
  },
  tacgia_id: news.tacgia_id,
  createdAt: news.createdAt,
};

/** What a reader may see: the public only published articles whose moment has come; staff every live one. */
function visible(clinicId: string, reader: Reader): SQL {
  const live = and(isNull(newsCategories.deletedAt), eq(news.phongkham_id, clinicId), isNull(news.deletedAt))!;
  return reader.staff ? live : and(live, publishedNow(news))!;
}

export async function listNews(db: Database, query: z.output<typeof newsResource.listQuery>, reader: Reader) {
  const clinicId = await siteClinicId(db);
  return listPage(query, {
    where: [
      visible(clinicId, reader),
      query.dmtintuc_id ? eq(news.dmtintuc_id, query.dmtintuc_id) : undefined,
      query.noibat === undefined ? undefined : eq(news.noibat, query.noibat),
      query.trangthai ? eq(state, query.trangthai) : undefined,
    ],
    search: [news.tieude, news.tieude_en, news.mota],
    sortable: {
      ngaydang: news.ngaydang,
      tieude: icu(news.tieude),
      createdAt: news.createdAt,
      updatedAt: news.updatedAt,
    },
    defaultSort: '-ngaydang',
    tieBreak: desc(news._id),
    columns: rowColumns,
    from: (fields) =>
      db
        .select(fields)
        .from(news)
        .innerJoin(newsCategories, eq(newsCategories._id, news.dmtintuc_id))
        .leftJoin(files, eq(files._id, news.hinhanh_id))
        .leftJoin(staff, eq(staff._id, news.tacgia_id)),
    map: withImage,
  });
}

export async function getNews(db: Database, id: string, reader: Reader) {
  const clinicId = await siteClinicId(db);
  const [row] = await db
    .select(recordColumns)
    .from(news)
    .innerJoin(newsCategories, eq(newsCategories._id, news.dmtintuc_id))
    .leftJoin(files, eq(files._id, news.hinhanh_id))
    .leftJoin(shareImages, eq(shareImages._id, news.seo_hinhanh_id))
    .leftJoin(staff, eq(staff._id, news.tacgia_id))
    .where(and(eq(news._id, id), visible(clinicId, reader)));
  return row ? { ...withImage(row), seo_hinhanh: toImage(row.seo_hinhanh) } : null;
}

/**
 * Column values from the editor's body: the site's clinic, the author (the writer unless named), the publication
 * moment (now unless given) and the slug. A slug typed by the editor must be free (the unique index answers 409);
 * one left empty is made from the title on create, and kept as it is on update so published links stay valid.
 */
export async function prepareNews(values: Record<string, unknown>, { tx, actor, id }: WriteContext) {
  const row = { ...values };
  const typed = typeof row.slug === 'string' && row.slug !== '' ? row.slug : null;
  if (typeof row.ngaydang === 'string') row.ngaydang = new Date(row.ngaydang);
  else if (row.ngaydang === null || (id === null && row.ngaydang === undefined)) row.ngaydang = now();
  if (id !== null) {
    if (typed) row.slug = typed;
    else delete row.slug;
    return row;
  }
  const clinicId = await siteClinicId(tx);
  return {
    ...row,
    phongkham_id: clinicId,
    tacgia_id: row.tacgia_id ?? actor._id,
    slug:
      typed ??
      (await freeSlug(
        tx,
        news,
        news.slug,
        slugify(String(row.tieude)) || 'bai-viet',
        and(eq(news.phongkham_id, clinicId), isNull(news.deletedAt)),
      )),
  };
}

/** Every published article with its title and last change, for the sitemap. */
export async function newsLinks(db: Database) {
  const clinicId = await siteClinicId(db);
  return db
    .select({
      _id: news._id,
      title: news.tieude,
      slug: news.slug,
      updatedAt: news.updatedAt,
      dmtintuc_id: news.dmtintuc_id,
    })
    .from(news)
    .innerJoin(newsCategories, eq(newsCategories._id, news.dmtintuc_id))
    .where(visible(clinicId, { staff: false }))
    .orderBy(desc(news.ngaydang));
}
