// The stock alerts and the reorder levels under the stock page's grant (/kho): GET /api/kho/canhbao (view) answers the
// reader's clinic's alerts, counted in full with the most urgent rows; GET /api/kho/dinhmuc (view) lists the levels,
// GET /api/kho/dinhmuc/mathang (view) gives one item's level in each store for its form, and PUT (update) sets or
// clears one. The near-expiry window is the settings' (`kho_hethan_ngay`), read on each call.
import {
  clinicDay,
  envelope,
  itemLevelRow,
  itemLevelsPath,
  itemLevelsQuery,
  reorderLevelInput,
  reorderLevelRow,
  reorderLevelsPath,
  reorderLevelsQuery,
  stockAlerts,
  stockAlertsPath,
  stockAlertsQuery,
  stockUrl,
} from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { actorClinic } from '../../lib/crud/scope';
import { ok } from '../../lib/reply';
import { readSystemSettings } from '../system-settings/system-settings.service';
import { itemLevels, listReorderLevels, setReorderLevel } from './reorder-levels.service';
import { readStockAlerts } from './stock-alerts.service';
import { now } from '../../db/clock';

const tags = ['stock'];
const access = (flag: 'view' | 'update') => ({ access: { url: [stockUrl], flag } });

export const stockAlertRoutes: FastifyPluginAsync<{ db: Database }> = async (parent, { db }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    stockAlertsPath,
    {
      config: access('view'),
      schema: {
        tags,
        summary: 'Low stock, near-expiry and expired batches of the reader’s clinic (one store with ?kho_id=)',
        querystring: stockAlertsQuery,
        response: { 200: envelope(stockAlerts) },
      },
    },
    async (request) => {
      const { stock } = await readSystemSettings(db);
      return ok(
        await readStockAlerts(db, {
          clinic: actorClinic(request.actor),
          kho_id: request.query.kho_id,
          today: clinicDay(now()),
          days: stock.nearExpiryDays,
        }),
      );
    },
  );

  app.get(
    reorderLevelsPath,
    {
      config: access('view'),
      schema: {
        tags,
        summary: 'The reorder levels of the reader’s clinic’s stores, by store and/or item',
        querystring: reorderLevelsQuery,
        response: { 200: envelope(z.array(reorderLevelRow)) },
      },
    },
    async (request) => ok(await listReorderLevels(db, actorClinic(request.actor), request.query)),
  );

  app.get(
    itemLevelsPath,
    {
      config: access('view'),
      schema: {
        tags,
        summary: 'One drug’s or product’s level in each store of the reader’s clinic, beside its usable stock there',
        querystring: itemLevelsQuery,
        response: { 200: envelope(z.array(itemLevelRow)) },
      },
    },
    async (request) => ok(await itemLevels(db, actorClinic(request.actor), request.query, clinicDay(now()))),
  );

  app.put(
    reorderLevelsPath,
    {
      config: access('update'),
      schema: {
        tags,
        summary: 'Sets an item’s reorder level in a store (smallest units); a null level removes it',
        body: reorderLevelInput,
        response: { 200: envelope(z.array(reorderLevelRow)) },
      },
    },
    async (request) => {
      const clinic = actorClinic(request.actor);
      const { body } = request;
      await setReorderLevel(db, body, request.actor, clinic);
      return ok(
        await listReorderLevels(db, clinic, {
          kho_id: body.kho_id,
          thuoc_id: body.thuoc_id ?? undefined,
          sanpham_id: body.sanpham_id ?? undefined,
        }),
      );
    },
  );
};
