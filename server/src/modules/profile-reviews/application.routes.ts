// The public side of the charity pipeline: POST /api/xetduyethoso (a case for review, as JSON or as multipart with
// its documents) and GET /api/xetduyethoso/tra-cuu (its status by tracking code and phone). Anonymous, limited per
// address (and per phone when the settings say so) like the site's other forms. docs/decisions/0020-charity-pipeline.md
import multipart, { type MultipartFile } from '@fastify/multipart';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MAX_COUNT,
  envelope,
  newProfileReview,
  profileReviewReceipt,
  trackingQuery,
  trackingResult,
} from '@phongkham/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { FieldError, HttpError } from '../../lib/http-error';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../lib/json-depth';
import { perPhoneLimit, publicFormRateLimit } from '../../lib/public-forms';
import { ok } from '../../lib/reply';
import { publicFormLimits } from '../system-settings/system-settings.service';
import { submitApplication, trackApplication, type ArrivedDocument } from './application.service';

const MB = 1024 * 1024;
/** The case's fields as JSON: the longest texts in Vietnamese (three bytes a letter) fit well within. */
const DATA_MAX_BYTES = 64 * 1024;

const tooLarge = (name: string) =>
  new FieldError(413, 'errors.documentTooLarge', 'tailieu', { name, max: DOCUMENT_MAX_BYTES / MB });
const tooMany = () => new FieldError(400, 'errors.tooManyDocuments', 'tailieu', { max: DOCUMENT_MAX_COUNT });

/** A document's bytes, refused as soon as they pass the limit (the rest of the request is then not read). */
async function readDocument(part: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file) {
    size += (chunk as Buffer).length;
    if (part.file.truncated || size > DOCUMENT_MAX_BYTES) throw tooLarge(part.filename);
    chunks.push(chunk as Buffer);
  }
  if (part.file.truncated) throw tooLarge(part.filename);
  return Buffer.concat(chunks);
}

/** Busboy's own limits and broken bodies, as the sender's fault. */
function multipartError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return tooMany();
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_REQ_FILE_TOO_LARGE') {
    return new HttpError(413, 'errors.tooLarge');
  }
  if (error instanceof Error && /multipart|boundary|part terminated|unexpected end/i.test(error.message)) {
    return new HttpError(400, 'errors.default');
  }
  return error;
}

/** The multipart form: the case as JSON in `data`, the documents as `tailieu` (empty file inputs skipped). */
async function readMultipart(request: FastifyRequest): Promise<{ body: unknown; documents: ArrivedDocument[] }> {
  let body: unknown = {};
  const documents: ArrivedDocument[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'tailieu') throw new HttpError(400, 'errors.default');
        const bytes = await readDocument(part);
        if (bytes.length === 0) continue;
        if (documents.length >= DOCUMENT_MAX_COUNT) throw tooMany();
        documents.push({ tenfile: part.filename, bytes });
      } else if (part.fieldname === 'data') {
        // The case's JSON meets the JSON bodies' depth limit (plugins/validation.ts) before it is parsed.
        if (nestsDeeperThan(String(part.value), MAX_JSON_DEPTH)) {
          throw new HttpError(400, 'errors.jsonTooDeep', { max: MAX_JSON_DEPTH });
        }
        try {
          body = JSON.parse(String(part.value));
        } catch {
          throw new HttpError(400, 'errors.malformedJson');
        }
      }
    }
  } catch (error) {
    throw multipartError(error);
  }
  return { body, documents };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The documents of a multipart case, read before the body is validated. */
    reviewDocuments?: ArrivedDocument[];
  }
}

export const applicationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  await app.register(multipart, {
    // Busboy stops at one more file than allowed, so the answer can say how many are.
    limits: {
      fileSize: DOCUMENT_MAX_BYTES + 1,
      files: DOCUMENT_MAX_COUNT + 1,
      fields: 2,
      fieldSize: DATA_MAX_BYTES,
      parts: DOCUMENT_MAX_COUNT + 4,
      headerPairs: 50,
    },
  });
  // A form refused before its end (a document too large): its connection closes once answered, as for uploads.
  app.addHook('onSend', async (request, reply) => {
    if (request.raw.complete === false) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async (request) => {
    if (request.raw.complete === false) request.raw.socket.destroy();
  });

  const limits = publicFormLimits(db);
  const perPhone = perPhoneLimit(app, 'xetduyethoso', limits);

  app.post(
    '/api/xetduyethoso',
    {
      config: { access: 'public', rateLimit: publicFormRateLimit(limits) },
      // Multipart: the documents are read here and the case's JSON becomes the body the schema checks.
      preValidation: async (request) => {
        if (!request.isMultipart()) return;
        const { body, documents } = await readMultipart(request);
        request.body = body as typeof request.body;
        request.reviewDocuments = documents;
      },
      preHandler: perPhone,
      schema: {
        tags: ['charity'],
        summary:
          "Ask the charity programme to review a patient's case (JSON, or multipart: `data` = the JSON, `tailieu` = " +
          `up to ${DOCUMENT_MAX_COUNT} pictures or PDFs of ${DOCUMENT_MAX_BYTES / MB} MB); answers the tracking code`,
        body: newProfileReview,
        response: { 201: envelope(profileReviewReceipt) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await submitApplication(db, request.body, request.reviewDocuments ?? []))),
  );

  app.get(
    '/api/xetduyethoso/tra-cuu',
    {
      config: { access: 'public', rateLimit: publicFormRateLimit(limits) },
      schema: {
        tags: ['charity'],
        summary:
          'The status of a case by its tracking code and the phone it was sent with (not found for any mismatch)',
        querystring: trackingQuery,
        response: { 200: envelope(trackingResult) },
      },
    },
    async (request) => {
      const found = await trackApplication(db, request.query.ma, request.query.dienthoai);
      if (!found) throw new HttpError(404, 'errors.applicationNotFound');
      return ok(found);
    },
  );
};
