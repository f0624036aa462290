// GET /api/bacsi (the clinic's doctors in display order) and GET /api/bacsi/:id.
import { doctorDetail, doctorItem, doctorListQuery, envelope, idParams, paginated } from '@phongkham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { ok } from '../../lib/reply';
import { getDoctor, listDoctors } from './doctors.service';

export const doctorRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/bacsi',
    {
      config: { access: 'public' },
      schema: {
        tags: ['doctors'],
        summary: 'Doctors shown on the site, with name and photo from their staff account',
        querystring: doctorListQuery,
        response: { 200: envelope(paginated(doctorItem)) },
      },
    },
    async (request) => ok(await listDoctors(db, request.query)),
  );

  app.get(
    '/api/bacsi/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['doctors'],
        summary: "One doctor's public profile with the biography",
        params: idParams,
        response: { 200: envelope(doctorDetail) },
      },
    },
    async (request) => ok(await getDoctor(db, request.params.id)),
  );
};
