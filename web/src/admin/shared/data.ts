// Small data helpers the staff, roles and catalogue screens share: a list whose page, size, sort and filters
// live in the URL (so a view can be reloaded or shared), and a GET that reloads when its query changes.
import type { SorterResult } from 'antd/es/table/interface';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Query } from '../../shared/api/query';
import { adminApi } from '../api';

export interface ListParams {
  page: number;
  limit: number;
  sort: string | undefined;
  /** A filter's value from the URL, or undefined. */
  get(name: string): string | undefined;
  /** Changes some values (empty removes them); any change but the page's goes back to page 1. */
  update(changes: Record<string, string | number | null | undefined>): void;
  clear(names: readonly string[]): void;
  /** The query for the API: page, limit, sort and the given filters that are set. */
  query(filters: readonly string[]): Query;
}

export function useListParams(defaultLimit = 10): ListParams {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? 1) || 1;
  const limit = Number(params.get('limit') ?? defaultLimit) || defaultLimit;
  const sort = params.get('sort') ?? undefined;
  const get = (name: string) => params.get(name) || undefined;
  const update = (changes: Record<string, string | number | null | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null || value === undefined || value === '') next.delete(name);
      else next.set(name, String(value));
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  const clear = (names: readonly string[]) => update(Object.fromEntries(names.map((name) => [name, null])));
  const query = (filters: readonly string[]): Query => {
    const result: Query = { page, limit, sort };
    for (const name of filters) if (get(name)) result[name] = get(name);
    return result;
  };
  return { page, limit, sort, get, update, clear, query };
}

/** The table's sort order of a column from the URL's `sort` ("-hoten" → descend on hoten). */
export function sortOrderOf(sort: string | undefined, field: string): 'ascend' | 'descend' | null {
  if (sort === field) return 'ascend';
  if (sort === `-${field}`) return 'descend';
  return null;
}

/** The URL's `sort` for a table's sorter change ("hoten", "-createdAt", or nothing). */
export function sortParamOf<T>(sorter: SorterResult<T> | SorterResult<T>[]): string | null {
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!one?.order || !one.field) return null;
  const field = String(Array.isArray(one.field) ? one.field.join('.') : one.field);
  return one.order === 'descend' ? `-${field}` : field;
}

export interface ApiData<T> {
  /** undefined while the first answer is awaited, null when the call failed. */
  data: T | null | undefined;
  reload(): void;
}

/** GET `path` with `query`; again whenever either changes or reload() is called. Late answers are ignored. */
export function useApiGet<T>(path: string | null, query?: Query): ApiData<T> {
  const [data, setData] = useState<T | null | undefined>(undefined);
  const [generation, setGeneration] = useState(0);
  const key = JSON.stringify(query ?? {});
  useEffect(() => {
    if (!path) return;
    let current = true;
    void adminApi.get<T>(path, { query: JSON.parse(key) as Query }).then((answer) => {
      if (current) setData(answer);
    });
    return () => {
      current = false;
    };
  }, [path, key, generation]);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { data, reload };
}
