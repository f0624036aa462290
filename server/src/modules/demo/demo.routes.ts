// /api/demo: the demo clinic (docs/decisions/0062-demo-clinic.md). The sign-in page reads the demo people and the
// demo password while the demo is on (public: the demo exists to be signed into); the owner ends the demo, under
// the installation settings' delete grant (/setting, the owner's alone by default).
import { demoEnded, demoPath, demoSignIn, endDemoPath, envelope } from '@phongkham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { demo } from '../../db/schema';
import { authorOf } from '../../lib/crud/writer';
import { ok } from '../../lib/reply';
import { endDemo } from './demo.end';

export const demoRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    demoPath,
    {
      config: { access: 'public' },
      schema: {
        tags: ['demo'],
        summary: 'While the demo is on: its accounts and their shared password, for the sign-in page; null after',
        response: { 200: envelope(demoSignIn) },
      },
    },
    async () => {
      const [row] = await db.select({ matkhau: demo.matkhau, taikhoan: demo.taikhoan }).from(demo).limit(1);
      return ok(
        row ? { matkhau: row.matkhau, taikhoan: demoSignIn.unwrap().shape.taikhoan.parse(row.taikhoan) } : null,
      );
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
};
