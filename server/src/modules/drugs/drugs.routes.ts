// The drug catalogue's routes (/api/thuoc under /danh-muc-thuoc): the kit's list, record, create, update and delete;
// a drug some prescription names is not deleted (409), it is set out of use instead.
import { drugResource } from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { drugs, prescriptionLines } from '../../db/schema';
import { registerResource } from '../../lib/crud/routes';
import { getDrug, listDrugs, prepareDrug } from './drugs.service';

export const drugRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  registerResource(app, {
    db,
    resource: drugResource,
    table: drugs,
    list: (query) => listDrugs(db, query),
    get: (id) => getDrug(db, id),
    prepare: prepareDrug,
    usedBy: [{ table: prescriptionLines, column: prescriptionLines.thuoc_id, message: 'errors.drugInUse' }],
  });
};
