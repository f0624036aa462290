// News articles and their categories as back-office resources. The public site reads the same endpoints:
// anonymous callers see published articles only; staff who may view /tin-tuc also see drafts and scheduled ones.
import { z } from 'zod';
import { timestamp, uuid } from '../api';
import { image } from '../content';
import { defineResource, queryBoolean, queryOptional } from '../resource';
import { moment, requiredSelect, requiredText } from '../validation/rules';

const m = (key: string) => ({ error: `validation.${key}` });

/** Lower-case letters, digits and single hyphens: what the public URL shows after the id. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A readable slug; empty means "make it from the title" (the server does). */
export const slugInput = z
  .string()
  .trim()
  .max(120)
  .refine((text) => text === '' || SLUG.test(text), m('slugInvalid'))
  .nullable()
  .optional();

const optionalText = (max: number) => z.string().max(max).nullable().optional();
const title = requiredText.pipe(z.string().max(250));

/** When it is (to be) published: the date rule's moment. */
const publicationMoment = moment;

/** Where an article stands: a draft, published, or published from a later moment (scheduled). */
export const publishStates = ['nhap', 'dadang', 'henlich'] as const;
export type PublishState = (typeof publishStates)[number];

/** The publish state of an article from its flag and its publication moment. */
export function publishStateOf(article: { hienthi: boolean; ngaydang: Date | string }, now = new Date()): PublishState {
  if (!article.hienthi) return 'nhap';
  return new Date(article.ngaydang).getTime() > now.getTime() ? 'henlich' : 'dadang';
}

// Categories -----------------------------------------------------------------------------------------------

/** A category as the site's header and category pages read it (loaded at startup, docs/product-rules.md). */
export const newsCategory = z.object({
  _id: uuid,
  tendanhmuc: z.string(),
  /** English name; empty means the Vietnamese one is shown. */
  tendanhmuc_en: z.string().nullable(),
  /** The readable part of the category page's address. */
  slug: z.string(),
  thutu: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type NewsCategory = z.input<typeof newsCategory>;

export const newsCategoryRecord = newsCategory.extend({
  /** Articles in the category (drafts included), so staff see why a category cannot be removed. */
  sobaiviet: z.number().int(),
});
export type NewsCategoryRecord = z.input<typeof newsCategoryRecord>;

export const newsCategoryInput = z.object({
  tendanhmuc: requiredText.pipe(z.string().max(120)),
  tendanhmuc_en: optionalText(120),
  slug: slugInput,
  thutu: z.number().int().min(0).max(100_000).optional(),
});
export type NewsCategoryInput = z.input<typeof newsCategoryInput>;

export const newsCategoryResource = defineResource({
  key: 'newsCategories',
  table: 'dmtintuc',
  api: '/api/dmtintuc',
  urls: ['/danh-muc-tin-tuc', '/dmtintuc'],
  item: newsCategoryRecord,
  detail: newsCategoryRecord,
  create: newsCategoryInput,
  update: newsCategoryInput,
  sortFields: ['thutu', 'tendanhmuc', 'createdAt', 'updatedAt'],
  defaultSort: 'thutu',
  filters: {},
  publicContent: true,
});

// Articles -------------------------------------------------------------------------------------------------

const staffName = z.object({ _id: uuid, hoten: z.string() });

export const newsRow = z.object({
  _id: uuid,
  dmtintuc_id: uuid,
  tieude: z.string(),
  tieude_en: z.string().nullable(),
  mota: z.string().nullable(),
  mota_en: z.string().nullable(),
  slug: z.string(),
  hinhanh: image.nullable(),
  noibat: z.boolean(),
  hienthi: z.boolean(),
  ngaydang: timestamp,
  trangthai: z.enum(publishStates),
  danhmuc: z.object({ _id: uuid, tendanhmuc: z.string(), tendanhmuc_en: z.string().nullable(), slug: z.string() }),
  tacgia: staffName.nullable(),
  updatedAt: timestamp,
});
export type NewsRow = z.input<typeof newsRow>;

export const newsRecord = newsRow.extend({
  noidung: z.string().nullable(),
  noidung_en: z.string().nullable(),
  hinhanh_id: uuid.nullable(),
  seo_tieude: z.string().nullable(),
  seo_mota: z.string().nullable(),
  seo_hinhanh_id: uuid.nullable(),
  seo_hinhanh: image.nullable(),
  tacgia_id: uuid.nullable(),
  createdAt: timestamp,
});
export type NewsRecord = z.input<typeof newsRecord>;

/** POST and PUT /api/tintuc: `hienthi: false` keeps a draft; a `ngaydang` in the future schedules it. */
export const newsInput = z.object({
  dmtintuc_id: requiredSelect.pipe(uuid),
  tieude: title,
  tieude_en: optionalText(250),
  mota: optionalText(1000),
  mota_en: optionalText(1000),
  noidung: optionalText(200_000),
  noidung_en: optionalText(200_000),
  hinhanh_id: uuid.nullable().optional(),
  noibat: z.boolean().optional(),
  ngaydang: publicationMoment.nullable().optional(),
  hienthi: z.boolean(),
  slug: slugInput,
  seo_tieude: optionalText(70),
  seo_mota: optionalText(160),
  seo_hinhanh_id: uuid.nullable().optional(),
  tacgia_id: uuid.nullable().optional(),
});
export type NewsInput = z.input<typeof newsInput>;

export const newsResource = defineResource({
  key: 'news',
  table: 'tintuc',
  api: '/api/tintuc',
  urls: ['/tin-tuc'],
  item: newsRow,
  detail: newsRecord,
  create: newsInput,
  update: newsInput,
  sortFields: ['ngaydang', 'tieude', 'createdAt', 'updatedAt'],
  defaultSort: '-ngaydang',
  filters: {
    dmtintuc_id: queryOptional(uuid),
    noibat: queryBoolean,
    trangthai: queryOptional(z.enum(publishStates)),
  },
  publicContent: true,
  richText: ['noidung', 'noidung_en'],
});
