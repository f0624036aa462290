// GET and PUT /api/cauhinh: the system settings of /admin/setting, guarded by /setting (the installation's owner
// by default). The answer never holds a secret; a PUT saves with a masked history row and takes effect at once.
import {
  envelope,
  systemSettingsPath,
  systemSettingsUpdate,
  systemSettingsUrl,
  systemSettingsView,
} from '@phongkham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { ok } from '../../lib/reply';
import { updateSystemSettings, viewSystemSettings } from './system-settings.service';

const url = [systemSettingsUrl];

export const systemSettingsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    systemSettingsPath,
    {
      config: { access: { url, flag: 'view' } },
      schema: {
        tags: ['settings'],
        summary: 'The system settings: plain values (null = default) and, for each secret, whether it is set',
        response: { 200: envelope(systemSettingsView) },
      },
    },
    async () => ok(await viewSystemSettings(db)),
  );

  app.put(
    systemSettingsPath,
    {
      config: { access: { url, flag: 'update' } },
      schema: {
        tags: ['settings'],
        summary: 'Save the system settings; an empty secret keeps the stored one, `xoa` lists the secrets to remove',
        body: systemSettingsUpdate,
        response: { 200: envelope(systemSettingsView) },
      },
    },
    async (request) => {
      await updateSystemSettings(db, request.body, request.actor);
      return ok(await viewSystemSettings(db));
    },
  );
};
