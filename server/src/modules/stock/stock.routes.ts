// /api/kho (docs/decisions/0057), guarded by the /kho page: the clinic's stores, an item's stock, the stock card, the
// batch list and the stock documents (kit resources, read only: documents are issued by their own routes and never
// edited or deleted), the documents a person issues (goods received, opening stock, transfer, return to supplier,
// destruction, a correction), a batch's hold, and stocktake count sheets. Reads view, documents create, changes
// update. Every write goes through the posting service or the audited writer.
import {
  batchHoldInput,
  batchResource,
  destructionInput,
  envelope,
  goodsReceiptInput,
  idParams,
  openingStockInput,
  reversalInput,
  stockAnswer,
  stockCardAnswer,
  stockCardQuery,
  stockDocumentDetail,
  stockDocumentResource,
  stockQuery,
  stocktakeCountInput,
  stocktakeDetail,
  stocktakeListQuery,
  stocktakePostInput,
  stocktakeRow,
  stocktakeStartInput,
  storeInput,
  storeRow,
  supplierReturnInput,
  transferInput,
  batchRow,
} from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { batches, stockDocuments } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { registerResource } from '../../lib/crud/routes';
import { actorClinic, siteClinic } from '../../lib/crud/scope';
import { notFound } from '../../lib/http-error';
import { ok } from '../../lib/reply';
import {
  createStore,
  destroy,
  holdBatch,
  openingStock,
  receiveGoods,
  returnToSupplier,
  reverseDocument,
  transfer,
  updateStore,
} from './stock.commands';
import { listDocuments, readDocument } from './documents.read';
import { itemStock, listBatches, listStores, readBatch, stockCard } from './stock.read';
import { registerReceiptImport } from './receipt-import.route';
import {
  abandonStocktake,
  enterCounts,
  listStocktakes,
  postStocktake,
  requireStocktake,
  startStocktake,
} from './stocktake';

const urls = batchResource.urls;
const tags = [batchResource.key];
const access = <F extends 'view' | 'create' | 'update'>(flag: F) => ({ access: { url: urls, flag } });

