// Serves the web app: the public site rendered on the server (then hydrated), the back-office SPA
// under /admin, and the static files. Production reads web/dist; development runs Vite in middleware mode.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { apiNotFound } from './errors';
import type { Transport } from '@phongkham/contracts/transport';
import { injectTransport } from '../lib/inject-transport';

export const webRoot = fileURLToPath(new URL('../../../web/', import.meta.url));
const distClient = `${webRoot}dist/client/`;
const ssrEntry = `${webRoot}dist/server/entry-server.js`;

/** What web/src/site/entry-server.tsx exports. */
interface SiteRenderer {
  render(input: {
    url: string;
    lang: 'vi' | 'en';
    nonce: string;
    transport: Transport;
  }): Promise<{ status: number; head: string; html: string; htmlAttributes: string; redirect?: string }>;
}

interface WebSource {
  siteTemplate(url: string): Promise<string>;
  adminPage(url: string): Promise<string>;
  renderer(): Promise<SiteRenderer>;
}

export function isBuilt(): boolean {
  return existsSync(ssrEntry) && existsSync(`${distClient}index.html`) && existsSync(`${distClient}admin.html`);
}

async function productionSource(app: FastifyInstance): Promise<WebSource> {
  if (!isBuilt()) throw new Error(`The web app is not built (${ssrEntry} is missing): run npm run build.`);
  const [site, admin] = await Promise.all([
    readFile(`${distClient}index.html`, 'utf8'),
    readFile(`${distClient}admin.html`, 'utf8'),
  ]);
  const renderer = (await import(ssrEntry)) as SiteRenderer;
  await app.register(fastifyStatic, {
    root: distClient,
    wildcard: false,
    index: false,
    // The HTML shells are templates, never served as files.
    allowedPath: (pathName) => !pathName.endsWith('.html'),
    setHeaders: (res, filePath) => {
      // Hashed build assets never change; everything else may.
      const hashed = filePath.includes('/assets/');
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  return {
    siteTemplate: async () => site,
    adminPage: async () => admin,
    renderer: async () => renderer,
  };
}

async function developmentSource(app: FastifyInstance): Promise<WebSource> {
  const [{ createServer }, middie] = await Promise.all([import('vite'), import('@fastify/middie')]);
  const vite = await createServer({
    root: webRoot,
    configFile: `${webRoot}vite.config.ts`,
    server: { middlewareMode: true },
    appType: 'custom',
  });
  await app.register(middie.default);
  app.use(vite.middlewares);
  app.addHook('onClose', () => vite.close());
  return {
    siteTemplate: async (url) => vite.transformIndexHtml(url, await readFile(`${webRoot}index.html`, 'utf8')),
    adminPage: async (url) => vite.transformIndexHtml(url, await readFile(`${webRoot}admin.html`, 'utf8')),
    renderer: async () => (await vite.ssrLoadModule('/src/site/entry-server.tsx')) as SiteRenderer,
  };
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(html);
}

export async function setupWeb(app: FastifyInstance, options: { mode: string; publicUrl: string }) {
  const source = options.mode === 'development' ? await developmentSource(app) : await productionSource(app);

  const adminPage = async (request: FastifyRequest, reply: FastifyReply) =>
    sendHtml(reply, 200, await source.adminPage(request.url));
  app.get('/admin', adminPage);
  app.get('/admin/*', adminPage);

  app.get('/*', async (request, reply) => {
    // Unknown API paths answer in JSON, not with the site's not-found page.
    if (request.url === '/api' || request.url.startsWith('/api/')) return apiNotFound(request, reply);
    const [template, renderer] = await Promise.all([source.siteTemplate(request.url), source.renderer()]);
    const page = await renderer.render({
      url: new URL(request.url, options.publicUrl).href,
      lang: request.lang,
      nonce: reply.cspNonce?.script ?? '',
      transport: injectTransport(app, request),
    });
    if (page.redirect) return reply.redirect(page.redirect, page.status);
    const html = template
      .replace('<html>', `<html ${page.htmlAttributes}>`)
      .replace('<!--app-head-->', page.head)
      .replace('<!--app-html-->', page.html);
    return sendHtml(reply, page.status, html);
  });
}
