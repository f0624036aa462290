// Service groups (/api/dmdichvu) and provided services (/api/dichvu) from the module kit, and the price list
// (GET /api/banggia). The public site reads the groups, the services and the price list anonymously and sees
// what is published; staff with the /dich-vu and /dich-vu-cung-cap grants also see drafts, and write them. A
// group that still holds live services is not deleted.
import { envelope, priceList, serviceGroupResource, serviceResource } from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { serviceGroups, services } from '../../db/schema';
import { registerResource } from '../../lib/crud/routes';
import { ok } from '../../lib/reply';
import {
  getPriceList,
  getService,
  getServiceGroup,
  listServiceGroups,
  listServices,
  prepareService,
  prepareServiceGroup,
} from './services.service';

export const serviceRoutes: FastifyPluginAsync<{ db: Database }> = async (parent, { db }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  registerResource(app, {
    db,
    resource: serviceGroupResource,
    table: serviceGroups,
    publicRead: true,
    list: (query, reader) => listServiceGroups(db, query, reader),
    get: (id, reader) => getServiceGroup(db, id, reader),
    prepare: prepareServiceGroup,
    usedBy: [
      {
        table: services,
        column: services.dmdichvu_id,
        deletedAt: services.deletedAt,
        message: 'errors.serviceGroupHasServices',
      },
    ],
  });

  registerResource(app, {
    db,
    resource: serviceResource,
    table: services,
    publicRead: true,
    list: (query, reader) => listServices(db, query, reader),
    get: (id, reader) => getService(db, id, reader),
    prepare: prepareService,
  });

  app.get(
    '/api/banggia',
    {
      config: { access: 'public' },
      schema: {
        tags: [serviceResource.key],
        summary: 'The price list: every published group in order with its published services and prices',
        response: { 200: envelope(priceList) },
      },
    },
    async () => ok(await getPriceList(db)),
  );
};
