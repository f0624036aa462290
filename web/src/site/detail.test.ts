import type { NewsArticle } from '@phongkham/contracts';
import { translate } from '@phongkham/contracts/messages';
import { createStaticHandler, type LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../shared/api/client';
import { apiPaths, paths } from '../shared/paths';
import { news } from '../test/content';
import { byId, fixtureApi, type FixtureApi } from '../test/pages';
import { loadDetail, pageFromRequest } from './detail';

const article = news[0]!;
const canonical = `/tin-tuc/${article._id}-kham-suc-khoe-tong-quat-nen-lam-bao-lau-mot-lan`;

const handler = createStaticHandler([
  {
    path: '/tin-tuc/:id',
    loader: (args: LoaderFunctionArgs) =>
      loadDetail<NewsArticle>(args, {
        apiPath: apiPaths.newsArticle,
        canonical: (item) => paths.newsArticle(item._id, item.tieude),
      }),
  },
]);

async function query(path: string, api: FixtureApi = fixtureApi({ '/api/tintuc/:id': byId(news) })) {
  const client = createApiClient({ transport: api.transport, lang: () => 'vi', message: translate });
  return handler.query(new Request(`https://phongkham.example${path}`), { requestContext: { api: client } });
}

describe('loadDetail', () => {
  it('gives the record at its canonical id-slug URL', async () => {
    const context = await query(canonical);
    if (context instanceof Response) throw new Error('unexpected redirect');
    expect(context.statusCode).toBe(200);
    expect(Object.values(context.loaderData)[0]).toMatchObject({ _id: article._id, tieude: article.tieude });
  });

  it('sends a bare id to the canonical URL with a permanent redirect', async () => {
    const response = await query(`/tin-tuc/${article._id}`);
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(301);
    expect((response as Response).headers.get('location')).toBe(canonical);
  });

  it('sends an outdated slug or an upper-case id to the canonical URL, keeping the query', async () => {
    const old = (await query(`/tin-tuc/${article._id}-tieu-de-cu?lng=en`)) as Response;
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe(`${canonical}?lng=en`);
    const upper = (await query(`/tin-tuc/${article._id.toUpperCase()}`)) as Response;
    expect(upper.headers.get('location')).toBe(canonical);
  });

  it('answers 404 for an id the API does not know', async () => {
    const context = await query('/tin-tuc/3a0e6c1e-9999-4b7e-8a1c-1d2e3f405161-khong-co');
    if (context instanceof Response) throw new Error('unexpected redirect');
    expect(context.statusCode).toBe(404);
    expect(Object.values(context.errors ?? {})[0]).toMatchObject({ status: 404 });
  });

  it('answers 404 for a segment holding no id, without asking the API', async () => {
    const api = fixtureApi({ '/api/tintuc/:id': byId(news) });
    const context = await query('/tin-tuc/kham-suc-khoe-tong-quat', api);
    if (context instanceof Response) throw new Error('unexpected redirect');
    expect(context.statusCode).toBe(404);
    expect(api.requests).toEqual([]);
  });

  it('answers 503, not 404, when the API cannot be reached', async () => {
    const context = await query(canonical, {
      transport: () => Promise.reject(new Error('connection refused')),
      requests: [],
    });
    if (context instanceof Response) throw new Error('unexpected redirect');
    expect(context.statusCode).toBe(503);
  });
});

describe('pageFromRequest', () => {
  const page = (search: string) => pageFromRequest(new Request(`https://phongkham.example/tin-tuc${search}`));
  const status = (search: string) => {
    try {
      page(search);
      return 200;
    } catch (thrown) {
      return (thrown as { init?: { status?: number } }).init?.status;
    }
  };

  it('reads ?page=, 1 when absent', () => {
    expect(page('')).toBe(1);
    expect(page('?page=3')).toBe(3);
  });

  it('answers 404 for a page that is not a whole number from 1', () => {
    for (const search of ['?page=0', '?page=-1', '?page=2.5', '?page=abc', '?page=', '?page=1e3']) {
      expect(status(search), search).toBe(404);
    }
  });
});
