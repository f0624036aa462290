// Serves the web app: the public site rendered on the server (then hydrated), the back-office SPA
// under /admin, and the static files. Production reads web/dist; development runs Vite in middleware mode.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { apiNotFound } from './errors';
import { createHtmlCache, readyPage, type ReadyPage } from './html-cache';
import type { Transport } from '@phongkham/contracts/transport';
import { onContentChanged } from '../lib/content-events';
import { injectTransport } from '../lib/inject-transport';
import type { PageFiles } from '../lib/page-files';
import { repeatOneAtATime } from '../lib/repeat';
import {
  etagOf,
  matchesEtag,
  pickEncoding,
  readyAnswers,
  sendPrecompressed,
  type ReadyRequest,
} from '../lib/precompressed';
import { serverFile } from '../paths';
import { fillTemplate, prepareTemplate, type PreparedTemplate } from './site-template';
import { isAnonymous } from '../lib/anonymous';

export const webRoot = fileURLToPath(serverFile('../web/'));
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
  return [ssrEntry, `${distClient}index.html`, `${distClient}admin.html`, `${distClient}offline.template.html`].every(
    (file) => existsSync(file),
  );
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The offline page (built once, web/src/site/sw/offline-page.ts) with the clinic's name from its settings in place
 * of the product's: the service worker keeps it when it installs, so a visitor offline still reads whose site it is.
 */
export function clinicNamed(page: string, name: string): string {
  return page.replace(
    /<span data-clinic-name>[^<]*<\/span>/,
    () => `<span data-clinic-name>${escapeHtml(name)}</span>`,
  );
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
    // A route per file the browser asks for, and only those: the compressed copies are found beside their file
    // (preCompressed below), and the HTML shells are templates. Routing them too tripled the routes and the start's
    // time spent making them.
    globIgnore: ['**/*.br', '**/*.gz', '**/*.html'],
    index: false,
    // The HTML shells are templates, never served as files; so is the offline page, which names the clinic.
    allowedPath: (pathName) => !pathName.endsWith('.html'),
    // The build stored each text file compressed beside it (scripts/precompress.mjs, brotli 11 and gzip 9): those
    // bytes are sent as they are, and a file without them goes as it is (fonts, pictures).
    preCompressed: true,
    setHeaders: (res, sentPath) => {
      // Hashed build assets never change; everything else may. The service worker is asked for on every visit
      // (browsers skip the HTTP cache for it anyway): a new build reaches visitors on their next page.
      const filePath = sentPath.replace(/\.(br|gz)$/, '');
      const hashed = filePath.includes('/assets/');
      const worker = filePath.endsWith('/sw.js');
      res.header(
        'cache-control',
        hashed ? 'public, max-age=31536000, immutable' : worker ? 'no-cache' : 'public, max-age=3600',
      );
    },
  });
  const offline = await readFile(`${distClient}offline.template.html`, 'utf8');
  app.get('/offline.html', async (_request, reply) => {
    const setting = await app.inject({ method: 'GET', url: '/api/setting' });
    const name =
      setting.statusCode === 200 ? (setting.json() as { data: { tenphongkham?: string } }).data.tenphongkham : null;
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(name ? clinicNamed(offline, name) : offline);
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

/** Brotli's quality for answers compressed as they go (app.ts's @fastify/compress; kept pages get more). */
export const dynamicBrotliQuality = 4;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Sends a page rendered for this answer alone, compressed as @fastify/compress would (brotli at
 * dynamicBrotliQuality, gzip at zlib's default level) but on libuv's threads: left to the plugin, the page's
 * ~50 KB would be compressed on the event loop, which meanwhile renders the next visitor's page. Any other
 * encoding (deflate) is still the plugin's.
 */
async function sendRendered(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  html: string,
  cacheControl: string,
) {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  // A page is rendered the same for everyone who asks alike (no nonce in it, see setupWeb), so a browser that
  // holds these bytes gets a 304 even when the server keeps no pages.
  if (status === 200) {
    const content = { tag: createHash('sha256').update(html).digest('base64url').slice(0, 27) };
    reply.header('etag', etagOf(content, encoding));
    if (matchesEtag(request.headers['if-none-match'], content)) {
      return reply.code(304).header('cache-control', cacheControl).header('vary', 'accept-encoding').send();
    }
  }
  if (encoding === 'identity' || request.headers['x-no-compression'] !== undefined) {
    return sendHtml(reply, status, html, cacheControl);
  }
  const body =
    encoding === 'br'
      ? await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: dynamicBrotliQuality } })
      : await gzip(html);
  return sendHtml(
    reply.header('vary', 'accept-encoding').header('content-encoding', encoding),
    status,
    body,
    cacheControl,
  );
}

