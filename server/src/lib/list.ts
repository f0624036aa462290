// Building blocks for list endpoints: diacritics-insensitive search, allowlisted sort, pagination, and `listPage`,
// which runs a page and its count over one FROM-and-joins builder.
import { MAX_ALL_ROWS, type ListQuery, type Paginated } from '@phongkham/contracts';
import { and, asc, count, desc, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect, SelectedFields } from 'drizzle-orm/pg-core';

/** Escapes LIKE wildcards so "50%" searches for the text "50%". */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Matches rows whose columns contain the text, ignoring case and Vietnamese diacritics
 * ("nguyen van an" finds "Nguyễn Văn An"). The trigram index on f_unaccent(lower(col)) serves it.
 */
export function textSearch(q: string | undefined, columns: AnyColumn[]): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  // ilike, not like: on a database whose LC_CTYPE is "C", lower() leaves "Ư" or "Đ" as they are and unaccent()
  // then yields capital ASCII ("Uu dai"). The trigram index serves ilike as well.
  return or(...columns.map((column) => sql`f_unaccent(lower(${column})) ilike f_unaccent(lower(${pattern}))`));
}

/** Text columns sort the same on PGlite and PostgreSQL with the ICU root collation. */
export const icu = (column: AnyColumn): SQL => sql`${column} collate "und-x-icu"`;

/**
 * ORDER BY terms for `sort` ("-createdAt,tendanhmuc"). Fields were already checked against the
 * resource's allowlist by the contract; an unknown one here is a bug, so it throws.
 */
export function sortTerms(sort: string | undefined, columns: Record<string, AnyColumn | SQL>, fallback: SQL[]): SQL[] {
  if (!sort) return fallback;
  return sort.split(',').map((part) => {
    const descending = part.startsWith('-');
    const column = columns[descending ? part.slice(1) : part];
    if (!column) throw new Error(`sort field not allowed: ${part}`);
    return descending ? desc(column) : asc(column);
  });
}

/** Runs a page query and its count; `limit` 0 means every row in one page, up to MAX_ALL_ROWS. */
export async function paginate<T>(
  query: Pick<ListQuery, 'page' | 'limit'>,
  run: { count: () => Promise<number>; rows: (window: { limit: number; offset: number }) => Promise<T[]> },
): Promise<Paginated<T>> {
  const { page, limit } = query;
  const window = limit > 0 ? { limit, offset: (page - 1) * limit } : { limit: MAX_ALL_ROWS, offset: 0 };
  const [totalDocs, docs] = await Promise.all([run.count(), run.rows(window)]);
  return {
    docs,
    totalDocs,
    page: limit > 0 ? page : 1,
    limit,
    totalPages: limit > 0 ? Math.ceil(totalDocs / limit) : 1,
  };
}

/** `sort` text ("-ngaydang,tieude") as ORDER BY terms over the allowed columns. */
function orderOf(sort: string, columns: Record<string, AnyColumn | SQL>): SQL[] {
  return sortTerms(sort, columns, []);
}

/** A row of what a query resolves to. */
type RowOf<Query> = Query extends PromiseLike<(infer R)[]> ? R : never;

/** What a list's `from` builder returns: a select over the FROM clause and its joins, before WHERE. */
interface SelectFrom {
  $dynamic(): PgSelect;
}

export interface ListSpec<Sort extends string, Columns extends SelectedFields, Query extends SelectFrom, Row> {
  /** Conditions that always hold (scope, not deleted) and the filters the caller set; undefined ones are skipped. */
  where: (SQL | undefined)[];
  /** Columns the free-text `q` searches, diacritics ignored. */
  search: AnyColumn[];
  /** The sortable fields of the resource's contract, each with its column: every declared field must have one. */
  sortable: Record<Sort, AnyColumn | SQL>;
  /** The resource's default order, in `sort` syntax. */
  defaultSort: string;
  /** A unique column that breaks ties, so pages never overlap when the sort key repeats. */
  tieBreak: SQL;
  /** What a row of the page holds. */
  columns: Columns;
  /**
   * The FROM clause and its joins, written once: `(fields) => db.select(fields).from(t).innerJoin(…)`. The page
   * selects `columns` through it and the count selects count(*) through the same joins, so the two cannot differ.
   */
  from: (fields: Columns) => Query;
  /** Terms that order before the requested sort (the default language first, the catalogue's own order). */
  orderFirst?: (order: SQL[]) => SQL[];
  /** Turns a selected row into what the list answers (a nested picture, a computed field). */
  map?: (row: RowOf<Query>) => Row;
}

/** One page of any list: search, filters, the sort allowlist and paging, the same way for every resource. */
export function listPage<
  Sort extends string,
  Columns extends SelectedFields,
  Query extends SelectFrom & PromiseLike<unknown[]>,
  Row = RowOf<Query>,
>(query: ListQuery, spec: ListSpec<Sort, Columns, Query, Row>): Promise<Paginated<Row>> {
  const columns = spec.sortable as Record<string, AnyColumn | SQL>;
  const where = and(...spec.where, textSearch(query.q, spec.search));
  const sorted = [...orderOf(query.sort || spec.defaultSort, columns), spec.tieBreak];
  const order = spec.orderFirst ? spec.orderFirst(sorted) : sorted;
  // The count borrows the builder with its own selection: the joins are the list's, the field is count(*).
  const counted = spec.from({ n: count() } as unknown as Columns);
  return paginate(query, {
    count: async () => ((await counted.$dynamic().where(where)) as { n: number }[])[0]?.n ?? 0,
    rows: async (window) => {
      const found = (await spec
        .from(spec.columns)
        .$dynamic()
        .where(where)
        .orderBy(...order)
        .limit(window.limit)
        .offset(window.offset)) as RowOf<Query>[];
      return spec.map ? found.map(spec.map) : (found as Row[]);
    },
  });
}
