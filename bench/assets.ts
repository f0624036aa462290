// What each public page makes the browser download before it is interactive: its module scripts and their
// preloads, and its stylesheets, raw and gzipped; the initial JavaScript budget; and whether the Intl polyfill
// slipped into that first download.
import { gzipSync } from 'node:zlib';
import type { PageUnderTest } from './pages';
import { kb, type Row } from './report';
import { BenchError } from './servers';

const initialJsBudgetKb = 120;
/** Names only the Intl polyfill (the `intl` package) carries: never in a page's first download. */
const intlPolyfillMarkers = ['__addLocaleData', '__applyLocaleSensitivePrototypes'];

/** The attributes of every <name …> tag of html, names lower-cased. */
function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map(([, attributes = '']) => {
    const pairs = attributes.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g);
    return Object.fromEntries([...pairs].map(([, key = '', a, b, c]) => [key.toLowerCase(), a ?? b ?? c ?? '']));
  });
}

const hasRel = (attributes: Record<string, string>, rel: string) =>
  (attributes.rel ?? '').toLowerCase().split(/\s+/).includes(rel);

interface AssetTotals {
  files: number;
  rawBytes: number;
  gzipBytes: number;
  /** Each file's path and gzip size, largest first. */
  list: [string, number][];
}

/**
 * Downloads each asset (same origin only) and sums its raw size and its gzip -9 size; `texts` keeps the bodies.
 * browser-weight.ts counts what Chromium fetched the same way.
 */
export async function assetTotals(pageUrl: string, urls: string[], texts?: string[]): Promise<AssetTotals> {
  const unique = new Set(urls.map((url) => new URL(url, pageUrl).href));
  const totals: AssetTotals = { files: unique.size, rawBytes: 0, gzipBytes: 0, list: [] };
  for (const url of unique) {
    if (new URL(url).origin !== new URL(pageUrl).origin) {
      throw new BenchError(`${pageUrl} loads ${url} from another origin; the bench only measures local assets`);
    }
    const response = await fetch(url);
    if (!response.ok) throw new BenchError(`${url} answered ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    const gzipBytes = gzipSync(body, { level: 9 }).length;
    totals.rawBytes += body.length;
    totals.gzipBytes += gzipBytes;
    totals.list.push([new URL(url).pathname, gzipBytes]);
    texts?.push(body.toString('utf8'));
  }
  totals.list.sort((a, b) => b[1] - a[1]);
  return totals;
}

export interface PageAssets {
  js: AssetTotals;
  css: AssetTotals;
  /** Whether the first download carries the Intl polyfill (it must not). */
  intlPolyfill: boolean;
}

/** What a page makes the browser download before it is interactive: module scripts and their preloads; stylesheets. */
export async function pageAssets(pageUrl: string): Promise<PageAssets> {
  const response = await fetch(pageUrl);
  if (!response.ok) throw new BenchError(`${pageUrl} answered ${response.status}`);
  const html = await response.text();
  // Module scripts in the HTML, and the ones the site's starter adds after the first paint (its data-entry and
  // data-preload: web/src/site/build/start-after-paint.ts).
  const scripts = tags(html, 'script').flatMap((a) => [
    ...(a.type === 'module' && a.src ? [a] : []),
    ...[a['data-entry'], ...(a['data-preload'] ?? '').split(' ')].filter(Boolean).map((src) => ({ src })),
  ]);
  const links = tags(html, 'link');
  const preloads = links.filter((a) => hasRel(a, 'modulepreload') && a.href);
  const styles = links.filter((a) => hasRel(a, 'stylesheet') && a.href);
  const code: string[] = [];
  const js = await assetTotals(
    pageUrl,
    [...scripts.map((a) => a.src ?? ''), ...preloads.map((a) => a.href ?? '')],
    code,
  );
  const css = await assetTotals(
    pageUrl,
    styles.map((a) => a.href ?? ''),
  );
  const intlPolyfill = code.some((text) => intlPolyfillMarkers.some((marker) => text.includes(marker)));
  return { js, css, intlPolyfill };
}

/** The table's rows for each page: initial JavaScript and CSS, gzipped. */
export function assetRows(assets: [PageUnderTest, PageAssets][]): Row[] {
  return assets.flatMap(([page, { js, css }]): Row[] => [
    [
      `${page.label} initial JS, gzip`,
      kb(js.gzipBytes),
      `KB, ${js.files} file(s) (module scripts + modulepreloads), raw ${kb(js.rawBytes)} KB; ${page.path}`,
    ],
    [
      `${page.label} CSS, gzip`,
      kb(css.gzipBytes),
      `KB, ${css.files} file(s) (stylesheets), raw ${kb(css.rawBytes)} KB`,
    ],
  ]);
}

/** Each page against the initial JavaScript budget, and where the Intl polyfill was found. */
export function printAssetVerdicts(assets: [PageUnderTest, PageAssets][]): void {
  for (const [page, { js }] of assets) {
    const verdict = js.gzipBytes <= initialJsBudgetKb * 1024 ? 'OK' : 'OVER';
    console.log(`initial JS budget ${initialJsBudgetKb} KB gzip, ${page.label}: ${verdict} (${kb(js.gzipBytes)} KB)`);
  }
  const withIntl = assets.filter(([, a]) => a.intlPolyfill).map(([page]) => page.label);
  console.log(
    `Intl polyfill in the initial JS: ${withIntl.length ? `PRESENT on ${withIntl.join(', ')}` : `absent (${assets.length} pages checked)`}`,
  );
}
