// /api/soquy under /so-quy: the cashier's shifts on the module kit (open with POST /api/soquy/ca, list and read them
// with their X- or Z-report, close through the declared move POST /api/soquy/ca/:id/dong), the actor's own open
// shift (GET /api/soquy/ca/hientai), other income and expenses entered by hand (create, list and read
// /api/soquy/thuchikhac; never edited), and the cash book of a period (GET /api/soquy). One clinic's data.
import {
  cashBook,
  cashBookQuery,
  cashEntryResource,
  envelope,
  shiftMoves,
  shiftRecord,
  shiftResource,
  type ShiftCloseInput,
} from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { cashEntries, cashierShifts } from '../../db/schema';
import { registerMoves, type MoveContext } from '../../lib/crud/moves';
import { registerResource } from '../../lib/crud/routes';
import { actorClinic, siteClinic } from '../../lib/crud/scope';
import { notFound } from '../../lib/http-error';
import { ok } from '../../lib/reply';
import { readCashBook } from './cash-book.service';
import { enteringCash, getCashEntry, listCashEntries } from './cash-entries.service';
import { closingShift, getShift, listShifts, openingShift, openShiftOf } from './shifts.service';
import { now } from '../../db/clock';

const { urls } = shiftResource;
const tags = [shiftResource.key];

export const cashBookRoutes: FastifyPluginAsync<{ db: Database }> = async (parent, { db }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  // Declared before the kit's `/:id`: a static segment wins in the router anyway, this keeps the reading order.
  app.get(
    `${shiftResource.api}/hientai`,
    {
      config: { access: { url: urls, flag: 'view' } },
      schema: {
        tags,
        summary: "The caller's open shift with its X-report (figures so far), or null when none is open",
        response: { 200: envelope(shiftRecord.nullable()) },
      },
    },
    async (request) => {
      const open = await openShiftOf(db, request.actor);
      return ok(open ? await getShift(db, open._id, { clinic: null }) : null);
    },
  );

  registerResource(app, {
    db,
    resource: shiftResource,
    table: cashierShifts,
    list: (query, reader) => listShifts(db, query, reader),
    get: (id, reader) => getShift(db, id, reader),
    // Opening is the kit's create; the cashier is the actor and a second open shift is refused (409).
    prepare: (values, context) => openingShift(values, context),
    // A shift changes only by its close, and is never deleted: its documents point to it.
    without: ['update', 'delete'],
  });

  registerMoves(app, {
    db,
    resource: shiftResource,
    table: cashierShifts,
    states: shiftMoves,
    summary: 'Close a shift with the counted cash; answers the Z-report',
    answer: shiftRecord,
    get: async (id, actor) => {
      const found = await getShift(db, id, { clinic: actorClinic(actor) });
      if (!found) throw notFound();
      return found;
    },
    apply: (context) => closingShift(context as MoveContext<ShiftCloseInput>),
    stamps: () => ({ dong_luc: now() }),
  });

  registerResource(app, {
    db,
    resource: cashEntryResource,
    table: cashEntries,
    list: (query, reader) => listCashEntries(db, query, reader),
    get: (id, reader) => getCashEntry(db, id, reader),
    prepare: (values, context) => enteringCash(values, context),
    // A document of the book: a mistake is corrected by a new entry pointing to it, never by changing it.
    without: ['update', 'delete'],
  });

  app.get(
    '/api/soquy',
    {
      config: { access: { url: urls, flag: 'view' } },
      schema: {
        tags,
        summary:
          'The cash book of a period (at most 92 days): every receipt and refund, each day with its opening and ' +
          'closing balance and its close by method and by cashier',
        querystring: cashBookQuery,
        response: { 200: envelope(cashBook) },
      },
    },
    async (request) => {
      const clinic = actorClinic(request.actor) ?? request.query.phongkham_id ?? (await siteClinic(db));
      return ok(await readCashBook(db, clinic, request.query));
    },
  );
};
