// POST /api/yeucau (docs/product-rules.md, 'Request modal'): a visitor books an examination or asks for a consultation;
// no sign-in, limited per address and phone as the system settings say (lib/public-forms.ts).
import { envelope, newRequest, request } from '@phongkham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { perPhoneLimit, publicFormRateLimit } from '../../lib/public-forms';
import { publicFormLimits } from '../system-settings/system-settings.service';
import { ok } from '../../lib/reply';
import { createRequest } from './requests.service';

export const requestRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const limits = publicFormLimits(db);
  const perPhone = perPhoneLimit(app, limits);
  app.post(
    '/api/yeucau',
    {
      config: { access: 'public', rateLimit: publicFormRateLimit(limits) },
      preHandler: perPhone,
      schema: {
        tags: ['site'],
        summary: 'Send a request to book an appointment (DAT_LICH_HEN) or for consultation (HO_TRO_TU_VAN)',
        body: newRequest,
        response: { 201: envelope(request) },
      },
    },
    async (req, reply) => {
      const created = await createRequest(db, req.body);
      return reply.code(201).send(ok(created));
    },
  );
};
