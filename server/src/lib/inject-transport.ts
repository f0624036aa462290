// The web's API transport on the server: pages rendered here fetch through Fastify's inject,
// so they take the same routes, validation and envelope as the browser, without a network hop. A public read
// the front door keeps ready (plugins/front-door.ts) is read from its kept content instead, parsed once per
// content: a home page makes eight such reads, and inject, the route's hooks and JSON parsing were a sixth of
// a render's CPU (decision 0076).
import type { Transport } from '@phongkham/contracts/transport';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Precompressed } from './precompressed';

/** Only the visitor's language cookie, never the session's: see below. */
function languageCookie(header: string | undefined): Record<string, string> {
  const lang = header ? /(?:^|;\s*)i18nextLng=([^;]*)/.exec(header)?.[1] : undefined;
  return lang ? { cookie: `i18nextLng=${lang}` } : {};
}

/** Each kept content's JSON, parsed once and frozen: every render that reads it shares the one value. */
const parsedContents = new WeakMap<Precompressed, unknown>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

function parsedContent(content: Precompressed): unknown {
  if (!parsedContents.has(content)) {
    parsedContents.set(content, deepFreeze(JSON.parse(content.identity.toString('utf8')) as unknown));
  }
  return parsedContents.get(content);
}

export function injectTransport(app: FastifyInstance, incoming: FastifyRequest): Transport {
  return async (req) => {
    // The language cookie goes along, the session's do not: the public site shows every visitor, a signed-in
    // editor too, what the public sees (an editor's session would put drafts and scheduled articles on public
    // pages).
    const headers = { ...req.headers, ...languageCookie(incoming.headers.cookie) };
    if (req.method === 'GET') {
      const content = await app.keptContent(req.url, headers);
      if (content) return { status: 200, body: parsedContent(content) };
    }
    const response = await app.inject({
      method: req.method,
      url: req.url,
      headers,
      // The address goes along for the per-address limits.
      remoteAddress: incoming.ip,
      ...(req.body !== undefined ? { payload: req.body } : {}),
    });
    let body: unknown = null;
    try {
      body = response.json();
    } catch {
      body = null;
    }
    return { status: response.statusCode, body };
  };
}
