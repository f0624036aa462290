// Requests (yeucau). POST /api/yeucau (docs/product-rules.md, 'Request modal'): a visitor books an examination or
// asks for a consultation; no sign-in, limited per address and per phone as the system settings say
// (lib/public-forms.ts), and a refusal names the clinic's hotline so a patient is never stuck. The inbox on the
// module kit: GET /api/yeucau and /:id (view on /yeu-cau, clinic-scoped), plus the staff's actions: a move along
// the workflow (its declared moves, the kit's POST /:id/trangthai), an assignment (PUT /:id/phancong) and whom it may go to (GET /:id/nguoiphutrach).
import {
  envelope,
  idParams,
  newRequest,
  request,
  requestAssignee,
  requestAssignment,
  requestRecord,
  requestResource,
  requestWorkflow,
  type RequestStatusChange,
} from '@phongkham/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { requests } from '../../db/schema';
import { registerMoves, type MoveContext } from '../../lib/crud/moves';
import { registerResource } from '../../lib/crud/routes';
import { actorClinic } from '../../lib/crud/scope';
import { HttpError } from '../../lib/http-error';
import { perPhoneLimit, publicFormRateLimit } from '../../lib/public-forms';
import { ok } from '../../lib/reply';
import { getSiteSetting } from '../setting/setting.service';
import { publicFormLimits } from '../system-settings/system-settings.service';
import {
  assignRequest,
  getRequest,
  listRequests,
  receiveRequest,
  requestChanged,
  requestMoved,
  requestAssignees,
} from './requests.service';

export const requestRoutes: FastifyPluginAsync<{ db: Database }> = async (parent, { db }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const limits = publicFormLimits(db);
  // The hotline is read before the limits are counted: a refusal is built synchronously by the rate limiter.
  const hotlines = new WeakMap<FastifyRequest, string>();
  const refusal = (req: FastifyRequest) =>
    new HttpError(429, 'errors.requestRateLimited', { hotline: hotlines.get(req) ?? '' });
  app.post(
    '/api/yeucau',
    {
      config: {
        access: 'public',
        rateLimit: { ...publicFormRateLimit(limits), errorResponseBuilder: (req: FastifyRequest) => refusal(req) },
      },
      onRequest: async (req) => {
        hotlines.set(req, (await getSiteSetting(db)).dienthoai);
      },
      preHandler: perPhoneLimit(app, 'yeucau', limits, refusal),
      schema: {
        tags: ['site'],
        summary:
          'Send a request to book an appointment (DAT_LICH_HEN) or for consultation (HO_TRO_TU_VAN); a repeat from a phone with an open request is folded into it',
        body: newRequest,
        response: { 201: envelope(request) },
      },
    },
    async (req, reply) => reply.code(201).send(ok(await receiveRequest(db, req.body))),
  );

  registerResource(app, {
    db,
    resource: requestResource,
    table: requests,
    without: ['create', 'update', 'delete'],
    list: (query, reader) => listRequests(db, query, reader.clinic),
    get: (id) => getRequest(db, id),
  });

  const update = { url: requestResource.urls, flag: 'update' } as const;
  const tags = [requestResource.key];

  registerMoves(app, {
    db,
    resource: requestResource,
    table: requests,
    states: requestWorkflow,
    summary: 'Moves the request along its workflow, with a note',
    answer: requestRecord,
    get: async (id) => getRequest(db, id),
    apply: (context) => requestMoved(context as MoveContext<RequestStatusChange>),
    event: requestChanged,
  });

  app.put(
    `${requestResource.api}/:id/phancong`,
    {
      config: { access: update },
      schema: {
        tags,
        summary: 'Assigns the request to a staff member of its clinic who may view the inbox (null: nobody)',
        params: idParams,
        body: requestAssignment,
        response: { 200: envelope(requestRecord) },
      },
    },
    async (req) => {
      const clinic = actorClinic(req.actor);
      await assignRequest(db, req.params.id, req.body, req.actor, clinic);
      return ok((await getRequest(db, req.params.id))!);
    },
  );

  app.get(
    `${requestResource.api}/:id/nguoiphutrach`,
    {
      config: { access: { url: requestResource.urls, flag: 'view' } },
      schema: {
        tags,
        summary: 'Staff the request can be assigned to',
        params: idParams,
        response: { 200: envelope(z.array(requestAssignee)) },
      },
    },
    async (req) => ok(await requestAssignees(db, req.params.id, actorClinic(req.actor))),
  );
};
