// Uploads (multipart `file`, optional `folder_id`, optional `provider`, answering `data._id`: docs/product-rules.md,
// 'Uploads'), their metadata, and the stored files themselves under /uploads/<key> with a year-long cache.
// Only images pass, judged by their content; the size limit is applied while the bytes arrive.
import fastifyStatic from '@fastify/static';
import type { MultipartFile } from '@fastify/multipart';
import multipart from '@fastify/multipart';
import {
  envelope,
  idParams,
  localizeIssues,
  systemLimits,
  storedFile,
  translate,
  uploadFields,
} from '@phongkham/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mkdir } from 'node:fs/promises';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-error';
import { ok } from '../../lib/reply';
import { bytesStoredToday, findFile, fileUrl, storeImage, type StoredFile } from '../../lib/files/store';
import { NotAnImageError } from '../../lib/files/images';
import type { FileStorage } from '../../lib/files/storage';
import { readSystemSettings } from '../system-settings/system-settings.service';

export interface FileRoutesOptions {
  db: Database;
  storage: FileStorage;
}

/** Stored keys are `<uuid>.<ext>`; nothing else is looked up on disk. */
const storedKey = /^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

/** What the API says about a stored file. */
export const describeFile = (file: StoredFile) => ({
  _id: file._id,
  url: fileUrl(file),
  tenfile: file.tenfile,
  loai: file.loai,
  kichthuoc: file.kichthuoc,
  chieurong: file.chieurong,
  chieucao: file.chieucao,
  folder_id: file.folder_id,
  provider: file.provider,
  createdAt: file.createdAt,
});

const MB = 1024 * 1024;
/** Busboy's own ceiling: the largest limit the settings allow; the limit in force is checked while reading. */
const CEILING_BYTES = systemLimits.upload_anh_mb * MB;
const tooLarge = (bytes: number) =>
  new HttpError(413, 'errors.fileTooLarge', { max: Math.round((bytes / MB) * 10) / 10 });

/**
 * The file's bytes, refusing them as soon as they pass the limit: busboy stops keeping them at the limit,
 * and leaving the loop here stops reading the request, so a huge upload is neither kept nor waited for.
 */
async function readLimited(part: MultipartFile, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file) {
    size += (chunk as Buffer).length;
    if (part.file.truncated || size > limit) throw tooLarge(limit);
    chunks.push(chunk as Buffer);
  }
  if (part.file.truncated) throw tooLarge(limit);
  return Buffer.concat(chunks);
}

/** Busboy's limits and malformed bodies, as the caller's fault in their language. */
function multipartError(error: unknown, limit: number): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(limit);
  if (code === 'FST_FILES_LIMIT') return new HttpError(400, 'errors.oneFileOnly');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new HttpError(413, 'errors.tooLarge');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new HttpError(415, 'errors.unsupportedMediaType');
  if (error instanceof Error && /multipart|boundary|part terminated|unexpected end/i.test(error.message)) {
    return new HttpError(400, 'errors.default');
  }
  return error;
}

/** Reads the form: the one file under `file` (at most `limit` bytes) and the text fields. */
async function readUpload(request: FastifyRequest, limit: number) {
  if (!request.isMultipart()) throw new HttpError(415, 'errors.unsupportedMediaType');
  const fields: Record<string, string> = {};
  let upload: { bytes: Buffer; filename: string } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || upload) throw new HttpError(400, 'errors.oneFileOnly');
        upload = { bytes: await readLimited(part, limit), filename: part.filename };
      } else if (part.fieldname === 'folder_id' || part.fieldname === 'provider') {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw multipartError(error, limit);
  }
  return { fields, upload };
}

/** How long a refused upload's connection still reads and drops its body after the answer. */
const LINGER_MS = 1000;

export const fileRoutes: FastifyPluginAsyncZod<FileRoutesOptions> = async (app, { db, storage }) => {
  await app.register(multipart, {
    // One file and two short fields; anything beyond is not an upload this endpoint knows.
    limits: { fileSize: CEILING_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 10, headerPairs: 50 },
  });

  // An upload refused before its end (too large, say): the rest of its body is never read, so the connection
  // cannot serve another request and would otherwise sit paused until a timeout. It closes once answered, with a
  // lingering close: destroying a socket whose unread bytes sit in the kernel sends a reset that can overtake the
  // answer, so the rest is read and dropped for a moment after the answer's FIN, and only then let go.
  app.addHook('onSend', async (request, reply) => {
    if (request.raw.complete === false) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async (request) => {
    if (request.raw.complete !== false) return;
    const socket = request.raw.socket;
    request.raw.resume();
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  });

  app.post(
    '/api/uploads',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['files'],
        summary: 'Uploads one image (multipart: file, folder_id?, provider? = local); it is re-encoded before storing',
        consumes: ['multipart/form-data'],
        response: { 201: envelope(storedFile) },
      },
    },
    async (request, reply) => {
      const limits = (await readSystemSettings(db)).uploads;
      // Each staff member's quota per 24 hours (/admin/setting): a stolen session cannot fill the disk. Checked
      // before reading the body and again with its size; concurrent uploads may pass it by one file each.
      const stored = await bytesStoredToday(db, request.staff!._id);
      const overQuota = (bytes: number) => {
        if (stored + bytes <= limits.dailyBytesPerStaff) return;
        throw new HttpError(429, 'errors.uploadQuota', { mb: Math.round(limits.dailyBytesPerStaff / (1024 * 1024)) });
      };
      overQuota(1);
      // The picture limit of the system settings, 5 MB unless changed there.
      const { fields, upload } = await readUpload(request, limits.imageBytes);
      const parsed = uploadFields.safeParse(fields);
      if (!parsed.success) {
        throw new HttpError(400, 'errors.validation', undefined, localizeIssues(parsed.error.issues, request.lang));
      }
      if (!upload || upload.bytes.length === 0) {
        throw new HttpError(400, 'errors.fileRequired', undefined, {
          file: translate(request.lang, 'errors.fileRequired'),
        });
      }
      overQuota(upload.bytes.length);
      try {
        const file = await storeImage(db, storage, {
          bytes: upload.bytes,
          tenfile: upload.filename,
          folder_id: parsed.data.folder_id ?? null,
          phongkham_id: request.staff!.phongkham_id,
          createdBy: request.staff!._id,
        });
        return reply.code(201).send(ok(describeFile(file)));
      } catch (error) {
        if (!(error instanceof NotAnImageError)) throw error;
        throw new HttpError(400, 'errors.notAnImage', undefined, {
          file: translate(request.lang, 'errors.notAnImage'),
        });
      }
    },
  );

  app.get(
    '/api/files/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['files'],
        summary: 'What is known of a stored file: its address, type, size and picture dimensions',
        params: idParams,
        response: { 200: envelope(storedFile) },
      },
    },
    async (request) => {
      const file = await findFile(db, request.params.id);
      if (!file) throw notFound();
      return ok(describeFile(file));
    },
  );

  // The stored bytes. A key is never reused for other bytes, so browsers and proxies may keep them a year.
  await mkdir(storage.root, { recursive: true });
  await app.register(fastifyStatic, {
    root: storage.root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    allowedPath: (pathName) => storedKey.test(pathName.replace(/^\//, '')),
    // Cache-Control: public, max-age=31536000, immutable
    maxAge: 365 * 24 * 3600 * 1000,
    immutable: true,
    setHeaders: (reply) => {
      reply.header('x-content-type-options', 'nosniff');
    },
  });
};
