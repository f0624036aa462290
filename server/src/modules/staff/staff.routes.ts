// Staff accounts (/nhanvien, /nhanhvien/{0}, /users): one entity behind two back-office pages, so every
// route accepts a grant on either url (docs/permissions.md). The own profile update (docs/product-rules.md,
// 'Own profile') is PUT /api/nhanvien/:id on one's own id; on someone else's it also changes the role and clinic.
import {
  envelope,
  idParams,
  paginated,
  staffCreate,
  staffListItem,
  staffListQuery,
  staffPasswordReset,
  staffRecord,
  staffStatusBody,
  staffUrls,
  staffUpdate,
} from '@phongkham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { ok } from '../../lib/reply';
import {
  createStaff,
  deleteStaff,
  getStaff,
  liftStaffLock,
  listStaff,
  resetStaffPassword,
  setStaffActive,
  updateStaff,
} from './staff.service';
import { updateProfile } from './staff.self';

export const staffRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/nhanvien',
    {
      config: { access: { url: staffUrls, flag: 'view' } },
      schema: {
        tags: ['staff'],
        summary: 'Staff accounts: search (ignores diacritics) over name, account, phone and email; role and status',
        querystring: staffListQuery,
        response: { 200: envelope(paginated(staffListItem)) },
      },
    },
    async (request) => ok(await listStaff(db, request.query)),
  );

  app.get(
    '/api/nhanvien/:id',
    {
      config: { access: { url: staffUrls, flag: 'view' } },
      schema: {
        tags: ['staff'],
        summary: 'One staff account with its role and menu',
        params: idParams,
        response: { 200: envelope(staffRecord) },
      },
    },
    async (request) => ok(await getStaff(db, request.params.id)),
  );

  app.post(
    '/api/nhanvien',
    {
      config: { access: { url: staffUrls, flag: 'create' } },
      schema: {
        tags: ['staff'],
        summary: 'Creates a staff account with its first password; account names are unique, ignoring case',
        body: staffCreate,
        response: { 201: envelope(staffRecord) },
      },
    },
    async (request, reply) => {
      const created = await createStaff(db, request.body, request.actor);
      return reply.code(201).send(ok(created));
    },
  );

  app.put(
    '/api/nhanvien/:id',
    {
      config: { access: { url: staffUrls, flag: 'update', self: 'id' } },
      schema: {
        tags: ['staff'],
        summary:
          'Updates a staff account: one’s own profile (name, phone, email, avatar), or with update permission ' +
          'someone else’s, role and clinic included',
        params: idParams,
        body: staffUpdate,
        response: { 200: envelope(staffRecord) },
      },
    },
    async (request) => {
      const actor = request.actor;
      const { id } = request.params;
      if (id === actor._id) {
        // One's own record is a profile: the role and the clinic are not one's to change (they are dropped).
        const { hoten, dienthoai, email, hinhanh_id } = request.body;
        await updateProfile(db, id, { hoten, dienthoai, email, hinhanh_id }, actor);
        return ok(await getStaff(db, id));
      }
      return ok(await updateStaff(db, id, request.body, actor));
    },
  );

  app.put(
    '/api/nhanvien/:id/kichhoat',
    {
      config: { access: { url: staffUrls, flag: 'update' } },
      schema: {
        tags: ['staff'],
        summary: 'Deactivates (ending every session of the account at once) or reactivates a staff account',
        params: idParams,
        body: staffStatusBody,
        response: { 200: envelope(staffRecord) },
      },
    },
    async (request) => ok(await setStaffActive(db, request.params.id, request.body.kichhoat, request.actor)),
  );

  app.post(
    '/api/nhanvien/:id/mo-khoa',
    {
      config: { access: { url: staffUrls, flag: 'update' } },
      schema: {
        tags: ['staff'],
        summary: 'Lifts the sign-in lock that wrong passwords put on an account',
        params: idParams,
        response: { 200: envelope(staffRecord) },
      },
    },
    async (request) => ok(await liftStaffLock(db, request.params.id, request.actor)),
  );

  app.put(
    '/api/nhanvien/:id/matkhau',
    {
      config: { access: { url: staffUrls, flag: 'update' } },
      schema: {
        tags: ['staff'],
        summary: 'Sets a new password for another staff member and ends their sessions',
        params: idParams,
        body: staffPasswordReset,
        response: { 200: envelope(z.object({})) },
      },
    },
    async (request) => {
      await resetStaffPassword(db, request.params.id, request.body.matkhau, request.actor);
      return ok({});
    },
  );

  app.delete(
    '/api/nhanvien/:id',
    {
      config: { access: { url: staffUrls, flag: 'delete' } },
      schema: {
        tags: ['staff'],
        summary: 'Deletes a staff account (kept for the history, hidden everywhere) and ends its sessions',
        params: idParams,
        response: { 200: envelope(z.object({})) },
      },
    },
    async (request) => {
      await deleteStaff(db, request.params.id, request.actor);
      return ok({});
    },
  );
};
