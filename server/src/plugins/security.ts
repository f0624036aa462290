// Security headers (CSP with a per-response script nonce for the server-rendered pages) and the
// same-origin rule for unsafe methods: a browser on another site cannot post on a visitor's behalf.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export async function setupSecurity(app: FastifyInstance, options: { publicUrl: string; development: boolean }) {
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Vite's dev server injects inline modules and talks over a websocket for hot reload.
        scriptSrc: options.development ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        // Ant Design writes its styles at run time (CSS-in-JS).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: options.development ? ["'self'", 'ws:'] : ["'self'"],
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
