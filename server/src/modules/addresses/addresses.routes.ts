// /api/diachi: the administrative units of 1 July 2025 for everyone (the address pickers of the back office and
// the public site read them), the commune resource of the back office's /dia-chi (a name corrected under the
// update grant, in the activity history; codes stay), and the look-up of an address written the old way.
import {
  addressResource,
  envelope,
  lookupPath,
  lookupQuery,
  lookupResult,
  provinceItem,
  provincesPath,
} from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { communes } from '../../db/schema';
import { registerResource } from '../../lib/crud/routes';
import { ok } from '../../lib/reply';
import { getCommune, listCommunes, listProvinces, lookUpOldAddress, prepareCommune } from './addresses.service';

export const addressRoutes: FastifyPluginAsync<{ db: Database }> = async (parent, { db }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = [addressResource.key];

  app.get(
    provincesPath,
    {
      config: { access: 'public' },
      schema: { tags, summary: 'The 34 provinces, by code', response: { 200: envelope(z.array(provinceItem)) } },
    },
    async () => ok(await listProvinces(db)),
  );

  app.get(
    lookupPath,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'An address written the old way ("Phường Bến Nghé, Quận 1, TP.HCM") and the units it became',
        querystring: lookupQuery,
        response: { 200: envelope(lookupResult) },
      },
    },
    async (request) => ok(await lookUpOldAddress(db, request.query.q)),
  );

  registerResource(app, {
    db,
    resource: addressResource,
    table: communes,
    publicRead: true,
    without: ['create', 'delete'],
    list: (query) => listCommunes(db, query),
    get: (id) => getCommune(db, id),
    prepare: prepareCommune,
  });
};
