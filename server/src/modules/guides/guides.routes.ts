// /api/dmhuongdan and /api/huongdan from the module kit: the public site reads every live catalogue and the
// published guides for `/huong-dan` and each guide's page; staff with the /dmhuongdan and /huongdan grants write
// them. A catalogue holding live guides is not deleted.
import { guideCategoryResource, guideResource } from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { guideCategories, guides } from '../../db/schema';
import { registerResource } from '../../lib/crud/routes';
import {
  getGuide,
  getGuideCategory,
  listGuideCategories,
  listGuides,
  prepareGuide,
  prepareGuideCategory,
} from './guides.service';

export const guideRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  registerResource(app, {
    db,
    resource: guideCategoryResource,
    table: guideCategories,
    publicRead: true,
    list: (query, reader) => listGuideCategories(db, query, reader),
    get: (id, reader) => getGuideCategory(db, id, reader),
    prepare: prepareGuideCategory,
    usedBy: [
      {
        table: guides,
        column: guides.dmhuongdan_id,
        deletedAt: guides.deletedAt,
        message: 'errors.guideCategoryHasGuides',
      },
    ],
  });

  registerResource(app, {
    db,
    resource: guideResource,
    table: guides,
    publicRead: true,
    list: (query, reader) => listGuides(db, query, reader),
    get: (id, reader) => getGuide(db, id, reader),
    prepare: prepareGuide,
  });
};
