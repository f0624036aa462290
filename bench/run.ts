// npm run bench: how fast the production server starts (new and existing database), how much load it takes
// (an API read, and the server-rendered home page and a news article from the HTML cache and rendered every
// time, next to a bare Fastify reference), how much JavaScript and CSS each kind of public page makes the
// browser download before it is interactive, and what Lighthouse (mobile) scores home, an article and the
// doctors list.
// Sustained bookings (POST /api/yeucau) are measured on PGlite and, with BENCH_DATABASE_URL (or TEST_DATABASE_URL),
// on a scratch PostgreSQL database (bench/requests.ts).
// Prints tables to stdout; progress and child output go to stderr. All traffic goes to 127.0.0.1.
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { loadGenerator, LoadError, runLoad, type LoadResult } from './load';
import { benchPatientSearch, printPatientSearch } from './patients';
import { postRequests, scratchPostgres, type WriteLoad } from './requests';
import { freePort, spawnServer } from '../scripts/server-process.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const host = '127.0.0.1';
/** The same load for every target. */
const load = { connections: 10, seconds: 10, warmUpSeconds: 2 };
/** Sent to every target, like a browser; the app compresses its answers, the bare reference ignores it. */
const headers = { 'accept-encoding': 'gzip' };
const initialJsBudgetKb = 120;
const startTimeoutMs = 60_000;
const killAfterMs = 5_000;
/**
 * Lighthouse's scores wander from run to run (its simulation multiplies the observed main-thread tasks, which
 * vary with the machine's load): each page runs this often, the median counts; Lighthouse's own advice is 5.
 */
const lighthouseRuns = 5;
/**
 * Lighthouse errors that come from Chrome's tracing, not from the page: once in a few dozen runs on a busy
 * machine the trace misses the navigation's start. Such a run is repeated, up to traceRecordingRetries times; any
 * other error (a page that never paints, say) stops the bench.
 */
const traceRecordingErrors = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);
const traceRecordingRetries = 2;
/** Issue 3's targets, in Lighthouse's 0–100 scores. */
const lighthouseTargets: Record<LighthouseCategory, number> = {
  performance: 95,
  accessibility: 95,
  'best-practices': 95,
  seo: 100,
};
type LighthouseCategory = 'performance' | 'accessibility' | 'best-practices' | 'seo';
const lighthouseCategories = Object.keys(lighthouseTargets) as LighthouseCategory[];
/** Names only the Intl polyfill (the `intl` package) carries: never in a page's first download. */
const intlPolyfillMarkers = ['__addLocaleData', '__applyLocaleSensitivePrototypes'];

class BenchError extends Error {}

const log = (message: string) => console.error(`bench: ${message}`);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

// ---- child processes ----------------------------------------------------------------------------

/** A server started by the bench; its last output is kept for error messages. */
interface Child {
  name: string;
  process: ChildProcess;
  output(): string;
}

const running = new Set<Child>();
let dataDir: string | undefined;

function startChild(name: string, args: string[], env: NodeJS.ProcessEnv): Child {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const handle: Child = { name, process: child, output: () => output };
  running.add(handle);
  child.once('exit', () => running.delete(handle));
  return handle;
}

/** SIGTERM, then SIGKILL if the process has not exited after killAfterMs. */
async function stopChild(child: Child): Promise<void> {
  const { process: proc } = child;
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  proc.kill('SIGTERM');
  const killer = setTimeout(() => {
    log(`${child.name} ignored SIGTERM for ${killAfterMs / 1000} s; sending SIGKILL`);
    proc.kill('SIGKILL');
  }, killAfterMs);
  await exited;
  clearTimeout(killer);
}

async function cleanUp(): Promise<void> {
  await Promise.all([...running].map(stopChild));
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}

