// /api/dmtintuc from the module kit: the public site reads every category (limit=0) for its news menu; staff with
// the /danh-muc-tin-tuc or /dmtintuc grants write them. A category holding live articles is not deleted.
import { newsCategoryResource } from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { news, newsCategories } from '../../db/schema';
import { registerResource } from '../../lib/crud/routes';
import { getNewsCategory, listNewsCategories, prepareNewsCategory } from './news-categories.service';

export const newsCategoryRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  registerResource(app, {
    db,
    resource: newsCategoryResource,
    table: newsCategories,
    publicRead: true,
    list: (query) => listNewsCategories(db, query),
    get: (id) => getNewsCategory(db, id),
    prepare: prepareNewsCategory,
    usedBy: [{ table: news, column: news.dmtintuc_id, deletedAt: news.deletedAt, message: 'errors.categoryHasNews' }],
  });
};
