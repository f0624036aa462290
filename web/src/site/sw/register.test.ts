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
  // jsdom has no service workers: a window whose container records what it is asked (the real one is in
  // e2e/offline.e2e.ts).
  const registered: string[] = [];
  const fakeWindow = (href: string, readyState: DocumentReadyState) => {
    const target = new EventTarget();
    return Object.assign(target, {
      location: at(href),
      document: { readyState },
      navigator: {
        serviceWorker: {
          register: async (url: string) => {
            registered.push(url);
            return {};
          },
        },
      },
    }) as unknown as Window;
  };
  afterEach(() => {
    registered.length = 0;
  });

  it('waits for the page to have loaded', () => {
    const win = fakeWindow('http://localhost:3000/', 'interactive');
    registerServiceWorker(win);
    expect(registered).toEqual([]);
    win.dispatchEvent(new Event('load'));
    expect(registered).toEqual(['/sw.js']);
  });

  it('registers at once on a page already loaded', () => {
    registerServiceWorker(fakeWindow('https://phongkhamantam.vn/bac-si', 'complete'));
    expect(registered).toEqual(['/sw.js']);
  });

  it('does nothing over plain http or where service workers do not exist', () => {
    registerServiceWorker(fakeWindow('http://phongkhamantam.vn/', 'complete'));
    const without = Object.assign(new EventTarget(), {
      location: at('https://phongkhamantam.vn/'),
      document: { readyState: 'complete' },
      navigator: {},
    }) as unknown as Window;
    registerServiceWorker(without);
    expect(registered).toEqual([]);
  });
});
