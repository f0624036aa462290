// /api/phongkham from the module kit: the clinics of the installation, guarded by /quan-ly-phong-kham; the week
// of opening hours is saved with the clinic (`giomocua`, child rows). A clinic that still has staff is not
// deleted (409); its other records keep pointing at it (soft delete). Staff of a clinic see and change only their
// own clinic (the contract's clinicScoped '_id'); only the owner adds clinics.
import { clinicResource } from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { clinics, staff } from '../../db/schema';
import { registerResource } from '../../lib/crud/routes';
import { clinicCondition } from '../../lib/crud/scope';
import { getClinic, listClinics, openingHoursChildren, prepareClinic, startCatalogues } from './clinics.service';

export const clinicRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  registerResource(app, {
    db,
    resource: clinicResource,
    table: clinics,
    list: (query, reader) => listClinics(db, query, clinicCondition(clinics._id, reader.clinic)),
    get: (id, reader) => getClinic(db, id, clinicCondition(clinics._id, reader.clinic)),
    prepare: prepareClinic,
    children: { giomocua: openingHoursChildren },
    created: startCatalogues,
    usedBy: [
      { table: staff, column: staff.phongkham_id, deletedAt: staff.deletedAt, message: 'errors.clinicHasStaff' },
    ],
  });
};
