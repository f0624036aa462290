// Security headers (CSP with a per-response script nonce for the server-rendered pages) and the
// same-origin rule for unsafe methods: a browser on another site cannot post on a visitor's behalf.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { HttpError } from '../lib/http-error';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const scriptNonces = new WeakMap<ServerResponse, string>();

export async function setupSecurity(app: FastifyInstance, options: { publicUrl: string; development: boolean }) {
  // The nonce goes to script-src only. Helmet's enableCSPNonces also puts one in style-src, and a nonce makes
  // browsers ignore 'unsafe-inline' there, which Ant Design's run-time styles and React's style attributes need.
  // Before helmet's hook, so the directive below can read it.
  app.addHook('onRequest', async (_request, reply) => {
    const nonce = randomBytes(16).toString('hex');
    scriptNonces.set(reply.raw, nonce);
    reply.cspNonce = { script: nonce, style: '' };
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Vite's dev server injects inline modules (a nonce would disable 'unsafe-inline') and a hot-reload websocket.
        scriptSrc: options.development
          ? ["'self'", "'unsafe-inline'"]
          : ["'self'", (_req, res) => `'nonce-${scriptNonces.get(res) ?? ''}'`],
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
