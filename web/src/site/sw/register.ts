// Registers the site's service worker (/sw.js, scope: the whole site) once the page has loaded, so installing
// it (downloading the files it keeps) never competes with the page itself. Browsers allow service workers only
// in secure contexts: over https, or on this machine while developing and testing.

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** https or a local address, and never inside the back office. */
export function serviceWorkerAllowed(location: Pick<Location, 'protocol' | 'hostname' | 'pathname'>): boolean {
  const { protocol, hostname, pathname } = location;
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return false;
  return protocol === 'https:' || localHosts.has(hostname);
}

export function registerServiceWorker(win: Window = window): void {
  const container = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container || !serviceWorkerAllowed(win.location)) return;
  const register = () => {
    // Offline support is a bonus: a refused registration (private mode, a blocked origin) changes nothing else.
    container.register('/sw.js').catch(() => undefined);
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
