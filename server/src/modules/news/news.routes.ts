// /api/tintuc from the module kit: the public site lists and reads published articles; staff with the /tin-tuc
// grants also see drafts and scheduled articles, and write them.
import { newsResource } from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { news } from '../../db/schema';
import { registerResource } from '../../lib/crud/routes';
import { contentChangesAt, onContentChanged } from '../../lib/content-events';
import { getNews, listNews, nextPublication, prepareNews } from './news.service';

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

  // A scheduled article goes public without a write: the caches are told at its moment (docs/recipes).
  const scheduleNext = async () => {
    const at = await nextPublication(db);
    if (at) contentChangesAt(at);
  };
  const stop = onContentChanged((reason) => {
    if (reason === newsResource.table || reason === 'scheduled') void scheduleNext().catch(() => undefined);
  });
  app.addHook('onReady', scheduleNext);
  app.addHook('onClose', async () => stop());
};
