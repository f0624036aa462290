// Frequently asked questions (hỏi đáp) and their catalogues as back-office resources. The public site reads the
// same endpoints for `/hoi-dap`: anonymous callers see the published questions of the site's clinic in live
// catalogues; staff who may view /faq also see drafts.
import { z } from 'zod';
import { timestamp, uuid } from '../api';
import { defineResource, queryBoolean, queryOptional } from '../resource';
import { requiredSelect, requiredText } from '../validation/rules';

const optionalText = (max: number) => z.string().max(max).nullable().optional();
const position = z.number().int().min(0).max(100_000);

/** Visible text of an HTML answer: tags and spaces alone are not an answer. */
const hasText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim() !== '';

// Catalogues (dmfaq) -----------------------------------------------------------------------------------------

export const faqCategoryRecord = z.object({
  _id: uuid,
  tendanhmuc: z.string(),
  tendanhmuc_en: z.string().nullable(),
  thutu: z.number().int(),
  /** Live questions in the catalogue (drafts included for staff), so staff see why it cannot be removed. */
  socauhoi: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type FaqCategoryRecord = z.input<typeof faqCategoryRecord>;

export const faqCategoryInput = z.object({
  tendanhmuc: requiredText.pipe(z.string().max(120)),
  tendanhmuc_en: optionalText(120),
  thutu: position.optional(),
});
export type FaqCategoryInput = z.input<typeof faqCategoryInput>;

export const faqCategoryResource = defineResource({
  key: 'faqCategories',
  table: 'dmfaq',
  api: '/api/dmfaq',
  urls: ['/dmfaq'],
  item: faqCategoryRecord,
  detail: faqCategoryRecord,
  create: faqCategoryInput,
  update: faqCategoryInput,
  sortFields: ['thutu', 'tendanhmuc', 'createdAt', 'updatedAt'],
  defaultSort: 'thutu',
  filters: {},
  publicContent: true,
});

// Questions (faq) --------------------------------------------------------------------------------------------

export const faqRow = z.object({
  _id: uuid,
  dmfaq_id: uuid,
  cauhoi: z.string(),
  cauhoi_en: z.string().nullable(),
  /** The answer as sanitized HTML: the public page lists every answer, so rows carry it. */
  traloi: z.string(),
  traloi_en: z.string().nullable(),
  thutu: z.number().int(),
  hienthi: z.boolean(),
  danhmuc: z.object({ _id: uuid, tendanhmuc: z.string(), tendanhmuc_en: z.string().nullable(), thutu: z.number() }),
  updatedAt: timestamp,
});
export type FaqRow = z.input<typeof faqRow>;

export const faqRecord = faqRow.extend({ createdAt: timestamp });
export type FaqRecord = z.input<typeof faqRecord>;

/** POST and PUT /api/faq: `hienthi: false` keeps the question off the site. */
export const faqInput = z.object({
  dmfaq_id: requiredSelect.pipe(uuid),
  cauhoi: requiredText.pipe(z.string().max(500)),
  cauhoi_en: optionalText(500),
  traloi: requiredText.pipe(z.string().max(50_000)).refine(hasText, { error: 'validation.requiredText' }),
  traloi_en: optionalText(50_000),
  thutu: position.optional(),
  hienthi: z.boolean(),
});
export type FaqInput = z.input<typeof faqInput>;

export const faqResource = defineResource({
  key: 'faq',
  table: 'faq',
  api: '/api/faq',
  urls: ['/faq'],
  item: faqRow,
  detail: faqRecord,
  create: faqInput,
  update: faqInput,
  sortFields: ['thutu', 'cauhoi', 'createdAt', 'updatedAt'],
  defaultSort: 'thutu',
  filters: { dmfaq_id: queryOptional(uuid), hienthi: queryBoolean },
  publicContent: true,
  richText: ['traloi', 'traloi_en'],
});
