// Registers the site's service worker (/sw.js, scope: the whole site) once the page has loaded and the browser is
// idle, so installing it never competes with the page itself; then names the site files this page loaded, which the
// worker keeps from the HTTP cache (./service-worker.ts) instead of downloading the whole site. Browsers allow
// service workers only in secure contexts: over https, or on this machine while developing and testing.

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** How long an idle callback may wait before the worker is registered anyway (a page that never goes idle). */
const IDLE_TIMEOUT_MS = 5_000;

/** https or a local address, and never inside the back office. */
export function serviceWorkerAllowed(location: Pick<Location, 'protocol' | 'hostname' | 'pathname'>): boolean {
  const { protocol, hostname, pathname } = location;
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return false;
  return protocol === 'https:' || localHosts.has(hostname);
}

/** The built files (under /assets/) of this origin that the page has loaded so far, by path. */
export function loadedSiteFiles(win: Window): string[] {
  const origin = win.location.origin;
  const paths = win.performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name, origin))
    .filter((url) => url.origin === origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
  return [...new Set(paths)];
}

export function registerServiceWorker(win: Window = window): void {
  const container = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container || !serviceWorkerAllowed(win.location)) return;
  const register = () => {
    // Offline support is a bonus: a refused registration (private mode, a blocked origin) changes nothing else.
    container
      .register('/sw.js')
      .then(() => container.ready)
      .then((registration) => registration.active?.postMessage({ type: 'keep', urls: loadedSiteFiles(win) }))
      .catch(() => undefined);
  };
  const whenIdle = () =>
    typeof win.requestIdleCallback === 'function'
      ? win.requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS })
      : win.setTimeout(register, 1_000);
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
