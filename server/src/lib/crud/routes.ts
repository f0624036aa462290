// The module kit's routes: list, get, create, update and delete of a resource, registered from its contract with
// the access each needs (view, create, update, delete on the resource's back-office urls), validation and
// response schemas, and the kit's write path. A module adds its own routes beside these with the same app.
import {
  envelope,
  idParams,
  paginated,
  type Paginated,
  type PermissionFlag,
  type Resource,
} from '@phongkham/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { Actor } from '../actor';
import { notFound } from '../http-error';
import { ok } from '../reply';
import { createRecord, deleteRecord, updateRecord, type WriteOptions } from './write';

/** Who reads: a staff member allowed to view the resource, or the public (only on public reads). */
export interface Reader {
  staff: boolean;
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
}

export function registerResource<R extends Resource>(parent: FastifyInstance, spec: ResourceRoutes<R>): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { resource, db } = spec;
  const access = (flag: PermissionFlag, anonymous = false) => ({
    url: resource.urls,
    flag,
    ...(anonymous ? { anonymous } : {}),
  });
  const tags = [resource.key];
  const reader = (request: FastifyRequest): Reader =>
    request.staff !== null ? { staff: true, actor: request.actor } : { staff: false };
  const record = async (id: string, readerOf: Reader) => {
    const found = await spec.get(id, readerOf);
    if (!found) throw notFound();
    return found;
  };
  const skip = new Set(spec.without ?? []);
  const params = spec.recordId ?? idParams;

  app.get(
    resource.api,
    {
      config: { access: access('view', spec.publicRead) },
      schema: {
        tags,
        summary: `List (search ignores diacritics; sort: ${resource.sortFields.join(', ')})`,
        querystring: resource.listQuery,
        response: { 200: envelope(paginated(resource.item)) },
      },
    },
    async (request) => ok(await spec.list(request.query as z.output<R['listQuery']>, reader(request))),
  );

  app.get(
    `${resource.api}/:id`,
    {
      config: { access: access('view', spec.publicRead) },
      schema: { tags, summary: 'One record', params, response: { 200: envelope(resource.detail) } },
    },
    async (request) => ok(await record(request.params.id, reader(request))),
  );

  if (!skip.has('create')) {
    app.post(
      resource.api,
      {
        config: { access: access('create') },
        schema: { tags, summary: 'Create', body: resource.create, response: { 201: envelope(resource.detail) } },
      },
      async (request, reply) => {
        const id = await createRecord(db, spec, request.body as object, request.actor);
        return reply.code(201).send(ok(await record(id, { staff: true })));
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
        return ok(await record(request.params.id, { staff: true }));
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
