// Uploaded files (tệp): multipart `file`, optional `folder_id`, optional `provider`, answering `data._id`
// (docs/product-rules.md, 'Uploads'). Images only; the server re-encodes them, so the stored type and size are the
// server's own.
import { z } from 'zod';
import { timestamp, uuid } from './api';

/** Largest upload accepted, counted while the bytes arrive. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_MEGABYTES = MAX_UPLOAD_BYTES / (1024 * 1024);

/** Where bytes are kept; only the server's own disk so far (`local`, docs/product-rules.md, 'Uploads'). */
export const uploadProviders = ['local'] as const;

/** What a file picker offers; the server still checks the content, never the name or the declared type. */
export const acceptedImageTypes = 'image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic,image/heif';

/** The multipart fields that travel with the file. */
export const uploadFields = z.object({
  folder_id: z
    .string()
    .trim()
    .max(100, { error: 'validation.tooLong' })
    .regex(/^[\w-]*$/, { error: 'validation.folderInvalid' })
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
  provider: z.enum(uploadProviders, { error: 'validation.providerInvalid' }).optional(),
});
export type UploadFields = z.input<typeof uploadFields>;

/** A stored file as the API describes it; `url` is served with a year-long cache. */
export const storedFile = z.object({
  _id: uuid,
  url: z.string(),
  tenfile: z.string(),
  loai: z.string(),
  kichthuoc: z.number().int(),
  chieurong: z.number().int().nullable(),
  chieucao: z.number().int().nullable(),
  folder_id: z.string().nullable(),
  provider: z.string(),
  createdAt: timestamp,
});
export type StoredFileInfo = z.input<typeof storedFile>;
