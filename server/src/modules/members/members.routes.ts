// Member registration and the first-N promotion: the public form (POST /api/dangkythanhvien, consent required,
// limited per address and phone like every public form), the promotion's count (GET /api/khuyenmai, public, never
// cached: the footer asks it in the browser, docs/decisions/0017), and the back office's read-only resource with
// one action, marking a code as used (POST /api/dangkythanhvien/:id/dung-ma, update on /dang-ky-thanh-vien).
import {
  envelope,
  idParams,
  memberReceipt,
  memberRegistrationRecord,
  memberRegistrationResource,
  newMemberRegistration,
  promotionPath,
  promotionStatus,
} from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { memberRegistrations } from '../../db/schema';
import { registerResource } from '../../lib/crud/routes';
import { perPhoneLimit, publicFormRateLimit } from '../../lib/public-forms';
import { ok } from '../../lib/reply';
import type { OutboxWorker } from '../outbox/worker';
import { siteClinicId } from '../setting/setting.service';
import { publicFormLimits } from '../system-settings/system-settings.service';
import { getMember, listMembers, markPromotionUsed, registerMember } from './members.service';
import { promotionStatus as readPromotion } from './promotion';

export const memberRoutes: FastifyPluginAsync<{ db: Database; outbox: Pick<OutboxWorker, 'wake'> }> = async (
  parent,
  { db, outbox },
) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const limits = publicFormLimits(db);

  app.post(
    memberRegistrationResource.api,
    {
      config: { access: 'public', rateLimit: publicFormRateLimit(limits) },
      preHandler: perPhoneLimit(app, 'dangkythanhvien', limits),
      schema: {
        tags: ['site'],
        summary:
          'Register as a member from the public site (consent required); answers the promotion code, null when none is left',
        body: newMemberRegistration,
        response: { 201: envelope(memberReceipt) },
      },
    },
    async (request, reply) => {
      const receipt = await registerMember(db, request.body, request.lang);
      if (receipt.makhuyenmai) outbox.wake();
      return reply.code(201).send(ok(receipt));
    },
  );

  app.get(
    promotionPath,
    {
      config: { access: 'public' },
      schema: {
        tags: ['site'],
        summary: 'The first-N member promotion: codes in all, codes left, discount (%)',
        response: { 200: envelope(promotionStatus) },
      },
    },
    async (_request, reply) => {
      // Changes with every registration: never kept by a browser or a proxy.
      reply.header('cache-control', 'no-store');
      return ok(await readPromotion(db, await siteClinicId(db)));
    },
  );

  registerResource(app, {
    db,
    resource: memberRegistrationResource,
    table: memberRegistrations,
    without: ['create', 'update', 'delete'],
    list: (query, reader) => listMembers(db, query, reader),
    get: (id, reader) => getMember(db, id, reader.clinic),
  });

  app.post(
    `${memberRegistrationResource.api}/:id/dung-ma`,
    {
      config: { access: { url: memberRegistrationResource.urls, flag: 'update' } },
      schema: {
        tags: [memberRegistrationResource.key],
        summary: "Marks a registration's promotion code as used (who and when); 409 without a code or when used",
        params: idParams,
        response: { 200: envelope(memberRegistrationRecord) },
      },
    },
    async (request) => ok(await markPromotionUsed(db, request.params.id, request.actor)),
  );
};
