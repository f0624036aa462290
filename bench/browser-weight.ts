// What a public page really makes a browser fetch, counted in Debian's Chromium at a phone's width: every script by
// network idle (the entry, its imports, the chunks loaded lazily once the page is up, the translations), then what
// the service worker fetches for its precache in the seconds after. Each file is counted at its gzip -9 size, like
// the declared-assets rows (assets.ts), so the two compare.
import { chromium, type Request } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { kb, type Row } from './report';
import { BenchError } from './servers';

/** The public site's JavaScript budget by network idle (issue: speed and weight). */
export const idleJsBudgetKb = 90;
/** What the service worker may fetch for its precache on a first visit, after the page is idle. */
export const precacheBudgetKb = 150;
/** How long after network idle the service worker's fetches are still counted. */
const precacheWindowMs = 8_000;

export interface Fetched {
  files: number;
  gzipBytes: number;
  /** Each file's path and gzip size, largest first: the bundle map a cut starts from. */
  list: [string, number][];
}

export interface BrowserWeight {
  /** Scripts the page fetched by network idle. */
  js: Fetched;
  /** Everything the service worker fetched within precacheWindowMs after network idle, and before it. */
  worker: Fetched;
  workerBeforeIdle: number;
}

async function gzipSizes(urls: string[]): Promise<Fetched> {
  const list: [string, number][] = [];
  for (const url of new Set(urls)) {
    const response = await fetch(url);
    if (!response.ok) throw new BenchError(`${url} answered ${response.status}`);
    list.push([new URL(url).pathname, gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length]);
  }
  list.sort((a, b) => b[1] - a[1]);
  return { files: list.length, gzipBytes: list.reduce((sum, [, bytes]) => sum + bytes, 0), list };
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
      const workerFetches: { url: string; afterIdle: boolean }[] = [];
      let idle = false;
      context.on('request', (request: Request) => {
        if (!request.url().startsWith(origin)) return;
        if (request.serviceWorker()) workerFetches.push({ url: request.url(), afterIdle: idle });
        else if (request.resourceType() === 'script') pageScripts.push(request.url());
      });
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'networkidle' });
      idle = true;
      await page.waitForTimeout(precacheWindowMs);
      await context.close();
      const worker = await gzipSizes(workerFetches.map((fetched) => fetched.url));
      const before = workerFetches.filter((fetched) => !fetched.afterIdle).length;
      weights.push({ js: await gzipSizes(pageScripts), worker, workerBeforeIdle: before });
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
      `${labels[index]} service-worker precache, gzip`,
      kb(weight.worker.gzipBytes),
      `KB in ${weight.worker.files} file(s), ${weight.workerBeforeIdle} before network idle; target ≤ ${precacheBudgetKb}, none before idle ${verdict(weight.worker.gzipBytes, precacheBudgetKb)}`,
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
