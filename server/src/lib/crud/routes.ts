// The module kit's routes: list, get, create, update and delete of a resource, registered from its contract with
// the access each needs (view, create, update, delete on the resource's back-office urls), validation and
// response schemas, the kit's write path, and for a clinic-scoped resource the clinic rules of scope.ts. A module
// adds its own routes beside these with the same app.
import { envelope, idParams, paginated, type Paginated, type Resource } from '@phongkham/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { Actor } from '../actor';
import { keptUntilContentChanges } from '../content-events';
import { notFound } from '../http-error';
import { precompress, sendPrecompressed, type Precompressed, type ReadyRequest } from '../precompressed';
import { ok } from '../reply';
import { readyReads } from './ready-reads';
import { actorClinic, assertRowsInClinic, rowInClinic, siteClinic } from './scope';
import { createRecord, deleteRecord, updateRecord, type WriteOptions } from './write';
import { authorOf, writing } from './writer';

/** Who reads: a staff member allowed to view the resource, or the public (only on public reads). */
export interface Reader {
  staff: boolean;
  /**
   * On a clinic-scoped resource, the clinic whose rows the reader sees: the staff member's own, the one the owner
   * chose with the list's `phongkham_id` filter, or null for every clinic (the owner). The list applies it with
   * `clinicCondition` (scope.ts); the kit checks the answer. Undefined on other resources.
   */
  clinic?: string | null;
  /** The signed-in reader, for a resource whose reads are recorded (the outbox's message texts). */
  actor?: Actor;
}

export interface ResourceRoutes<R extends Resource> extends WriteOptions {
  resource: R;
  db: Database;
  /** One page of the list for this reader (lib/list.ts `listPage`). */
  list(query: z.output<R['listQuery']>, reader: Reader): Promise<Paginated<unknown>>;
  /** One record for this reader; null when it does not exist or the reader may not see it. */
  get(id: string, reader: Reader): Promise<unknown>;
  /** Anonymous callers may list and get too (the public site reads the same endpoints and sees less). */
  publicRead?: boolean;
  /** Generated routes to leave out, for a resource that is read-only or never deleted. */
  without?: readonly ('create' | 'update' | 'delete')[];
  /**
   * What names one record in `${api}/:id` when it is not a uuid: a single page of the site by its code. The
   * parameter keeps the name `id`.
   */
  recordId?: z.ZodObject<{ id: z.ZodType<string> }>;
  /**
   * A route's grant when it is not the resource's urls: other pages whose holders read it too (the staff screens
   * read the roles), or `self`, the parameter that opens it without the flag on one's own record (one's profile).
   */
  access?: Partial<Record<'view' | 'create' | 'update' | 'delete', { url?: readonly string[]; self?: string }>>;
}

/**
 * What anonymous visitors read of public content, lists and records, kept until content changes as the bytes the
 * route sends (compressed once, with an ETag): every page the site renders asks for several of them (through the API,
 * as the browser does), and they change only when staff write, which the kit signals (so does a scheduled article at
 * its moment). Searches are not kept (their keys are endless), nor is anything staff read. Bounded like the HTML
 * cache (plugins/html-cache.ts): 500 answers, 8 MB. The same answers are kept ready by their address too
 * (ready-reads.ts), so the next visitor asking for it is answered before the request hooks.
 */
const publicReads = keptUntilContentChanges<Database, Precompressed>({
  ttlMs: 5 * 60_000,
  maxEntries: 500,
  // Anyone may ask for any page of any list: the bound keeps that from growing the server's memory.
  maxBytes: 8 * 1024 * 1024,
  sizeOf: (body) => body.identity.length + body.br.length + body.gzip.length,
});
const ready = readyReads({ maxEntries: 500, ttlMs: 5 * 60_000 });
/** The same public data for everyone: a browser (or a proxy) may keep it, asking each time whether it changed. */
const publicHeaders = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' };

/** The body of an answer as the routes' serializer writes it (plugins/validation.ts): encoded, then JSON. */
const encoded = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, ok(data)));

