// /api/goidichvu: the packages catalogue on the module kit (guarded by /goi-dich-vu; the bills' holders read it too, to
// sell a package), a patient's packages for the chart (either grant), the refund of a package's unused sessions
// (a refund is money: update on /hoa-don), and the money received for packages beside the revenue their sessions
// earned (view on /goi-dich-vu).
import {
  envelope,
  idParams,
  PACKAGE_READERS,
  packageRefundInput,
  packageRevenue,
  packageRevenueQuery,
  patientPackage,
  servicePackageResource,
} from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { servicePackages } from '../../db/schema';
import { registerResource } from '../../lib/crud/routes';
import { actorClinic, siteClinic } from '../../lib/crud/scope';
import { ok } from '../../lib/reply';
import { getPackage, listPackages, packageChildren } from './catalogue';
import { packagesOf, refundPackage } from './patient-packages';
import { readPackageRevenue } from './revenue.read';

const { api, urls } = servicePackageResource;
const tags = [servicePackageResource.key];

export const packageRoutes: FastifyPluginAsync<{ db: Database }> = async (parent, { db }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  registerResource(app, {
    db,
    resource: servicePackageResource,
    table: servicePackages,
    list: (query, reader) => listPackages(db, query, reader),
    get: (id, reader) => getPackage(db, id, reader),
    children: packageChildren,
    access: { view: { url: PACKAGE_READERS } },
  });

  app.get(
    `${api}/benhnhan/:id`,
    {
      config: { access: { url: PACKAGE_READERS, flag: 'view' } },
      schema: {
        tags,
        summary: "A patient's packages, newest first: sessions used and left per item, validity, sale and refund",
        params: idParams,
        response: { 200: envelope(z.array(patientPackage)) },
      },
    },
    async (request) => ok(await packagesOf(db, request.params.id, actorClinic(request.actor))),
  );

  app.post(
    `${api}/goibenhnhan/:id/hoantien`,
    {
      config: { access: { url: ['/hoa-don'], flag: 'update' } },
      schema: {
        tags,
        summary:
          "Refunds a package's unused sessions by its rule (a refund document on the bill that sold it) and closes it " +
          '(409 under the no-refund rule, once expired or closed)',
        params: idParams,
        body: packageRefundInput,
        response: { 201: envelope(z.array(patientPackage)) },
      },
    },
    async (request, reply) => {
      const clinic = actorClinic(request.actor);
      const patient = await refundPackage(db, request.params.id, request.body, request.actor, clinic);
      return reply.code(201).send(ok(await packagesOf(db, patient, clinic)));
    },
  );

  app.get(
    `${api}/doanhthu`,
    {
      config: { access: { url: urls, flag: 'view' } },
      schema: {
        tags,
        summary:
          'For a period of clinic days (at most 366): money received for packages, the revenue their sessions earned, ' +
          'refunds, and the value left by packages that expired, in all and per package',
        querystring: packageRevenueQuery,
        response: { 200: envelope(packageRevenue) },
      },
    },
    async (request) => {
      const clinic = actorClinic(request.actor) ?? (await siteClinic(db));
      return ok(await readPackageRevenue(db, clinic, request.query));
    },
  );
};
