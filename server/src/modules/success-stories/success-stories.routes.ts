// GET /api/cauchuyen (success stories, newest first) and GET /api/cauchuyen/:id.
import {
  envelope,
  idParams,
  paginated,
  successStoryDetail,
  successStoryItem,
  successStoryListQuery,
} from '@phongkham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { ok } from '../../lib/reply';
import { getSuccessStory, listSuccessStories } from './success-stories.service';

export const successStoryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/cauchuyen',
    {
      config: { access: 'public' },
      schema: {
        tags: ['charity'],
        summary: 'Published success stories, newest first',
        querystring: successStoryListQuery,
        response: { 200: envelope(paginated(successStoryItem)) },
      },
    },
    async (request) => ok(await listSuccessStories(db, request.query)),
  );

  app.get(
    '/api/cauchuyen/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['charity'],
        summary: 'One success story with its body',
        params: idParams,
        response: { 200: envelope(successStoryDetail) },
      },
    },
    async (request) => ok(await getSuccessStory(db, request.params.id)),
  );
};
