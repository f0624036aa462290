// /api/demo: the demo clinic (docs/decisions/0062-demo-clinic.md). The sign-in page reads the demo people and the
// demo password while the demo's sign-in is open (public: the demo exists to be signed into; a real account's
// first sign-in closes it); the owner opens it again under the installation settings' update grant and ends the
// demo under their delete grant (/setting, the owner's alone by default).
import { demoEnded, demoPath, demoSignIn, endDemoPath, envelope, reopenDemoPath } from '@phongkham/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { demo } from '../../db/schema';
import { authorOf } from '../../lib/crud/writer';
import { ok } from '../../lib/reply';
import { endDemo } from './demo.end';
import { reopenDemoSignIn } from './demo.gate';

export const demoRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    demoPath,
    {
      config: { access: 'public' },
      schema: {
        tags: ['demo'],
        summary:
          "While the demo's sign-in is open: its accounts and their shared password, for the sign-in page; " +
          'neither once a real account has signed in; null when there is no demo',
        response: { 200: envelope(demoSignIn) },
      },
    },
    async () => {
      const [row] = await db
        .select({ matkhau: demo.matkhau, taikhoan: demo.taikhoan, dongluc: demo.dongluc })
        .from(demo)
        .limit(1);
      if (!row) return ok(null);
      if (row.dongluc) return ok({ mo: false, matkhau: null, taikhoan: [] });
      return ok({ mo: true, matkhau: row.matkhau, taikhoan: demoSignIn.unwrap().shape.taikhoan.parse(row.taikhoan) });
    },
  );

  app.post(
    endDemoPath,
    {
      config: { access: { url: '/setting', flag: 'delete' } },
      schema: {
        tags: ['demo'],
        summary:
          "Ends the demo: removes its patients, their documents, its stock and accounts; keeps the site's content",
        response: { 200: envelope(demoEnded) },
      },
    },
    async (request) => ok(await endDemo(db, authorOf(request.actor))),
  );

  app.post(
    reopenDemoPath,
    {
      config: { access: { url: '/setting', flag: 'update' } },
      schema: {
        tags: ['demo'],
        summary: "Opens the demo's sign-in again (its accounts back on) after a real account's sign-in closed it",
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await reopenDemoSignIn(db, authorOf(request.actor));
      return ok(null);
    },
  );
};
