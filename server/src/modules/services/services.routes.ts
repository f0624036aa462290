// Service groups (GET /api/dmdichvu, /api/dmdichvu/:id with its services), provided services
// (GET /api/dichvu, /api/dichvu/:id with its group) and the price list (GET /api/banggia).
import {
  envelope,
  idParams,
  paginated,
  priceList,
  serviceDetail,
  serviceGroupDetail,
  serviceGroupItem,
  serviceGroupListQuery,
  serviceItem,
  serviceListQuery,
} from '@phongkham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { ok } from '../../lib/reply';
import { getPriceList, getService, getServiceGroup, listServiceGroups, listServices } from './services.service';

export const serviceRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/dmdichvu',
    {
      config: { access: 'public' },
      schema: {
        tags: ['services'],
        summary: 'Service groups shown on the site, in display order',
        querystring: serviceGroupListQuery,
        response: { 200: envelope(paginated(serviceGroupItem)) },
      },
    },
    async (request) => ok(await listServiceGroups(db, request.query)),
  );

  app.get(
    '/api/dmdichvu/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['services'],
        summary: 'One service group with its body and its services',
        params: idParams,
        response: { 200: envelope(serviceGroupDetail) },
      },
    },
    async (request) => ok(await getServiceGroup(db, request.params.id)),
  );

  app.get(
    '/api/dichvu',
    {
      config: { access: 'public' },
      schema: {
        tags: ['services'],
        summary: 'Provided services with their prices; filter by group (dmdichvu_id)',
        querystring: serviceListQuery,
        response: { 200: envelope(paginated(serviceItem)) },
      },
    },
    async (request) => ok(await listServices(db, request.query)),
  );

  app.get(
    '/api/dichvu/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['services'],
        summary: 'One provided service with its body and its group',
        params: idParams,
        response: { 200: envelope(serviceDetail) },
      },
    },
    async (request) => ok(await getService(db, request.params.id)),
  );

  app.get(
    '/api/banggia',
    {
      config: { access: 'public' },
      schema: {
        tags: ['services'],
        summary: 'The price list: every group in order with its services and prices',
        response: { 200: envelope(priceList) },
      },
    },
    async () => ok(await getPriceList(db)),
  );
};
