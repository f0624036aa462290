// /api/hoadon and /api/phieuthu: bills on the module kit (list and record reads, the issue and void moves), and the
// money routes beside them: a counter bill, a line added to a draft, discounts and their approval, payments,
// refunds, the VietQR code for the balance, and a receipt as printed. Guarded by /hoa-don; approvals by
// /duyet-thu-chi. The patient's service packages reach the bills through the PackageLink app.ts hands over.
import {
  billDetail,
  billResource,
  billWorkflow,
  CASH_APPROVALS,
  counterBillInput,
  counterLineInput,
  discountInput,
  envelope,
  idParams,
  paymentInput,
  receiptPrint,
  receiptRow,
  refundInput,
  refundRow,
  uuid,
  vietQrAnswer,
} from '@phongkham/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { bills, receipts, refunds } from '../../db/schema';
import { registerMoves } from '../../lib/crud/moves';
import { registerResource } from '../../lib/crud/routes';
import { actorClinic, siteClinic } from '../../lib/crud/scope';
import { notFound } from '../../lib/http-error';
import { noEInvoices, type EInvoiceLink } from '../../lib/e-invoice-link';
import { noPackages, type PackageLink } from '../../lib/package-link';
import { noPromotions, type PromotionLink } from '../../lib/promotion-link';
import { ok } from '../../lib/reply';
import { addLine, approveDiscount, billMoved, createCounterBill, setDiscount } from './bills.service';
import { listBills, readBill, receiptsOf, refundsOf } from './bills.read';
import { pay, refund } from './payments';
import { billQr, printedReceipt } from './receipts.read';

const { api, urls } = billResource;
const tags = [billResource.key];
const access = (flag: 'view' | 'create' | 'update') => ({ access: { url: urls, flag } });
const lineParams = idParams.extend({ dongId: uuid.transform((id) => id.toLowerCase()) });

