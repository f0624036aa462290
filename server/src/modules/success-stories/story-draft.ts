// After the operation, its success story: POST /api/taitro/:id/cauchuyen drafts one (unpublished) from a performed
// operation through the stories' own write path, linked by taitro_id, one story per operation. Editors then write
// and publish it in /admin/cau-chuyen-thanh-cong.
import { envelope, successStoryRecord, successStoryResource, translate } from '@phongkham/contracts';
import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { sponsoredOperations as op, successStories } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { createRecord } from '../../lib/crud/write';
import { HttpError, notFound } from '../../lib/http-error';
import { ok } from '../../lib/reply';
import { siteClinicId } from '../setting/setting.service';
import { getSuccessStory, prepareSuccessStory } from './success-stories.service';

/** Drafts the story of a performed operation; 409 before the operation or when it already has a live story. */
export async function draftStoryFromOperation(db: Database, operationId: string, actor: Actor): Promise<string> {
  const clinicId = await siteClinicId(db);
  const live = and(eq(op._id, operationId), eq(op.phongkham_id, clinicId), isNull(op.deletedAt));
  const [operation] = await db.select().from(op).where(live);
  if (!operation) throw notFound();
  const name = (lang: 'vi' | 'en') =>
    (lang === 'en' ? operation.benhnhan_en : null) ?? operation.benhnhan ?? operation.tieude;
  const draft = successStoryResource.create.parse({
    tieude: translate('vi', 'charityDraft.storyTitle', { benhnhan: name('vi') }).slice(0, 250),
    tieude_en: translate('en', 'charityDraft.storyTitle', { benhnhan: name('en') }).slice(0, 250),
    mota: operation.mota,
    mota_en: operation.mota_en,
    noidung: operation.noidung,
    noidung_en: operation.noidung_en,
    hinhanh_id: operation.hinhanh_id,
    taitro_id: operation._id,
    hienthi: false,
  });
  return createRecord(
    db,
    { resource: successStoryResource, table: successStories, prepare: prepareSuccessStory },
    draft,
    actor,
    async (tx, storyId) => {
      // Under the operation's lock, so two drafts at once leave one.
      const [locked] = await tx.select({ trangthai: op.trangthai }).from(op).where(live).for('update');
      if (!locked) throw notFound();
      if (locked.trangthai !== 'DA_PHAU_THUAT') throw new HttpError(409, 'errors.operationNotDone');
      const [others] = await tx
        .select({ n: count() })
        .from(successStories)
        .where(
          and(
            eq(successStories.taitro_id, operationId),
            isNull(successStories.deletedAt),
            ne(successStories._id, storyId),
          ),
        );
      if ((others?.n ?? 0) > 0) throw new HttpError(409, 'errors.operationHasStory');
    },
  );
}

export const storyDraftRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/api/taitro/:id/cauchuyen',
    {
      config: { access: { url: successStoryResource.urls, flag: 'create' } },
      schema: {
        tags: ['successStories'],
        summary: 'Draft the success story of a performed sponsored operation (unpublished, linked to it)',
        params: z.object({ id: z.uuid() }),
        response: { 201: envelope(successStoryRecord) },
      },
    },
    async (request, reply) => {
      const id = await draftStoryFromOperation(db, request.params.id, request.actor);
      const story = await getSuccessStory(db, id, { staff: true });
      if (!story) throw notFound();
      return reply.code(201).send(ok(story));
    },
  );
};
