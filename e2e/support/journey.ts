// A journey's fixtures: its own server and data directory, the run's browser (global-setup.ts), a page per language.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { startServer, type RunningServer } from './server';

export interface Journey {
  server: RunningServer;
  browser: Browser;
  /** A fresh browser context (cookies, storage) at the given width, optionally with a language cookie. */
  open(options?: {
    lang?: 'vi' | 'en';
    width?: number;
    javaScript?: boolean;
    /**
     * The public site's service worker is kept out unless a journey tests it: the browser then has no service workers
     * at all, which the site supports. A fresh context's worker precaches the site's files after every first load,
     * about an eighth of a public journey's CPU, for something only the offline journey looks at.
     */
    serviceWorkers?: 'allow' | 'block';
  }): Promise<{ context: BrowserContext; page: Page }>;
  /**
   * Signs a staff member in through the sign-in API from the page's browser context: the session cookies land in the
   * context as the sign-in form's would, without first loading the sign-in page and then the dashboard (two page
   * loads, each time a journey needs someone signed in). The form stays where signing in is the point: the
   * back-office, password-recovery, staff, outbox-reset and profile-avatar (English) journeys.
   * `then`: the back-office page to open once signed in.
   */
  signIn(page: Page, account: string, password: string, then?: string): Promise<void>;
}

/** `env`: extra environment for the journey's server (ADMIN_PASSWORD, …). */
export function useJourney(env: Record<string, string> = {}): Journey {
  const journey = {} as Journey;
  beforeAll(async () => {
    // Side by side: the server's start is mostly waiting on its own process. Whichever started is kept, so that
    // afterAll stops it when the other failed.
    const [server, browser] = await Promise.allSettled([startServer(env), chromium.connect(inject('e2eBrowser'))]);
    if (server.status === 'fulfilled') journey.server = server.value;
    if (browser.status === 'fulfilled') journey.browser = browser.value;
    for (const started of [server, browser]) if (started.status === 'rejected') throw started.reason;
    journey.open = async ({ lang, width = 1280, javaScript = true, serviceWorkers = 'block' } = {}) => {
      const context = await journey.browser.newContext({
        viewport: { width, height: 900 },
        javaScriptEnabled: javaScript,
        serviceWorkers,
        // The back office then opens dialogs and menus in place, without their zoom: on a loaded machine a click
        // could otherwise land where a dialog's button was a frame earlier, mid-animation, and be lost.
        reducedMotion: 'reduce',
      });
      // A browser without service workers, which the site supports: blocking the registration alone would print
      // Playwright's refusal as a console error on every public page.
      if (serviceWorkers === 'block') {
        await context.addInitScript(() =>
          Object.defineProperty(Navigator.prototype, 'serviceWorker', { configurable: true, get: () => undefined }),
        );
      }
      if (lang) await context.addCookies([{ name: 'i18nextLng', value: lang, url: journey.server.url }]);
      const page = await context.newPage();
      return { context, page };
    };
    journey.signIn = async (page, account, password, then) => {
      const response = await page.context().request.post(`${journey.server.url}/api/nhanvien/login`, {
        data: { taikhoan: account, matkhau: password },
      });
      if (!response.ok())
        throw new Error(`Signing ${account} in failed: ${response.status()} ${await response.text()}`);
      if (then) await page.goto(`${journey.server.url}${then}`);
    };
  });
  afterAll(async () => {
    // Server errors explain most failed journeys: show them.
    const errors =
      journey.server
        ?.log()
        .split('\n')
        .filter((line) => /"level":(50|60)/.test(line)) ?? [];
    if (errors.length > 0) console.error(`server errors:\n${errors.join('\n')}`);
    // A connected browser's close() closes this journey's contexts and disconnects; the run's Chromium goes on.
    await journey.browser?.close();
    await journey.server?.dispose();
  });
  return journey;
}

/**
 * Waits until React has taken over the server's HTML, so a click reaches the page's handlers: the site's scripts
 * start after the first paint and hydrate in slices, and <html> gets `data-hydrated` once hydration commits.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Opens a public page and waits until it is hydrated. */
export async function visit(page: Page, url: string) {
  const response = await page.goto(url);
  await hydrated(page);
  return response;
}
