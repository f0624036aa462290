// Security headers and the same-origin rule for unsafe methods: a browser on another site cannot post on a visitor's
// behalf. The policy is the same for every answer: scripts come from the site itself, and a rendered site page adds
// the hashes of its own inline scripts (plugins/web.ts), so no answer needs a per-response nonce.
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The headers every answer starts with (helmet's, in its order and spelling): answers kept ready to send
     * (plugins/ready-answers.ts) carry them without running anything per request.
     */
    securityHeaders: readonly (readonly [name: string, value: string])[];
  }
}

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
  // Helmet, run once: its headers depend on nothing in the request (no directive is a function), so what it sets
  // on one answer is what it sets on all. The Fastify wrapper built and ran it again for every request (its
  // directives parsed anew each time, the largest cost of answering a cached page); now each answer only copies
  // the recorded list (docs/decisions/0030).
  const middleware = helmet({
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
  const securityHeaders = recordHeaders(middleware);
  app.decorate('securityHeaders', securityHeaders);
  app.addHook('onRequest', (_request, reply, next) => {
    for (const [name, value] of securityHeaders) reply.raw.setHeader(name, value);
    next();
  });

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

/**
 * The headers a (request-independent) middleware sets, in order and as it spells them. Helmet also removes
 * X-Powered-By, which Node never sets: nothing to record.
 */
function recordHeaders(
  middleware: (req: never, res: never, next: (error?: unknown) => void) => void,
): readonly (readonly [string, string])[] {
  const headers = new Map<string, readonly [string, string]>();
  const recorder = {
    setHeader: (name: string, value: unknown) => void headers.set(name.toLowerCase(), [name, String(value)]),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  };
  let done = false;
  middleware({} as never, recorder as never, (error) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    done = true;
  });
  if (!done) throw new Error('the security headers middleware did not finish at once');
  return [...headers.values()];
}
