// Patient guides (hướng dẫn: preparing for a test, caring for a wound after minor surgery) and their catalogues as
// back-office resources. The public site reads the same endpoints for `/huong-dan` and `/huong-dan/:id`:
// anonymous callers see the published guides of the site's clinic in live catalogues; staff who may view
// /huongdan also see drafts.
import { z } from 'zod';
import { timestamp, uuid } from '../api';
import { image } from '../content';
import { defineResource, queryBoolean, queryOptional } from '../resource';
import { requiredSelect, requiredText } from '../validation/rules';

const optionalText = (max: number) => z.string().max(max).nullable().optional();
const position = z.number().int().min(0).max(100_000);

// Catalogues (dmhuongdan) ------------------------------------------------------------------------------------

export const guideCategoryRecord = z.object({
  _id: uuid,
  tendanhmuc: z.string(),
  tendanhmuc_en: z.string().nullable(),
  thutu: z.number().int(),
  /** Live guides in the catalogue (drafts included for staff), so staff see why it cannot be removed. */
  sohuongdan: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type GuideCategoryRecord = z.input<typeof guideCategoryRecord>;

export const guideCategoryInput = z.object({
  tendanhmuc: requiredText.pipe(z.string().max(120)),
  tendanhmuc_en: optionalText(120),
  thutu: position.optional(),
});
export type GuideCategoryInput = z.input<typeof guideCategoryInput>;

export const guideCategoryResource = defineResource({
  key: 'guideCategories',
  table: 'dmhuongdan',
  api: '/api/dmhuongdan',
  urls: ['/dmhuongdan'],
  item: guideCategoryRecord,
  detail: guideCategoryRecord,
  create: guideCategoryInput,
  update: guideCategoryInput,
  sortFields: ['thutu', 'tendanhmuc', 'createdAt', 'updatedAt'],
  defaultSort: 'thutu',
  filters: {},
  publicContent: true,
});

// Guides (huongdan) ------------------------------------------------------------------------------------------

export const guideRow = z.object({
  _id: uuid,
  dmhuongdan_id: uuid,
  tieude: z.string(),
  tieude_en: z.string().nullable(),
  mota: z.string().nullable(),
  mota_en: z.string().nullable(),
  hinhanh: image.nullable(),
  thutu: z.number().int(),
  hienthi: z.boolean(),
  danhmuc: z.object({ _id: uuid, tendanhmuc: z.string(), tendanhmuc_en: z.string().nullable(), thutu: z.number() }),
  updatedAt: timestamp,
});
export type GuideRow = z.input<typeof guideRow>;

export const guideRecord = guideRow.extend({
  noidung: z.string().nullable(),
  noidung_en: z.string().nullable(),
  hinhanh_id: uuid.nullable(),
  createdAt: timestamp,
});
export type GuideRecord = z.input<typeof guideRecord>;

/** POST and PUT /api/huongdan: `hienthi: false` keeps the guide off the site. */
export const guideInput = z.object({
  dmhuongdan_id: requiredSelect.pipe(uuid),
  tieude: requiredText.pipe(z.string().max(250)),
  tieude_en: optionalText(250),
  mota: optionalText(1000),
  mota_en: optionalText(1000),
  noidung: optionalText(200_000),
  noidung_en: optionalText(200_000),
  hinhanh_id: uuid.nullable().optional(),
  thutu: position.optional(),
  hienthi: z.boolean(),
});
export type GuideInput = z.input<typeof guideInput>;

export const guideResource = defineResource({
  key: 'guides',
  table: 'huongdan',
  api: '/api/huongdan',
  urls: ['/huongdan'],
  item: guideRow,
  detail: guideRecord,
  create: guideInput,
  update: guideInput,
  sortFields: ['thutu', 'tieude', 'createdAt', 'updatedAt'],
  defaultSort: 'thutu',
  filters: { dmhuongdan_id: queryOptional(uuid), hienthi: queryBoolean },
  publicContent: true,
  richText: ['noidung', 'noidung_en'],
});
