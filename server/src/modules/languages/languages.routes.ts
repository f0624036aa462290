// /api/ngonngu (the interface languages) and /api/bandich (translation overrides) from the module kit, guarded by
// /languages; the editor's list of shipped texts (GET /api/ngonngu/:id/khoa); and the public overrides the site
// and the back office merge over their bundled texts (GET /api/ngonngu/ban-dich?lng=vi), answered with an ETag.
import {
  envelope,
  idParams,
  languageResource,
  overrideResource,
  paginated,
  publicOverrides as publicOverridesSchema,
  resolveLang,
  translationKey,
  translationKeyQuery,
} from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { languages, translationOverrides } from '../../db/schema';
import { registerResource } from '../../lib/crud/routes';
import { ok } from '../../lib/reply';
import {
  ensureShippedLanguages,
  getLanguage,
  getOverride,
  shippedLanguageRefusal,
  listLanguages,
  listOverrides,
  prepareLanguage,
  prepareOverride,
  publicOverrides,
  translationKeys,
} from './languages.service';

export const languageRoutes: FastifyPluginAsync<{ db: Database }> = async (parent, { db }) => {
  await ensureShippedLanguages(db);
  const app = parent.withTypeProvider<ZodTypeProvider>();

  // Registered before the kit's `/:id`, though the router prefers the static segment anyway.
  app.get(
    '/api/ngonngu/ban-dich',
    {
      config: { access: 'public' },
      schema: {
        tags: ['languages'],
        summary: 'The overrides of a language (public; ETag), merged over the bundled texts',
        querystring: z.object({ lng: z.string().max(20).optional() }),
        response: { 200: envelope(publicOverridesSchema), 304: z.null() },
      },
    },
    async (request, reply) => {
      const answer = await publicOverrides(db, resolveLang(request.query.lng ?? request.lang));
      const etag = `"${answer.lng}-${answer.phienban}"`;
      // Revalidated on every use: an override must show at once, and a 304 costs next to nothing.
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return ok(answer);
    },
  );

  app.get(
    '/api/ngonngu/:id/khoa',
    {
      config: { access: { url: languageResource.urls, flag: 'view' } },
      schema: {
        tags: ['languages'],
        summary: "The shipped texts with the language's overrides (search ignores diacritics)",
        params: idParams,
        querystring: translationKeyQuery,
        response: { 200: envelope(paginated(translationKey)) },
      },
    },
    async (request) => ok(await translationKeys(db, request.params.id, request.query)),
  );

  registerResource(app, {
    db,
    resource: languageResource,
    table: languages,
    list: (query) => listLanguages(db, query),
    get: (id) => getLanguage(db, id),
    prepare: prepareLanguage,
    undeletable: shippedLanguageRefusal,
    usedBy: [
      {
        table: translationOverrides,
        column: translationOverrides.ngonngu_id,
        message: 'errors.languageHasOverrides',
      },
    ],
  });

  registerResource(app, {
    db,
    resource: overrideResource,
    table: translationOverrides,
    list: (query) => listOverrides(db, query),
    get: (id) => getOverride(db, id),
    prepare: prepareOverride,
  });
};
