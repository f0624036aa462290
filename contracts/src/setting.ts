// The clinic's site settings (SPEC §3 "Setting"): contact details and social links shown on every public page.
import { z } from 'zod';
import { timestamp, uuid } from './api';

export const setting = z.object({
  _id: uuid,
  tenphongkham: z.string(),
  /** Address, comma separated: the header shows one part per line. */
  diachi: z.string(),
  dienthoai: z.string(),
  email: z.string(),
  link_facebook: z.string().nullable(),
  link_youtube: z.string().nullable(),
  link_tiktok: z.string().nullable(),
  updatedAt: timestamp,
});
export type Setting = z.input<typeof setting>;