/** Polls url every 25 ms until it answers 200. */
async function waitFor200(child: Child, url: string): Promise<void> {
  const deadline = performance.now() + startTimeoutMs;
  while (performance.now() < deadline) {
    if (child.process.exitCode !== null) {
      throw new BenchError(`${child.name} exited with code ${child.process.exitCode}:\n${child.output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(25);
  }
  throw new BenchError(
    `${child.name} did not answer 200 on ${url} within ${startTimeoutMs / 1000} s:\n${child.output()}`,
  );
}

/**
 * Starts the production server (npm start, scripts/server-process.mjs), and returns it with the ms until
 * /api/health answered 200. `env`: more settings (HTML_CACHE=false).
 */
async function startApp(
  port: number,
  directory: string,
  env: NodeJS.ProcessEnv = {},
): Promise<{ child: Child; startMs: number }> {
  const started = performance.now();
  const server = spawnServer({
    port,
    host,
    keepLog: 4000,
    env: {
      DATA_DIR: directory,
      // The embedded database, whatever the caller's environment says.
      DATABASE_URL: '',
      ...env,
    },
  });
  const child: Child = { name: 'the server', process: server.child, output: server.log };
  running.add(child);
  server.child.once('exit', () => running.delete(child));
  await waitFor200(child, `http://${host}:${port}/api/health`);
  const startMs = performance.now() - started;
  if (child.output().includes('Building the web app')) {
    throw new BenchError(
      'the server rebuilt the web app while starting (sources changed during the bench?); run it again',
    );
  }
  return { child, startMs };
}

/**
 * The server's resident memory now, in MB (Linux's /proc; the server runs in the process the bench spawned, as
 * scripts/start.mjs imports it). null where /proc is missing.
 */
async function rssMb(child: Child): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${child.process.pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

const rssRow = (label: string, mb: number | null): Row => [
  label,
  mb === null ? 'n/a' : mb.toFixed(0),
  mb === null ? 'no /proc on this system' : 'MB resident (VmRSS of the server process)',
];

// ---- load ---------------------------------------------------------------------------------------

/** A warm-up run (discarded), then the measured run; `child` is the server, whose CPU per answer is counted. */
async function measure(url: string, child: Child): Promise<LoadResult> {
  log(`loading ${url} with ${loadGenerator}: ${load.warmUpSeconds} s warm-up, then ${load.seconds} s`);
  await runLoad(url, { ...load, seconds: load.warmUpSeconds, headers });
  return runLoad(url, { ...load, headers }, child.process.pid);
}

/** Checks the page is (HIT) or is not (MISS) served from the server's HTML cache, so a figure means what it says. */
async function expectCache(url: string, expected: 'HIT' | 'MISS'): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new BenchError(`${url} answered ${response.status}`);
    if (attempt === 1 && response.headers.get('x-cache') !== expected) {
      throw new BenchError(
        `${url}: expected X-Cache ${expected} on a repeated request, got ${response.headers.get('x-cache')}`,
      );
    }
  }
}

// ---- the pages ----------------------------------------------------------------------------------

interface PageUnderTest {
  /** What the tables call it. */
  label: string;
  path: string;
}

/**
 * The public pages the bench looks at: home, a list (news), the doctors list and a news article, whose address
 * comes from the API (the first published article, at its canonical address). Without articles the article is
 * left out, with a message.
 */
async function findPages(
  appUrl: string,
): Promise<{ home: PageUnderTest; article: PageUnderTest | null; all: PageUnderTest[] }> {
  const home = { label: 'home', path: '/' };
  const list = { label: 'news list', path: '/tin-tuc' };
  const doctors = { label: 'doctors list', path: '/bac-si' };
  let article: PageUnderTest | null = null;
  const response = await fetch(`${appUrl}/api/tintuc?limit=1`);
  const body = response.ok ? ((await response.json()) as { data?: { docs?: { _id: string }[] } }) : null;
  const id = body?.data?.docs?.[0]?._id;
  if (!id) {
    log(`no news article found (GET /api/tintuc answered ${response.status}): the article figures are skipped`);
  } else {
    // The id alone redirects to the canonical /tin-tuc/<id>-<slug>: load that one.
    const page = await fetch(`${appUrl}/tin-tuc/${id}`);
    await page.arrayBuffer();
    if (page.status !== 200) throw new BenchError(`the news article ${id} answered ${page.status}`);
    article = { label: 'news article', path: new URL(page.url).pathname };
  }
  return { home, article, all: [home, list, ...(article ? [article] : []), doctors] };
}

// ---- page assets --------------------------------------------------------------------------------

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
}

/** Downloads each asset (same origin only) and sums its raw size and its gzip -9 size; `texts` keeps the bodies. */
async function assetTotals(pageUrl: string, urls: string[], texts?: string[]): Promise<AssetTotals> {
  const unique = new Set(urls.map((url) => new URL(url, pageUrl).href));
  const totals: AssetTotals = { files: unique.size, rawBytes: 0, gzipBytes: 0 };
  for (const url of unique) {
    if (new URL(url).origin !== new URL(pageUrl).origin) {
      throw new BenchError(`${pageUrl} loads ${url} from another origin; the bench only measures local assets`);
    }
    const response = await fetch(url);
    if (!response.ok) throw new BenchError(`${url} answered ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    totals.rawBytes += body.length;
    totals.gzipBytes += gzipSync(body, { level: 9 }).length;
    texts?.push(body.toString('utf8'));
  }
  return totals;
}

interface PageAssets {
  js: AssetTotals;
  css: AssetTotals;
  /** Whether the first download carries the Intl polyfill (it must not). */
  intlPolyfill: boolean;
}

/** What a page makes the browser download before it is interactive: module scripts and their preloads; stylesheets. */
async function pageAssets(pageUrl: string): Promise<PageAssets> {
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

// ---- Lighthouse ---------------------------------------------------------------------------------

interface LighthouseFinding {
  category: LighthouseCategory;
  id: string;
  title: string;
  score: number;
  displayValue?: string | undefined;
}

interface LighthouseResult {
  page: PageUnderTest;
  scores: Record<LighthouseCategory, number>;
  /** Weighted audits that did not pass, in categories below their target or (but performance) below 100. */
  findings: LighthouseFinding[];
  warnings: string[];
  version: string;
}

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Lighthouse's default configuration (the mobile preset: a mid-range phone, simulated slow 4G and CPU) on each
 * page, lighthouseRuns times; the run with the median performance score stands for the page. Each run starts
 * with empty storage (Lighthouse clears it): a first visit, service worker included.
 */
async function runLighthouse(appUrl: string, pages: PageUnderTest[]): Promise<LighthouseResult[]> {
  const chrome = await launchChrome({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const results: LighthouseResult[] = [];
    for (const page of pages) {
      const url = `${appUrl}${page.path}`;
      const runs: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'][] = [];
      for (let run = 1; run <= lighthouseRuns; run++) {
        for (let attempt = 1; ; attempt++) {
          log(`Lighthouse ${run}/${lighthouseRuns}: ${url}`);
          const result = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: lighthouseCategories,
          });
          if (!result) throw new BenchError(`Lighthouse gave no result for ${url}`);
          const error = result.lhr.runtimeError;
          if (error && traceRecordingErrors.has(error.code) && attempt <= traceRecordingRetries) {
            log(`Lighthouse lost its trace (${error.code}); running again`);
            continue;
          }
          if (error) throw new BenchError(`Lighthouse could not load ${url}: ${error.message}`);
          runs.push(result.lhr);
          break;
        }
      }
      const score = (lhr: (typeof runs)[number], category: LighthouseCategory) =>
        Math.round((lhr.categories[category]?.score ?? 0) * 100);
      const median = runs.toSorted((a, b) => score(a, 'performance') - score(b, 'performance'))[
        Math.floor(runs.length / 2)
      ]!;
      const scores = Object.fromEntries(lighthouseCategories.map((c) => [c, score(median, c)])) as Record<
        LighthouseCategory,
        number
      >;
      const findings: LighthouseFinding[] = [];
      for (const category of lighthouseCategories) {
        const below = scores[category] < lighthouseTargets[category];
        if (!below && (category === 'performance' || scores[category] === 100)) continue;
        for (const ref of median.categories[category]?.auditRefs ?? []) {
          const audit = median.audits[ref.id];
          if (
            !audit ||
            ref.weight === 0 ||
            audit.score === null ||
            audit.score >= (category === 'performance' ? 0.9 : 1)
          ) {
            continue;
          }
          findings.push({
            category,
            id: ref.id,
            title: audit.title,
            score: audit.score,
            displayValue: audit.displayValue,
          });
        }
      }
      results.push({ page, scores, findings, warnings: median.runWarnings, version: median.lighthouseVersion });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

function printLighthouse(results: LighthouseResult[]): void {
  const header = ['page', ...lighthouseCategories];
  const rows = results.map((r) => [
    `${r.page.label} ${r.page.path}`,
    ...lighthouseCategories.map((c) => String(r.scores[c])),
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-+-'));
  for (const row of rows) console.log(line(row));
  console.log();
  const targets = lighthouseCategories.map((c) => `${c} ${c === 'seo' ? '=' : '≥'} ${lighthouseTargets[c]}`).join(', ');
  const under = results.flatMap((r) =>
    lighthouseCategories
      .filter((c) => r.scores[c] < lighthouseTargets[c])
      .map((c) => `${r.page.label} ${c} ${r.scores[c]}`),
  );
  console.log(`Lighthouse targets (${targets}): ${under.length ? `UNDER for ${under.join('; ')}` : 'all met'}`);
  for (const result of results) {
    if (!result.findings.length && !result.warnings.length) continue;
    console.log(`  ${result.page.label} ${result.page.path}:`);
    for (const f of result.findings) {
      const value = f.displayValue ? ` (${f.displayValue})` : '';
      console.log(`    ${f.category}: ${f.id}, score ${f.score.toFixed(2)}: ${f.title}${value}`);
    }
    for (const warning of result.warnings) console.log(`    warning: ${warning.replace(/\s+/g, ' ')}`);
  }
}

/**
 * Sustained bookings (POST /api/yeucau) on a server started for them: on the embedded database in `directory`, or
 * on PostgreSQL at `databaseUrl`. The server trusts the loopback proxy so each booking has its own address.
 */
async function measureBookings(port: number, directory: string, databaseUrl?: string): Promise<WriteLoad> {
  const env = { TRUST_PROXY: '127.0.0.1', HTML_CACHE: 'false', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const { child } = await startApp(port, directory, env);
  try {
    const url = `http://${host}:${port}`;
    log(
      `posting bookings to ${url}/api/yeucau (${databaseUrl ? 'PostgreSQL' : 'PGlite'}): ${load.warmUpSeconds} s warm-up, then ${load.seconds} s`,
    );
    await postRequests(url, load.connections, load.warmUpSeconds);
    return await postRequests(url, load.connections, load.seconds);
  } finally {
    await stopChild(child);
  }
}

/** The bookings on both databases; PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server. */
async function bookingRows(port: number, directory: string): Promise<Row[]> {
  const rows = (label: string, result: WriteLoad): Row[] => [
    [
      `POST /api/yeucau on ${label} throughput`,
      Math.round(result.requestsPerSecond).toLocaleString('en-US'),
      `req/s (average), ${result.stored.toLocaleString('en-US')} bookings stored`,
    ],
    [`POST /api/yeucau on ${label} p95 latency`, result.p95Ms.toFixed(2), 'ms'],
  ];
  const out = rows('PGlite', await measureBookings(port, directory));
  const server = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!server) return [...out, ['POST /api/yeucau on PostgreSQL', 'skipped', 'set BENCH_DATABASE_URL=postgres://…']];
  const scratch = await scratchPostgres(server);
  try {
    return [...out, ...rows('PostgreSQL', await measureBookings(port, directory, scratch.url))];
  } finally {
    await scratch.drop();
  }
}

// ---- report -------------------------------------------------------------------------------------

type Row = [metric: string, value: string, notes: string];

function printTable(rows: Row[]): void {
  const header: Row = ['metric', 'value', 'unit / notes'];
  const width = (column: 0 | 1 | 2) => Math.max(...[header, ...rows].map((row) => row[column].length));
  const [metricWidth, valueWidth] = [width(0), width(1)];
  const line = ([metric, value, notes]: Row) =>
    `${metric.padEnd(metricWidth)} | ${value.padStart(valueWidth)} | ${notes}`;
  console.log(line(header));
  console.log(`${'-'.repeat(metricWidth)}-+-${'-'.repeat(valueWidth)}-+-${'-'.repeat(width(2))}`);
  for (const row of rows) console.log(line(row));
}

function loadRows(label: string, result: LoadResult, reference: LoadResult | undefined): Row[] {
  const rows: Row[] = [
    [`${label} throughput`, Math.round(result.requestsPerSecond).toLocaleString('en-US'), 'req/s (average)'],
    [`${label} p95 latency`, result.p95Ms.toFixed(2), 'ms'],
    [
      `${label} server CPU per answer`,
      result.serverCpuUsPerAnswer === null ? 'n/a' : result.serverCpuUsPerAnswer.toFixed(0),
      'µs, user + system time of the server process over the run, divided by its answers',
    ],
  ];
  if (reference) {
    const ratio = result.requestsPerSecond / reference.requestsPerSecond;
    rows.push([`${label} / bare Fastify`, ratio.toFixed(2), 'ratio of req/s']);
  }
  return rows;
}

// ---- main ---------------------------------------------------------------------------------------

async function main(): Promise<void> {
  // Other work on the machine skews every number: show how busy it was when the bench began.
  const loadAverage = os.loadavg()[0] ?? 0;
  log('building the web bundles (npm run build -w web)');
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: ['ignore', 2, 2] });
  if (build.status !== 0) throw new BenchError('the web build failed (see above)');

  dataDir = await mkdtemp(path.join(os.tmpdir(), 'phongkham-bench-'));
  const appPort = await freePort(host);
  const appUrl = `http://${host}:${appPort}`;

  log(`cold start on a new data directory (${dataDir})`);
  const cold = await startApp(appPort, dataDir);
  await stopChild(cold.child);
  log('warm start on the same data directory');
  const { child: app, startMs: warmMs } = await startApp(appPort, dataDir);
  const rssAtStart = await rssMb(app);

  const barePort = await freePort(host);
  const bare = startChild('bare Fastify', ['--import', 'tsx', 'bench/bare-fastify.ts', String(barePort)], process.env);
  await waitFor200(bare, `http://${host}:${barePort}/`);
  const reference = await measure(`http://${host}:${barePort}/`, bare);
  await stopChild(bare);

  const setting = await measure(`${appUrl}/api/setting`, app);
  const pages = await findPages(appUrl);
  // With the HTML cache (the production default): after the first render, every answer is a HIT.
  await expectCache(`${appUrl}${pages.home.path}`, 'HIT');
  const homeCached = await measure(`${appUrl}${pages.home.path}`, app);
  let articleCached: LoadResult | null = null;
  if (pages.article) {
    await expectCache(`${appUrl}${pages.article.path}`, 'HIT');
    articleCached = await measure(`${appUrl}${pages.article.path}`, app);
  }
  const rssAfterCachedLoad = await rssMb(app);
  const assets: [PageUnderTest, PageAssets][] = [];
  for (const page of pages.all) assets.push([page, await pageAssets(`${appUrl}${page.path}`)]);
  let lighthouseResults: LighthouseResult[] | null = null;
  if (existsSync(chromePath)) {
    // The load tests above leave the server collecting garbage for a while; Lighthouse's simulated phone
    // scales what it observes, so it starts once that has passed.
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    lighthouseResults = await runLighthouse(
      appUrl,
      pages.all.filter((page) => page.label !== 'news list'),
    );
  } else {
    log(`no Chromium at ${chromePath} (set CHROME_PATH): Lighthouse is skipped`);
  }
  await stopChild(app);

  // The same server without the HTML cache: every answer is rendered.
  log('warm start without the HTML cache (HTML_CACHE=false)');
  const { child: uncachedApp } = await startApp(appPort, dataDir, { HTML_CACHE: 'false' });
  await expectCache(`${appUrl}${pages.home.path}`, 'MISS');
  const homeRendered = await measure(`${appUrl}${pages.home.path}`, uncachedApp);
  let articleRendered: LoadResult | null = null;
  if (pages.article) {
    await expectCache(`${appUrl}${pages.article.path}`, 'MISS');
    articleRendered = await measure(`${appUrl}${pages.article.path}`, uncachedApp);
  }
  const rssAfterRenderedLoad = await rssMb(uncachedApp);
  await stopChild(uncachedApp);
  const bookings = await bookingRows(appPort, dataDir);

  // The patient register's search at 100,000 records, on scratch databases of its own (bench/patients.ts).
  const patientSearch = await benchPatientSearch(log);

  const cpus = os.cpus();
  const cpu = cpus[0]?.model.trim() ?? 'unknown';
  console.log(`machine: ${cpus.length} CPUs (${cpu}), ${os.platform()} ${os.arch()}, Node ${process.version}`);
  console.log(`         1-min load average ${loadAverage.toFixed(2)} when the bench began`);
  console.log(
    `load:    ${loadGenerator === 'wrk' ? 'wrk (1 thread)' : 'autocannon (wrk is not installed)'}, ${load.connections} connections, ` +
      `${load.seconds} s after a ${load.warmUpSeconds} s warm-up (discarded), accept-encoding: gzip, load generator on the same machine`,
  );
  console.log();
  printTable([
    ['cold start (new database)', cold.startMs.toFixed(0), 'ms, spawn → /api/health 200; creates, migrates, seeds'],
    ['warm start (existing database)', warmMs.toFixed(0), 'ms, spawn → /api/health 200; reopens the database'],
    ...loadRows('bare Fastify JSON (reference)', reference, undefined),
    ...loadRows('GET /api/setting', setting, reference),
    ...loadRows('GET / (SSR home, HTML cache HIT)', homeCached, reference),
    ...loadRows('GET / (SSR home, rendered: no cache)', homeRendered, reference),
    ...(articleCached && articleRendered
      ? [
          ...loadRows('GET news article (HTML cache HIT)', articleCached, reference),
          ...loadRows('GET news article (rendered: no cache)', articleRendered, reference),
        ]
      : [['GET news article', 'skipped', 'no published article (GET /api/tintuc?limit=1 found none)'] as Row]),
    rssRow('server RSS after the warm start', rssAtStart),
    rssRow('server RSS after the cached load', rssAfterCachedLoad),
    rssRow('server RSS after the rendered load', rssAfterRenderedLoad),
    ...bookings,
    ...assets.flatMap(([page, { js, css }]): Row[] => [
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
    ]),
  ]);
  console.log();
  console.log('KB = 1024 bytes; gzip sizes are per file at level 9, summed; lazily imported chunks are not counted.');
  if (pages.article) console.log(`news article: ${pages.article.path}`);
  for (const [page, { js }] of assets) {
    const verdict = js.gzipBytes <= initialJsBudgetKb * 1024 ? 'OK' : 'OVER';
    console.log(`initial JS budget ${initialJsBudgetKb} KB gzip, ${page.label}: ${verdict} (${kb(js.gzipBytes)} KB)`);
  }
  const withIntl = assets.filter(([, a]) => a.intlPolyfill).map(([page]) => page.label);
  console.log(
    `Intl polyfill in the initial JS: ${withIntl.length ? `PRESENT on ${withIntl.join(', ')}` : `absent (${assets.length} pages checked)`}`,
  );
  console.log();
  printPatientSearch(patientSearch);
  if (lighthouseResults) {
    console.log(
      `Lighthouse ${lighthouseResults[0]?.version ?? ''}, mobile preset (default config), median of ${lighthouseRuns} runs by performance:`,
    );
    printLighthouse(lighthouseResults);
  } else {
    console.log(`Lighthouse: skipped (no Chromium at ${chromePath}; set CHROME_PATH)`);
  }
}

process.once('SIGINT', () => {
  log('interrupted; stopping the servers');
  void cleanUp().finally(() => process.exit(130));
});

try {
  await main();
  await cleanUp();
  process.exit(0);
} catch (error) {
  console.error(
    `bench failed: ${error instanceof BenchError || error instanceof LoadError ? error.message : ((error as Error).stack ?? error)}`,
  );
  await cleanUp();
  process.exit(1);
}
