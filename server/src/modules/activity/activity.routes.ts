// GET /api/lich-su-hoat-dong: the activity history, newest first, filterable by person, resource,
// action and day; for roles granted view on /lich-su-hoat-dong.
import { activityEntry, activityListQuery, envelope, paginated } from '@phongkham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { ok } from '../../lib/reply';
import { listActivity } from './activity.service';

export const activityRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/lich-su-hoat-dong',
    {
      config: { access: { url: '/lich-su-hoat-dong', flag: 'view' } },
      schema: {
        tags: ['system'],
        summary: 'Activity history: who did what, when, to which record',
        querystring: activityListQuery,
        response: { 200: envelope(paginated(activityEntry)) },
      },
    },
    async (request) => ok(await listActivity(db, request.query)),
  );
};
