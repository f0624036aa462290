// /api/luotkham: reception's visits under /tiep-nhan, one clinic's data. The kit serves the list (the queue of a
// room and day) and one visit with its order lines; beside it the check-in (create), the queue's moves and the move
// to another room and the change of a waiting visit's doctor, reason and services (update), and the waiting-room
// display's numbers (view; no names).
import {
  checkInInput,
  clinicDay,
  displayQuery,
  displayRoom,
  envelope,
  idParams,
  receptionRoom,
  roomMoveInput,
  visitEditInput,
  visitRecord,
  visitResource,
  visitWorkflow,
} from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { visits } from '../../db/schema';
import { noBilling, type BillingLink } from '../../lib/billing-link';
import { registerMoves } from '../../lib/crud/moves';
import { registerResource } from '../../lib/crud/routes';
import { actorClinic, siteClinic } from '../../lib/crud/scope';
import { ok } from '../../lib/reply';
import { displayRooms, getVisit, listVisits, receptionRooms } from './reception.queue';
import { checkIn, editVisit, moveToRoom, visitMoved, visitMovedEvent } from './reception.service';
import { now } from '../../db/clock';

const { api, urls } = visitResource;
const tags = [visitResource.key];
const access = (flag: 'view' | 'create' | 'update') => ({ access: { url: urls, flag } });

export const receptionRoutes: FastifyPluginAsync<{ db: Database; billing?: BillingLink }> = async (
  parent,
  { db, billing = noBilling },
) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    `${api}/man-hinh`,
    {
      config: access('view'),
      schema: {
        tags,
        summary: "The waiting-room display: per room, today's called number, those being seen and the next (no names)",
        querystring: displayQuery,
        response: { 200: envelope(z.array(displayRoom)) },
      },
    },
    async (request) => {
      const clinic = actorClinic(request.actor) ?? request.query.phongkham_id ?? (await siteClinic(db));
      return ok(await displayRooms(db, clinic, clinicDay(now())));
    },
  );

  app.get(
    `${api}/phong`,
    {
      config: access('view'),
      schema: {
        tags,
        summary: "The clinic's rooms in use (PHONG catalogue entries), in the catalogue's order",
        querystring: displayQuery,
        response: { 200: envelope(z.array(receptionRoom)) },
      },
    },
    async (request) => {
      const clinic = actorClinic(request.actor) ?? request.query.phongkham_id ?? (await siteClinic(db));
      return ok(await receptionRooms(db, clinic));
    },
  );

  registerResource(app, {
    db,
    resource: visitResource,
    table: visits,
    without: ['create', 'update', 'delete'],
    list: (query, reader) => listVisits(db, query, reader),
    get: (id, reader) => getVisit(db, id, reader.clinic),
  });

  app.post(
    api,
    {
      config: access('create'),
      schema: {
        tags,
        summary:
          "Checks a patient in (an existing one, or a new one registered in the same step): the room's next number of the day",
        body: checkInInput,
        response: { 201: envelope(visitRecord) },
      },
    },
    async (request, reply) => {
      const clinic = actorClinic(request.actor);
      const id = await checkIn(db, request.body, request.actor, clinic, billing);
      return reply.code(201).send(ok((await getVisit(db, id, clinic))!));
    },
  );

  registerMoves(app, {
    db,
    resource: visitResource,
    table: visits,
    states: visitWorkflow,
    summary: 'A move in the queue: call, skip, recall, start, finish or cancel',
    answer: visitRecord,
    get: async (id, actor) => getVisit(db, id, actorClinic(actor)),
    apply: visitMoved(billing),
    event: visitMovedEvent,
  });

  app.put(
    `${api}/:id`,
    {
      config: access('update'),
      schema: {
        tags,
        summary:
          "Sets or changes a checked-in visit's doctor, reason and services until the doctor opens it (409 afterwards)",
        params: idParams,
        body: visitEditInput,
        response: { 200: envelope(visitRecord) },
      },
    },
    async (request) => {
      const clinic = actorClinic(request.actor);
      await editVisit(db, request.params.id, request.body, request.actor, clinic, billing);
      return ok((await getVisit(db, request.params.id, clinic))!);
    },
  );

  app.post(
    `${api}/:id/chuyenphong`,
    {
      config: access('update'),
      schema: {
        tags,
        summary: "Moves a waiting visit to another room, where it takes that room's next number",
        params: idParams,
        body: roomMoveInput,
        response: { 200: envelope(visitRecord) },
      },
    },
    async (request) => {
      const clinic = actorClinic(request.actor);
      await moveToRoom(db, request.params.id, request.body.phong_id, request.actor, clinic);
      return ok((await getVisit(db, request.params.id, clinic))!);
    },
  );
};
