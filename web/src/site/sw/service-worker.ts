// The public site's service worker, served at /sw.js (scope: the whole site). ../build/site-assets.ts compiles it
// and puts the build's lists and version in front of it, so every build is a new worker with a cache of its own:
// PRECACHE_URLS, the shell every page starts with (the entry and the chunks it starts, the stylesheet, the offline
// page), and SITE_URLS, every hashed file of the site (every page's chunks, both languages' texts, fonts, pictures).
//
// - Installing keeps the shell only, about a hundred kilobytes: a first visit on a phone does not download the whole
//   site again for pages the visitor may never open. The page registers the worker once it is idle
//   (./register.ts) and then names the files it loaded, which the worker keeps from the browser's HTTP cache
//   without downloading them again; any other site file is kept the first time a page asks for it.
// - Page loads go to the network first; without a connection the offline page answers instead.
// - Site files (hashed, so they never change under their name) come from the cache first.
// - Everything else goes to the network untouched, /api and /admin above all: data and the back office are
//   never kept here. Files that are not in the lists (the back office's) are left to the browser's own cache,
//   so this cache holds one build of the site and nothing more.
// - A new worker takes over at once and deletes the caches of older builds.
// The file ends with `export {}` only so the type checker keeps its names out of the web's global scope: the
// build removes it and wraps the code in a function, as a classic worker script cannot export.

// The service worker's events and scope: the DOM typings of this project do not describe them.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface ServiceWorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

/** Written in front of this code by the build. */
declare const PRECACHE_URLS: readonly string[];
declare const SITE_URLS: readonly string[];
declare const BUILD_VERSION: string;

const worker = self as unknown as ServiceWorkerScope;
const CACHE_PREFIX = 'phongkham-site-';
const cacheName = `${CACHE_PREFIX}${BUILD_VERSION}`;
const OFFLINE_URL = '/offline.html';
const siteFiles = new Set(SITE_URLS);

const passesThrough = (pathname: string) =>
  pathname === '/api' || pathname.startsWith('/api/') || pathname === '/admin' || pathname.startsWith('/admin/');

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(cacheName);
      // The hashed files the page has just loaded come from the browser's HTTP cache; 'reload' only for the offline
      // page, whose one-hour HTTP cache may hold an older build's.
      await cache.addAll(PRECACHE_URLS.map((url) => new Request(url, url === OFFLINE_URL ? { cache: 'reload' } : {})));
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== cacheName).map((name) => caches.delete(name)),
      );
      // Control the pages already open (the one that registered this worker included), not only later ones.
      await worker.clients.claim();
    })(),
  );
});

async function pageFromNetwork(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    // Only a failed connection lands here; the server's own answers (404, 500) go through as they are.
    return (await caches.match(OFFLINE_URL, { ignoreVary: true })) ?? Response.error();
  }
}

async function fileFromCache(request: Request): Promise<Response> {
  const cache = await caches.open(cacheName);
  const hit = await cache.match(request, { ignoreVary: true });
  if (hit) return hit;
  // Not kept yet (or evicted by the browser): fetch it and keep it.
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** Keeps the site files a page loaded before this worker controlled it (./register.ts names them). */
async function keepLoaded(urls: readonly string[]): Promise<void> {
  const cache = await caches.open(cacheName);
  for (const url of urls) {
    if (!siteFiles.has(url) || (await cache.match(url, { ignoreVary: true }))) continue;
    // One at a time, after the page is idle: each comes from the HTTP cache, and a failure only leaves it for later.
    const response = await fetch(url).catch(() => undefined);
    if (response?.ok) await cache.put(url, response);
  }
}

worker.addEventListener('message', (event) => {
  const message = event.data as { type?: unknown; urls?: unknown } | null;
  if (message?.type !== 'keep' || !Array.isArray(message.urls)) return;
  const urls = message.urls.filter((url): url is string => typeof url === 'string').slice(0, 200);
  event.waitUntil(keepLoaded(urls));
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin || passesThrough(url.pathname)) return;
  if (request.mode === 'navigate') event.respondWith(pageFromNetwork(request));
  else if (siteFiles.has(url.pathname)) event.respondWith(fileFromCache(request));
});

export {};
