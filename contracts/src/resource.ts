// A back-office resource, declared once: where its API lives, which back-office url (role-menu key) guards
// it, the schemas of its rows, forms and list query, the fields a list may sort on, the table the activity
// history names, and whether its writes change what the public site shows. The server's kit registers the
// routes from it, the web's kit builds the list, form and record screens from it (docs/recipes).
import { z } from 'zod';
import { listQuery, uuid } from './api';

/** `true`/`false` in a query string; empty or absent means "either". */
export const queryBoolean = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.stringbool({ truthy: ['true'], falsy: ['false'] }).optional(),
);

/** An optional filter value: an empty query value (`?x=`) means "not given". */
export const queryOptional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export interface ResourceOptions<
  Sort extends string,
  Filters extends z.ZodRawShape,
  Item extends z.ZodType,
  Detail extends z.ZodType,
  Create extends z.ZodObject,
  Update extends z.ZodObject,
> {
  /** Locale key below `admin.resources` (labels, titles) and the activity history's resource name. */
  key: string;
  /** The audited table, as the activity history records it (`tainguyen`). */
  table: string;
  /** The API collection path, `/api/tintuc`; one record is `${api}/:id`. */
  api: string;
  /**
   * The back-office url or urls (role-menu keys) that guard it. The first is the screen's own; another one
   * opens the same screen under its own grant (`/danh-muc-tin-tuc` and `/dmtintuc`).
   */
  urls: readonly [string, ...string[]];
  /** One row of the list. */
  item: Item;
  /** One record, as GET `${api}/:id` answers and the form edits. */
  detail: Detail;
  create: Create;
  update: Update;
  /** The fields a list may sort on, declared once: the query schema and the server's column map use them. */
  sortFields: readonly [Sort, ...Sort[]];
  /** The list's order when the caller names none, in `sort` syntax ("-ngaydang"). */
  defaultSort: string;
  /** Filters of the list query besides page, limit, sort and q. */
  filters: Filters;
  /** Writes change what the public site shows: the kit empties the page cache after each. */
  publicContent: boolean;
  /** HTML fields, sanitized against the allowlist on every write. */
  richText?: readonly string[];
  /**
   * The resource is one clinic's data (docs/decisions/0013): staff see and change only their own clinic's rows,
   * the installation's owner (ADMINISTRATOR) every clinic's. The value names the column holding the clinic:
   * `phongkham_id` for a clinic's records (the list then takes a `phongkham_id` filter, the owner's choice of
   * clinic), `_id` for the clinics themselves (each row is a clinic). Rows of `item` and `detail` carry it.
   */
  clinicScoped?: ClinicScope;
  /**
   * Every staff reading of one record is kept in the activity history (XEM), as an electronic medical record must
   * keep who read it: `true`, or the record's fields to keep with the entry (a message's channel and recipient),
   * never its clinical text.
   */
  auditRead?: true | readonly string[];
}

/** Where a clinic-scoped resource keeps the clinic a row belongs to. */
export type ClinicScope = 'phongkham_id' | '_id';

/** The list filter a `phongkham_id`-scoped resource takes: which clinic's rows the owner wants to see. */
const clinicFilter = { phongkham_id: z.preprocess((value) => (value === '' ? undefined : value), uuid.optional()) };

export function defineResource<
  const Sort extends string,
  Filters extends z.ZodRawShape,
  Item extends z.ZodType,
  Detail extends z.ZodType,
  Create extends z.ZodObject,
  Update extends z.ZodObject,
>(options: ResourceOptions<Sort, Filters, Item, Detail, Create, Update>) {
  return {
    ...options,
    richText: options.richText ?? [],
    clinicScoped: options.clinicScoped,
    listQuery: listQuery(options.sortFields).extend({
      ...options.filters,
      ...(options.clinicScoped === 'phongkham_id' ? clinicFilter : {}),
    }),
  };
}

export type Resource = ReturnType<
  typeof defineResource<string, z.ZodRawShape, z.ZodType, z.ZodType, z.ZodObject, z.ZodObject>
>;
