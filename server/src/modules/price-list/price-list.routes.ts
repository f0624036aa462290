// The price list editor's API (/admin/bang-gia-dich-vu): the staff list (GET /api/banggia/quanly), the preview of
// an Excel file's prices (POST /api/banggia/doi-chieu) and the write (PUT /api/banggia). The public price list
// stays GET /api/banggia in the services module.
import {
  envelope,
  priceChangesInput,
  priceListApi,
  priceListRows,
  priceListUrls,
  pricePreview,
  pricePreviewInput,
  translate,
  type Lang,
} from '@phongkham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { ok } from '../../lib/reply';
import { applyPriceChanges, listPriceRows, previewPrices, StalePrices } from './price-list.service';

/** A file of MAX_PRICE_ROWS rows with long names is larger than the API's usual 1 MB. */
const FILE_BODY_LIMIT = 4 * 1024 * 1024;

const access = (flag: 'view' | 'update') => ({ access: { url: priceListUrls, flag } });
const tags = ['priceList'];

/** The 409 of prices changed since the editor looked, naming the services in the caller's language. */
function staleError(error: StalePrices, lang: Lang) {
  const names = error.rows.map((row) => (lang === 'en' && row.tendichvu_en) || row.tendichvu);
  const rowMessage = translate(lang, 'priceList.staleRow');
  return new HttpError(
    409,
    'priceList.stale',
    { count: error.rows.length, names: names.join(', ') },
    Object.fromEntries(error.rows.map((row) => [`thaydoi.${row.index}.giacu`, rowMessage])),
  );
}

export const priceListRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    priceListApi.list,
    {
      config: access('view'),
      schema: {
        tags,
        summary: 'Every live service with its group and price, drafts included, in the site’s order',
        response: { 200: envelope(priceListRows) },
      },
    },
    async () => ok(await listPriceRows(db)),
  );

  app.post(
    priceListApi.preview,
    {
      config: access('update'),
      bodyLimit: FILE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Compares an Excel file’s rows with the prices in force: changed, unchanged, problems. Writes nothing',
        body: pricePreviewInput,
        response: { 200: envelope(pricePreview) },
      },
    },
    async (request) => ok(await previewPrices(db, request.body)),
  );

  app.put(
    priceListApi.apply,
    {
      config: access('update'),
      bodyLimit: FILE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Applies price changes all together; 409 when a price is no longer the one the editor saw',
        body: priceChangesInput,
        response: { 200: envelope(priceListRows) },
      },
    },
    async (request) => {
      try {
        return ok(await applyPriceChanges(db, request.body, request.actor));
      } catch (error) {
        throw error instanceof StalePrices ? staleError(error, request.lang) : error;
      }
    },
  );
};
