// The reports' routes (docs/decisions/0061-reports.md), each read under its own page's view grant: the revenue
// under /bao-cao/doanh-thu, the waits under /bao-cao/thoi-gian-cho. Staff read their own clinic's figures, the
// owner every clinic's or the one named. Excel and print are made in the browser from these answers, under the
// page's EXPORT and PRINT actions.
import {
  envelope,
  REVENUE_REPORT,
  revenueReport,
  revenueReportQuery,
  WAIT_REPORT,
  waitReport,
  waitReportQuery,
} from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { ok } from '../../lib/reply';
import { readerClinic } from './period';
import { pharmacyReportRoutes } from './pharmacy.routes';
import { readRevenue } from './revenue';
import { readWaits } from './waits';

export const reportsRoutes: FastifyPluginAsync<{ db: Database }> = async (parent, { db }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  await app.register(pharmacyReportRoutes, { db });
  app.get(
    '/api/baocao/doanhthu',
    {
      config: { access: { url: [REVENUE_REPORT], flag: 'view' } },
      schema: {
        tags: ['reports'],
        summary:
          'Revenue of a period of clinic days (at most 400): money received and refunded by receipts and refunds, ' +
          'net by method, by day (every day) and by cashier, with the period before for comparison, in đồng',
        querystring: revenueReportQuery,
        response: { 200: envelope(revenueReport) },
      },
    },
    async (request) =>
      ok(await readRevenue(db, readerClinic(request.actor, request.query.phongkham_id), request.query)),
  );
  app.get(
    '/api/baocao/cho',
    {
      config: { access: { url: [WAIT_REPORT], flag: 'view' } },
      schema: {
        tags: ['reports'],
        summary:
          "Patients' waits over a period of clinic days (at most 400), from the queue's timestamps: median and 90th " +
          'percentile minutes from check-in to call and from call to finish, by hour of check-in and by doctor',
        querystring: waitReportQuery,
        response: { 200: envelope(waitReport) },
      },
    },
    async (request) => ok(await readWaits(db, readerClinic(request.actor, request.query.phongkham_id), request.query)),
  );
};
