// GET /api/trang/:ma: one single page of the site (GIOI_THIEU, TU_THIEN, XET_DUYET_HO_SO, DANG_KY_THANH_VIEN).
import { envelope, pageParams, sitePage } from '@phongkham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { ok } from '../../lib/reply';
import { getPage } from './pages.service';

export const pageRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/trang/:ma',
    {
      config: { access: 'public' },
      schema: {
        tags: ['site'],
        summary: 'One single page of the site by its code (about, charity, the two form introductions)',
        params: pageParams,
        response: { 200: envelope(sitePage) },
      },
    },
    async (request) => ok(await getPage(db, request.params.ma)),
  );
};
