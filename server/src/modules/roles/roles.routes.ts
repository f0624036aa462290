// Roles (/vaitro, /roles, /phan-quyen-vai-tro) on the module kit: list and read for whoever manages roles or staff
// (the staff screens name the roles), create and delete under /vaitro or /roles, menu changes from
// /phan-quyen-vai-tro too. Who may write which role is the kit's `authorize` hook (roles.service.ts `roleWrites`).
import { roleResource, roleUrls, staffUrls } from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { registerResource } from '../../lib/crud/routes';
import { getRole, listRoles, roleWrites } from './roles.service';

/** Reading roles: the roles pages, the permissions page, and the staff pages (their role filter and select). */
const readers = [...roleUrls, '/phan-quyen-vai-tro', ...staffUrls];

export const roleRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  registerResource(app, {
    resource: roleResource,
    db,
    ...roleWrites,
    list: (query) => listRoles(db, query),
    get: (id) => getRole(db, id),
    access: { view: { url: readers }, update: { url: [...roleUrls, '/phan-quyen-vai-tro'] } },
  });
};
