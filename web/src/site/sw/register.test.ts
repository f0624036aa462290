import { afterEach, describe, expect, it } from 'vitest';
import { registerServiceWorker, serviceWorkerAllowed } from './register';

const at = (href: string) => {
  const { protocol, hostname, pathname } = new URL(href);
  return { protocol, hostname, pathname };
};

describe('serviceWorkerAllowed()', () => {
  it('allows https and this machine', () => {
    expect(serviceWorkerAllowed(at('https://phongkhamantam.vn/'))).toBe(true);
    expect(serviceWorkerAllowed(at('https://phongkhamantam.vn/tin-tuc/abc'))).toBe(true);
    expect(serviceWorkerAllowed(at('http://localhost:3000/'))).toBe(true);
    expect(serviceWorkerAllowed(at('http://127.0.0.1:41234/bac-si'))).toBe(true);
    expect(serviceWorkerAllowed(at('http://[::1]:3000/'))).toBe(true);
  });

  it('refuses plain http elsewhere', () => {
    expect(serviceWorkerAllowed(at('http://phongkhamantam.vn/'))).toBe(false);
    expect(serviceWorkerAllowed(at('http://192.168.1.20:3000/'))).toBe(false);
  });

  it('never registers from the back office', () => {
    expect(serviceWorkerAllowed(at('https://phongkhamantam.vn/admin'))).toBe(false);
    expect(serviceWorkerAllowed(at('https://phongkhamantam.vn/admin/tin-tuc'))).toBe(false);
    expect(serviceWorkerAllowed(at('https://phongkhamantam.vn/administrator'))).toBe(true);
  });
});

describe('registerServiceWorker()', () => {
  // jsdom has no service workers: a window whose container records what it is asked and whose idle callbacks run
  // when the test says so (the real worker is in e2e/offline.e2e.ts).
  const registered: string[] = [];
  const posted: unknown[] = [];
  let idle: (() => void)[] = [];
  const runIdle = async () => {
    for (const callback of idle.splice(0)) callback();
    // register(), then ready, then the message.
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  const fakeWindow = (href: string, readyState: DocumentReadyState) => {
    const target = new EventTarget();
    const resources = ['/assets/client-abc.js', '/assets/HomePage-def.js', '/api/setting', '/assets/client-abc.js']
      .map((path) => ({ name: new URL(path, href).href }))
      .concat([{ name: 'https://fonts.example.com/assets/x.woff2' }]);
    return Object.assign(target, {
      location: new URL(href),
      document: { readyState },
      performance: { getEntriesByType: (type: string) => (type === 'resource' ? resources : []) },
      requestIdleCallback: (callback: () => void) => idle.push(callback),
      navigator: {
        serviceWorker: {
          register: async (url: string) => {
            registered.push(url);
            return {};
          },
          ready: Promise.resolve({ active: { postMessage: (message: unknown) => posted.push(message) } }),
        },
      },
    }) as unknown as Window;
  };
  afterEach(() => {
    registered.length = 0;
    posted.length = 0;
    idle = [];
  });

  it('waits for the page to have loaded and the browser to be idle', async () => {
    const win = fakeWindow('http://localhost:3000/', 'interactive');
    registerServiceWorker(win);
    await runIdle();
    expect(registered).toEqual([]);
    win.dispatchEvent(new Event('load'));
    expect(registered).toEqual([]);
    await runIdle();
    expect(registered).toEqual(['/sw.js']);
  });

  it('then names the built files this page loaded, once each, for the worker to keep', async () => {
    registerServiceWorker(fakeWindow('https://phongkhamantam.vn/bac-si', 'complete'));
    await runIdle();
    expect(registered).toEqual(['/sw.js']);
    expect(posted).toEqual([{ type: 'keep', urls: ['/assets/client-abc.js', '/assets/HomePage-def.js'] }]);
  });

  it('does nothing over plain http or where service workers do not exist', async () => {
    registerServiceWorker(fakeWindow('http://phongkhamantam.vn/', 'complete'));
    const without = Object.assign(new EventTarget(), {
      location: new URL('https://phongkhamantam.vn/'),
      document: { readyState: 'complete' },
      navigator: {},
    }) as unknown as Window;
    registerServiceWorker(without);
    await runIdle();
    expect(registered).toEqual([]);
  });
});
