// Building blocks for list endpoints: diacritics-insensitive search, allowlisted sort, pagination.
import type { ListQuery, Paginated } from '@phongkham/contracts';
import { asc, desc, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

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

/** Runs a page query and its count; `limit` 0 means every row in one page. */
export async function paginate<T>(
  query: Pick<ListQuery, 'page' | 'limit'>,
  run: { count: () => Promise<number>; rows: (window: { limit: number; offset: number } | null) => Promise<T[]> },
): Promise<Paginated<T>> {
  const { page, limit } = query;
  const window = limit > 0 ? { limit, offset: (page - 1) * limit } : null;
  const [totalDocs, docs] = await Promise.all([run.count(), run.rows(window)]);
  return {
    docs,
    totalDocs,
    page: limit > 0 ? page : 1,
    limit,
    totalPages: limit > 0 ? Math.ceil(totalDocs / limit) : 1,
  };
}
