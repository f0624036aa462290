// POST /api/kho/phieunhap/excel: an .xlsx of receipt lines, sent as the request body itself (the file's bytes, with
// the spreadsheet's content type), read back into checked lines (receipt-import.ts). A raw body keeps the route free
// of a multipart parser: the browser sends the chosen File as it is.
import { envelope, receiptImportAnswer } from '@phongkham/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { ok } from '../../lib/reply';
import { importReceiptLines } from './receipt-import';

/** A delivery note of a few hundred lines is far below this. */
export const SHEET_MAX_BYTES = 5 * 1024 * 1024;
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function registerReceiptImport(
  app: FastifyInstance,
  db: Database,
  options: { access: { access: { url: readonly [string, ...string[]]; flag: 'create' } }; tags: string[] },
) {
  // The stock routes' scope reads these bodies as bytes; JSON bodies are parsed as everywhere else.
  for (const type of [XLSX_TYPE, 'application/octet-stream']) {
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: SHEET_MAX_BYTES }, (_request, body, done) =>
      done(null, body),
    );
  }
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/kho/phieunhap/excel',
    {
      config: options.access,
      schema: {
        tags: options.tags,
        summary:
          'Reads an .xlsx of receipt lines (the file as the body) into checked lines with their errors; writes nothing',
        response: { 200: envelope(receiptImportAnswer) },
      },
    },
    async (request) => {
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw new HttpError(400, 'errors.stockImportNotExcel');
      return ok(await importReceiptLines(db, bytes, request.lang));
    },
  );
}
