// The drug catalogue's routes (/api/thuoc under /danh-muc-thuoc): the kit's list, record, create, update and delete;
// a drug some prescription names is not deleted (409), it is set out of use instead.
import { drugResource } from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { drugs, prescriptionLines } from '../../db/schema';
import { registerResource } from '../../lib/crud/routes';
import { seesEveryClinic } from '../../lib/actor';
import { siteClinic } from '../../lib/crud/scope';
import { getDrug, listDrugs, prepareDrug } from './drugs.service';

export const drugRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  registerResource(app, {
    db,
    resource: drugResource,
    table: drugs,
    // The reader's clinic's stock (the owner's: the site's clinic; none for staff of no clinic).
    list: async (query, reader) =>
      listDrugs(
        db,
        query,
        !reader.actor ? null : seesEveryClinic(reader.actor) ? await siteClinic(db) : reader.actor.phongkham_id,
      ),
    get: (id) => getDrug(db, id),
    prepare: prepareDrug,
    usedBy: [{ table: prescriptionLines, column: prescriptionLines.thuoc_id, message: 'errors.drugInUse' }],
  });
};
