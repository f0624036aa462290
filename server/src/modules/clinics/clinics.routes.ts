// /api/phongkham from the module kit: the clinics of the installation, guarded by /quan-ly-phong-kham; the week
// of opening hours is saved with the clinic (`giomocua`, child rows). A clinic that still has staff is not
// deleted (409); its other records keep pointing at it (soft delete). Staff of a clinic see and change only their
// own clinic (the contract's clinicScoped '_id'); only the owner adds clinics. /api/nganhang lists the banks the
// form's VietQR account may be at.
import { bankItem, banksPath, clinicResource, envelope } from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { clinics, staff } from '../../db/schema';
import { registerResource } from '../../lib/crud/routes';
import { clinicCondition } from '../../lib/crud/scope';
import { authorOf, writerIn } from '../../lib/crud/writer';
import { banks } from '../../lib/money/vietqr';
import { ok } from '../../lib/reply';
import { pharmacyOf } from '../stock/stores.service';
import { getClinic, listClinics, openingHoursChildren, prepareClinic, startCatalogues } from './clinics.service';

export const clinicRoutes: FastifyPluginAsync<{ db: Database }> = async (parent, { db }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    banksPath,
    {
      config: { access: { url: clinicResource.urls, flag: 'view' } },
      schema: {
        tags: [clinicResource.key],
        summary: 'The banks that take VietQR transfers (BIN, full and short name), by short name',
        response: { 200: envelope(z.array(bankItem)) },
      },
    },
    // The list ships with the server: it changes only with a new release, so a browser keeps it for the day.
    async (_request, reply) => {
      reply.header('cache-control', 'private, max-age=86400');
      return ok(banks());
    },
  );

  registerResource(app, {
    db,
    resource: clinicResource,
    table: clinics,
    list: (query, reader) => listClinics(db, query, clinicCondition(clinics._id, reader.clinic)),
    get: (id, reader) => getClinic(db, id, clinicCondition(clinics._id, reader.clinic)),
    prepare: prepareClinic,
    children: { giomocua: openingHoursChildren },
    created: async (context) => {
      await startCatalogues(context);
      // Every clinic dispenses from its pharmacy store: it exists from the clinic's first day.
      await pharmacyOf(writerIn(context.tx, authorOf(context.actor)), context.id);
    },
    usedBy: [
      { table: staff, column: staff.phongkham_id, deletedAt: staff.deletedAt, message: 'errors.clinicHasStaff' },
    ],
  });
};
