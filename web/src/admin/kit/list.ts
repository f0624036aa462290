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

/** The list of a resource as the URL describes it; the previous page stays shown while the next one loads. */
export function useResourceList<T>(resource: Pick<Resource, 'api' | 'sortFields' | 'defaultSort' | 'filters'>) {
  const state = useListState(resource);
  const result = useQuery({
    queryKey: queryKeys.list(resource.api, state.query),
    queryFn: () => fetchData<Paginated<T>>(resource.api, state.query),
    placeholderData: keepPreviousData,
  });
  return { state, data: result.data, loading: result.isFetching, error: result.isError };
}

export type ResourceList<T> = ReturnType<typeof useResourceList<T>>;
