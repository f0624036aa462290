// The pharmacy's routes under /nha-thuoc (docs/decisions/0058): dispensing a signed prescription
// (POST /api/donthuoc/:id/phat, the kit's move PHAT answering 201 with its issue document and bill lines), the
// day's worklist and one prescription at the counter (GET /api/nhathuoc, /api/nhathuoc/:id), returns
// (POST /api/nhathuoc/tralai), counter sales (POST /api/nhathuoc/banle) and what the counter may sell
// (GET /api/nhathuoc/ton). Every answer names the patient and the prescription's lines, no other clinical text.
import {
  counterSaleAnswer,
  counterSaleInput,
  dispenseAnswer,
  dispenseInput,
  dispensingMoves,
  envelope,
  idParams,
  PHARMACY,
  pharmacyPrescription,
  pharmacyQuery,
  pharmacyReturnAnswer,
  pharmacyReturnInput,
  pharmacyRow,
  sellableItem,
  type DispenseInput,
} from '@phongkham/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { prescriptions, stockDocuments } from '../../db/schema';
import { makeMove, type MoveContext } from '../../lib/crud/moves';
import { actorClinic, siteClinic } from '../../lib/crud/scope';
import { authorOf, writing } from '../../lib/crud/writer';
import { HttpError, notFound } from '../../lib/http-error';
import { ok } from '../../lib/reply';
import { readBill } from '../billing/bills.read';
import { linesWithOrigins } from '../billing/line-origins';
import { sellAtCounter } from './counter-sale';
import { dispense, type Dispensed } from './dispense';
import {
  pharmacyDocuments,
  pharmacyPrescription as readAtCounter,
  pharmacyWorklist,
  remainingLines,
  shortLines,
} from './pharmacy.read';
import { returnDispensed } from './returns';
import { sellable } from './sellable';
import { findPharmacy, pharmacyOf } from './store';

const tags = ['pharmacy'];
const access = (flag: 'view' | 'create' | 'update') => ({ access: { url: [PHARMACY], flag } });
const resource = {
  key: 'pharmacy',
  api: '/api/donthuoc',
  urls: [PHARMACY] as [string],
  clinicScoped: 'phongkham_id' as const,
};

