// POST /api/dangkythanhvien (member registration): a public form, no sign-in, limited per address and phone as the system settings say (lib/public-forms.ts).
import { envelope, intakeReceipt, newMemberRegistration } from '@phongkham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { perPhoneLimit, publicFormRateLimit } from '../../lib/public-forms';
import { publicFormLimits } from '../system-settings/system-settings.service';
import { ok } from '../../lib/reply';
import { registerMember } from './intake.service';

export const intakeRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const limits = publicFormLimits(db);
  const perPhone = perPhoneLimit(app, limits);
  app.post(
    '/api/dangkythanhvien',
    {
      config: { access: 'public', rateLimit: publicFormRateLimit(limits) },
      preHandler: perPhone,
      schema: {
        tags: ['site'],
        summary: 'Register as a member of the clinic from the public site',
        body: newMemberRegistration,
        response: { 201: envelope(intakeReceipt) },
      },
    },
    async (request, reply) => reply.code(201).send(ok(await registerMember(db, request.body))),
  );
};
