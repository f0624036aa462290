// /api/thongbaochung from the module kit for the editors (/thong-bao-chung grants), the roles their audience
// select offers, and every signed-in staff member's own notices: read them (the bell) and mark one read.
import { envelope, idParams, myNotices, noticeApi, noticeResource, noticeRole } from '@phongkham/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { notices } from '../../db/schema';
import { registerResource } from '../../lib/crud/routes';
import { notFound } from '../../lib/http-error';
import { ok } from '../../lib/reply';
import {
  getNotice,
  listNotices,
  markNoticeRead,
  myNotices as readMine,
  noticeRoles,
  prepareNotice,
} from './notices.service';

/** The signed-in caller as the notices see them: who, and which role they hold now. */
const member = (request: FastifyRequest) => ({ _id: request.staff!._id, roleId: request.staff!.vaitro._id });

export const noticeRoutes: FastifyPluginAsync<{ db: Database }> = async (parent, { db }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = [noticeResource.key];

  // Registered before the kit's `/:id`, though the router prefers static paths anyway.
  app.get(
    noticeApi.mine,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'The caller’s unread notices open now (audience includes their role), newest first, and their count',
        response: { 200: envelope(myNotices) },
      },
    },
    async (request) => ok(await readMine(db, member(request))),
  );

  app.post(
    '/api/thongbaochung/:id/da-xem',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Marks one of the caller’s notices read (again is fine); 404 when it is not theirs now',
        params: idParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      if (!(await markNoticeRead(db, member(request), request.params.id))) throw notFound();
      return ok(null);
    },
  );

  app.get(
    noticeApi.roles,
    {
      config: { access: { url: noticeResource.urls, flag: 'view' } },
      schema: {
        tags,
        summary: 'The roles a notice may be addressed to',
        response: { 200: envelope(z.array(noticeRole)) },
      },
    },
    async () => ok(await noticeRoles(db)),
  );

  registerResource(app, {
    db,
    resource: noticeResource,
    table: notices,
    list: (query) => listNotices(db, query),
    get: (id) => getNotice(db, id),
    prepare: prepareNotice,
  });
};
