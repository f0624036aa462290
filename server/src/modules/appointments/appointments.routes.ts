// /api/lichhen: the appointments calendar under /dat-lich-hen, one clinic's data. Public: the free slots of a doctor's
// day (GET /trong), a booking (POST, anonymous or staff with more fields) and the patient's signed cancel link
// (GET /huy). Staff: the kit's reads, a move to another slot and the state changes. Beside it, the schedule's plain
// lists on the kit: the clinic's holidays (/api/ngaynghi) and the doctors' exceptions (/api/lichngoaile).
import {
  appointmentMove,
  appointmentResource,
  appointmentRow,
  appointmentWorkflow,
  cancelLinkQuery,
  envelope,
  exceptionResource,
  freeSlot,
  holidayResource,
  idParams,
  newAppointment,
  publicBooking,
  slotQuery,
  translate,
} from '@phongkham/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { appointments, holidays, scheduleExceptions } from '../../db/schema';
import { activityMeta } from '../../lib/actor';
import { registerMoves } from '../../lib/crud/moves';
import { registerResource } from '../../lib/crud/routes';
import { actorClinic } from '../../lib/crud/scope';
import { notFound } from '../../lib/http-error';
import { perPhoneLimit, publicFormRateLimit } from '../../lib/public-forms';
import { ok } from '../../lib/reply';
import type { OutboxWorker } from '../outbox/worker';
import { publicFormLimits } from '../system-settings/system-settings.service';
import { appointmentMoved, cancelByToken, moveAppointment } from './appointments.moves';
import {
  appointmentEvent,
  book,
  cancelLink,
  getAppointment,
  listAppointments,
  type Appointment,
  type Messaging,
} from './appointments.service';
import {
  getException,
  getHoliday,
  listExceptions,
  listHolidays,
  prepareException,
  prepareHoliday,
} from './appointments.schedule';
import { freeSlots, slotDoctor } from './appointments.slots';
import { now } from '../../db/clock';

const { api, urls } = appointmentResource;
const tags = [appointmentResource.key];
const access = (flag: 'view' | 'create' | 'update') => ({ access: { url: urls, flag } });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Who acts: the staff member, or the public site with the request's address. */
const authorOf = (request: FastifyRequest) =>
  request.staff
    ? activityMeta(request.actor)
    : { nhanvien_id: null, ip: request.ip, userAgent: request.headers['user-agent'] ?? null };

