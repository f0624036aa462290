// POST /api/xetduyethoso (a charity case for review): a public form, no sign-in, limited per address and phone as
// the system settings say (lib/public-forms.ts). Member registration has its own module (modules/members).
import { envelope, intakeReceipt, newProfileReview } from '@phongkham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { perPhoneLimit, publicFormRateLimit } from '../../lib/public-forms';
import { publicFormLimits } from '../system-settings/system-settings.service';
import { ok } from '../../lib/reply';
import { submitProfileReview } from './intake.service';

export const intakeRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const limits = publicFormLimits(db);
  const perPhone = perPhoneLimit(app, limits);
  app.post(
    '/api/xetduyethoso',
    {
      config: { access: 'public', rateLimit: publicFormRateLimit(limits) },
      preHandler: perPhone,
      schema: {
        tags: ['charity'],
        summary: "Ask the charity programme to review a patient's case for a sponsored operation",
        body: newProfileReview,
        response: { 201: envelope(intakeReceipt) },
      },
    },
    async (request, reply) => reply.code(201).send(ok(await submitProfileReview(db, request.body))),
  );
};
