// Prescriptions' routes (/api/donthuoc under /don-thuoc): the kit's list (filtered by visit, patient, state) and
// record (its reading recorded); opening a visit's prescription (create), saving the draft, completing the patient's
// identity for signing, signing, voiding with a reason and reissuing a voided one (update). The rules are the
// service's; the scope is the examination's.
import {
  envelope,
  idParams,
  prescriptionCreate,
  prescriptionIdentityInput,
  prescriptionInput,
  prescriptionRecord,
  prescriptionResource,
  prescriptionSignInput,
  prescriptionVoidInput,
} from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { prescriptions } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { registerResource } from '../../lib/crud/routes';
import { notFound } from '../../lib/http-error';
import { ok } from '../../lib/reply';
import { examinerScope } from '../examination/scope';
import type { OutboxWorker } from '../outbox/worker';
import { completeIdentity, openPrescription, savePrescription } from './prescriptions.draft';
import { getPrescription, listPrescriptions, readPrescription } from './prescriptions.read';
import { cancelPrescription, reissuePrescription, signPrescription } from './prescriptions.sign';

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
        summary:
          "Signs the draft (the visit's doctor only): read-only from then on; directions naming another route than " +
          "the drug's need xacnhan_duongdung (409 on the line's cachdung otherwise)",
        params: idParams,
        body: prescriptionSignInput,
        response: { 200: envelope(prescriptionRecord) },
      },
    },
    async (request) => {
      const national = (await nationalPrescriptions?.()) ?? false;
      const confirmRoutes = request.body?.xacnhan_duongdung ?? false;
      if (await signPrescription(db, request.params.id, request.actor, { national, confirmRoutes })) outbox?.wake();
      return answer(request.params.id, request.actor);
    },
  );

  app.post(
    `${api}/:id/huy`,
    {
      config: access('update'),
      schema: {
        tags,
        summary: 'Voids a draft or a signed prescription with a reason (kept, marked and printed as void)',
        params: idParams,
        body: prescriptionVoidInput,
        response: { 200: envelope(prescriptionRecord) },
      },
    },
    async (request) => {
      await cancelPrescription(db, request.params.id, request.body.lydohuy, request.actor);
      return answer(request.params.id, request.actor);
    },
  );

  app.post(
    `${api}/:id/cap-lai`,
    {
      config: access('update'),
      schema: {
        tags,
        summary: 'Reissues a voided signed prescription as a new draft with a new code, linked both ways (201)',
        params: idParams,
        response: { 201: envelope(prescriptionRecord) },
      },
    },
    async (request, reply) => {
      const created = await reissuePrescription(db, request.params.id, request.actor);
      return reply.code(201).send(await answer(created, request.actor));
    },
  );

  app.put(
    `${api}/:id/benhnhan`,
    {
      config: access('update'),
      schema: {
        tags,
        summary:
          "Completes, from the draft, the patient's identity that signing needs: citizen id, birth date and sex where " +
          "the record has none, or a foreign patient's passport number (audited on the patient)",
        params: idParams,
        body: prescriptionIdentityInput,
        response: { 200: envelope(prescriptionRecord) },
      },
    },
    async (request) => {
      await completeIdentity(db, request.params.id, request.body, request.actor);
      return answer(request.params.id, request.actor);
    },
  );
};
