// A resource's list: page, page size, sort, search and filters live in the URL (a view can be reloaded,
// shared, and the back button undoes a filter), and the rows come through TanStack Query, keyed by that query.
import type { Paginated, Resource } from '@phongkham/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { Query } from '../../shared/api/query';
import { fetchData, queryKeys } from './query';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 10;

type Changes = Record<string, string | number | null | undefined>;

export interface ListState {
  page: number;
  limit: number;
  /** The list's order in `sort` syntax ("-ngaydang"): the URL's when it names an allowed field, else the default. */
  sort: string;
  q: string | undefined;
  /** The filters the resource declares, as the URL holds them. */
  filters: Record<string, string | undefined>;
  /** The API query of this view (every row of it: page and limit included). */
  query: Query;
  /** Changes some values (empty removes them); any change but the page's goes back to page 1. */
  update(changes: Changes): void;
  /** Removes the search and every filter. */
  clear(): void;
  /** Whether a search or a filter narrows the list. */
  narrowed: boolean;
}

/** Whether `sort` ("-a,b") names only allowed fields. */
const sortAllowed = (sort: string, fields: readonly string[]) =>
  sort.split(',').every((part) => fields.includes(part.replace(/^-/, '')));

export function useListState(resource: Pick<Resource, 'sortFields' | 'defaultSort' | 'filters'>): ListState {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const size = Number(params.get('limit'));
  const limit = (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
  const asked = params.get('sort');
  const sort = asked && sortAllowed(asked, resource.sortFields) ? asked : resource.defaultSort;
  const q = params.get('q')?.trim() || undefined;
  const names = Object.keys(resource.filters);
  const filters = Object.fromEntries(names.map((name) => [name, params.get(name) || undefined]));

  const update = (changes: Changes) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null || value === undefined || value === '') next.delete(name);
        else next.set(name, String(value));
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  };
  const query: Query = { page, limit, sort, ...(q ? { q } : {}) };
  for (const [name, value] of Object.entries(filters)) if (value !== undefined) query[name] = value;
  return {
    page,
    limit,
    sort,
    q,
    filters,
    query,
    update,
    clear: () => update(Object.fromEntries(['q', ...names].map((name) => [name, null]))),
    narrowed: q !== undefined || Object.values(filters).some((value) => value !== undefined),
  };
}

/** Text without case or Vietnamese diacritics, so "nguyen" finds "Nguyễn" (as the server's search does). */
export const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/gi, 'd')
    .toLowerCase();

const compare = (a: unknown, b: unknown) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a ?? '').localeCompare(String(b ?? ''), 'vi');

/**
 * One page of rows already in the browser, searched, filtered and sorted the way the server does it for
 * a paged list: for a collection whose API answers every row at once (a catalogue defined by code).
 */
export function localPage<T>(rows: readonly T[], state: Pick<ListState, 'page' | 'limit' | 'sort' | 'q' | 'filters'>) {
  const q = state.q ? plain(state.q) : undefined;
  const field = (row: T, name: string) => (row as Record<string, unknown>)[name];
  const kept = rows.filter(
    (row) =>
      (!q || Object.values(row as object).some((value) => typeof value === 'string' && plain(value).includes(q))) &&
      Object.entries(state.filters).every(([name, value]) => value === undefined || String(field(row, name)) === value),
  );
  const order = state.sort
    .split(',')
    .map((part) => ({ name: part.replace(/^-/, ''), sign: part.startsWith('-') ? -1 : 1 }));
  const docs = kept.toSorted((a, b) => {
    for (const { name, sign } of order) {
      const by = compare(field(a, name), field(b, name)) * sign;
      if (by) return by;
    }
    return 0;
  });
  const start = state.limit > 0 ? (state.page - 1) * state.limit : 0;
  return {
    docs: state.limit > 0 ? docs.slice(start, start + state.limit) : docs,
    totalDocs: docs.length,
    page: state.page,
    limit: state.limit,
    totalPages: state.limit > 0 ? Math.ceil(docs.length / state.limit) : 1,
  } satisfies Paginated<T>;
}

/** Every row of a collection whose API answers them all at once, each given its `_id`. */
export function useEveryRow<T>(api: string, id: ((row: T) => string) | undefined, enabled = true) {
  return useQuery({
    queryKey: queryKeys.lists(api),
    queryFn: async () => (await fetchData<T[]>(api)).map((row) => ({ ...row, _id: id?.(row) ?? '' })),
    enabled: enabled && id !== undefined,
  });
}

/**
 * The list of a resource as the URL describes it; the previous page stays shown while the next one loads.
 * With `everyRow`, the API answers every row at once and the browser pages them.
 */
export function useResourceList<T>(
  resource: Pick<Resource, 'api' | 'sortFields' | 'defaultSort' | 'filters'>,
  everyRow?: (row: T) => string,
) {
  const state = useListState(resource);
  const paged = useQuery({
    queryKey: queryKeys.list(resource.api, state.query),
    queryFn: () => fetchData<Paginated<T>>(resource.api, state.query),
    placeholderData: keepPreviousData,
    enabled: !everyRow,
  });
  const all = useEveryRow(resource.api, everyRow);
  if (everyRow) {
    const data = all.data && localPage(all.data, state);
    return { state, data, all: all.data ?? [], loading: all.isFetching, error: all.isError };
  }
  return { state, data: paged.data, all: [], loading: paged.isFetching, error: paged.isError };
}
