// /api/benh from the module kit: the public site lists published diseases and reads one with the services and
// doctors it links to; staff with the /benh grants also see unpublished ones and write them, the links included.
import { diseaseResource } from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { diseases } from '../../db/schema';
import { registerResource } from '../../lib/crud/routes';
import { diseaseChildren, getDisease, listDiseases, prepareDisease } from './diseases.service';

export const diseaseRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  registerResource(app, {
    db,
    resource: diseaseResource,
    table: diseases,
    publicRead: true,
    list: (query, reader) => listDiseases(db, query, reader),
    get: (id, reader) => getDisease(db, id, reader),
    prepare: prepareDisease,
    children: diseaseChildren,
  });
};
