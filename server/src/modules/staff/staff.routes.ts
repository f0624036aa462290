// Staff accounts (/nhanvien, /nhanhvien/{0}, /users): one entity behind two back-office pages, so every route
// accepts a grant on either url (docs/permissions.md). List, read, create, edit and delete come from the module kit
// with who may write which account as its authorize hook (staff.service.ts `staffWrites`). PUT /api/nhanvien/:id
// on one's own id is the own profile (docs/product-rules.md, 'Own profile'), a command on the audited writer, as are
// deactivating, a password reset and lifting a sign-in lock; on someone else's id it is the kit's update.
import {
  envelope,
  idParams,
  staffPasswordReset,
  staffRecord,
  staffResource,
  staffStatusBody,
  staffUpdate,
  staffUrls,
} from '@phongkham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { registerResource } from '../../lib/crud/routes';
import { updateRecord } from '../../lib/crud/write';
import { ok } from '../../lib/reply';
import {
  getStaff,
  liftStaffLock,
  listStaff,
  resetStaffPassword,
  setStaffActive,
  staffRecordOf,
  staffWrites,
  updateProfile,
} from './staff.service';

export const staffRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  registerResource(app, {
    resource: staffResource,
    db,
    ...staffWrites,
    list: (query) => listStaff(db, query),
    get: (id) => getStaff(db, id),
    without: ['update'],
  });

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
      const { actor } = request;
      const { id } = request.params;
      if (id === actor._id) return ok(await updateProfile(db, id, request.body, actor));
      await updateRecord(db, { resource: staffResource, ...staffWrites }, id, request.body, actor);
      return ok(await staffRecordOf(db, id));
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
};