export const stockRoutes: FastifyPluginAsync<{ db: Database }> = async (parent, { db }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  /** The reader's clinic: their own, or the site's for the installation's owner. */
  const clinicOf = async (actor: Actor) => actorClinic(actor) ?? (await siteClinic(db));

  registerResource(app, {
    db,
    resource: batchResource,
    table: batches,
    without: ['create', 'update', 'delete'],
    list: (query, reader) => listBatches(db, query, reader.clinic),
    get: (id, reader) => readBatch(db, id, reader.clinic),
  });
  registerResource(app, {
    db,
    resource: stockDocumentResource,
    table: stockDocuments,
    without: ['create', 'update', 'delete'],
    list: (query, reader) => listDocuments(db, query, reader.clinic),
    get: (id, reader) => readDocument(db, id, reader.clinic),
  });

  app.get(
    '/api/kho',
    {
      config: access('view'),
      schema: {
        tags,
        summary: "The reader's clinic's stores, its pharmacy first",
        response: { 200: envelope(z.array(storeRow)) },
      },
    },
    async (request) => ok(await listStores(db, await clinicOf(request.actor))),
  );

  app.post(
    '/api/kho',
    {
      config: access('create'),
      schema: {
        tags,
        summary: 'Adds a store (one pharmacy per clinic: 409)',
        body: storeInput,
        response: { 201: envelope(storeRow) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await createStore(db, request.actor, await clinicOf(request.actor), request.body))),
  );

  app.put(
    '/api/kho/:id',
    {
      config: access('update'),
      schema: {
        tags,
        summary: 'Renames, describes or closes a store',
        params: idParams,
        body: storeInput,
        response: { 200: envelope(storeRow) },
      },
    },
    async (request) =>
      ok(await updateStore(db, request.actor, await clinicOf(request.actor), request.params.id, request.body)),
  );

  app.get(
    '/api/kho/ton',
    {
      config: access('view'),
      schema: {
        tags,
        summary: "An item's stock in a store (the pharmacy by default): every unit, the usable units, the batches",
        querystring: stockQuery,
        response: { 200: envelope(stockAnswer) },
      },
    },
    async (request) => ok(await itemStock(db, await clinicOf(request.actor), request.query)),
  );

  app.get(
    '/api/kho/thekho',
    {
      config: access('view'),
      schema: {
        tags,
        summary: 'The stock card of an item or a batch: every movement with its running balance',
        querystring: stockCardQuery,
        response: { 200: envelope(stockCardAnswer) },
      },
    },
    async (request) => ok(await stockCard(db, await clinicOf(request.actor), request.query)),
  );

  /** A document route: validates, posts in one transaction, answers 201 with the document as printed. */
  const documentRoute = <B extends z.ZodType>(
    path: string,
    summary: string,
    body: B,
    post: (actor: Actor, clinic: string, body: z.output<B>) => Promise<unknown>,
  ) =>
    app.post(
      path,
      { config: access('create'), schema: { tags, summary, body, response: { 201: envelope(stockDocumentDetail) } } },
      async (request, reply) =>
        reply
          .code(201)
          .send(ok((await post(request.actor, await clinicOf(request.actor), request.body as z.output<B>)) as never)),
    );

  documentRoute(
    '/api/kho/phieunhap',
    'Goods received from a supplier (PN-): batches created or topped up; an expired batch is refused',
    goodsReceiptInput,
    (actor, clinic, body) => receiveGoods(db, actor, clinic, body),
  );
  documentRoute('/api/kho/tondau', 'Opening stock (PTD-)', openingStockInput, (actor, clinic, body) =>
    openingStock(db, actor, clinic, body),
  );
  documentRoute('/api/kho/chuyenkho', 'A transfer between two stores (PCK-)', transferInput, (actor, clinic, body) =>
    transfer(db, actor, clinic, body),
  );
  documentRoute(
    '/api/kho/trancc',
    'A return to the supplier (PTN-): held batches may go back, expired ones are destroyed instead',
    supplierReturnInput,
    (actor, clinic, body) => returnToSupplier(db, actor, clinic, body),
  );
  documentRoute(
    '/api/kho/huy',
    'Destruction with its reason and witnesses (PHY-): the one movement that takes expired stock',
    destructionInput,
    (actor, clinic, body) => destroy(db, actor, clinic, body),
  );

  app.post(
    '/api/kho/phieukho/:id/dieuchinh',
    {
      config: access('create'),
      schema: {
        tags,
        summary: 'Corrects a document: a new one of the same kind reversing its lines, naming it (once)',
        params: idParams,
        body: reversalInput,
        response: { 201: envelope(stockDocumentDetail) },
      },
    },
    async (request, reply) => {
      const clinic = await clinicOf(request.actor);
      return reply
        .code(201)
        .send(ok((await reverseDocument(db, request.actor, clinic, request.params.id, request.body.lydo)) as never));
    },
  );

  app.post(
    '/api/kho/lohang/:id/tamgiu',
    {
      config: access('update'),
      schema: {
        tags,
        summary: 'Puts a batch on hold (a recall: never issued) or releases it, with the reason',
        params: idParams,
        body: batchHoldInput,
        response: { 200: envelope(batchRow) },
      },
    },
    async (request) => {
      const clinic = await clinicOf(request.actor);
      await holdBatch(db, request.actor, clinic, request.params.id, request.body);
      const row = await readBatch(db, request.params.id, clinic);
      if (!row) throw notFound();
      return ok(row as never);
    },
  );

  // ---- Stocktake count sheets.

  app.get(
    '/api/kho/kiemke',
    {
      config: access('view'),
      schema: {
        tags,
        summary: "The clinic's latest count sheets",
        querystring: stocktakeListQuery,
        response: { 200: envelope(z.array(stocktakeRow)) },
      },
    },
    async (request) => ok(await listStocktakes(db, await clinicOf(request.actor), request.query.kho_id)),
  );

  app.get(
    '/api/kho/kiemke/:id',
    {
      config: access('view'),
      schema: {
        tags,
        summary: 'A count sheet with its differences',
        params: idParams,
        response: { 200: envelope(stocktakeDetail) },
      },
    },
    async (request) => ok(await requireStocktake(db, await clinicOf(request.actor), request.params.id)),
  );

  app.post(
    '/api/kho/kiemke',
    {
      config: access('create'),
      schema: {
        tags,
        summary: "Starts a count sheet listing the store's batches as the books show them (one open sheet per store)",
        body: stocktakeStartInput,
        response: { 201: envelope(stocktakeDetail) },
      },
    },
    async (request, reply) => {
      const clinic = await clinicOf(request.actor);
      const id = await startStocktake(db, request.actor, clinic, request.body.kho_id, request.body.ghichu);
      return reply.code(201).send(ok(await requireStocktake(db, clinic, id)));
    },
  );

  app.put(
    '/api/kho/kiemke/:id/dong',
    {
      config: access('update'),
      schema: {
        tags,
        summary: 'Enters counts on an open sheet',
        params: idParams,
        body: stocktakeCountInput,
        response: { 200: envelope(stocktakeDetail) },
      },
    },
    async (request) => {
      const clinic = await clinicOf(request.actor);
      await enterCounts(db, request.actor, clinic, request.params.id, request.body);
      return ok(await requireStocktake(db, clinic, request.params.id));
    },
  );

  app.post(
    '/api/kho/kiemke/:id/chot',
    {
      config: access('create'),
      schema: {
        tags,
        summary: 'Posts the sheet once: one stocktake adjustment (PKK-) for the counted differences, with the reason',
        params: idParams,
        body: stocktakePostInput,
        response: { 200: envelope(stocktakeDetail) },
      },
    },
    async (request) => {
      const clinic = await clinicOf(request.actor);
      await postStocktake(db, request.actor, clinic, request.params.id, request.body.lydo);
      return ok(await requireStocktake(db, clinic, request.params.id));
    },
  );

  app.post(
    '/api/kho/kiemke/:id/huy',
    {
      config: access('update'),
      schema: {
        tags,
        summary: 'Abandons an open sheet, with the reason: nothing moves',
        params: idParams,
        body: stocktakePostInput,
        response: { 200: envelope(stocktakeDetail) },
      },
    },
    async (request) => {
      const clinic = await clinicOf(request.actor);
      await abandonStocktake(db, request.actor, clinic, request.params.id, request.body.lydo);
      return ok(await requireStocktake(db, clinic, request.params.id));
    },
  );

  registerReceiptImport(parent, db, { access: access('create'), tags });
};
