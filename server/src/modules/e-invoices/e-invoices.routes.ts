// A bill's e-invoice beside the bill's own routes, guarded by the bills' page (/hoa-don): its state (view), issuing
// it by hand for a paid bill, with the buyer who asked (create), and sending a refused one again (update). Also the
// link app.ts hands billing, which queues the invoice in the payment that settles a bill.
import { billEInvoice, billResource, eInvoiceIssue, envelope, idParams } from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { actorClinic } from '../../lib/crud/scope';
import type { EInvoiceLink } from '../../lib/e-invoice-link';
import { ok } from '../../lib/reply';
import type { OutboxWorker } from '../outbox/worker';
import type { EInvoiceSettings } from '../system-settings/system-settings.service';
import { issueByHand, queueOnPayment, readBillEInvoice, sendAgain } from './e-invoices.service';

/**
 * The settings in force, asked on each use so a change on the settings screen applies at once; inside a transaction
 * (a payment's) they are read through it.
 */
type Settings = (within?: Pick<Database, 'select'>) => Promise<EInvoiceSettings>;

/** What billing calls when a payment settles a bill, and after it commits. */
export const eInvoiceLink = (settings: Settings, outbox: Pick<OutboxWorker, 'wake'>): EInvoiceLink => ({
  billPaid: async (writer, billId) => queueOnPayment(writer, billId, await settings(writer.tx)),
  committed: () => outbox.wake(),
});

const path = `${billResource.api}/:id/hoadondientu`;
const tags = [billResource.key];
const access = (flag: 'view' | 'create' | 'update') => ({ access: { url: billResource.urls, flag } });

export const eInvoiceRoutes: FastifyPluginAsync<{
  db: Database;
  settings: Settings;
  outbox: Pick<OutboxWorker, 'wake'>;
}> = async (parent, { db, settings, outbox }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const view = async (id: string, clinic: string | null) =>
    ok(await readBillEInvoice(db, id, clinic, (await settings()).ready));

  app.get(
    path,
    {
      config: access('view'),
      schema: {
        tags,
        summary: "The bill's e-invoice (null before one is made), whether e-invoices are on, and any adjustment due",
        params: idParams,
        response: { 200: envelope(billEInvoice) },
      },
    },
    async (request) => view(request.params.id, actorClinic(request.actor)),
  );

  app.post(
    path,
    {
      config: access('create'),
      schema: {
        tags,
        summary:
          "Issues a paid bill's e-invoice through the provider, for the buyer named (409 when off, unpaid, or made)",
        params: idParams,
        body: eInvoiceIssue,
        response: { 201: envelope(billEInvoice) },
      },
    },
    async (request, reply) => {
      const clinic = actorClinic(request.actor);
      await issueByHand(db, request.params.id, request.body, request.actor, clinic, await settings());
      outbox.wake();
      return reply.code(201).send(await view(request.params.id, clinic));
    },
  );

  app.post(
    `${path}/guilai`,
    {
      config: access('update'),
      schema: {
        tags,
        summary: 'Sends a refused e-invoice again, built with the settings in force (409 unless it was refused)',
        params: idParams,
        response: { 200: envelope(billEInvoice) },
      },
    },
    async (request) => {
      const clinic = actorClinic(request.actor);
      await sendAgain(db, request.params.id, request.actor, clinic, await settings());
      outbox.wake();
      return view(request.params.id, clinic);
    },
  );
};
