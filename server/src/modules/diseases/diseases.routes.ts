// GET /api/benh (published disease introductions in display order) and GET /api/benh/:id.
import { diseaseDetail, diseaseItem, diseaseListQuery, envelope, idParams, paginated } from '@phongkham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { ok } from '../../lib/reply';
import { getDisease, listDiseases } from './diseases.service';

export const diseaseRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/benh',
    {
      config: { access: 'public' },
      schema: {
        tags: ['diseases'],
        summary: 'Published disease introductions in display order',
        querystring: diseaseListQuery,
        response: { 200: envelope(paginated(diseaseItem)) },
      },
    },
    async (request) => ok(await listDiseases(db, request.query)),
  );

  app.get(
    '/api/benh/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['diseases'],
        summary: 'One published disease introduction with its body',
        params: idParams,
        response: { 200: envelope(diseaseDetail) },
      },
    },
    async (request) => ok(await getDisease(db, request.params.id)),
  );
};
