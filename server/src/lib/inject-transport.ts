// The web's API transport on the server: pages rendered here fetch through Fastify's inject,
// so they take the same routes, validation and envelope as the browser, without a network hop.
import type { Transport } from '@phongkham/contracts/transport';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Only the visitor's language cookie, never the session's: see below. */
function languageCookie(header: string | undefined): Record<string, string> {
  const lang = header ? /(?:^|;\s*)i18nextLng=([^;]*)/.exec(header)?.[1] : undefined;
  return lang ? { cookie: `i18nextLng=${lang}` } : {};
}

export function injectTransport(app: FastifyInstance, incoming: FastifyRequest): Transport {
  return async (req) => {
    const response = await app.inject({
      method: req.method,
      url: req.url,
      // The language cookie goes along, the session's do not: the public site shows every visitor, a signed-in
      // editor too, what the public sees (an editor's session would put drafts and scheduled articles on public
      // pages). The address goes along for the per-address limits.
      headers: { ...req.headers, ...languageCookie(incoming.headers.cookie) },
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
