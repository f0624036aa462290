// /api/quyengop from the module kit: the donations staff record on a sponsored operation's page, under the
// operation's grants (/tai-tro-ca-mo). Not a public read: the public sees them only through the operation.
// Every write empties the public caches, since the operation's page shows the sum and the sponsors.
import { donationResource } from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { donations } from '../../db/schema';
import { registerResource } from '../../lib/crud/routes';
import { getDonation, listDonations, prepareDonation } from './donations.service';

export const donationRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  registerResource(app, {
    db,
    resource: donationResource,
    table: donations,
    list: (query) => listDonations(db, query),
    get: (id) => getDonation(db, id),
    prepare: prepareDonation,
  });
};
