// The lab catalogue (/api/chisoxetnghiem under /danh-muc-xet-nghiem), the lab's and the imaging room's orders
// (/api/xetnghiem under /xet-nghiem, /api/chandoanhinhanh under /chan-doan-hinh-anh: the same routes, each kind under
// its own page's grants) and a visit's results for the doctor (/api/ketqua). Per kind: the kit's worklist and one
// line with its result (view), ordering (create), the steps and the result entry (update).
import {
  envelope,
  grantsAny,
  idParams,
  imagingResultInput,
  labPanel,
  labResultInput,
  labTestResource,
  orderInput,
  orderKinds,
  orderRecord,
  orderResources,
  orderSteps,
  visitResultsApi,
  visitResultsQuery,
  visitResultsUrls,
  type OrderKind,
} from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { labTests, orderLines } from '../../db/schema';
import { orderScope, type ExaminerScope } from '../../lib/care-scope';
import { noBilling, type BillingLink } from '../../lib/billing-link';
import { registerMoves } from '../../lib/crud/moves';
import { registerResource } from '../../lib/crud/routes';
import { actorClinic, siteClinic } from '../../lib/crud/scope';
import { ok } from '../../lib/reply';
import { getLabTest, labPanels, listLabTests, prepareLabTest } from './lab-catalogue.service';
import { getOrder, listOrders, readOrder, visitResults } from './orders.read';
import { enterImagingResult, enterLabResult } from './orders.results';
import { createOrders, lineStepped, movableLines, orderEvent } from './orders.steps';

const clinicQuery = z.object({ phongkham_id: z.uuid().optional() });

export const labRoutes: FastifyPluginAsync<{ db: Database; billing?: BillingLink }> = async (
  parent,
  { db, billing = noBilling },
) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  // The catalogue -------------------------------------------------------------------------------------------------
  app.get(
    `${labTestResource.api}/bo`,
    {
      config: { access: { url: labTestResource.urls, flag: 'view' } },
      schema: {
        tags: [labTestResource.key],
        summary: "The clinic's lab-kind price-list services: the panels a test may belong to",
        querystring: clinicQuery,
        response: { 200: envelope(z.array(labPanel)) },
      },
    },
    async (request) => {
      const clinic = actorClinic(request.actor) ?? request.query.phongkham_id ?? (await siteClinic(db));
      return ok(await labPanels(db, clinic));
    },
  );

  registerResource(app, {
    db,
    resource: labTestResource,
    table: labTests,
    list: (query, reader) => listLabTests(db, query, reader),
    get: (id, reader) => getLabTest(db, id, reader),
    prepare: prepareLabTest,
  });

  // Orders, per kind -----------------------------------------------------------------------------------------------
  /** One kind's routes: the kit's reads, ordering, the steps and the result entry. */
  const orderRoutes = (kind: OrderKind) => {
    const resource = orderResources[kind];
    const { api, urls } = resource;
    const tags = [resource.key];
    const access = (flag: 'create' | 'update') => ({ access: { url: urls, flag } });
    const answer = async (id: string, scope: ExaminerScope) => ok((await readOrder(db, id, kind, scope))!);

    registerResource(app, {
      db,
      resource,
      table: orderLines,
      without: ['create', 'update', 'delete'],
      list: (query, reader) => listOrders(db, kind, query, reader),
      get: (id, reader) => getOrder(db, id, kind, reader),
    });

    app.post(
      api,
      {
        config: access('create'),
        schema: {
          tags,
          summary: `Orders ${kind === 'XET_NGHIEM' ? 'lab' : 'imaging'} services of the price list for a visit`,
          body: orderInput,
          response: { 201: envelope(z.array(orderRecord)) },
        },
      },
      async (request, reply) => {
        const scope = await orderScope(db, request.actor);
        const ids = await createOrders(db, kind, request.body, request.actor, scope, billing);
        const records = [];
        for (const id of ids) records.push((await readOrder(db, id, kind, scope))!);
        return reply.code(201).send(ok(records));
      },
    );

    registerMoves(app, {
      db,
      resource,
      table: orderLines,
      states: orderSteps,
      summary: 'A step: performed (sample taken), verified or cancelled',
      answer: orderRecord,
      get: async (id, actor) => (await answer(id, await orderScope(db, actor))).data,
      movable: async (actor, tx) => movableLines(kind, await orderScope(tx, actor), tx),
      apply: (context) => lineStepped(context, billing),
      event: (after, name) => orderEvent(kind, after as Parameters<typeof orderEvent>[1], name),
    });

    if (kind === 'XET_NGHIEM') {
      app.put(
        `${api}/:id/ketqua`,
        {
          config: access('update'),
          schema: {
            tags,
            summary:
              "Enters or corrects the panel's values until verified; each is flagged against the patient's range",
            params: idParams,
            body: labResultInput,
            response: { 200: envelope(orderRecord) },
          },
        },
        async (request) => {
          const scope = await orderScope(db, request.actor);
          await enterLabResult(db, request.params.id, request.body, request.actor, scope);
          return answer(request.params.id, scope);
        },
      );
    } else {
      app.put(
        `${api}/:id/ketqua`,
        {
          config: access('update'),
          schema: {
            tags,
            summary:
              'Enters or corrects the imaging report (findings, conclusion) and its uploaded pictures until verified',
            params: idParams,
            body: imagingResultInput,
            response: { 200: envelope(orderRecord) },
          },
        },
        async (request) => {
          const scope = await orderScope(db, request.actor);
          await enterImagingResult(db, request.params.id, request.body, request.actor, scope);
          return answer(request.params.id, scope);
        },
      );
    }
  };

  for (const kind of orderKinds) orderRoutes(kind);

  // A visit's results, for the doctor ---------------------------------------------------------------------------
  app.get(
    visitResultsApi,
    {
      config: { access: { url: visitResultsUrls, flag: 'view' } },
      schema: {
        tags: ['labTests'],
        summary:
          "A visit's lab and imaging orders with their results (flags included); each kind needs view on its page or on /kham-benh",
        querystring: visitResultsQuery,
        response: { 200: envelope(z.array(orderRecord)) },
      },
    },
    async (request) => {
      const menu = request.actor.vaitro.menu;
      const doctor = grantsAny(menu, ['/kham-benh'], 'view');
      const kinds = orderKinds.filter((kind) => doctor || grantsAny(menu, orderResources[kind].urls, 'view'));
      return ok(await visitResults(db, request.query.luotkham_id, kinds, request.actor));
    },
  );
};