export function registerResource<R extends Resource>(parent: FastifyInstance, spec: ResourceRoutes<R>): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { resource, db } = spec;
  const access = (flag: 'view' | 'create' | 'update' | 'delete', anonymous = false) => ({
    url: spec.access?.[flag]?.url ?? resource.urls,
    flag,
    ...(spec.access?.[flag]?.self ? { self: spec.access[flag].self } : {}),
    ...(anonymous ? { anonymous } : {}),
  });
  /** What a reader sees of a record (write.ts `redact`). */
  const shown = (row: unknown) => (spec.redact && row ? spec.redact(row as Record<string, unknown>, 'answer') : row);
  const tags = [resource.key];
  const scope = resource.clinicScoped;
  if (scope && spec.publicRead) {
    throw new Error(`${resource.key}: a clinic's data is not public (the site's content belongs to the site clinic)`);
  }
  /** The reader of a request; on a scoped resource with its clinic (`chosen` is the owner's list filter). */
  const reader = (request: { staff: unknown; actor: Actor }, chosen?: string): Reader => {
    // The actor exists only for a signed-in staff member (reading it otherwise is a bug).
    if (request.staff === null) return { staff: false };
    if (!scope) return { staff: true, actor: request.actor };
    const own = actorClinic(request.actor);
    return { staff: true, actor: request.actor, clinic: own ?? chosen ?? null };
  };
  /** Whether this reader's answer is the same for every visitor, so it may be kept (publicReads). */
  const keepsPublic = spec.publicRead === true && resource.publicContent === true;
  const keepsFor = (readerOf: Reader) => !readerOf.staff && keepsPublic;
  const listAnswer = envelope(paginated(resource.item));
  const recordAnswer = envelope(resource.detail);
  /** Keeps a staff member's reading of one record when the resource declares `auditRead` (resource.ts). */
  const recordRead = (actor: Actor, id: string, found: unknown) => {
    const fields = resource.auditRead === true ? [] : (resource.auditRead ?? []);
    const kept = Object.fromEntries(fields.map((field) => [field, (found as Record<string, unknown>)[field] ?? null]));
    return writing(db, authorOf(actor), (writer) =>
      writer.record({
        hanhdong: 'XEM',
        tainguyen: resource.table,
        banghi_id: id,
        ...(fields.length ? { sau: kept } : {}),
      }),
    );
  };
  const record = async (id: string, readerOf: Reader) => {
    // Checked by the kit, not only by the module's `get`: another clinic's row is not found.
    if (scope && readerOf.clinic && !(await rowInClinic(db, spec.table, scope, id, readerOf.clinic))) {
      throw notFound();
    }
    const found = await spec.get(id, readerOf);
    if (!found) throw notFound();
    if (resource.auditRead && readerOf.actor) await recordRead(readerOf.actor, id, found);
    return shown(found);
  };
  /** The clinic a new row of a scoped resource gets when the owner names none: the site's own clinic. */
  const withClinic = async (body: object, actor: Actor) => {
    if (scope !== 'phongkham_id' || actorClinic(actor) !== null) return body;
    const chosen = (body as { phongkham_id?: string | null }).phongkham_id;
    return chosen ? body : { ...body, phongkham_id: await siteClinic(db) };
  };
  /** The reader a write answers to: the writer, seeing what they just wrote. */
  const writer = (actor: Actor): Reader => (scope ? { staff: true, clinic: actorClinic(actor) } : { staff: true });
  const skip = new Set(spec.without ?? []);
  const params = spec.recordId ?? idParams;

  /** A public read's answer ready to send, for the next visitor asking for the same address. */
  const readyAnswer = keepsPublic ? (request: ReadyRequest) => ready.find(db, request) : undefined;
  const headers = [...app.securityHeaders, ...Object.entries(publicHeaders)] as const;
  const sendKept = (
    request: FastifyRequest,
    reply: FastifyReply,
    body: Precompressed,
    keep: ReturnType<typeof ready.slot>,
  ) => {
    keep(request, body, headers);
    return sendPrecompressed(request, reply, body, publicHeaders);
  };

  app.get(
    resource.api,
    {
      config: { access: access('view', spec.publicRead), readyAnswer },
      schema: {
        tags,
        summary: `List (search ignores diacritics; sort: ${resource.sortFields.join(', ')})`,
        querystring: resource.listQuery,
        response: { 200: listAnswer },
      },
    },
    async (request, reply) => {
      const query = request.query as z.output<R['listQuery']> & { phongkham_id?: string };
      const readerOf = reader(request, scope === 'phongkham_id' ? query.phongkham_id : undefined);
      // Staff of a clinic asking for another clinic's rows get their own: the filter is the owner's tool.
      const scoped = scope === 'phongkham_id' && readerOf.clinic ? { ...query, phongkham_id: readerOf.clinic } : query;
      const listed = async (asked: typeof query) => {
        const page = await spec.list(asked, readerOf);
        return spec.redact ? { ...page, docs: page.docs.map(shown) } : page;
      };
      if (keepsFor(readerOf) && !query.q) {
        const key = `${resource.api}?${JSON.stringify(query)}`;
        const keep = ready.slot(db);
        const body = await publicReads(db, key, async () => precompress(encoded(listAnswer, await listed(query))));
        return sendKept(request, reply, body, keep);
      }
      const page = await listed(scoped);
      if (scope) assertRowsInClinic(page.docs, scope, readerOf.clinic ?? null);
      return ok(page);
    },
  );

  app.get(
    `${resource.api}/:id`,
    {
      config: { access: access('view', spec.publicRead), readyAnswer },
      schema: { tags, summary: 'One record', params, response: { 200: recordAnswer } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const readerOf = reader(request);
      if (!keepsFor(readerOf)) return ok(await record(id, readerOf));
      const key = `${resource.api}/${id}`;
      const keep = ready.slot(db);
      const body = await publicReads(db, key, async () =>
        precompress(encoded(recordAnswer, await record(id, readerOf))),
      );
      return sendKept(request, reply, body, keep);
    },
  );

  if (!skip.has('create')) {
    app.post(
      resource.api,
      {
        config: { access: access('create') },
        schema: { tags, summary: 'Create', body: resource.create, response: { 201: envelope(resource.detail) } },
      },
      async (request, reply) => {
        const body = await withClinic(request.body as object, request.actor);
        const id = await createRecord(db, spec, body, request.actor);
        return reply.code(201).send(ok(await record(id, writer(request.actor))));
      },
    );
  }

  if (!skip.has('update')) {
    app.put(
      `${resource.api}/:id`,
      {
        config: { access: access('update') },
        schema: {
          tags,
          summary: 'Update',
          params,
          body: resource.update,
          response: { 200: envelope(resource.detail) },
        },
      },
      async (request) => {
        await updateRecord(db, spec, request.params.id, request.body as object, request.actor);
        return ok(await record(request.params.id, writer(request.actor)));
      },
    );
  }

  if (!skip.has('delete')) {
    app.delete(
      `${resource.api}/:id`,
      {
        config: { access: access('delete') },
        schema: { tags, summary: 'Delete', params, response: { 200: envelope(z.null()) } },
      },
      async (request) => {
        await deleteRecord(db, spec, request.params.id, request.actor);
        return ok(null);
      },
    );
  }
}
