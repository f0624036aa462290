// The front door: answers kept ready to send (plugins/ready-answers.ts: kept pages, public lists and records, the
// site settings) written from Node's own request event, before Fastify builds its request and reply, runs a hook or
// makes the request's logger (decision 0076). For a kept page those steps cost more than sending it. The door asks
// the same route's `config.readyAnswer` the ready-answers hook would, with the same view of the request (cookies,
// language, query), so both give the same answer; whatever the door does not answer at once goes to Fastify
// untouched:
// - another method than GET, or an address whose route keeps no ready answer;
// - a stop under way (lib/drain.ts: answers then say `Connection: close`);
// - a text in the query or path that the route would refuse (validation.ts);
// - a request the ready answer declines (a session, an address not kept yet, plain bytes);
// - any request while requests are logged one by one (LOG_LEVEL info or finer): those lines are Fastify's.
// Requests made with inject() (the server's own page renders, the tests) never reach a socket: the hook serves them.
import FindMyWay from 'find-my-way';
import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Precompressed, ReadyAnswer, ReadyRequest } from '../lib/precompressed';
import { parseQuery } from '../lib/query-string';
import { requestLanguage } from './language';
import { badRequestText } from './validation';

/** The levels at which Fastify logs every request. */
const requestsLogged = new Set(['info', 'debug', 'trace']);

declare module 'fastify' {
  interface FastifyInstance {
    /** How many answers the front door has written since the start (the tests read it to tell who answered). */
    readonly frontDoorAnswers: number;
    /**
     * The kept content of a public read (`/api/…`) that the door would answer for a GET of `url` with these
     * headers, or undefined when the route must be asked.
     */
    keptContent(
      url: string,
      headers: IncomingHttpHeaders,
    ): Precompressed | undefined | Promise<Precompressed | undefined>;
  }
}

type Ready = (request: ReadyRequest) => ReadyAnswer | undefined | Promise<ReadyAnswer | undefined>;
type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** Register right after setupReadyAnswers(): routes declared later are seen by the door as they are added. */
export function setupFrontDoor(app: FastifyInstance): void {
  // The routes that keep ready answers, matched as Fastify's router matches them (app.ts: trailing slash ignored).
  const routes = FindMyWay<FindMyWay.HTTPVersion.V1>({ ignoreTrailingSlash: true });
  // What an address leads to (its route's ready answer and its query), or null when the door leaves it to
  // Fastify, remembered: the next request for the same address skips the router, the query's parsing and its
  // check. Bounded in count and length, so odd addresses cannot grow it.
  const addresses = new Map<string, { ready: Ready; query: Record<string, unknown> } | null>();
  app.addHook('onRoute', (route) => {
    const ready = route.config?.readyAnswer;
    if (!ready || ![route.method].flat().includes('GET')) return;
    routes.on('GET', route.url, () => undefined, ready);
    addresses.clear();
  });

  const routeOf = (url: string) => {
    let known = addresses.get(url);
    if (known !== undefined) return known;
    const found = routes.find('GET', url);
    const mark = url.indexOf('?');
    const query = found && (mark < 0 ? {} : parseQuery(url.slice(mark + 1)));
    known =
      found && query && !badRequestText({ body: undefined, query, params: found.params })
        ? { ready: found.store as Ready, query: Object.freeze(query) }
        : null;
    if (url.length <= 300) {
      if (addresses.size >= 1000) addresses.clear();
      addresses.set(url, known);
    }
    return known;
  };

  /** The ready answer for a GET of `url` with these headers, or undefined when Fastify must take it. */
  const answerFor = (url: string, headers: IncomingHttpHeaders): ReturnType<Ready> => {
    const route = routeOf(url);
    if (!route) return undefined;
    const { ready, query } = route;
    const cookieHeader = headers.cookie;
    const cookies = cookieHeader ? app.parseCookie(cookieHeader) : {};
    const view = { url, headers, cookies, query };
    return ready({ ...view, lang: requestLanguage(view) });
  };
  const lookup = (request: IncomingMessage): ReturnType<Ready> =>
    request.method !== 'GET' || app.draining || requestsLogged.has(app.log.level)
      ? undefined
      : answerFor(request.url ?? '/', request.headers);

  // The content a visitor would get from the door, for the server's own page renders: brotli is asked only so
  // that the door answers (it leaves plain bytes to Fastify); the content is the same whatever the encoding.
  app.decorate('keptContent', (url: string, headers: IncomingHttpHeaders) => {
    if (!url.startsWith('/api/')) return undefined;
    const contentOf = (answer: ReadyAnswer | undefined) => (answer?.status === 200 ? answer.content : undefined);
    let answer: ReturnType<Ready>;
    try {
      answer = answerFor(url, { ...headers, 'accept-encoding': 'br' });
    } catch {
      return undefined;
    }
    return answer instanceof Promise ? answer.then(contentOf, () => undefined) : contentOf(answer);
  });

  let answered = 0;
  app.decorate('frontDoorAnswers', { getter: () => answered });
  const write = (response: ServerResponse, answer: ReadyAnswer) => {
    answered += 1;
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
  };

  // Fastify's own listener stays, behind the door: what the door does not answer reaches it as before. It is the
  // server's first: Fastify passes it to createServer; others (lib/drain.ts) are added after and keep seeing every
  // request.
  const fastifyHandler = app.server.listeners('request')[0] as Handler;
  app.server.removeListener('request', fastifyHandler);
  app.server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    let answer: ReturnType<Ready>;
    try {
      answer = lookup(request);
    } catch {
      return fastifyHandler(request, response);
    }
    if (!answer) return fastifyHandler(request, response);
    if (!(answer instanceof Promise)) return write(response, answer);
    answer.then(
      (ready) => (ready && !app.draining ? write(response, ready) : fastifyHandler(request, response)),
      () => fastifyHandler(request, response),
    );
  });
}
