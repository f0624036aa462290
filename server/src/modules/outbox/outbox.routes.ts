// /api/hop-thu-di from the module kit: the outbox's list and one message (view on /sms), read-only, plus
// POST /api/hop-thu-di/:id/gui-lai (update on /sms) that sends a failed message again.
import { envelope, idParams, outboxResource } from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';
import { registerResource } from '../../lib/crud/routes';
import { ok } from '../../lib/reply';
import { listOutbox, readMessage, retryMessage } from './outbox.service';
import type { OutboxWorker } from './worker';

export const outboxRoutes: FastifyPluginAsync<{ db: Database; outbox: Pick<OutboxWorker, 'wake'> }> = async (
  parent,
  { db, outbox: worker },
) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  registerResource(app, {
    db,
    resource: outboxResource,
    table: outbox,
    without: ['create', 'update', 'delete'],
    list: (query) => listOutbox(db, query),
    get: (id) => readMessage(db, id),
  });

  app.post(
    `${outboxResource.api}/:id/gui-lai`,
    {
      config: { access: { url: outboxResource.urls, flag: 'update' } },
      schema: {
        tags: [outboxResource.key],
        summary: 'Sends a failed message again (one more attempt, now); 409 unless it failed',
        params: idParams,
        response: { 200: envelope(z.object({})) },
      },
    },
    async (request) => {
      await retryMessage(db, request.params.id, request.actor);
      worker.wake();
      return ok({});
    },
  );
};
