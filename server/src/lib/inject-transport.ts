// The web's API transport on the server: pages rendered here fetch through Fastify's inject,
// so they take the same routes, validation and envelope as the browser, without a network hop.
import type { Transport } from '@phongkham/contracts/transport';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export function injectTransport(app: FastifyInstance, incoming: FastifyRequest): Transport {
  return async (req) => {
    const response = await app.inject({
      method: req.method,
      url: req.url,
      // The visitor's cookies go along so signed-in pages render as that visitor.
      headers: { ...req.headers, ...(incoming.headers.cookie ? { cookie: incoming.headers.cookie } : {}) },
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
