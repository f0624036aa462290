// The public site's service worker, served at /sw.js (scope: the whole site). ./build.ts compiles it and puts
// the build's list of files (PRECACHE_URLS: the site's hashed scripts, styles, fonts and pictures, and the
// offline page) and its version in front of it, so every build is a new worker with a cache of its own.
//
// - Page loads go to the network first; without a connection the offline page answers instead.
// - The precached files (hashed, so they never change under their name) come from the cache first.
// - Everything else goes to the network untouched, /api and /admin above all: data and the back office are
//   never kept here. Files that are not in the list (the back office's) are left to the browser's own cache,
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
interface ServiceWorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

/** Written in front of this code by the build. */
declare const PRECACHE_URLS: readonly string[];
declare const BUILD_VERSION: string;

const worker = self as unknown as ServiceWorkerScope;
const CACHE_PREFIX = 'phongkham-site-';
const cacheName = `${CACHE_PREFIX}${BUILD_VERSION}`;
const OFFLINE_URL = '/offline.html';
const precached = new Set(PRECACHE_URLS);

const passesThrough = (pathname: string) =>
  pathname === '/api' || pathname.startsWith('/api/') || pathname === '/admin' || pathname.startsWith('/admin/');

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(cacheName);
      // 'reload': the offline page has a one-hour HTTP cache; this build's version is the one to keep.
      await cache.addAll(PRECACHE_URLS.map((url) => new Request(url, { cache: 'reload' })));
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
  // The browser may have evicted it: fetch it and keep it again.
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin || passesThrough(url.pathname)) return;
  if (request.mode === 'navigate') event.respondWith(pageFromNetwork(request));
  else if (precached.has(url.pathname)) event.respondWith(fileFromCache(request));
});

export {};
