// Route tests for the public pages: the real route table rendered in jsdom, its loaders reading a content
// API made of fixtures (the same envelope, pagination and 404 answers as the server), either as the browser
// router does (client navigation) or through entry-server's render (the first HTML, status and head).
import type { Lang } from '@phongkham/contracts/i18n';
import { translate } from '@phongkham/contracts/messages';
import type { Transport, TransportRequest } from '@phongkham/contracts/transport';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createApiClient } from '../shared/api/client';
import { I18nProvider } from '../shared/i18n/I18nProvider';
import { persistLanguage } from '../shared/i18n/language';
import type { SiteContext } from '../site/api';
import { render as renderOnServer } from '../site/entry-server';
import { siteTables } from '../site/i18n';
import { routes } from '../site/routes';
import { categories, setting } from './site';

/** Answers one API path: the data, or undefined for "not found" (404 envelope). */
export type Handler = (url: URL) => unknown;

const paginate = <T,>(docs: T[], url: URL) => {
  const limit = Number(url.searchParams.get('limit') ?? 10);
  const page = Number(url.searchParams.get('page') ?? 1);
  const rows = limit === 0 ? docs : docs.slice((page - 1) * limit, page * limit);
  return {
    docs: rows,
    totalDocs: docs.length,
    page,
    limit,
    totalPages: limit === 0 ? 1 : Math.max(1, Math.ceil(docs.length / limit)),
  };
};

/** A list endpoint over fixtures, filtered by the query's fields (`dmtintuc_id`, `noibat`…). */
export const listOf =
  <T extends object>(docs: T[]): Handler =>
  (url) => {
    const filtered = docs.filter((doc) =>
      [...url.searchParams.entries()].every(([key, value]) =>
        ['page', 'limit', 'sort', 'q'].includes(key) || !(key in doc)
          ? true
          : String((doc as Record<string, unknown>)[key]) === value,
      ),
    );
    return paginate(filtered, url);
  };

/** A detail endpoint over fixtures: the record whose `_id` ends the path. */
export const byId =
  <T extends { _id: string }>(docs: T[]): Handler =>
  (url) =>
    docs.find((doc) => doc._id === url.pathname.split('/').pop());

export interface FixtureApi {
  transport: Transport;
  /** Every request the pages made, in order. */
  requests: TransportRequest[];
}

/**
 * A content API over fixtures. Keys are paths, with `:id` for one segment (`/api/tintuc/:id`); the
 * settings and news categories every page loads are there unless overridden.
 */
export function fixtureApi(handlers: Record<string, Handler>): FixtureApi {
  const all: Record<string, Handler> = {
    '/api/setting': () => setting,
    '/api/dmtintuc': listOf(categories),
    ...handlers,
  };
  const requests: TransportRequest[] = [];
  const transport: Transport = async (request) => {
    requests.push(request);
    const url = new URL(request.url, 'http://localhost');
    for (const [pattern, handler] of Object.entries(all)) {
      const matcher = new RegExp(`^${pattern.replace(/:id/g, '[^/]+')}$`);
      if (!matcher.test(url.pathname)) continue;
      const data = handler(url);
      if (data === undefined) break;
      return { status: 200, body: { success: true, data } };
    }
    return { status: 404, body: { success: false, message: 'Không tìm thấy nội dung bạn yêu cầu.' } };
  };
  return { transport, requests };
}

/** The site's routes in a memory router, loaders reading `api`; resolves once the first page is shown. */
export async function renderRoute(path: string, { api, lang = 'vi' }: { api: FixtureApi; lang?: Lang }) {
  const context: SiteContext = {
    api: createApiClient({ transport: api.transport, lang: () => lang, message: translate }),
  };
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    // The loaders' `context` argument, as entry-server's requestContext gives it on the server.
    getContext: () => context as never,
  });
  const result = render(
    <I18nProvider initialLang={lang} tables={siteTables} onChange={persistLanguage}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  await act(async () => {
    await waitForIdle(router);
  });
  return { ...result, router };
}

async function waitForIdle(router: ReturnType<typeof createMemoryRouter>) {
  if (router.state.initialized && router.state.navigation.state === 'idle') return;
  await new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized && state.navigation.state === 'idle') {
        unsubscribe();
        resolve();
      }
    });
  });
}

/** Client-side navigation to `path`, resolved once its page is shown. */
export async function navigate(router: ReturnType<typeof createMemoryRouter>, path: string) {
  await act(async () => {
    await router.navigate(path);
    await waitForIdle(router);
  });
}

/**
 * The server's render of `path` (entry-server): status, redirect, head and HTML. The HTML is also parsed
 * into a detached document for queries.
 */
export async function serverRender(path: string, { api, lang = 'vi' }: { api: FixtureApi; lang?: Lang }) {
  const result = await renderOnServer({
    url: new URL(path, 'https://phongkham.example').href,
    lang,
    nonce: 'test-nonce',
    transport: api.transport,
  });
  const doc = document.implementation.createHTMLDocument('server');
  doc.head.innerHTML = result.head;
  doc.body.innerHTML = result.html;
  return { ...result, doc };
}
