// GET /api/tintuc (published articles, newest first; filters dmtintuc_id and noibat) and GET /api/tintuc/:id.
import { envelope, idParams, newsArticle, newsItem, newsListQuery, paginated } from '@phongkham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { ok } from '../../lib/reply';
import { getNews, listNews } from './news.service';

export const newsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/tintuc',
    {
      config: { access: 'public' },
      schema: {
        tags: ['news'],
        summary: 'Published news articles, newest first; filter by category (dmtintuc_id) or featured (noibat)',
        querystring: newsListQuery,
        response: { 200: envelope(paginated(newsItem)) },
      },
    },
    async (request) => ok(await listNews(db, request.query)),
  );

  app.get(
    '/api/tintuc/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['news'],
        summary: 'One published news article with its body',
        params: idParams,
        response: { 200: envelope(newsArticle) },
      },
    },
    async (request) => ok(await getNews(db, request.params.id)),
  );
};
