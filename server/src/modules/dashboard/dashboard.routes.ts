// GET /api/dashboard: the back-office home's figures for any signed-in staff member, leaving out those of pages the
// role may not view (the server decides, not the screen).
import { dashboard, dashboardPath, envelope } from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { ok } from '../../lib/reply';
import { readDashboard } from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsync<{ db: Database }> = async (parent, { db }) => {
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
    async (request) => ok(await readDashboard(db, request.actor)),
  );
};
