// Security headers and the same-origin rule for unsafe methods: a browser on another site cannot post on a visitor's
// behalf. The policy is the same for every answer: scripts come from the site itself, and a rendered site page adds
// the hashes of its own inline scripts (plugins/web.ts), so no answer needs a per-response nonce.
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * For answers Fastify gives before any route or hook runs (a malformed URL): the strictest set, since such an answer
 * is a short JSON error with nothing to show, frame or run.
 */
export const preRoutingHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-site',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'cache-control': 'no-store',
};

export async function setupSecurity(app: FastifyInstance, options: { publicUrl: string; development: boolean }) {
  // Helmet's middleware, built once: the Fastify wrapper built it again for every request (its directives parsed
  // anew each time, the largest cost of answering a cached page), to allow per-route options nothing here uses.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Vite's dev server injects inline modules and a hot-reload websocket. In production the back office's
        // scripts are files of the build; site pages name their inline scripts by hash (plugins/web.ts).
        scriptSrc: options.development ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        // Ant Design writes its styles at run time (CSS-in-JS).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: options.development ? ["'self'", 'ws:'] : ["'self'"],
        // The contact page's map is OpenStreetMap's embed (web/src/site/pages/contact/map.ts); nothing else frames.
        frameSrc: ["'self'", 'https://www.openstreetmap.org'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Uploaded images and fonts may be shown by other origins (e-mails, social previews).
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
    // Nothing may frame the site: the old header says the same as CSP's frame-ancestors 'none' (SAMEORIGIN disagreed).
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, next) => securityHeaders(request.raw, reply.raw, () => next()));

  // API answers carry personal data, tokens and staff-only records: no browser or proxy keeps a copy, unless the
  // route sets its own Cache-Control.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  const publicOrigin = new URL(options.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (!unsafeMethods.has(request.method)) return;
    const origin = request.headers.origin;
    // Non-browser clients send no Origin; browsers always do on cross-site unsafe requests.
    if (!origin) return;
    const ownOrigin = `${request.protocol}://${request.host}`;
    if (origin !== ownOrigin && origin !== publicOrigin) throw new HttpError(403, 'errors.foreignOrigin');
  });
}