function sendHtml(reply: FastifyReply, status: number, html: string | Buffer, cacheControl = 'no-cache') {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', cacheControl)
    .send(html);
}

/** How often files older than the page cache's time are looked for. */
const pageFileSweepMs = 10_000;

/**
 * How long caches may keep a public page. A page the server keeps for every visitor (anonymous, a plain success,
 * an address worth keeping, the page cache on) may stay in a shared cache in front (nginx's micro-cache,
 * docs/recipes/several-instances.md) for ten seconds, and be served stale for thirty more while that cache fetches
 * the new one: a content change shows through the proxy within seconds. Browsers keep it for no time (max-age=0)
 * and ask again with its ETag, a 304 when nothing changed. Everything else is asked for again by everyone, and a
 * page rendered for a signed-in visitor is theirs alone.
 */
export const sharedPageCacheControl = 'public, max-age=0, s-maxage=10, stale-while-revalidate=30';
const ownPageCacheControl = (request: FastifyRequest) => (isAnonymous(request) ? 'no-cache' : 'private, no-cache');

/**
 * The query parameters the site's pages read, with the values worth keeping a rendered page for. Anything else in
 * a query string changes nothing on the page, so it is dropped before rendering and from the cache key: otherwise
 * anyone could push every page out of the cache with `/?x=1`, `/?x=2`, ... A search (`q`) is rendered but never
 * kept, since its values are endless.
 */
const pageParameters: Record<string, RegExp> = {
  lng: /^(vi|en)$/,
  page: /^[1-9][0-9]{0,2}$/,
  trangthai: /^[A-Z_]{1,30}$/,
  // The doctor a booking page (/dat-lich) starts with: one page per doctor.
  bacsi: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
};
const renderedOnly = new Set(['q']);

interface PageCachePolicy {
  enabled: boolean;
  ttlSeconds: number;
}

interface SiteAddress {
  readonly address: string;
  readonly keep: boolean;
}

/**
 * The address to render (path and the parameters pages read, in a fixed order) and whether to keep the page.
 * Remembered per URL, as a kept page is asked for again and again; bounded, so made-up URLs cannot grow the map.
 */
export function siteAddress(url: string): SiteAddress {
  let found = siteAddresses.get(url);
  if (!found) {
    if (siteAddresses.size >= 1000) siteAddresses.clear();
    found = readSiteAddress(url);
    siteAddresses.set(url, found);
  }
  return found;
}

const siteAddresses = new Map<string, SiteAddress>();

