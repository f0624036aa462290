// GET /api/dashboard: the back-office home's figures for any signed-in staff member, leaving out those of pages the
// role may not view (the server decides, not the screen). Outbox viewers also learn whether text messages reach anyone.
import { dashboard, dashboardPath, envelope, grantsAny, outboxResource } from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { ok } from '../../lib/reply';
import { readDashboard } from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsync<{
  db: Database;
  /** Whether a text message would leave the outbox now (an SMS gateway or Zalo ZNS in effect). */
  smsDelivers: () => Promise<boolean>;
}> = async (parent, { db, smsDelivers }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    dashboardPath,
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['dashboard'],
        summary: "The home's figures for the signed-in person's clinic, only those of pages the role may view",
        response: { 200: envelope(dashboard) },
      },
    },
    async (request) => {
      const figures = await readDashboard(db, request.actor);
      if (!grantsAny(request.actor.vaitro.menu, outboxResource.urls, 'view')) return ok(figures);
      return ok({ ...figures, tinnhan_chiluu: !(await smsDelivers()) });
    },
  );
};
