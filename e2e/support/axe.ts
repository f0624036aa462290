// axe-core in a journey's page: the accessibility rules engine (WCAG 2.x A/AA and best practices) that Lighthouse and
// the browsers' audit extensions run, put into the page as it stands (after hydration, after a click), so a journey
// fails on any violation it finds. The package is pinned exactly: a new release adds rules, and a journey should
// not start failing without a change of ours.
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

type AxeApi = typeof axe;

/** One violation as a line a failed journey can be read from: rule, impact, what to fix and where. */
export function describeViolation(violation: axe.Result): string {
  const where = violation.nodes
    .slice(0, 5)
    .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`)
    .join('\n');
  const more = violation.nodes.length > 5 ? `\n    … and ${violation.nodes.length - 5} more` : '';
  return `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n${where}${more}`;
}

/** The violations axe finds in the page now (the whole document). */
export async function axeViolations(page: Page): Promise<axe.Result[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated by the browser's debugger protocol, not as a <script>: the site's Content-Security-Policy, which allows
  // only the page's own inline scripts, stays as it is in production.
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const engine = (window as unknown as { axe: AxeApi }).axe;
    const results = await engine.run(document, { resultTypes: ['violations'] });
    return results.violations;
  });
}

/** Every violation in the page, described; an empty list when there is none. */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  return (await axeViolations(page)).map(describeViolation);
}

/**
 * Fails the test when axe finds any violation in the page, listing them all. `soft`: the test goes on (to check the
 * other pages of a tour) and fails at its end.
 */
export async function expectAccessible(page: Page, where: string, { soft = false } = {}): Promise<void> {
  const problems = await accessibilityProblems(page);
  (soft ? expect.soft : expect)(problems, `axe found violations on ${where}`).toEqual([]);
}
