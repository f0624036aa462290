// GET /api/setting (public: every page shows it) and PUT /api/setting (the general information screen,
// /thong-tin-chung with the update flag).
import { envelope, generalInfoUrl, setting, settingUpdate } from '@phongkham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { ok } from '../../lib/reply';
import { getSiteSetting, updateSiteSetting } from './setting.service';

export const settingRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/setting',
    {
      config: { access: 'public' },
      schema: {
        tags: ['site'],
        summary: 'Site settings: what the header and footer show',
        response: { 200: envelope(setting) },
      },
    },
    async () => ok(await getSiteSetting(db)),
  );

  app.put(
    '/api/setting',
    {
      config: { access: { url: generalInfoUrl, flag: 'update' } },
      schema: {
        tags: ['site'],
        summary: 'Save the general information; the public site shows it at once',
        body: settingUpdate,
        response: { 200: envelope(setting) },
      },
    },
    async (request) => ok(await updateSiteSetting(db, request.body, request.actor)),
  );
};
