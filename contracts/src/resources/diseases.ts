// Diseases (bệnh, `/benh/<id>`) as a back-office resource: the introduction of a condition the clinic treats, with
// the price-list services that treat or test for it and the doctors who see it (link tables benh_dichvu and
// benh_bacsi, edited as two lists of ids). The public site reads the same endpoints: anonymous callers see the
// site clinic's published diseases, and of their links only the services and doctors the site itself shows.
import { z } from 'zod';
import { timestamp, uuid } from '../api';
import { image } from '../content';
import { defineResource, queryBoolean } from '../resource';
import { requiredText } from '../validation/rules';

const text = z.string();
const optionalText = z.string().nullable();
const optionalInput = (max: number) => z.string().max(max).nullable().optional();

/** How many services, and how many doctors, one disease may link to. */
export const MAX_DISEASE_LINKS = 50;

/** A linked price-list service, as the disease page lists it: its name and price link to its own page. */
export const diseaseService = z.object({
  _id: uuid,
  dmdichvu_id: uuid,
  tendichvu: text,
  tendichvu_en: optionalText,
  /** Whole đồng. */
  gia: z.number().int().nonnegative(),
  donvitinh: optionalText,
  donvitinh_en: optionalText,
  /** The public sees it (published, in a published group); always true for anonymous readers. */
  hienthi: z.boolean(),
});
export type DiseaseService = z.input<typeof diseaseService>;

/** A linked doctor: the name comes from the staff account, the portrait falls back to its avatar. */
export const diseaseDoctor = z.object({
  _id: uuid,
  hoten: text,
  hocham: optionalText,
  hocham_en: optionalText,
  chuyenkhoa: text,
  chuyenkhoa_en: optionalText,
  hinhanh: image.nullable(),
  /** The public sees the profile (published, account active); always true for anonymous readers. */
  hienthi: z.boolean(),
});
export type DiseaseDoctor = z.input<typeof diseaseDoctor>;

export const diseaseRow = z.object({
  _id: uuid,
  tenbenh: text,
  tenbenh_en: optionalText,
  mota: optionalText,
  mota_en: optionalText,
  hinhanh: image.nullable(),
  thutu: z.number().int(),
  hienthi: z.boolean(),
  updatedAt: timestamp,
});
export type DiseaseRow = z.input<typeof diseaseRow>;
/** A disease as the public lists carry it (the home page's cards). */
export type DiseaseItem = DiseaseRow;

export const diseaseRecord = diseaseRow.extend({
  noidung: optionalText,
  noidung_en: optionalText,
  hinhanh_id: uuid.nullable(),
  /** The linked services and doctors this reader may see, in their own display order. */
  dichvu: z.array(diseaseService),
  bacsi: z.array(diseaseDoctor),
  /** Their ids, as the editor's two selects hold them. */
  dichvu_ids: z.array(uuid),
  bacsi_ids: z.array(uuid),
  createdAt: timestamp,
});
export type DiseaseRecord = z.input<typeof diseaseRecord>;
/** One disease as its public page reads it. */
export type DiseaseDetail = DiseaseRecord;

const links = z.array(uuid).max(MAX_DISEASE_LINKS);

/** POST and PUT /api/benh: the two lists replace the disease's links; left out, they stay as they are. */
export const diseaseInput = z.object({
  tenbenh: requiredText.pipe(z.string().max(250)),
  tenbenh_en: optionalInput(250),
  mota: optionalInput(1000),
  mota_en: optionalInput(1000),
  noidung: optionalInput(200_000),
  noidung_en: optionalInput(200_000),
  hinhanh_id: uuid.nullable().optional(),
  thutu: z.number().int().min(0).max(100_000).optional(),
  hienthi: z.boolean(),
  dichvu_ids: links.optional(),
  bacsi_ids: links.optional(),
});
export type DiseaseInput = z.input<typeof diseaseInput>;

export const diseaseResource = defineResource({
  key: 'diseases',
  table: 'benh',
  api: '/api/benh',
  urls: ['/benh'],
  item: diseaseRow,
  detail: diseaseRecord,
  create: diseaseInput,
  update: diseaseInput,
  sortFields: ['thutu', 'tenbenh', 'createdAt', 'updatedAt'],
  defaultSort: 'thutu,tenbenh',
  filters: { hienthi: queryBoolean },
  publicContent: true,
  richText: ['noidung', 'noidung_en'],
});
