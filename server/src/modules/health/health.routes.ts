// GET /api/health: for load balancers and the operator; 503 when the database does not answer.
import { envelope, health } from '@phongkham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client';
import { ok } from '../../lib/reply';

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; version: string }> = async (
  app,
  { database, version },
) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: envelope(health), 503: envelope(health) },
      },
    },
    async (_request, reply) => {
      const reachable = await database.ping();
      const data = {
        status: reachable ? ('ok' as const) : ('degraded' as const),
        version,
        database: { kind: database.kind, reachable },
        uptime: Math.round(process.uptime()),
      };
      return reply.code(reachable ? 200 : 503).send(ok(data));
    },
  );
};
