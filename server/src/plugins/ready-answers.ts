// Answers kept ready to send (a kept page for an anonymous visitor, the site settings), written as soon as the
// request's cookies and language are known: no further hook, handler or onSend step runs for them, only one
// writeHead and end of stored headers and bytes (docs/decisions/0030). A route opts in with `config.readyAnswer`;
// whatever it does not answer (undefined) takes the route as usual.
import type { FastifyInstance } from 'fastify';
import type { ReadyAnswer, ReadyRequest } from '../lib/precompressed';
import { badRequestText } from './validation';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * For GET: the whole answer, every header included (the security headers too, as the hooks it skips would
     * set them), or undefined to run the route. Asked only when those hooks could not change it: the route would
     * refuse no text in the request (validation.ts), and no stop is under way (lib/drain.ts adds a header then).
     */
    readyAnswer?: (request: ReadyRequest) => ReadyAnswer | undefined | Promise<ReadyAnswer | undefined>;
  }
}

/** Register after cookies and language are read, before the other onRequest hooks (security, access…). */
export function setupReadyAnswers(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, next) => {
    const ready = request.method === 'GET' ? request.routeOptions.config?.readyAnswer : undefined;
    if (!ready || app.draining || badRequestText(request)) return next();
    const write = (answer: ReadyAnswer | undefined) => {
      if (!answer) return next();
      // Fastify's own steps stop here; its request log still records the answer when it is finished.
      reply.hijack();
      reply.raw.writeHead(answer.status, answer.headers);
      reply.raw.end(answer.body);
    };
    // A failure (the settings cannot be read) is the route's to answer, with its error handling and headers.
    let answer: ReturnType<typeof ready>;
    try {
      answer = ready(request);
    } catch {
      return next();
    }
    if (answer instanceof Promise) answer.then(write, () => next());
    else write(answer);
  });
}
