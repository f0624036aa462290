// The catalogues (danh mục, /admin/danh-muc): the small lists later modules pick from — specialties, units of
// measure, payment methods and rooms. One resource whose `loai` names the list. Every entry belongs to a clinic
// (docs/decisions/0013): what a clinic offers, how it takes payment and which rooms it has are its own, so staff
// see and edit their clinic's lists only, and the installation's owner every clinic's.
import { z } from 'zod';
import { timestamp, uuid } from '../api';
import { defineResource, queryBoolean, queryOptional } from '../resource';
import { requiredText } from '../validation/rules';

const m = (key: string) => ({ error: `validation.${key}` });

/** The lists: specialties, units of measure, payment methods, rooms (examination and function rooms). */
export const catalogueKinds = ['CHUYENKHOA', 'DONVITINH', 'THANHTOAN', 'PHONG'] as const;
export type CatalogueKind = (typeof catalogueKinds)[number];

export const catalogueEntry = z.object({
  _id: uuid,
  phongkham_id: uuid,
  loai: z.enum(catalogueKinds),
  /** A short code other records and exports use ("NOI", "VIEN", "TIENMAT", "P101"); unique in its list. */
  ma: z.string(),
  ten: z.string(),
  /** English name; empty shows the Vietnamese one. */
  ten_en: z.string().nullable(),
  thutu: z.number().int(),
  /** An inactive entry stays on the records that use it but is no longer offered in pickers. */
  hoatdong: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type CatalogueEntry = z.input<typeof catalogueEntry>;

/** Capital letters without diacritics, digits, `_` and `-`, as codes are printed on forms. */
const code = requiredText
  .pipe(z.string().max(20, m('catalogueCodeInvalid')))
  .transform((text) => text.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9_-]*$/, m('catalogueCodeInvalid')));

export const catalogueInput = z.object({
  loai: z.enum(catalogueKinds, m('catalogueKindRequired')),
  ma: code,
  ten: requiredText.pipe(z.string().max(120)),
  ten_en: z.string().trim().max(120).nullable().optional(),
  thutu: z.number(m('number')).int(m('number')).min(0).max(100_000).optional(),
  hoatdong: z.boolean().optional(),
  /** Only the installation's owner chooses; staff's entries belong to their own clinic. */
  phongkham_id: uuid.optional(),
});
export type CatalogueInput = z.input<typeof catalogueInput>;

export const catalogueResource = defineResource({
  key: 'catalogues',
  table: 'danhmuc',
  api: '/api/danhmuc',
  urls: ['/danh-muc'],
  item: catalogueEntry,
  detail: catalogueEntry,
  create: catalogueInput,
  update: catalogueInput,
  sortFields: ['loai', 'thutu', 'ma', 'ten', 'updatedAt'],
  defaultSort: 'loai,thutu',
  filters: { loai: queryOptional(z.enum(catalogueKinds)), hoatdong: queryBoolean },
  publicContent: false,
  clinicScoped: 'phongkham_id',
});
