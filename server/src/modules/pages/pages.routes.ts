// /api/trang from the module kit: the page list and one page by its code (GET /api/trang/GIOI_THIEU, which the
// public site reads anonymously), and the save by code, which creates the page's row when it has none. A page
// is saved under the list's grant (/danh-sach-trang) or its own page's (/gioi-thieu, /lien-he, /tu-thien).
import { envelope, grantsAny, pageInput, pageKey, pageRecord, pagesResource, pageUrls } from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { pages } from '../../db/schema';
import { registerResource } from '../../lib/crud/routes';
import { HttpError } from '../../lib/http-error';
import { ok } from '../../lib/reply';
import { editedPage, getPage, listPages, savePage } from './pages.service';

export const pageRoutes: FastifyPluginAsync<{ db: Database }> = async (parent, { db }) => {
  registerResource(parent, {
    db,
    resource: pagesResource,
    table: pages,
    publicRead: true,
    recordId: pageKey,
    list: (query, reader) => listPages(db, query, reader),
    get: (ma, reader) => getPage(db, pageKey.shape.id.parse(ma), reader),
    // One row per code, made by saving it: no create or delete of its own.
    without: ['create', 'update', 'delete'],
  });

  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.put(
    `${pagesResource.api}/:id`,
    {
      config: { access: { url: pagesResource.urls, flag: 'update' } },
      schema: {
        tags: [pagesResource.key],
        summary: 'Save one page by its code; a code without a page yet gets one',
        params: pageKey,
        body: pageInput,
        response: { 200: envelope(pageRecord) },
      },
    },
    async (request) => {
      const ma = request.params.id;
      // The route lets in any of the pages' grants; a page's own grant covers that page only.
      if (!grantsAny(request.staff!.vaitro.menu, pageUrls(ma), 'update')) {
        throw new HttpError(403, 'errors.forbidden');
      }
      await savePage(db, ma, request.body, request.actor);
      return ok(await editedPage(db, ma));
    },
  );
};
