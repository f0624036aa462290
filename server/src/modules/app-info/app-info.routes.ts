// GET /api/thong-tin-ung-dung: what is running (version, database, Node, mail), since when, and the server's
// clock, for the installation's owner (the /thong-tin-ung-dung page's view permission). The public health
// check says less on purpose.
import { appInfo, envelope } from '@phongkham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client';
import { ok } from '../../lib/reply';

export interface AppInfoOptions {
  database: DatabaseHandle;
  version: string;
  mail: 'smtp' | 'outbox';
}

export const appInfoRoutes: FastifyPluginAsyncZod<AppInfoOptions> = async (app, { database, version, mail }) => {
  app.get(
    '/api/thong-tin-ung-dung',
    {
      config: { access: { url: '/thong-tin-ung-dung', flag: 'view' } },
      schema: {
        tags: ['system'],
        summary: 'Application information: version, database, uptime, Node version, server time',
        response: { 200: envelope(appInfo) },
      },
    },
    async () => {
      const uptime = Math.floor(process.uptime());
      const now = new Date();
      return ok({
        version,
        database: { kind: database.kind, reachable: await database.ping() },
        uptime,
        startedAt: new Date(now.getTime() - uptime * 1000),
        serverTime: now,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        node: process.version,
        platform: `${process.platform} ${process.arch}`,
        memory: process.memoryUsage.rss(),
        mail,
      });
    },
  );
};
