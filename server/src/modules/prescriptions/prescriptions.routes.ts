// Prescriptions' routes (/api/donthuoc under /don-thuoc): the kit's list (filtered by visit, patient, state) and
// record (its reading recorded); opening a visit's prescription (create), saving the draft, signing and cancelling
// (update). The rules are the service's; the scope is the examination's.
import {
  envelope,
  idParams,
  prescriptionCreate,
  prescriptionInput,
  prescriptionRecord,
  prescriptionResource,
} from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { prescriptions } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { registerResource } from '../../lib/crud/routes';
import { notFound } from '../../lib/http-error';
import { ok } from '../../lib/reply';
import { examinerScope } from '../examination/examination.service';
import type { OutboxWorker } from '../outbox/worker';
import {
  cancelPrescription,
  getPrescription,
  listPrescriptions,
  openPrescription,
  readPrescription,
  savePrescription,
  signPrescription,
} from './prescriptions.service';

export interface PrescriptionRoutesOptions {
  db: Database;
  /** Woken after a signing that queued the prescription for the national system. */
  outbox?: Pick<OutboxWorker, 'wake'>;
  /** Whether the national prescription system is configured now (asked at each signing). */
  nationalPrescriptions?: () => Promise<boolean>;
}

export const prescriptionRoutes: FastifyPluginAsync<PrescriptionRoutesOptions> = async (
  parent,
  { db, outbox, nationalPrescriptions },
) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { api, urls } = prescriptionResource;
  const tags = [prescriptionResource.key];
  const access = (flag: 'create' | 'update') => ({ access: { url: urls, flag } });
  const answer = async (id: string, actor: Actor) => {
    const record = await readPrescription(db, id, await examinerScope(db, actor));
    if (!record) throw notFound();
    return ok(record);
  };

  registerResource(app, {
    db,
    resource: prescriptionResource,
    table: prescriptions,
    without: ['create', 'update', 'delete'],
    list: (query, reader) => listPrescriptions(db, query, reader),
    get: (id, reader) => getPrescription(db, id, reader),
  });

  app.post(
    api,
    {
      config: access('create'),
      schema: {
        tags,
        summary: "Opens a visit's prescription: its draft (200) or a new one coded in the national format (201)",
        body: prescriptionCreate,
        response: { 200: envelope(prescriptionRecord), 201: envelope(prescriptionRecord) },
      },
    },
    async (request, reply) => {
      const { id, created } = await openPrescription(db, request.body.luotkham_id, request.actor);
      return reply.code(created ? 201 : 200).send(await answer(id, request.actor));
    },
  );

  app.put(
    `${api}/:id`,
    {
      config: access('update'),
      schema: {
        tags,
        summary: "Saves the draft's lines, advice, follow-up and a young child's fields (409 once signed)",
        params: idParams,
        body: prescriptionInput,
        response: { 200: envelope(prescriptionRecord) },
      },
    },
    async (request) => {
      await savePrescription(db, request.params.id, request.body, request.actor);
      return answer(request.params.id, request.actor);
    },
  );

  app.post(
    `${api}/:id/ky`,
    {
      config: access('update'),
      schema: {
        tags,
        summary: "Signs the draft (the visit's doctor only): read-only from then on",
        params: idParams,
        response: { 200: envelope(prescriptionRecord) },
      },
    },
    async (request) => {
      const national = (await nationalPrescriptions?.()) ?? false;
      if (await signPrescription(db, request.params.id, request.actor, { national })) outbox?.wake();
      return answer(request.params.id, request.actor);
    },
  );

  app.post(
    `${api}/:id/huy`,
    {
      config: access('update'),
      schema: {
        tags,
        summary: 'Cancels a draft or a signed prescription (kept, marked cancelled)',
        params: idParams,
        response: { 200: envelope(prescriptionRecord) },
      },
    },
    async (request) => {
      await cancelPrescription(db, request.params.id, request.actor);
      return answer(request.params.id, request.actor);
    },
  );
};
