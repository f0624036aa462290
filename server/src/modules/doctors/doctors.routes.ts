// /api/bacsi from the module kit: the public site lists and reads published doctors with their credentials and
// weekly hours; staff with the /bac-si grants see every profile and write them, the week in the same save
// (`lichlamviec`, child rows of the profile). GET /api/bacsi/nhanvien offers the accounts a new profile may take.
import { doctorCandidate, doctorCandidatesPath, doctorResource, envelope } from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { doctors } from '../../db/schema';
import { registerResource } from '../../lib/crud/routes';
import { ok } from '../../lib/reply';
import {
  doctorCandidates,
  getDoctor,
  hoursChildren,
  listDoctors,
  prepareDoctor,
  writableDoctors,
} from './doctors.service';

export const doctorRoutes: FastifyPluginAsync<{ db: Database }> = async (parent, { db }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  // Declared before the kit's `/:id`; a static segment wins over a parameter either way.
  app.get(
    doctorCandidatesPath,
    {
      // Only a new profile chooses its account.
      config: { access: { url: doctorResource.urls, flag: 'create' } },
      schema: {
        tags: [doctorResource.key],
        summary: 'Staff accounts that may get a doctor profile in the clinic: live, active, without one there',
        querystring: z.object({ phongkham_id: z.uuid().optional() }),
        response: { 200: envelope(z.array(doctorCandidate)) },
      },
    },
    async (request) => ok(await doctorCandidates(db, request.actor, request.query.phongkham_id)),
  );

  registerResource(app, {
    db,
    resource: doctorResource,
    table: doctors,
    publicRead: true,
    list: (query, reader) => listDoctors(db, query, reader),
    get: (id, reader) => getDoctor(db, id, reader),
    prepare: prepareDoctor,
    writableBy: writableDoctors,
    children: { lichlamviec: hoursChildren },
  });
};
