// The patients-and-flow report's route (docs/decisions/0064-visit-report.md), read under view on its own page
// /bao-cao/luot-kham. Staff read their own clinic's figures, the owner every clinic's or the one named. Excel and
// print are made in the browser from this answer, under the page's EXPORT and PRINT actions.
import { envelope, VISIT_REPORT, visitReport, visitReportQuery } from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { ok } from '../../lib/reply';
import { readerClinic } from './period';
import { readVisits } from './visits';

export const visitReportRoutes: FastifyPluginAsync<{ db: Database }> = async (parent, { db }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/baocao/luotkham',
    {
      config: { access: { url: [VISIT_REPORT], flag: 'view' } },
      schema: {
        tags: ['reports'],
        summary:
          'Patients and flow over a period of clinic days (at most 400): visits that happened by day (every day), ' +
          'doctor and room, new and returning patients, appointments due by channel and outcome, and the funnel ' +
          'from site requests to visits with a paid bill, with the period before for comparison',
        querystring: visitReportQuery,
        response: { 200: envelope(visitReport) },
      },
    },
    async (request) => ok(await readVisits(db, readerClinic(request.actor, request.query.phongkham_id), request.query)),
  );
};
