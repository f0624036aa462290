// Server state for the back office: one TanStack Query client per shell, query keys per resource (its API
// path first, so one write invalidates everything read from that resource) and the reads the kit shares. The
// calls still go through adminApi, which unwraps the envelope, shows errors and renews the session.
import type { Paginated } from '@phongkham/contracts';
import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import type { Outcome } from '../../shared/api/client';
import type { Query } from '../../shared/api/query';
import { adminApi } from '../api';
import { sessionStore } from '../session';

/** A read that failed; `local` when no server answered (network, timeout), so retrying may help. */
export class ApiError extends Error {
  readonly local: boolean;
  /** The server's word on each field it refused (a report's period: "the end is before the start"). */
  readonly errors: Record<string, string>;
  constructor(outcome: { message: string; local?: true; errors?: Record<string, string> }) {
    super(outcome.message);
    this.local = outcome.local === true;
    this.errors = outcome.errors ?? {};
  }
}

export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // adminApi already retries a 401 after renewing the session; other failures are shown, not retried.
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The query client of the back office; its cache is emptied when the session ends (another staff member may sign in). */
export function AdminQueryProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createAdminQueryClient());
  useEffect(
    () =>
      sessionStore.subscribe(() => {
        if (sessionStore.get().status === 'signedOut') queryClient.clear();
      }),
    [queryClient],
  );
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** Keys of one API collection: `[api]` covers all of it, lists and records below. */
export const queryKeys = {
  all: (api: string) => [api] as const,
  lists: (api: string) => [api, 'list'] as const,
  list: (api: string, query: Query) => [api, 'list', query] as const,
  record: (api: string, id: string) => [api, 'record', id] as const,
};

/** GET through adminApi, for a query function: the data, or an ApiError thrown (TanStack Query's error state). */
export async function fetchData<T>(path: string, query?: Query, silent = false): Promise<T> {
  const outcome: Outcome<T> = await adminApi.send<T>('GET', path, undefined, { query, silent });
  if (!outcome.success) throw new ApiError(outcome);
  return outcome.data;
}

/** Every row of a collection (`limit=0`, which the server caps), for selects: a failure leaves the list empty, silently. */
export function useAllRows<T>(api: string, query: Query = {}, enabled = true) {
  return useQuery({
    queryKey: queryKeys.list(api, { ...query, limit: 0 }),
    queryFn: () => fetchData<Paginated<T>>(api, { ...query, limit: 0 }, true),
    enabled,
    select: (page) => page.docs,
  });
}

/** After a write: everything read from these collections is stale (active lists and records load again). */
export function useInvalidate() {
  const client = useQueryClient();
  return (apis: readonly string[]) =>
    Promise.all(apis.map((api) => client.invalidateQueries({ queryKey: queryKeys.all(api) })));
}
