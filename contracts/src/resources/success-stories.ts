// Success stories (câu chuyện thành công) as a back-office resource (/admin/cau-chuyen-thanh-cong). The public site
// reads the same endpoints: anonymous readers see published stories, staff who may view the page also hidden ones.
// A story may follow a sponsored operation (taitro_id): each public page then links to the other.
import { z } from 'zod';
import { timestamp, uuid } from '../api';
import { successStoryDetail, successStoryItem } from '../content';
import { defineResource, queryBoolean, queryOptional } from '../resource';
import { moment, requiredText } from '../validation/rules';

const optionalText = (max: number) => z.string().max(max).nullable().optional();

/** When it is (to be) published: the date rule's moment. */
const postingMoment = moment;

export const successStoryRow = successStoryItem.extend({
  taitro_id: uuid.nullable(),
  hienthi: z.boolean(),
  updatedAt: timestamp,
});
export type SuccessStoryRow = z.input<typeof successStoryRow>;

export const successStoryRecord = successStoryDetail.extend({
  taitro_id: uuid.nullable(),
  hienthi: z.boolean(),
  hinhanh_id: uuid.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type SuccessStoryRecord = z.input<typeof successStoryRecord>;

/** POST and PUT /api/cauchuyen. An empty `ngaydang` means now; `taitro_id` links the operation it follows. */
export const successStoryInput = z.object({
  tieude: requiredText.pipe(z.string().max(250)),
  tieude_en: optionalText(250),
  mota: optionalText(1000),
  mota_en: optionalText(1000),
  noidung: optionalText(200_000),
  noidung_en: optionalText(200_000),
  hinhanh_id: uuid.nullable().optional(),
  taitro_id: uuid.nullable().optional(),
  ngaydang: postingMoment.nullable().optional(),
  hienthi: z.boolean(),
});
export type SuccessStoryInput = z.input<typeof successStoryInput>;

export const successStoryResource = defineResource({
  key: 'successStories',
  table: 'cauchuyen',
  api: '/api/cauchuyen',
  urls: ['/cau-chuyen-thanh-cong'],
  item: successStoryRow,
  detail: successStoryRecord,
  create: successStoryInput,
  update: successStoryInput,
  sortFields: ['ngaydang', 'tieude', 'createdAt', 'updatedAt'],
  defaultSort: '-ngaydang',
  filters: { taitro_id: queryOptional(uuid), hienthi: queryBoolean },
  publicContent: true,
  richText: ['noidung', 'noidung_en'],
});
