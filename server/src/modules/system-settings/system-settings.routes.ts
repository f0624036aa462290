// GET and PUT /api/cauhinh: the system settings of /admin/setting, guarded by /setting (the installation's owner
// by default). The answer never holds a secret; a PUT saves with a masked history row and takes effect at once. It
// also says whether text messages reach anyone (`smsDelivers`, from the outbox's resolved providers).
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

export const systemSettingsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  /** Whether a text message would leave the outbox now (an SMS gateway or Zalo ZNS in effect). */
  smsDelivers: () => Promise<boolean>;
}> = async (app, { db, smsDelivers }) => {
  const view = async () => ({ ...(await viewSystemSettings(db)), tinnhan_chiluu: !(await smsDelivers()) });
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
    async () => ok(await view()),
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
      return ok(await view());
    },
  );
};
