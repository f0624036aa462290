// Loaders for detail and list pages. A detail URL is `/<list>/<id>` or `/<list>/<id>-<slug>`: an unknown
// record answers the not-found page with HTTP 404, and any other form of a known record's URL is sent
// (301) to its one canonical URL, so search engines index one address per record (issue 3).
import { idFromSegment } from '@phongkham/contracts/slug';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { apiFrom } from './api';

/** Ends the loader with the not-found page (the pages' error boundary) and HTTP status 404. */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/** The content API could not be reached (network, timeout): the error page, HTTP 503, not a 404. */
function unavailable(): never {
  throw data(null, { status: 503 });
}

export interface DetailOptions<T> {
  /** The API path of the record with this id (`apiPaths.newsArticle`). */
  apiPath: (id: string) => string;
  /** The record's canonical public path (`(item) => paths.newsArticle(item._id, item.tieude)`). */
  canonical: (item: T) => string;
}

/**
 * Loads the record named by the route's `:id` segment (id or id-slug): 404 when the segment holds no id
 * or the API knows no such (published) record; a 301 to the canonical path, keeping the query string
 * (`?lng=en`), when the segment is not the canonical one.
 */
export async function loadDetail<T>({ params, request, context }: LoaderFunctionArgs, options: DetailOptions<T>) {
  const id = idFromSegment(params.id ?? '');
  if (!id) notFound();
  // Silent: a missing record is a page, not a toast (docs/product-rules.md, 'Messages and errors').
  const outcome = await apiFrom(context).send<T>('GET', options.apiPath(id), undefined, { silent: true });
  if (!outcome.success) {
    if ('local' in outcome && outcome.local) unavailable();
    notFound();
  }
  const item = outcome.data;
  const url = new URL(request.url);
  const canonical = options.canonical(item);
  if (url.pathname !== canonical) throw redirect(`${canonical}${url.search}`, 301);
  return item;
}

/**
 * The list page asked for by `?page=` (1 when absent). Anything but a whole number from 1 is not a page of
 * this list: 404 rather than a duplicate of page 1.
 */
export function pageFromRequest(request: Request): number {
  const raw = new URL(request.url).searchParams.get('page');
  if (raw === null) return 1;
  const page = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(page) || page < 1) notFound();
  return page;
}

/** A list page past the last one (`?page=9` of 3) does not exist. */
export function checkPageInRange(page: number, totalPages: number): void {
  if (page > 1 && page > totalPages) notFound();
}

/** A list the page cannot do without: the error page when the API could not answer. */
export function required<T>(value: T | null): T {
  if (value === null) unavailable();
  return value;
}
