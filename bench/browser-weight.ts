// What a public page really makes a browser fetch, counted in Debian's Chromium at a phone's width: every script by
// network idle (the entry, its imports, the chunks loaded lazily once the page is up, the translations), each at its
// gzip -9 size like the declared-assets rows (assets.ts), so the two compare; then what the service worker fetches
// for its cache in the seconds after the page loaded: how many bytes crossed the network (a file the page already
// loaded comes from the browser's HTTP cache for nothing), and when it started.
import { chromium, type Request } from 'playwright-core';
import { assetTotals } from './assets';
import { kb, type Row } from './report';

/** The public site's JavaScript budget by network idle (issue: speed and weight). */
export const idleJsBudgetKb = 90;
/** What the service worker may download for its cache on a first visit, after the page is idle. */
export const precacheBudgetKb = 150;
/** How long after network idle the service worker's fetches are still counted. */
const precacheWindowMs = 8_000;

export interface WorkerFetches {
  files: number;
  /** Bytes that crossed the network (as sent: brotli where the browser took it). */
  networkBytes: number;
  /** Files that came from the browser's HTTP cache instead. */
  fromHttpCache: number;
  /** Milliseconds from the page's load event to the worker's first request (its own script); null if none. */
  startedAfterLoadMs: number | null;
}

export interface BrowserWeight {
  /** Scripts the page fetched by network idle. */
  js: Awaited<ReturnType<typeof assetTotals>>;
  /** Everything the service worker fetched until precacheWindowMs after network idle. */
  worker: WorkerFetches;
}

/** A first visit to each page in a new browser profile, 375 px wide like a phone. */
export async function browserWeights(chromePath: string, urls: string[]): Promise<BrowserWeight[]> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const weights: BrowserWeight[] = [];
    for (const url of urls) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
      const origin = new URL(url).origin;
      const pageScripts: string[] = [];
      const worker: WorkerFetches = { files: 0, networkBytes: 0, fromHttpCache: 0, startedAfterLoadMs: null };
      let loadedAt = 0;
      const sized: Promise<void>[] = [];
      context.on('request', (request: Request) => {
        if (!request.url().startsWith(origin)) return;
        if (!request.serviceWorker() && request.resourceType() === 'script') pageScripts.push(request.url());
        if (request.serviceWorker() && worker.startedAfterLoadMs === null && loadedAt) {
          worker.startedAfterLoadMs = Date.now() - loadedAt;
        }
      });
      context.on('requestfinished', (request: Request) => {
        if (!request.serviceWorker() || !request.url().startsWith(origin)) return;
        // A body read from the HTTP cache reports no bytes received (Chromium gives minus the headers' size).
        sized.push(
          request.sizes().then(({ responseBodySize }) => {
            worker.files += 1;
            if (responseBodySize > 0) worker.networkBytes += responseBodySize;
            else worker.fromHttpCache += 1;
          }),
        );
      });
      const page = await context.newPage();
      page.once('load', () => (loadedAt = Date.now()));
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(precacheWindowMs);
      await Promise.all(sized);
      await context.close();
      weights.push({ js: await assetTotals(url, pageScripts), worker });
    }
    return weights;
  } finally {
    await browser.close();
  }
}

const verdict = (bytes: number, budgetKb: number) => (bytes <= budgetKb * 1024 ? '✓' : '✗');

export function browserWeightRows(labels: string[], weights: BrowserWeight[]): Row[] {
  return weights.flatMap((weight, index): Row[] => [
    [
      `${labels[index]} JS by network idle, gzip`,
      kb(weight.js.gzipBytes),
      `KB in ${weight.js.files} file(s), as Chromium fetched them (375 px); target ≤ ${idleJsBudgetKb} ${verdict(weight.js.gzipBytes, idleJsBudgetKb)}`,
    ],
    [
      `${labels[index]} service worker's downloads`,
      kb(weight.worker.networkBytes),
      `KB over the network; ${weight.worker.files} file(s) kept, ${weight.worker.fromHttpCache} from the HTTP cache; ` +
        `started ${weight.worker.startedAfterLoadMs ?? '—'} ms after load; target ≤ ${precacheBudgetKb} ${verdict(weight.worker.networkBytes, precacheBudgetKb)}`,
    ],
  ]);
}

/** The largest files each page fetched: where its weight goes. */
export function printBundleMap(labels: string[], weights: BrowserWeight[]): void {
  weights.forEach((weight, index) => {
    const files = weight.js.list.map(([file, bytes]) => `${file.replace(/^\/assets\//, '')} ${kb(bytes)}`).join(', ');
    console.log(`${labels[index]} scripts by idle (KB gzip): ${files}`);
  });
}
