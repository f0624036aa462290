// GET /api/events: the back office's live stream (server-sent events) for signed-in staff. Each event goes only to
// staff whose role may view its url, and only for their own clinic (the owner receives every clinic's). A stream
// that reconnects with Last-Event-ID first gets what it missed from the stored events. A comment line every
// HEARTBEAT_MS keeps proxies from closing an idle stream; the role and session are checked again then, so a
// revoked session or a changed role takes effect on an open stream too. The app's close ends every stream. An event
// that tells of a visit (an order line's step) goes only to readers whose clinical reads reach that visit: a doctor
// the visits in their care, a technician the clinic's (the same scope as the reads, lib/care-scope.ts).
import { grantsAny } from '@phongkham/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { seesEveryClinic } from '../../lib/actor';
import { inScope, streamScope, type ExaminerScope } from '../../lib/care-scope';
import { familyLive } from '../sessions/sessions.service';
import { findActiveStaff } from '../staff/staff.self';
import type { EventHub } from './events.hub';
import type { LiveEvent } from '../../lib/live-events';
import { eventsAfter } from './events.service';

export const HEARTBEAT_MS = 25_000;

type Member = NonNullable<Awaited<ReturnType<typeof findActiveStaff>>>;

/**
 * Whether this staff member may receive the event: view on its url, its clinic is theirs (or they own all), and
 * when it tells of a visit, that visit is within their clinical scope (`scope`, null: no clinic, no visit).
 */
export function mayReceive(
  member: Pick<Member, 'vaitro' | 'phongkham_id'>,
  scope: ExaminerScope | null,
  event: LiveEvent,
): boolean {
  if (!grantsAny(member.vaitro.menu, [event.url], 'view')) return false;
  const clinic = seesEveryClinic(member) || event.phongkham_id === null || event.phongkham_id === member.phongkham_id;
  if (!clinic) return false;
  if (!event.luotkham_id) return true;
  return Boolean(scope && event.visit && inScope(scope, event.visit));
}

/** The id a resuming stream saw last: the Last-Event-ID header, or `?lastEventId=` (a first connection's own). */
function lastSeen(request: FastifyRequest): number | null {
  const raw = request.headers['last-event-id'] ?? (request.query as { lastEventId?: string }).lastEventId;
  const id = Number(Array.isArray(raw) ? raw[0] : raw);
  return raw !== undefined && Number.isSafeInteger(id) && id >= 0 ? id : null;
}

const frame = (event: LiveEvent) => `id: ${event.id}\nevent: ${event.loai}\ndata: ${JSON.stringify(event.dulieu)}\n\n`;

export const eventRoutes: FastifyPluginAsync<{ db: Database; hub: EventHub; heartbeatMs?: number }> = async (
  app,
  { db, hub, heartbeatMs = HEARTBEAT_MS },
) => {
  const open = new Set<() => void>();
  // When a stop begins (SIGTERM's drain, lib/drain.ts) and before the app closes: end every stream, or the stop would
  // wait for them until its deadline. Browsers reconnect to another instance, or to this one once it is back.
  const endAll = () => {
    for (const end of [...open]) end();
  };
  app.onDrain(endAll);
  app.addHook('preClose', async () => endAll());

  app.get(
    '/api/events',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['events'],
        querystring: z.object({
          lastEventId: z
            .string()
            .regex(/^\d{1,15}$/)
            .optional(),
        }),
        summary:
          'Server-sent events for the back office (text/event-stream); resume with the Last-Event-ID header or ?lastEventId=',
      },
    },
    async (request, reply) => {
      let member: Member = request.staff!;
      // Read again on every heartbeat with the role, so a new or removed doctor profile counts from then on.
      let scope = await streamScope(db, member);
      const family = request.sessionFamily!;
      const since = lastSeen(request);
      reply.hijack();
      const out = reply.raw;
      out.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx and similar proxies would otherwise hold the stream back in their buffer.
        'x-accel-buffering': 'no',
      });
      // Nothing is written once the stream ended (the client left during a replay).
      const write = (chunk: string) => {
        if (!out.writableEnded && !out.destroyed) out.write(chunk);
      };
      write('retry: 3000\n\n');

      let sent = since ?? hub.newest();
      let replaying = since !== null;
      const held: LiveEvent[] = [];
      // What the replay sent: the hub may still hand one of them on afterwards (its notification arrives late on a
      // busy PostgreSQL), and the stream must send each event once.
      const replayed = new Set<number>();
      const send = (event: LiveEvent) => {
        if (replaying) {
          held.push(event);
          return;
        }
        if (replayed.delete(event.id)) return;
        if (mayReceive(member, scope, event)) write(frame(event));
        sent = Math.max(sent, event.id);
      };
      const unsubscribe = hub.subscribe(send);
      const beat = setInterval(() => {
        void (async () => {
          const fresh = await findActiveStaff(db, member._id);
          if (!fresh || !(await familyLive(db, family, member._id))) return end();
          member = fresh;
          scope = await streamScope(db, member);
          write(': ping\n\n');
        })().catch(end);
      }, heartbeatMs);
      const end = () => {
        open.delete(end);
        unsubscribe();
        clearInterval(beat);
        if (!out.writableEnded) out.end();
      };
      open.add(end);
      // The response closes when the client goes away (or we end it).
      out.on('close', end);

      if (since !== null) {
        // Missed events first, then those that arrived while reading them, each once.
        const missed = await eventsAfter(db, since).catch(() => []);
        const seen = new Set<number>();
        replaying = false;
        for (const event of [...missed, ...held]) {
          if (seen.has(event.id)) continue;
          seen.add(event.id);
          // Read from the table and not held: the hub may still hand it on (transactions commit out of id order, so
          // no id bound tells which). At most the retained window of ids stays in the set.
          if (!held.some((heard) => heard.id === event.id)) replayed.add(event.id);
          if (mayReceive(member, scope, event)) write(frame(event));
          sent = Math.max(sent, event.id);
        }
      }
      write(`: connected ${sent}\n\n`);
    },
  );
};
