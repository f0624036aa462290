// /api/danhmuc from the module kit: the catalogues (specialties, units, payment methods, rooms) each clinic keeps,
// guarded by /danh-muc and scoped to the staff member's clinic (docs/decisions/0013).
import { catalogueResource } from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { catalogueEntries } from '../../db/schema';
import { registerResource } from '../../lib/crud/routes';
import { getCatalogueEntry, listCatalogueEntries } from './catalogues.service';

export const catalogueEntryRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  registerResource(app, {
    db,
    resource: catalogueResource,
    table: catalogueEntries,
    list: (query, reader) => listCatalogueEntries(db, query, reader),
    get: (id, reader) => getCatalogueEntry(db, id, reader),
  });
};
