// GET /api/dmtintuc (list; limit=0 for all rows, as the site's startup load asks) and GET /api/dmtintuc/:id.
import { envelope, idParams, newsCategory, newsCategoryListQuery, paginated } from '@phongkham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { ok } from '../../lib/reply';
import { getNewsCategory, listNewsCategories } from './news-categories.service';

export const newsCategoryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/dmtintuc',
    {
      config: { access: 'public' },
      schema: {
        tags: ['news'],
        summary: 'News categories, paginated; limit=0 returns every row',
        querystring: newsCategoryListQuery,
        response: { 200: envelope(paginated(newsCategory)) },
      },
    },
    async (request) => ok(await listNewsCategories(db, request.query)),
  );

  app.get(
    '/api/dmtintuc/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['news'],
        summary: 'One news category',
        params: idParams,
        response: { 200: envelope(newsCategory) },
      },
    },
    async (request) => ok(await getNewsCategory(db, request.params.id)),
  );
};
