// The API's envelope, list query and paginated answer, shared by every resource (ARCHITECTURE "API conventions").
import { z } from 'zod';
import { moment } from './validation/rules';

/** Every successful answer: `{ success: true, data }`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

/** Every failed answer: a message in the caller's language and, for validation, one message per field. */
export const failure = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type Failure = z.infer<typeof failure>;
export type Envelope<T> = { success: true; data: T } | Failure;

/** A moment on the wire: ISO 8601 text under the date rule (validation/rules.ts), a Date on the server. */
export const timestamp = z.codec(moment, z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

export const uuid = z.uuid();
/**
 * A record id in a path, made canonical where it enters: the database matches uuids in any case, so rules that
 * compare ids as text ("not on yourself") must see the one lower-case spelling.
 */
export const idParams = z.object({ id: uuid.transform((id) => id.toLowerCase()) });

/** Rows per page when the caller does not say; `limit=0` means every row (docs/product-rules.md, 'Lists'). */
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;
/**
 * `limit=0` ("every row") answers at most this many rows, so one request can never read a whole table into
 * memory; `totalDocs` still counts them all, so a caller sees when a list was cut (docs/architecture.md, Lists).
 */
export const MAX_ALL_ROWS = 5000;

/**
 * `sort` for one resource: a comma-separated list of allowed fields, each optionally prefixed with "-"
 * for descending. Anything outside the allowlist is refused rather than ignored.
 */
export function sortParam<F extends string>(fields: readonly [F, ...F[]]) {
  const allowed = new Set<string>(fields);
  // One check, so a wrong value always reads "must be one of …" rather than a regular expression.
  return z
    .string()
    .max(200)
    .refine((text) => text.split(',').every((part) => allowed.has(part.replace(/^-/, ''))), {
      error: 'generic.enum',
      params: { values: fields.flatMap((f) => [f, `-${f}`]) },
    })
    .optional();
}

/** An empty query value (`?limit=`) means "not given", not zero. */
const blankIsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** Page, size, sort and free-text search common to every list. */
export function listQuery<F extends string>(sortFields: readonly [F, ...F[]]) {
  return z.object({
    page: z.preprocess(blankIsAbsent, z.coerce.number().int().min(1).default(1)),
    limit: z.preprocess(blankIsAbsent, z.coerce.number().int().min(0).max(MAX_LIMIT).default(DEFAULT_LIMIT)),
    sort: sortParam(sortFields),
    q: z.string().trim().max(200).optional(),
  });
}
export type ListQuery = { page: number; limit: number; sort?: string | undefined; q?: string | undefined };

/** A page of rows: `{ docs, totalDocs, page, limit, totalPages }`; with limit 0 one page holds all. */
export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({
    docs: z.array(item),
    totalDocs: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    totalPages: z.number().int(),
  });
export type Paginated<T> = { docs: T[]; totalDocs: number; page: number; limit: number; totalPages: number };
