// /api/tamung: a patient's deposit (tạm ứng): taking one, paying one back, reading the balance and its documents, and
// the VietQR code for a deposit; and GET /api/hoadon/benhnhan/:id/tongquan, the patient's money for the chart (the
// deposit beside the open bills). Guarded by the bills' page (/hoa-don) as the payments are: view reads, create takes
// money, update gives it back. Drawing on a deposit is a bill payment (POST /api/hoadon/:id/thanhtoan, TAM_UNG).
import {
  billResource,
  DEPOSITS_API,
  depositAccount,
  depositInput,
  depositQrQuery,
  depositQuery,
  depositRefundInput,
  envelope,
  idParams,
  patientMoney,
  receiptRow,
  refundRow,
  vietQrAnswer,
} from '@phongkham/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { receipts, refunds } from '../../db/schema';
import { actorClinic } from '../../lib/crud/scope';
import { ok } from '../../lib/reply';
import { receiptsOf, refundsOf } from './bills.read';
import { refundDeposit, takeDeposit } from './deposits';
import { depositQr, readDeposit, readPatientMoney } from './deposits.read';

const tags = ['deposits'];
const access = (flag: 'view' | 'create' | 'update') => ({ access: { url: billResource.urls, flag } });

export const depositRoutes: FastifyPluginAsync<{ db: Database }> = async (parent, { db }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.post(
    DEPOSITS_API,
    {
      config: access('create'),
      schema: {
        tags,
        summary: "Takes a patient's deposit: a receipt naming the patient and no bill (cash needs an open shift)",
        body: depositInput,
        response: { 201: envelope(receiptRow) },
      },
    },
    async (request, reply) => {
      const id = await takeDeposit(db, request.body, request.actor, actorClinic(request.actor));
      const [receipt] = await receiptsOf(db, eq(receipts._id, id), request.lang);
      return reply.code(201).send(ok(receipt!));
    },
  );

  app.get(
    DEPOSITS_API,
    {
      config: access('view'),
      schema: {
        tags,
        summary: "A patient's deposit: the balance and the documents that moved it, newest first",
        querystring: depositQuery,
        response: { 200: envelope(depositAccount) },
      },
    },
    async (request) => ok(await readDeposit(db, request.query.benhnhan_id, actorClinic(request.actor))),
  );

  app.post(
    `${DEPOSITS_API}/hoantien`,
    {
      config: access('update'),
      schema: {
        tags,
        summary:
          "Pays back (part of) a patient's deposit with a reason (409 above the balance, or above the clinic's refund threshold without the approvals grant)",
        body: depositRefundInput,
        response: { 201: envelope(refundRow) },
      },
    },
    async (request, reply) => {
      const id = await refundDeposit(db, request.body, request.actor, actorClinic(request.actor));
      const [created] = await refundsOf(db, eq(refunds._id, id), request.lang);
      return reply.code(201).send(ok(created!));
    },
  );

  app.get(
    `${DEPOSITS_API}/vietqr`,
    {
      config: access('view'),
      schema: {
        tags,
        summary:
          "The VietQR code for a deposit of an amount, the patient's code as its memo (409 without a bank account)",
        querystring: depositQrQuery,
        response: { 200: envelope(vietQrAnswer) },
      },
    },
    async (request) => ok(await depositQr(db, request.query, actorClinic(request.actor))),
  );

  app.get(
    `${billResource.api}/benhnhan/:id/tongquan`,
    {
      config: access('view'),
      schema: {
        tags: [billResource.key],
        summary: "A patient's money for the chart: the deposit balance and the bills with something left to pay",
        params: idParams,
        response: { 200: envelope(patientMoney) },
      },
    },
    async (request) => ok(await readPatientMoney(db, request.params.id, actorClinic(request.actor))),
  );
};
