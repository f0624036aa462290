// What Lighthouse (its default mobile preset) scores the public pages, run several times per page with the median
// kept, and the audits that keep a page under issue 3's targets.
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { PageUnderTest } from './pages';
import { BenchError, log } from './servers';

/**
 * Lighthouse's scores wander from run to run (its simulation multiplies the observed main-thread tasks, which
 * vary with the machine's load): each page runs this often, the median counts; Lighthouse's own advice is 5.
 */
export const lighthouseRuns = 5;
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

interface LighthouseFinding {
  category: LighthouseCategory;
  id: string;
  title: string;
  score: number;
  displayValue?: string | undefined;
}

export interface LighthouseResult {
  page: PageUnderTest;
  scores: Record<LighthouseCategory, number>;
  /** Weighted audits that did not pass, in categories below their target or (but performance) below 100. */
  findings: LighthouseFinding[];
  warnings: string[];
  version: string;
  /** Lighthouse's own measure of this host's CPU speed (higher is faster): its simulated phone is 4× slower than it. */
  benchmarkIndex: number;
}

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Lighthouse's default configuration (the mobile preset: a mid-range phone, simulated slow 4G and CPU) on each
 * page, lighthouseRuns times; the run with the median performance score stands for the page. Each run starts
 * with empty storage (Lighthouse clears it): a first visit, service worker included.
 */
export async function runLighthouse(appUrl: string, pages: PageUnderTest[]): Promise<LighthouseResult[]> {
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
      results.push({
        page,
        scores,
        findings,
        warnings: median.runWarnings,
        version: median.lighthouseVersion,
        benchmarkIndex: median.environment.benchmarkIndex,
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

export function printLighthouse(results: LighthouseResult[]): void {
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
  // The simulated phone is a fixed slowdown of this host, so a slower host reads a slower phone: the index says which.
  const indexes = results.map((r) => Math.round(r.benchmarkIndex));
  console.log(`Lighthouse's benchmark index of this host (median runs): ${indexes.join(', ')}`);
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
