// Examination (/admin/kham-benh): the ICD-10 look-up every signed-in staff member may use (a public catalogue that
// other modules code diagnoses with too); the visit records under /kham-benh, one clinic's data, from the module kit
// (list, one record with its read recorded, the update while unsigned); and beside them the doctor's worklist,
// opening a visit (create), signing and addenda (update), and the patient's chart as a timeline (view).
import {
  addendumInput,
  chartParams,
  envelope,
  examinationRecord,
  examinationResource,
  icd10Item,
  icd10Path,
  icd10Query,
  idParams,
  patientTimeline as patientTimelineSchema,
  worklistQuery,
  worklistRow,
} from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { examinations } from '../../db/schema';
import { registerResource } from '../../lib/crud/routes';
import { notFound } from '../../lib/http-error';
import { ok } from '../../lib/reply';
import { searchIcd10 } from './icd10';
import {
  addAddendum,
  getExamination,
  listExaminations,
  openExamination,
  prepareExamination,
  signExamination,
} from './record';
import { patientTimeline } from './timeline';
import { worklist } from './worklist';

const { api, urls } = examinationResource;
const tags = [examinationResource.key];
const access = (flag: 'view' | 'create' | 'update') => ({ access: { url: urls, flag } });

export const examinationRoutes: FastifyPluginAsync<{ db: Database }> = async (parent, { db }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  /** The record as its writer sees it after a change (its reading is recorded like any other). */
  const answer = async (id: string, actor: Parameters<typeof openExamination>[2]) => {
    const record = await getExamination(db, id, { staff: true, actor });
    if (!record) throw notFound();
    return ok(record);
  };

  app.get(
    icd10Path,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'ICD-10 codes by the start of the code or by words of the name (diacritics ignored), best first',
        querystring: icd10Query,
        response: { 200: envelope(z.array(icd10Item)) },
      },
    },
    async (request) => ok(await searchIcd10(db, request.query.q, request.query.limit)),
  );

  app.get(
    `${api}/hang-doi`,
    {
      config: access('view'),
      schema: {
        tags,
        summary: "Today's visits the doctor may take (their own and unassigned ones; every doctor's with ALL)",
        querystring: worklistQuery,
        response: { 200: envelope(z.array(worklistRow)) },
      },
    },
    async (request) => ok(await worklist(db, request.query, request.actor)),
  );

  app.get(
    `${api}/benh-an/:benhnhan_id`,
    {
      config: access('view'),
      schema: {
        tags,
        summary: "The patient's visits, newest first, with diagnoses and order lines (the reading is recorded)",
        params: chartParams,
        response: { 200: envelope(patientTimelineSchema) },
      },
    },
    async (request) => ok(await patientTimeline(db, request.params.benhnhan_id, request.actor)),
  );

  registerResource(app, {
    db,
    resource: examinationResource,
    table: examinations,
    without: ['create', 'delete'],
    list: (query, reader) => listExaminations(db, query, reader),
    get: (id, reader) => getExamination(db, id, reader),
    prepare: prepareExamination,
  });

  app.post(
    `${api}/:id/mo`,
    {
      config: access('create'),
      schema: {
        tags,
        // The visit's id: one parameter name per position, which the router needs beside the record's `:id` routes.
        summary: 'Opens the visit (:id is the luotkham) for examination: starts it, makes its record the first time',
        params: idParams,
        response: { 200: envelope(examinationRecord) },
      },
    },
    async (request) => answer(await openExamination(db, request.params.id, request.actor), request.actor),
  );

  app.post(
    `${api}/:id/ky`,
    {
      config: access('update'),
      schema: {
        tags,
        summary: "Signs the record (the visit's doctor, with a diagnosis): read-only from then on; finishes the visit",
        params: idParams,
        response: { 200: envelope(examinationRecord) },
      },
    },
    async (request) => {
      await signExamination(db, request.params.id, request.actor);
      return answer(request.params.id, request.actor);
    },
  );

  app.post(
    `${api}/:id/bosung`,
    {
      config: access('update'),
      schema: {
        tags,
        summary: 'Adds a correction to a signed record, which keeps its original text',
        params: idParams,
        body: addendumInput,
        response: { 200: envelope(examinationRecord) },
      },
    },
    async (request) => {
      await addAddendum(db, request.params.id, request.body.noidung, request.actor);
      return answer(request.params.id, request.actor);
    },
  );
};
