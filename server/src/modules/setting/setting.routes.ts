// GET /api/setting (public: every page shows it) and PUT /api/setting (the general information screen,
// /thong-tin-chung with the update flag). Every visitor's first request asks for the settings, so the answer is
// kept serialized and compressed until they change, with an ETag (lib/precompressed.ts, docs/decisions/0030).
import { envelope, generalInfoUrl, setting, settingUpdate } from '@phongkham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { readyReads } from '../../lib/crud/ready-reads';
import {
  precompress,
  readyAnswers,
  sendPrecompressed,
  type Precompressed,
  type ReadyRequest,
} from '../../lib/precompressed';
import { ok } from '../../lib/reply';
import { getSiteSetting, updateSiteSetting } from './setting.service';

const settingAnswer = envelope(setting);
/** The answers the front door writes without waiting, by address, until content changes. */
const kept = readyReads({ maxEntries: 20, ttlMs: 5 * 60_000 });

export const settingRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // The body for each settings object getSiteSetting hands out (the same one until content changes): encoded by
  // the response schema, as the route's serializer would, once.
  const answers = new WeakMap<object, Promise<Precompressed>>();
  const answerFor = (value: Awaited<ReturnType<typeof getSiteSetting>>) => {
    let answer = answers.get(value);
    if (!answer) {
      answer = precompress(JSON.stringify(z.encode(settingAnswer, ok(value))));
      answers.set(value, answer);
    }
    return answer;
  };

  // The same public data for everyone: a browser may keep it, asking each time whether it changed.
  const headers = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' };
  // Its whole answers, security headers included, for plugins/ready-answers.ts: built once per body.
  const headerList = [...app.securityHeaders, ...Object.entries(headers)] as const;
  const ready = new WeakMap<Precompressed, ReturnType<typeof readyAnswers>>();
  const readyFor = (body: Precompressed) => {
    let answers = ready.get(body);
    if (!answers) {
      answers = readyAnswers(body, headerList);
      ready.set(body, answers);
    }
    return answers;
  };

  const keepAnswer = async (request: ReadyRequest) => {
    const keep = kept.slot(db);
    const body = await answerFor(await getSiteSetting(db));
    keep(request, body, headerList);
    return readyFor(body)(request);
  };

  app.get(
    '/api/setting',
    {
      config: {
        access: 'public',
        // Kept by address once read, so the front door writes it in the same turn (lib/crud/ready-reads.ts);
        // until then, read and kept on the way.
        readyAnswer: (request) => kept.find(db, request) ?? keepAnswer(request),
      },
      schema: {
        tags: ['site'],
        summary: 'Site settings: what the header and footer show',
        response: { 200: envelope(setting) },
      },
    },
    async (request, reply) => sendPrecompressed(request, reply, await answerFor(await getSiteSetting(db)), headers),
  );

  app.put(
    '/api/setting',
    {
      config: { access: { url: generalInfoUrl, flag: 'update' } },
      schema: {
        tags: ['site'],
        summary: 'Save the general information; the public site shows it at once',
        body: settingUpdate,
        response: { 200: envelope(setting) },
      },
    },
    async (request) => ok(await updateSiteSetting(db, request.body, request.actor)),
  );
};
