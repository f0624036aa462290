// /api/cauchuyen from the module kit: the public site lists and reads published success stories; staff with the
// /cau-chuyen-thanh-cong grants also see hidden ones, and write them; a performed operation's story is drafted in one
// step (story-draft.ts).
import { successStoryResource } from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { successStories } from '../../db/schema';
import { registerResource } from '../../lib/crud/routes';
import { getSuccessStory, listSuccessStories, prepareSuccessStory } from './success-stories.service';
import { storyDraftRoutes } from './story-draft';

export const successStoryRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  registerResource(app, {
    db,
    resource: successStoryResource,
    table: successStories,
    publicRead: true,
    list: (query, reader) => listSuccessStories(db, query, reader),
    get: (id, reader) => getSuccessStory(db, id, reader),
    prepare: prepareSuccessStory,
  });
  await app.register(storyDraftRoutes, { db });
};
