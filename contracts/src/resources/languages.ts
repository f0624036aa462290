// The interface languages (ngonngu) and the translation overrides (bandich) staff write over the shipped locale
// files, at /admin/languages (docs/decisions/0016-languages-and-overrides.md). Only languages whose locale files
// ship with the product (vi, en) may be enabled; vi is the default and the fallback, always enabled. An override
// names a text of the locale files as `namespace:dotted.key` (site:home.eyebrow) and keeps its {{placeholders}}.
import { z } from 'zod';
import { timestamp, uuid } from '../api';
import { languages, type Lang } from '../i18n';
import { defineResource, queryOptional } from '../resource';
import { requiredText } from '../validation/rules';

export { overridePath, placeholdersOf, withOverrides } from '../overrides';

/** The locale files an override may name: the site's, the back office's and what both share. */
export const overrideNamespaces = ['common', 'site', 'admin'] as const;
export type OverrideNamespace = (typeof overrideNamespaces)[number];

/** Whether a language's locale files ship with the product: only those can be enabled or overridden. */
export const isShippedLanguage = (code: string): code is Lang => (languages as readonly string[]).includes(code);

// Languages (ngonngu) ----------------------------------------------------------------------------------------

export const languageRecord = z.object({
  _id: uuid,
  ma: z.string(),
  ten: z.string(),
  locale: z.string(),
  macdinh: z.boolean(),
  kichhoat: z.boolean(),
  /** Whether the product ships this language's locale files (vi, en). */
  cosan: z.boolean(),
  /** Live overrides of the language. */
  sobandich: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type LanguageRecord = z.input<typeof languageRecord>;

export const languageInput = z.object({
  ma: requiredText.pipe(
    z
      .string()
      .max(8)
      .regex(/^[a-z]{2,3}$/, 'validation.languageCode'),
  ),
  ten: requiredText.pipe(z.string().max(60)),
  locale: requiredText.pipe(
    z
      .string()
      .max(20)
      .regex(/^[a-z]{2,3}-[A-Z]{2}$/, 'validation.languageLocale'),
  ),
  macdinh: z.boolean(),
  kichhoat: z.boolean(),
});
export type LanguageInput = z.input<typeof languageInput>;

export const languageResource = defineResource({
  key: 'languages',
  table: 'ngonngu',
  api: '/api/ngonngu',
  urls: ['/languages'],
  item: languageRecord,
  detail: languageRecord,
  create: languageInput,
  update: languageInput,
  sortFields: ['ma', 'ten', 'createdAt', 'updatedAt'],
  defaultSort: 'ma',
  filters: {},
  // Enabling or disabling a language changes which language the public pages may be rendered in.
  publicContent: true,
});

// Overrides (bandich) ----------------------------------------------------------------------------------------

/** `namespace:dotted.key`, each part a locale-file key. */
export const overrideKey = z
  .string()
  .max(200)
  .regex(/^(common|site|admin):[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/, 'validation.overrideKeyUnknown');

export const overrideRecord = z.object({
  _id: uuid,
  ngonngu_id: uuid,
  khoa: z.string(),
  noidung: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type OverrideRecord = z.input<typeof overrideRecord>;

export const overrideInput = z.object({
  ngonngu_id: uuid,
  khoa: requiredText.pipe(overrideKey),
  noidung: requiredText.pipe(z.string().max(2000)),
});
export type OverrideInput = z.input<typeof overrideInput>;

export const overrideResource = defineResource({
  key: 'translationOverrides',
  table: 'bandich',
  api: '/api/bandich',
  urls: ['/languages'],
  item: overrideRecord,
  detail: overrideRecord,
  create: overrideInput,
  update: overrideInput,
  sortFields: ['khoa', 'createdAt', 'updatedAt'],
  defaultSort: 'khoa',
  filters: { ngonngu_id: queryOptional(uuid) },
  publicContent: true,
});

/** GET /api/ngonngu/:id/khoa: one text of the locale files, its shipped vi and en wording and the override. */
export const translationKey = z.object({
  khoa: z.string(),
  vi: z.string(),
  en: z.string(),
  bandich: z.object({ _id: uuid, noidung: z.string() }).nullable(),
});
export type TranslationKey = z.input<typeof translationKey>;

export const translationKeyQuery = z.object({
  q: z.string().max(200).optional(),
  /** Only the keys the language overrides. */
  chisua: z.stringbool({ truthy: ['true'], falsy: ['false'] }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** GET /api/ngonngu/ban-dich?lng=vi (public): the language's overrides as `namespace:key` → text. */
export const publicOverrides = z.object({
  lng: z.string(),
  /** Changes whenever the overrides do: the ETag, and what a page embeds. */
  phienban: z.string(),
  bandich: z.record(z.string(), z.string()),
  /** The enabled languages, in the order a switcher shows them. */
  ngonngu: z.array(z.object({ ma: z.string(), ten: z.string(), locale: z.string() })),
});
export type PublicOverrides = z.infer<typeof publicOverrides>;
