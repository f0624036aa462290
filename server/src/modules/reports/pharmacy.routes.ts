// The pharmacy report's route (docs/decisions/0066-pharmacy-report.md), under the view grant of its own page,
// /bao-cao/kho-thuoc: staff read their own clinic's stores, the owner every clinic's or the one named, one store with
// ?kho_id=. The near-expiry window is the system settings' (kho_hethan_ngay), read on each call as the alerts read it.
import { envelope, PHARMACY_REPORT, pharmacyReport, pharmacyReportQuery } from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { ok } from '../../lib/reply';
import { readSystemSettings } from '../system-settings/system-settings.service';
import { readerClinic } from './period';
import { readPharmacy } from './pharmacy';

export const pharmacyReportRoutes: FastifyPluginAsync<{ db: Database }> = async (parent, { db }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/baocao/khothuoc',
    {
      config: { access: { url: [PHARMACY_REPORT], flag: 'view' } },
      schema: {
        tags: ['reports'],
        summary:
          "The stores' stock at cost at the end of a period of clinic days (at most 400; now when it runs to today), " +
          'the movements of the period by kind of stock document with their value at cost, stock near its expiry and ' +
          'past it, and items holding stock with no issue, with the period before for comparison, in đồng',
        querystring: pharmacyReportQuery,
        response: { 200: envelope(pharmacyReport) },
      },
    },
    async (request) => {
      const { stock } = await readSystemSettings(db);
      const clinic = readerClinic(request.actor, request.query.phongkham_id);
      return ok(await readPharmacy(db, clinic, request.query, stock.nearExpiryDays));
    },
  );
};
