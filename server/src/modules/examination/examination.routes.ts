// Examination (/admin/kham-benh): the ICD-10 look-up every signed-in staff member may use (it is a public
// catalogue, and other modules code diagnoses too).
import { envelope, icd10Item, icd10Path, icd10Query } from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { ok } from '../../lib/reply';
import { searchIcd10 } from './icd10';

export const examinationRoutes: FastifyPluginAsync<{ db: Database }> = async (parent, { db }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    icd10Path,
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['examination'],
        summary: 'ICD-10 codes by the start of the code or by words of the name (diacritics ignored), best first',
        querystring: icd10Query,
        response: { 200: envelope(z.array(icd10Item)) },
      },
    },
    async (request) => ok(await searchIcd10(db, request.query.q, request.query.limit)),
  );
};