export const appointmentRoutes: FastifyPluginAsync<{ db: Database; outbox: OutboxWorker } & Messaging> = async (
  parent,
  { db, outbox, ...messaging },
) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    `${api}/trong`,
    {
      // Anyone may read a bookable doctor's times; calendar staff also those of their clinic's unpublished doctors.
      config: { access: { url: urls, flag: 'view', anonymous: true } },
      schema: {
        tags: ['site'],
        summary: "A doctor's free slots on a clinic day (the clinic's clock): schedule, exceptions, holidays, bookings",
        querystring: slotQuery,
        response: { 200: envelope(z.array(freeSlot)) },
      },
    },
    async (request) => {
      const doctor = await slotDoctor(
        db,
        request.query.bacsi_id,
        request.staff ? { clinic: actorClinic(request.actor) } : { publicOnly: true },
      );
      // Not bookable (unpublished, removed, another clinic's): as if it did not exist.
      if (!doctor) throw notFound();
      return ok(await freeSlots(db, doctor, request.query.ngay, now()));
    },
  );

  app.get(
    `${api}/huy`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['site'],
        summary: "The patient's cancel link from a confirmation or reminder: cancels and answers a short page",
        querystring: cancelLinkQuery,
      },
    },
    async (request, reply) => {
      const outcome = await cancelByToken(db, messaging.secret, request.query.token, authorOf(request));
      const t = (key: string) => escapeHtml(translate(request.lang, `appointments.cancelPage.${key}`));
      const html = `<!doctype html><html lang="${request.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${t('title')}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem"><h1>${t('title')}</h1><p>${t(outcome)}</p><p><a href="/">${t('home')}</a></p></body></html>`;
      // A page for people, whatever the outcome: what happened is in its text.
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );

  registerResource(app, {
    db,
    resource: appointmentResource,
    table: appointments,
    without: ['create', 'update', 'delete'],
    list: (query, reader) => listAppointments(db, query, reader),
    get: (id, reader) => getAppointment(db, id, reader.clinic),
  });

  // The public's bookings are counted as the site's other forms are (per address and per phone, as the system
  // settings say): each one texts a phone, so a script must not book a day full or text a stranger repeatedly.
  // Staff at the calendar book as many as their day needs.
  const limits = publicFormLimits(db);
  const perPhone = perPhoneLimit(app, 'lichhen', limits);
  app.post(
    api,
    {
      // The public books anonymously; a staff member holding create on the calendar books with more fields.
      config: {
        access: { url: urls, flag: 'create', anonymous: true },
        // The access hook (global) has run by then: a recognised staff member is on the request.
        rateLimit: { ...publicFormRateLimit(limits), allowList: (request: FastifyRequest) => Boolean(request.staff) },
      },
      preHandler: async (request) => {
        if (!request.staff) await perPhone(request);
      },
      schema: {
        tags,
        summary:
          'Books a free slot: the public with name, phone and consent; staff may name a patient, the inbox request and a note (409 when the slot is taken)',
        body: newAppointment,
        response: { 201: envelope(z.union([appointmentRow, publicBooking])) },
      },
    },
    async (request, reply) => {
      const body = request.staff
        ? request.body
        : { ...request.body, benhnhan_id: undefined, yeucau_id: undefined, ghichu: undefined };
      const clinic = request.staff ? actorClinic(request.actor) : null;
      const id = await book(db, body, authorOf(request), clinic, messaging);
      outbox.wake();
      const row = (await getAppointment(db, id, null))!;
      if (request.staff) return reply.code(201).send(ok(row));
      const { bacsi_id, bacsi_hoten, batdau, ketthuc, hoten, dienthoai } = row;
      const answer = { bacsi_id, bacsi_hoten, batdau, ketthuc, hoten, dienthoai, huy: cancelLink(messaging, id) };
      return reply.code(201).send(ok(answer));
    },
  );

  app.post(
    `${api}/:id/doilich`,
    {
      config: access('update'),
      schema: {
        tags,
        summary: 'Moves a booked or confirmed appointment to another free slot (409 when taken)',
        params: idParams,
        body: appointmentMove,
        response: { 200: envelope(appointmentRow) },
      },
    },
    async (request) => {
      const clinic = actorClinic(request.actor);
      await moveAppointment(db, request.params.id, request.body, authorOf(request), clinic);
      return ok((await getAppointment(db, request.params.id, clinic))!);
    },
  );

  registerMoves(app, {
    db,
    resource: appointmentResource,
    table: appointments,
    states: appointmentWorkflow,
    summary: 'Confirms, marks arrived or no-show, or cancels an appointment',
    answer: appointmentRow,
    get: async (id, actor) => getAppointment(db, id, actorClinic(actor)),
    apply: appointmentMoved,
    event: (after, name) => appointmentEvent(after as Appointment, name),
  });

  registerResource(app, {
    db,
    resource: holidayResource,
    table: holidays,
    list: (query, reader) => listHolidays(db, query, reader),
    get: (id, reader) => getHoliday(db, id, reader.clinic),
    prepare: prepareHoliday,
  });

  registerResource(app, {
    db,
    resource: exceptionResource,
    table: scheduleExceptions,
    list: (query, reader) => listExceptions(db, query, reader),
    get: (id, reader) => getException(db, id, reader.clinic),
    prepare: prepareException,
  });
};
