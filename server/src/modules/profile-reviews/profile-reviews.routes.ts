// /api/xetduyethoso for reviewers: the kit's list, record, correction and delete, clinic-scoped; the status steps
// the declared workflow allows (the kit's POST /:id/trangthai), a document's bytes (GET /:id/tailieu/:tailieuId),
// and an approved case made a draft sponsored operation (POST /:id/taitro), which also needs the right to add
// operations.
import {
  envelope,
  grantsAny,
  type ReviewDecision,
  profileReviewRecord,
  profileReviewResource,
  profileReviewWorkflow,
  sponsorshipResource,
} from '@phongkham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { profileReviews } from '../../db/schema';
import { registerMoves, type MoveContext } from '../../lib/crud/moves';
import { actorClinic } from '../../lib/crud/scope';
import { registerResource } from '../../lib/crud/routes';
import { HttpError, notFound } from '../../lib/http-error';
import { ok } from '../../lib/reply';
import {
  approvedToSponsorship,
  getProfileReview,
  listProfileReviews,
  prepareProfileReview,
  profileReviewMoved,
  readDocument,
} from './profile-reviews.service';

const urls = profileReviewResource.urls;
const caseParams = z.object({ id: z.uuid() });
const documentParams = z.object({ id: z.uuid(), tailieuId: z.uuid() });

/** Header-safe file name (RFC 5987): the sender's name survives with its diacritics, quotes cannot break out. */
const disposition = (name: string) =>
  `inline; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export const profileReviewRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  registerResource(app, {
    db,
    resource: profileReviewResource,
    table: profileReviews,
    list: (query, reader) => listProfileReviews(db, query, reader),
    get: (id, reader) => getProfileReview(db, id, reader),
    prepare: prepareProfileReview,
    // Cases come from the public form (application.routes.ts, the same POST path); staff correct and review them.
    without: ['create'],
  });

  const record = async (id: string, clinic: string | null) => {
    const found = await getProfileReview(db, id, { clinic });
    if (!found) throw notFound();
    return found;
  };

  registerMoves(app, {
    db,
    resource: profileReviewResource,
    table: profileReviews,
    states: profileReviewWorkflow,
    summary: 'Move a case on: MOI → DANG_XEM_XET → DUYET or TU_CHOI (with the reason); kept with who and when',
    answer: profileReviewRecord,
    get: (id, actor) => record(id, actorClinic(actor)),
    apply: (context) => profileReviewMoved(context as MoveContext<ReviewDecision>),
  });

  app.get(
    '/api/xetduyethoso/:id/tailieu/:tailieuId',
    {
      config: { access: { url: urls, flag: 'view' } },
      schema: {
        tags: ['profileReviews'],
        summary: "A case's document (a picture as WebP or a PDF), for reviewers only",
        params: documentParams,
      },
    },
    async (request, reply) => {
      const found = await readDocument(db, request.params.id, request.params.tailieuId, {
        clinic: actorClinic(request.actor),
      });
      if (!found) throw notFound();
      return (
        reply
          .type(found.loai)
          .header('content-disposition', disposition(found.tenfile))
          // Personal health papers: never kept by a shared cache, never run as a page of this site.
          .header('cache-control', 'private, no-store')
          .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
          .send(found.noidung)
      );
    },
  );

  app.post(
    '/api/xetduyethoso/:id/taitro',
    {
      config: { access: { url: urls, flag: 'update' } },
      schema: {
        tags: ['profileReviews'],
        summary: 'Make an approved case a draft (unpublished) sponsored operation, linked to it',
        params: caseParams,
        response: { 201: envelope(profileReviewRecord) },
      },
    },
    async (request, reply) => {
      // Two grants: moving the case on here, and adding what the sponsorship editor owns.
      if (!grantsAny(request.actor.vaitro.menu, sponsorshipResource.urls, 'create')) {
        throw new HttpError(403, 'errors.sponsorshipGrantNeeded');
      }
      await approvedToSponsorship(db, request.params.id, request.actor);
      return reply.code(201).send(ok(await record(request.params.id, actorClinic(request.actor))));
    },
  );
};
