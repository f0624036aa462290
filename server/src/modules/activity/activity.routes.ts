// /api/lich-su-hoat-dong from the module kit: the history's list (newest first, filterable by person, resource,
// action and day) and one entry, for roles granted view on /lich-su-hoat-dong, each reader their clinic's and the
// clinical records' only with their grants (activity.service.ts). Read-only: rows are written by
// each change's own transaction (lib/activity-log.ts), never through this API.
import { activityResource } from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { activityLog } from '../../db/schema';
import { registerResource } from '../../lib/crud/routes';
import { getActivity, listActivity } from './activity.service';

export const activityRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  registerResource(app, {
    db,
    resource: activityResource,
    table: activityLog,
    without: ['create', 'update', 'delete'],
    list: (query, reader) => listActivity(db, query, reader),
    get: (id, reader) => getActivity(db, id, reader),
  });
};