function readSiteAddress(url: string): SiteAddress {
  const parsed = new URL(url, 'http://site.invalid');
  const kept = new URLSearchParams();
  let keep = true;
  for (const [name, value] of [...parsed.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (kept.has(name)) {
      keep = false;
      continue;
    }
    if (renderedOnly.has(name)) {
      kept.set(name, value);
      keep = false;
    } else if (pageParameters[name]) {
      kept.set(name, value);
      if (!pageParameters[name].test(value)) keep = false;
    }
  }
  const query = kept.toString();
  return { address: `${parsed.pathname}${query ? `?${query}` : ''}`, keep };
}

export async function setupWeb(
  app: FastifyInstance,
  options: {
    mode: string;
    publicUrl: string;
    /**
     * Whether to keep rendered public pages in memory (plugins/html-cache.ts) and for how long, as the system
     * settings say at the time (/admin/setting, then HTML_CACHE): read per request, so a change applies at once.
     * Given at once when the settings are in memory, so that a kept page goes out without waiting a turn.
     */
    pageCache: () => PageCachePolicy | Promise<PageCachePolicy>;
    /** Kept pages also written as files for nginx to send (PAGE_FILES_DIR, lib/page-files.ts). */
    pageFiles?: PageFiles;
  },
) {
  const source = options.mode === 'development' ? await developmentSource(app) : await productionSource(app);
  const store = createHtmlCache();
  const { pageFiles } = options;
  const filesFailed = (error: unknown) => app.log.error({ err: error }, 'the page files could not be removed');
  /** Forgets every kept page, in memory and on disk. */
  const forget = () => {
    store.clear();
    pageFiles?.clear().catch(filesFailed);
  };
  const stopListening = onContentChanged(forget);
  app.addHook('onClose', async () => stopListening());
  /** The cache when the settings turn it on; turned off, it is emptied so turning it on again serves nothing stale. */
  const cacheUnder = (policy: PageCachePolicy) => {
    if (!policy.enabled && store.size > 0) forget();
    return policy.enabled ? { cache: store, ttlMs: policy.ttlSeconds * 1000 } : { cache: null, ttlMs: 0 };
  };
  if (pageFiles) {
    // Files written before this start may hold another build's scripts or content changed since.
    await pageFiles.clear();
    // Each file lives as long as its page would in memory; with the cache off, none does.
    const stopSweeping = repeatOneAtATime(
      async () => {
        const policy = await options.pageCache();
        await pageFiles.sweep(policy.enabled ? policy.ttlSeconds * 1000 : 0);
      },
      pageFileSweepMs,
      filesFailed,
    );
    app.addHook('onClose', async () => stopSweeping());
  }
  const cacheNow = async () => cacheUnder(await options.pageCache());
  // Pages are rendered with this stand-in for a CSP nonce on the scripts the render writes; the answer carries
  // no nonce but the SHA-256 of each of those scripts in its CSP (sealInlineScripts), so a kept page is the same
  // bytes for every visitor and can be sent precompressed with an ETag. Random per process: content cannot
  // contain it by chance and nobody outside can plant it in an article, so only the render's own scripts are
  // allowed; a script smuggled into content has no marker, gets no hash, and does not run.
  const noncePlaceholder = randomBytes(16).toString('hex');
  // The template is the same text for every page in production (Vite's per-address one in development).
  let lastTemplate: { text: string; prepared: PreparedTemplate } | undefined;
  const preparedTemplate = (text: string) => {
    if (lastTemplate?.text !== text) lastTemplate = { text, prepared: prepareTemplate(text, noncePlaceholder) };
    return lastTemplate.prepared;
  };
  const adminPage = async (request: FastifyRequest, reply: FastifyReply) =>
    sendHtml(reply, 200, await source.adminPage(request.url));
  app.get('/admin', adminPage);
  app.get('/admin/*', adminPage);

  // A kept page's whole answers (plugins/ready-answers.ts), built at its first hit: the headers sendReady writes,
  // security's with the page's policy in place of its CSP, each one computed once.
  const pageAnswers = new WeakMap<ReadyPage, ReturnType<typeof readyAnswers>>();
  const answersOf = (page: ReadyPage) => {
    let answers = pageAnswers.get(page);
    if (!answers) {
      const headers = app.securityHeaders.map(([name, value]): readonly [string, string] =>
        name.toLowerCase() === 'content-security-policy'
          ? ['content-security-policy', policyWithScripts(value, page.scriptHashes)]
          : [name, value],
      );
      answers = readyAnswers(page, [
        ...headers,
        ['x-cache', 'HIT'],
        ['content-type', 'text/html; charset=utf-8'],
        ['cache-control', sharedPageCacheControl],
      ]);
      pageAnswers.set(page, answers);
    }
    return answers;
  };
  /** A kept page for this request, as the route below would find it; undefined lets the route run. */
  // Synchronous while the settings are in memory: the front door then writes the answer in the same turn.
  const keptAnswer = (request: ReadyRequest) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) return undefined;
    const { address, keep } = siteAddress(request.url);
    if (!keep || !isAnonymous(request)) return undefined;
    const answerUnder = (policy: PageCachePolicy) => {
      const page = cacheUnder(policy).cache?.get(`${request.lang} ${address}`);
      return page && answersOf(page)(request);
    };
    const policy = options.pageCache();
    return policy instanceof Promise ? policy.then(answerUnder) : answerUnder(policy);
  };

  app.get('/*', { config: { readyAnswer: keptAnswer } }, async (request, reply) => {
    // Unknown API paths answer in JSON, not with the site's not-found page.
    if (request.url === '/api' || request.url.startsWith('/api/')) return apiNotFound(request, reply);
    // The page depends on its address (path and query) and the language, which comes from a header, ?lng= or
    // a cookie, so it is part of the key.
    const { address, keep } = siteAddress(request.url);
    const { cache, ttlMs } = await cacheNow();
    const key = cache && keep && isAnonymous(request) ? `${request.lang} ${address}` : null;
    const cached = key ? cache?.get(key) : undefined;
    if (cached)
      return sendReady(request, reply.header('x-cache', 'HIT'), cached, sitePolicy(reply, cached.scriptHashes));

    const ticket = cache?.ticket() ?? 0;
    const [template, renderer] = await Promise.all([source.siteTemplate(address), source.renderer()]);
    const page = await renderer.render({
      url: new URL(address, options.publicUrl).href,
      lang: request.lang,
      nonce: noncePlaceholder,
      transport: injectTransport(app, request),
    });
    if (page.redirect) return reply.redirect(page.redirect, page.status);
    const sealed = fillTemplate(preparedTemplate(template), page, noncePlaceholder);
    const policy = sitePolicy(reply, sealed.scriptHashes);
    // Only a plain success is worth keeping: not-found and error pages would let anyone fill the cache with
    // made-up addresses, and an answer that sets a cookie belongs to one visitor.
    if (cache && key && page.status === 200 && !reply.hasHeader('set-cookie')) {
      const ready = await readyPage(sealed.html, sealed.scriptHashes);
      // A render that overlapped a change is sent but neither kept nor written (HtmlCache.ticket).
      if (pageFiles && ticket === cache.ticket()) void pageFiles.keep(request.lang, address, ready);
      cache.set(key, ready, ticket, ttlMs);
      return sendReady(request, reply.header('x-cache', 'MISS'), ready, policy);
    }
    return sendRendered(
      request,
      reply.header('x-cache', 'MISS').header('content-security-policy', policy),
      page.status,
      sealed.html,
      ownPageCacheControl(request),
    );
  });
}

/** Sends a kept page: nothing is rendered, compressed or rewritten. */
function sendReady(request: FastifyRequest, reply: FastifyReply, page: ReadyPage, policy: string) {
  return sendPrecompressed(request, reply, page, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': sharedPageCacheControl,
    'content-security-policy': policy,
  });
}

/**
 * The CSP of a site page: security.ts's policy with script-src naming the page's own inline scripts by hash
 * instead of a nonce, so it is the same for every answer of a kept page. In development Vite's inline scripts
 * are in the template, so they are hashed too; its websocket stays in connect-src.
 */
function sitePolicy(reply: FastifyReply, scriptHashes: readonly string[]): string {
  return policyWithScripts(
    String(reply.getHeader('content-security-policy') ?? "default-src 'self'; script-src 'self'"),
    scriptHashes,
  );
}

function policyWithScripts(base: string, scriptHashes: readonly string[]): string {
  return base.replace(/script-src[^;]*/, () => `script-src 'self'${scriptHashes.map((hash) => ` ${hash}`).join('')}`);
}
