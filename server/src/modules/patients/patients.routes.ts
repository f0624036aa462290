// /api/benhnhan from the module kit (the patient register, guarded by /tai-khoan-benh-nhan, kept to the staff
// member's clinic), plus the routes of its own: the duplicate check (view), the chart's linked records (view), the
// merge (delete, since a record leaves the list, and update), the personal-data export (view and the EXPORT action),
// the anonymisation (delete) and the conversion of an inbox request (create).
import {
  anonymiseInput,
  conversionParams,
  conversionResult,
  duplicateMatch,
  duplicateQuery,
  duplicatesPath,
  envelope,
  grantsAction,
  grantsAny,
  idParams,
  mergeInput,
  mergeResult,
  patientChart,
  patientExport,
  patientResource,
} from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { patients } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { registerResource } from '../../lib/crud/routes';
import { actorClinic, siteClinic } from '../../lib/crud/scope';
import { HttpError, notFound } from '../../lib/http-error';
import { ok } from '../../lib/reply';
import { readPatientChart } from './patients.chart';
import { patientFromRequest } from './patients.conversion';
import { findDuplicates } from './patients.duplicates';
import { mergePatients, type PatientLink } from './patients.merge';
import { anonymisePatient, exportPatient } from './patients.privacy';
import { getPatient, listPatients, preparePatient, readPatient } from './patients.service';

const { api, urls } = patientResource;
const tags = [patientResource.key];
const access = (flag: 'view' | 'create' | 'update' | 'delete') => ({ access: { url: urls, flag } });

/** A second permission a route needs besides the one its access declares (403 when the role lacks it). */
function requireAlso(actor: Actor, permission: 'update' | 'EXPORT') {
  const menu = actor.vaitro.menu;
  const held =
    permission === 'EXPORT' ? urls.some((url) => grantsAction(menu, url, 'EXPORT')) : grantsAny(menu, urls, permission);
  if (!held) throw new HttpError(403, 'errors.forbidden');
}

export const patientRoutes: FastifyPluginAsync<{ db: Database; links: readonly PatientLink[] }> = async (
  parent,
  { db, links },
) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  registerResource(app, {
    db,
    resource: patientResource,
    table: patients,
    list: (query, reader) => listPatients(db, query, reader),
    get: (id, reader) => getPatient(db, id, reader),
    prepare: preparePatient,
  });

  app.get(
    duplicatesPath,
    {
      config: access('view'),
      schema: {
        tags,
        summary: 'Live records that look like the one typed: same phone, same citizen id, or same name and birth date',
        querystring: duplicateQuery,
        response: { 200: envelope(z.array(duplicateMatch)) },
      },
    },
    async (request) => {
      const own = actorClinic(request.actor);
      const { phongkham_id, ...probe } = request.query;
      const edited = !own && !phongkham_id && probe.bo_qua ? await readPatient(db, probe.bo_qua, null) : null;
      const clinic = own ?? phongkham_id ?? edited?.phongkham_id ?? (await siteClinic(db));
      return ok(await findDuplicates(db, probe, clinic));
    },
  );

  app.get(
    `${api}/:id/lienket`,
    {
      config: access('view'),
      schema: {
        tags,
        summary: "The patient's requests, member registrations and charity applications (the chart so far)",
        params: idParams,
        response: { 200: envelope(patientChart) },
      },
    },
    async (request) => {
      const patient = await readPatient(db, request.params.id, actorClinic(request.actor));
      if (!patient) throw notFound();
      return ok(await readPatientChart(db, patient));
    },
  );

  app.post(
    `${api}/:id/gop`,
    {
      config: access('delete'),
      schema: {
        tags,
        summary: 'Merges the duplicate into this record (its requests move; it is soft-deleted pointing here)',
        params: idParams,
        body: mergeInput,
        response: { 200: envelope(mergeResult) },
      },
    },
    async (request) => {
      requireAlso(request.actor, 'update');
      const clinic = actorClinic(request.actor);
      return ok(await mergePatients(db, request.params.id, request.body.trunglap_id, clinic, request.actor, links));
    },
  );

  app.get(
    `${api}/:id/du-lieu`,
    {
      config: access('view'),
      schema: {
        tags,
        summary: 'Everything held on the patient, for a JSON download (needs the EXPORT action); recorded',
        params: idParams,
        response: { 200: envelope(patientExport) },
      },
    },
    async (request) => {
      requireAlso(request.actor, 'EXPORT');
      return ok(await exportPatient(db, request.params.id, actorClinic(request.actor), request.actor));
    },
  );

  app.post(
    `${api}/:id/an-danh`,
    {
      config: access('delete'),
      schema: {
        tags,
        summary: "Anonymises the record on the person's request: personal fields emptied, linked records kept",
        params: idParams,
        body: anonymiseInput,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await anonymisePatient(db, request.params.id, actorClinic(request.actor), request.body.lydo, request.actor);
      return ok(null);
    },
  );

  app.post(
    `${api}/tu-yeu-cau/:yeucau_id`,
    {
      config: access('create'),
      schema: {
        tags,
        summary: 'Matches the request with a patient (same phone and name) or creates one; the request points at it',
        params: conversionParams,
        response: { 200: envelope(conversionResult) },
      },
    },
    async (request) => {
      const clinic = actorClinic(request.actor);
      return ok(await patientFromRequest(db, request.params.yeucau_id, clinic, request.actor));
    },
  );
};
