// GET /api/hoadon/giamgia: discounts by approver for a period, under the approvals page (/duyet-thu-chi, view):
// those who approve discounts, and the owner who watches them, read who approved how much.
import { CASH_APPROVALS, discountReport, discountReportQuery, envelope } from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { actorClinic, siteClinic } from '../../lib/crud/scope';
import { ok } from '../../lib/reply';
import { readDiscountReport } from './discount-report.read';

export const discountReportRoutes: FastifyPluginAsync<{ db: Database }> = async (parent, { db }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/hoadon/giamgia',
    {
      config: { access: { url: [CASH_APPROVALS], flag: 'view' } },
      schema: {
        tags: ['bills'],
        summary:
          'Discounts by approver for a period of clinic days (by the day of approval, at most 366): each approver ' +
          'with the number of discounts and their total in đồng, and the approved bills (voided ones left out)',
        querystring: discountReportQuery,
        response: { 200: envelope(discountReport) },
      },
    },
    async (request) => {
      const clinic = actorClinic(request.actor) ?? (await siteClinic(db));
      return ok(await readDiscountReport(db, clinic, request.query));
    },
  );
};
