// GET /api/setting (SPEC §7): the site settings, public.
import { envelope, setting } from '@phongkham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { ok } from '../../lib/reply';
import { getSiteSetting } from './setting.service';

export const settingRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/setting',
    {
      config: { access: 'public' },
      schema: {
        tags: ['site'],
        summary: 'Site settings: address, hotline, email, social links',
        response: { 200: envelope(setting) },
      },
    },
    async () => ok(await getSiteSetting(db)),
  );
};