export const billingRoutes: FastifyPluginAsync<{
  db: Database;
  promotions?: PromotionLink;
  packages?: PackageLink;
  eInvoices?: EInvoiceLink;
}> = async (parent, { db, promotions = noPromotions, packages = noPackages, eInvoices = noEInvoices }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const detail = async (id: string, clinic: string | null, lang = 'vi') => {
    const bill = await readBill(db, id, clinic, lang);
    if (!bill) throw notFound();
    return bill;
  };

  registerResource(app, {
    db,
    resource: billResource,
    table: bills,
    // Bills are opened by orders or at the counter, changed by their own routes, and never deleted (voided).
    without: ['create', 'update', 'delete'],
    list: (query, reader) => listBills(db, query, reader),
    get: (id, reader) => readBill(db, id, reader.clinic),
  });

  app.post(
    api,
    {
      config: access('create'),
      schema: {
        tags,
        summary: 'Opens a counter bill (no visit): services, drugs and products at their catalogue prices',
        body: counterBillInput,
        response: { 201: envelope(billDetail) },
      },
    },
    async (request, reply) => {
      const clinic = actorClinic(request.actor) ?? (await siteClinic(db));
      const id = await createCounterBill(db, clinic, request.body, request.actor, packages);
      return reply.code(201).send(ok(await detail(id, clinic, request.lang)));
    },
  );

  app.post(
    `${api}/:id/dong`,
    {
      config: access('create'),
      schema: {
        tags,
        summary:
          "Adds a line to a draft at its catalogue price, a service package sold to the bill's patient included " +
          '(409 once issued)',
        params: idParams,
        body: counterLineInput,
        response: { 201: envelope(billDetail) },
      },
    },
    async (request, reply) => {
      const clinic = actorClinic(request.actor);
      await addLine(db, request.params.id, request.body, request.actor, clinic, packages);
      return reply.code(201).send(ok(await detail(request.params.id, clinic, request.lang)));
    },
  );

  registerMoves(app, {
    db,
    resource: billResource,
    table: bills,
    states: billWorkflow,
    summary: 'Issues a draft (it freezes) or voids a bill nothing was paid on',
    answer: billDetail,
    get: (id, actor) => detail(id, actorClinic(actor)),
    apply: billMoved(promotions, packages),
  });

  app.put(
    `${api}/:id/giamgia`,
    {
      config: access('update'),
      schema: {
        tags,
        summary:
          "A draft's discount on the whole bill: an amount or a percentage with a reason, or a member's promotion code (409 once issued)",
        params: idParams,
        body: discountInput,
        response: { 200: envelope(billDetail) },
      },
    },
    async (request) => {
      const clinic = actorClinic(request.actor);
      await setDiscount(db, request.params.id, null, request.body, request.actor, clinic, promotions);
      return ok(await detail(request.params.id, clinic, request.lang));
    },
  );

  app.put(
    `${api}/:id/dong/:dongId/giamgia`,
    {
      config: access('update'),
      schema: {
        tags,
        summary: "A draft's discount on one line: an amount or a percentage, with a reason (409 once issued)",
        params: lineParams,
        body: discountInput,
        response: { 200: envelope(billDetail) },
      },
    },
    async (request) => {
      const clinic = actorClinic(request.actor);
      const { id, dongId } = request.params;
      await setDiscount(db, id, dongId, request.body, request.actor, clinic);
      return ok(await detail(id, clinic, request.lang));
    },
  );

  app.post(
    `${api}/:id/duyetgiamgia`,
    {
      config: { access: { url: [CASH_APPROVALS], flag: 'update' } },
      schema: {
        tags,
        summary: "Approves a draft's discount above the clinic's threshold (409 when none waits)",
        params: idParams,
        response: { 200: envelope(billDetail) },
      },
    },
    async (request) => {
      const clinic = actorClinic(request.actor);
      await approveDiscount(db, request.params.id, request.actor, clinic);
      return ok(await detail(request.params.id, clinic, request.lang));
    },
  );

  app.post(
    `${api}/:id/thanhtoan`,
    {
      config: access('create'),
      schema: {
        tags,
        summary:
          'Takes a payment and issues its receipt (409 above the balance, for cash without an open shift, or while a discount awaits approval)',
        params: idParams,
        body: paymentInput,
        response: { 201: envelope(receiptRow) },
      },
    },
    async (request, reply) => {
      const clinic = actorClinic(request.actor);
      const id = await pay(db, request.params.id, request.body, request.actor, clinic, promotions, eInvoices, packages);
      // What the payment queued (a settled bill's e-invoice) goes now.
      eInvoices.committed();
      const [receipt] = await receiptsOf(db, eq(receipts._id, id), request.lang);
      return reply.code(201).send(ok(receipt!));
    },
  );

  app.post(
    `${api}/:id/hoantien`,
    {
      config: access('update'),
      schema: {
        tags,
        summary: 'Refunds money paid on a bill with a reason (a refund document; the receipts stay as they were)',
        params: idParams,
        body: refundInput,
        response: { 201: envelope(refundRow) },
      },
    },
    async (request, reply) => {
      const id = await refund(db, request.params.id, request.body, request.actor, actorClinic(request.actor));
      const [created] = await refundsOf(db, eq(refunds._id, id), request.lang);
      return reply.code(201).send(ok(created!));
    },
  );

  app.get(
    `${api}/:id/vietqr`,
    {
      config: access('view'),
      schema: {
        tags,
        summary: "The bill's dynamic VietQR code for its balance (409 without a clinic bank account or a balance)",
        params: idParams,
        response: { 200: envelope(vietQrAnswer) },
      },
    },
    async (request) => ok(await billQr(db, request.params.id, actorClinic(request.actor))),
  );

  app.get(
    '/api/phieuthu/:id',
    {
      config: access('view'),
      schema: {
        tags,
        summary:
          "A receipt as issued: the clinic's header, the bill's lines and discounts, the payments up to it, the balance after it",
        params: idParams,
        response: { 200: envelope(receiptPrint) },
      },
    },
    async (request) => ok(await printedReceipt(db, request.params.id, actorClinic(request.actor), request.lang)),
  );
};
