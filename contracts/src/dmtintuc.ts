// News categories (dmtintuc): loaded at startup for the header's news dropdown (docs/product-rules.md, 'Startup
// data').
import { z } from 'zod';
import { listQuery, timestamp, uuid } from './api';

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

export const newsCategorySortFields = ['thutu', 'tendanhmuc', 'createdAt', 'updatedAt'] as const;
export const newsCategoryListQuery = listQuery(newsCategorySortFields);
