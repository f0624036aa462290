// /api/taitro from the module kit: the public site lists and reads published sponsored operations; staff with the
// /tai-tro-ca-mo grants also see hidden ones, and write them. An operation holding donations or followed by a
// success story stays (409): its money and its stories keep their record.
import { sponsorshipResource } from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { donations, sponsoredOperations, successStories } from '../../db/schema';
import { registerResource } from '../../lib/crud/routes';
import { getSponsorship, listSponsorships, prepareSponsorship } from './sponsorship.service';

export const sponsorshipRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  registerResource(app, {
    db,
    resource: sponsorshipResource,
    table: sponsoredOperations,
    publicRead: true,
    list: (query, reader) => listSponsorships(db, query, reader),
    get: (id, reader) => getSponsorship(db, id, reader),
    prepare: prepareSponsorship,
    usedBy: [
      {
        table: donations,
        column: donations.taitro_id,
        deletedAt: donations.deletedAt,
        message: 'errors.operationHasDonations',
      },
      {
        table: successStories,
        column: successStories.taitro_id,
        deletedAt: successStories.deletedAt,
        message: 'errors.operationHasStories',
      },
    ],
  });
};
