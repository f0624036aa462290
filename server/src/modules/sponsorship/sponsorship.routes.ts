// GET /api/taitro (sponsored operations, newest first; filter trangthai) and GET /api/taitro/:id.
import {
  envelope,
  idParams,
  paginated,
  sponsoredOperationDetail,
  sponsoredOperationItem,
  sponsoredOperationListQuery,
} from '@phongkham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { ok } from '../../lib/reply';
import { getSponsoredOperation, listSponsoredOperations } from './sponsorship.service';

export const sponsorshipRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/taitro',
    {
      config: { access: 'public' },
      schema: {
        tags: ['charity'],
        summary: 'Sponsored operations, newest first; filter by status (DANG_KEU_GOI, DA_PHAU_THUAT)',
        querystring: sponsoredOperationListQuery,
        response: { 200: envelope(paginated(sponsoredOperationItem)) },
      },
    },
    async (request) => ok(await listSponsoredOperations(db, request.query)),
  );

  app.get(
    '/api/taitro/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['charity'],
        summary: 'One sponsored operation with its story',
        params: idParams,
        response: { 200: envelope(sponsoredOperationDetail) },
      },
    },
    async (request) => ok(await getSponsoredOperation(db, request.params.id)),
  );
};