export const dispensingRoutes: FastifyPluginAsync<{ db: Database }> = async (parent, { db }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const documentOf = async (id: string) => (await pharmacyDocuments(db, eq(stockDocuments._id, id)))[0]!;
  /** The pharmacy a clinic dispenses from, made (and recorded against the reader) if the clinic has none yet. */
  const storeFor = async (clinic: string, actor: Actor) =>
    (await findPharmacy(db, clinic)) ?? writing(db, authorOf(actor), (writer) => pharmacyOf(writer, clinic));

  app.post(
    '/api/donthuoc/:id/phat',
    {
      config: access('create'),
      schema: {
        tags,
        summary:
          'Dispenses a signed prescription from the pharmacy, FEFO or the batches chosen: the issue document, the ' +
          "visit's bill lines and the state (dispensed, or partly with the rest listed) in one transaction; 409 when " +
          'no usable stock covers any line',
        params: idParams,
        body: dispenseInput.optional().default({}),
        response: { 201: envelope(dispenseAnswer) },
      },
    },
    async (request, reply) => {
      let done: Dispensed | null = null;
      await makeMove(
        {
          db,
          resource,
          table: prescriptions,
          states: dispensingMoves,
          apply: (context) =>
            dispense(context as MoveContext<DispenseInput>, (made) => {
              done = made;
            }),
        },
        request.params.id,
        'PHAT',
        (request.body ?? {}) as Record<string, unknown>,
        request.actor,
      );
      const made = done as Dispensed | null;
      if (!made) throw new HttpError(500, 'errors.default');
      const [state] = await db
        .select({ trangthai: prescriptions.trangthai })
        .from(prescriptions)
        .where(eq(prescriptions._id, request.params.id));
      const bill = await readBill(db, made.hoadon_id, null, request.lang);
      const lines = await linesWithOrigins(db, made.hoadon_id);
      return reply.code(201).send(
        ok({
          phieukho: await documentOf(made.phieukho_id),
          hoadon_id: made.hoadon_id,
          hoadon_so: bill!.so,
          hoadon_dong: lines.filter((line) => made.hoadon_dong_ids.includes(line._id)),
          donthuoc: {
            _id: request.params.id,
            trangthai: state!.trangthai,
            conlai: shortLines(await remainingLines(db, request.params.id)),
          },
        }),
      );
    },
  );

  app.get(
    '/api/nhathuoc',
    {
      config: access('view'),
      schema: {
        tags,
        summary:
          "The day's signed prescriptions still to dispense (or those in one state): the patient's identity only",
        querystring: pharmacyQuery,
        response: { 200: envelope(z.array(pharmacyRow)) },
      },
    },
    async (request) => ok(await pharmacyWorklist(db, actorClinic(request.actor), request.query)),
  );

  app.get(
    '/api/nhathuoc/ton',
    {
      config: access('view'),
      schema: {
        tags,
        summary: 'What the counter may sell: drugs and products with usable units in the pharmacy, found by name',
        querystring: z.object({ q: z.string().trim().max(100).optional() }),
        response: { 200: envelope(z.array(sellableItem)) },
      },
    },
    async (request) => {
      const clinic = actorClinic(request.actor) ?? (await siteClinic(db));
      return ok(await sellable(db, clinic, (await storeFor(clinic, request.actor))._id, request.query.q));
    },
  );

  app.get(
    '/api/nhathuoc/:id',
    {
      config: access('view'),
      schema: {
        tags,
        summary:
          'A signed prescription at the counter: the patient, the lines with what was handed out and is left, the ' +
          'usable batches and the FEFO proposal, the documents that handed it out or took drugs back',
        params: idParams,
        response: { 200: envelope(pharmacyPrescription) },
      },
    },
    async (request) => {
      const clinic = actorClinic(request.actor);
      const [row] = await db
        .select({ phongkham_id: prescriptions.phongkham_id })
        .from(prescriptions)
        .where(eq(prescriptions._id, request.params.id));
      if (!row) throw notFound();
      const found = await readAtCounter(db, request.params.id, clinic, await storeFor(row.phongkham_id, request.actor));
      if (!found) throw notFound();
      return ok(found);
    },
  );

  app.post(
    '/api/nhathuoc/tralai',
    {
      config: access('create'),
      schema: {
        tags,
        summary:
          'Drugs brought back to the batches they left (a PNL document against the issue), with the money: off a ' +
          'draft bill, or a refund document on an issued one (409 beyond what was handed out)',
        body: pharmacyReturnInput,
        response: { 201: envelope(pharmacyReturnAnswer) },
      },
    },
    async (request, reply) => {
      const done = await returnDispensed(db, request.body, request.actor, actorClinic(request.actor));
      return reply.code(201).send(
        ok({
          phieukho: await documentOf(done.phieukho_id),
          sotien: done.sotien,
          phieuchi_id: done.phieuchi_id,
          phieuchi_so: done.phieuchi_so,
        }),
      );
    },
  );

  app.post(
    '/api/nhathuoc/banle',
    {
      config: access('create'),
      schema: {
        tags,
        summary:
          'A counter sale without a visit: a counter bill with a line per batch and its issue (XUAT BAN_LE) in one ' +
          'transaction; 409 when the pharmacy lacks the units',
        body: counterSaleInput,
        response: { 201: envelope(counterSaleAnswer) },
      },
    },
    async (request, reply) => {
      const clinic = actorClinic(request.actor) ?? (await siteClinic(db));
      const done = await sellAtCounter(db, request.body, request.actor, clinic);
      const bill = await readBill(db, done.hoadon_id, clinic, request.lang);
      return reply.code(201).send(ok({ phieukho: await documentOf(done.phieukho_id), hoadon: bill! }));
    },
  );
};
