// Roles (/vaitro, /roles, /phan-quyen-vai-tro): list and read for whoever manages roles or staff (the
// staff screens name the roles), create and delete under /vaitro or /roles, menu changes from /phan-quyen-vai-tro too.
import {
  envelope,
  idParams,
  paginated,
  roleCreate,
  roleListQuery,
  roleRecord,
  roleUpdate,
  roleUrls,
  staffUrls,
} from '@phongkham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { ok } from '../../lib/reply';
import { createRole, deleteRole, getRole, listRoles, updateRole } from './roles.service';

/** Reading roles: the roles pages, the permissions page, and the staff pages (their role filter and select). */
const readers = [...roleUrls, '/phan-quyen-vai-tro', ...staffUrls];

export const roleRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/vaitro',
    {
      config: { access: { url: readers, flag: 'view' } },
      schema: {
        tags: ['roles'],
        summary: 'Roles with their menus and how many staff accounts hold each; limit=0 returns every row',
        querystring: roleListQuery,
        response: { 200: envelope(paginated(roleRecord)) },
      },
    },
    async (request) => ok(await listRoles(db, request.query)),
  );

  app.get(
    '/api/vaitro/:id',
    {
      config: { access: { url: readers, flag: 'view' } },
      schema: {
        tags: ['roles'],
        summary: 'One role with its menu',
        params: idParams,
        response: { 200: envelope(roleRecord) },
      },
    },
    async (request) => ok(await getRole(db, request.params.id)),
  );

  app.post(
    '/api/vaitro',
    {
      config: { access: { url: roleUrls, flag: 'create' } },
      schema: {
        tags: ['roles'],
        summary: 'Creates a role; its menu may grant only what the editor’s own role holds',
        body: roleCreate,
        response: { 201: envelope(roleRecord) },
      },
    },
    async (request, reply) => reply.code(201).send(ok(await createRole(db, request.body, request.actor))),
  );

  app.put(
    '/api/vaitro/:id',
    {
      config: { access: { url: [...roleUrls, '/phan-quyen-vai-tro'], flag: 'update' } },
      schema: {
        tags: ['roles'],
        summary:
          'Renames a role and replaces its menu; the editor changes only permissions their own role holds, ' +
          'and the ADMINISTRATOR menu never changes. Holders get the new menu on their next request.',
        params: idParams,
        body: roleUpdate,
        response: { 200: envelope(roleRecord) },
      },
    },
    async (request) => ok(await updateRole(db, request.params.id, request.body, request.actor)),
  );

  app.delete(
    '/api/vaitro/:id',
    {
      config: { access: { url: roleUrls, flag: 'delete' } },
      schema: {
        tags: ['roles'],
        summary: 'Deletes a role no staff account holds; the four built-in roles stay',
        params: idParams,
        response: { 200: envelope(z.object({})) },
      },
    },
    async (request) => {
      await deleteRole(db, request.params.id, request.actor);
      return ok({});
    },
  );
};
