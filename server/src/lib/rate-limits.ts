// Brute-force limits that count by more than the address: a route may be limited per address and per target
// (the e-mail or phone asked about, the staff member) at once, each counter with its own window. A route can
// carry only one @fastify/rate-limit hook, so this builds one preHandler from its counters (createRateLimit).
// The counters live in PostgreSQL when the app runs on it, shared by every instance, and in this process on the
// embedded database (docs/decisions/0031-several-instances.md).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

export interface Limit {
  /** Names the counter, unique in the whole app: on PostgreSQL every limit's counters share one table. */
  name: string;
  max: number;
  minutes: number;
  /** What is counted; undefined skips this counter for the request. */
  key: (request: FastifyRequest) => string | undefined;
}

/**
 * A preHandler that counts the request against every limit and answers 429 with `messageKey` (which may use
 * {{minutes}}: the wait, rounded up) and Retry-After as soon as one is exceeded. Runs after validation, so
 * the keys can read the parsed body.
 */
export function limitRequests(app: FastifyInstance, messageKey: string, limits: Limit[]) {
  const counters = limits.map((limit) => ({
    limit,
    count: app.createRateLimit({
      max: limit.max,
      timeWindow: limit.minutes * 60_000,
      keyGenerator: (request) => `${limit.name}:${limit.key(request)}`,
    }),
  }));
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const { limit, count } of counters) {
      if (limit.key(request) === undefined) continue;
      const state = await count(request);
      if (state.isAllowed || !state.isExceeded) continue;
      reply.header('retry-after', state.ttlInSeconds);
      throw new HttpError(429, messageKey, { minutes: Math.max(1, Math.ceil(state.ttlInSeconds / 60)) });
    }
  };
}
