// /api/tintuc from the module kit: the public site lists and reads published articles; staff with the /tin-tuc
// grants also see drafts and scheduled articles, and write them.
import { newsResource } from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { news } from '../../db/schema';
import { registerResource } from '../../lib/crud/routes';
import { schedulePublications } from '../../lib/crud/publish';
import { getNews, listNews, prepareNews } from './news.service';

export const newsRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  registerResource(app, {
    db,
    resource: newsResource,
    table: news,
    publicRead: true,
    list: (query, reader) => listNews(db, query, reader),
    get: (id, reader) => getNews(db, id, reader),
    prepare: prepareNews,
  });

  schedulePublications(app, db, news, newsResource.table);
};
