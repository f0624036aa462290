// The sales and balances report's route (docs/decisions/0067-sales-report.md), read under view on its own page
// /bao-cao/doanh-so. Staff read their own clinic's figures, the owner every clinic's or the one named. Excel and
// print are made in the browser from this answer, under the page's EXPORT and PRINT actions.
import { envelope, SALES_REPORT, salesReport, salesReportQuery } from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { ok } from '../../lib/reply';
import { readerClinic } from './period';
import { readSales } from './sales';

export const salesReportRoutes: FastifyPluginAsync<{ db: Database }> = async (parent, { db }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/baocao/doanhso',
    {
      config: { access: { url: [SALES_REPORT], flag: 'view' } },
      schema: {
        tags: ['reports'],
        summary:
          'Sales over a period of clinic days (at most 400): the bills issued, by kind, service group, service and ' +
          "the visit's doctor, the discounts and who approved them, with the period before; and, now, what is " +
          'owed on issued bills and held as deposits, in đồng',
        querystring: salesReportQuery,
        response: { 200: envelope(salesReport) },
      },
    },
    async (request) => ok(await readSales(db, readerClinic(request.actor, request.query.phongkham_id), request.query)),
  );
};
