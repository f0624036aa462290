// Prescriptions' routes (/api/donthuoc under /don-thuoc): the kit's list (filtered by visit, patient, state) and
// record (its reading recorded: auditRead); opening a visit's prescription (create), saving the draft, completing
// the patient's identity for signing and reissuing a voided one (update); signing and voiding with a reason are the
// declared moves (contracts `prescriptionMoves`, the kit's routes). The rules are the service's; the scope is the
// examination's.
import {
  envelope,
  idParams,
  prescriptionCreate,
  prescriptionIdentityInput,
  prescriptionInput,
  prescriptionMoves,
  prescriptionRecord,
  prescriptionResource,
  type PrescriptionVoidInput,
  type PrescriptionSignBody,
} from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { prescriptions } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { registerMoves, type MoveContext } from '../../lib/crud/moves';
import { registerResource } from '../../lib/crud/routes';
import { notFound } from '../../lib/http-error';
import { ok } from '../../lib/reply';
import { examinerScope } from '../examination/scope';
import type { OutboxWorker } from '../outbox/worker';
import { completeIdentity, openPrescription, savePrescription } from './prescriptions.draft';
import { getPrescription, listPrescriptions, readPrescription } from './prescriptions.read';
import {
  movablePrescriptions,
  queueSigned,
  reissuePrescription,
  signPrescription,
  voidPrescription,
} from './prescriptions.sign';
import { now } from '../../db/clock';

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

  registerMoves(app, {
    db,
    resource: prescriptionResource,
    table: prescriptions,
    states: prescriptionMoves,
    summary: "Signs (the visit's doctor) or voids with a reason",
    answer: prescriptionRecord,
    get: async (id, actor) => (await answer(id, actor)).data,
    movable: movablePrescriptions,
    // Whether the national system is configured now: asked before the move's transaction opens.
    ahead: async (name) => name === 'KY' && ((await nationalPrescriptions?.()) ?? false),
    apply: (context) =>
      context.name === 'KY'
        ? signPrescription(context as MoveContext<PrescriptionSignBody>)
        : voidPrescription(context as MoveContext<PrescriptionVoidInput>),
    written: (_after, context) => queueSigned(context, context.ahead === true),
    // The history row carries its own time: the voiding's time is written, not repeated in it.
    stamps: ({ name }) => (name === 'HUY' ? { huyluc: now() } : {}),
    // A signing queued for the national system is sent once it has committed.
    committed: (_id, name) => {
      if (name === 'KY') outbox?.wake();
    },
  });

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
