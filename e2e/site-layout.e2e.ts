// Journeys through the parts of the layout every public page shares: the footer's collapsible panels (open
// by default, minus when open and plus when closed, re-opened when the screen reaches medium width) and the
// back-to-top button.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney, visit } from './support/journey';

const journey = useJourney();

/** The toggle of the footer panel titled `title`, and what it says about itself. */
function panel(page: Page, title: string) {
  const toggle = page.locator('footer button[aria-controls]', { hasText: title });
  return {
    toggle,
    expanded: () => toggle.getAttribute('aria-expanded'),
    icon: () => toggle.locator('[data-icon]').getAttribute('data-icon'),
    /** The icon is the toggle's last child: at the end of the title. */
    iconIsLast: () => toggle.evaluate((button) => button.lastElementChild?.getAttribute('data-icon') ?? null),
    bodyVisible: async () => {
      const id = await toggle.getAttribute('aria-controls');
      return page.locator(`[id="${id}"]`).isVisible();
    },
  };
}

describe('the footer panels', () => {
  it('at 375 px: open by default, close and open again, and re-open when the screen reaches medium width', async () => {
    const { context, page } = await journey.open({ width: 375 });
    await visit(page, `${journey.server.url}/`);
    const company = panel(page, 'Thông tin công ty');
    await company.toggle.scrollIntoViewIfNeeded();
    expect(await company.expanded()).toBe('true');
    expect(await company.icon()).toBe('minus');
    expect(await company.iconIsLast()).toBe('minus');
    expect(await company.bodyVisible()).toBe(true);
    expect(await page.locator('footer').getByRole('link', { name: 'Tin tức', exact: true }).isVisible()).toBe(true);

    await company.toggle.click();
    await expect.poll(company.expanded).toBe('false');
    expect(await company.icon()).toBe('plus');
    expect(await company.bodyVisible()).toBe(false);
    // The other panel keeps its own state.
    expect(await panel(page, 'Hỗ trợ khách hàng').expanded()).toBe('true');

    await company.toggle.click();
    await expect.poll(company.expanded).toBe('true');
    expect(await company.icon()).toBe('minus');

    // Closed on a phone, then the screen grows to medium width (a rotated tablet): it opens again.
    await company.toggle.click();
    await expect.poll(company.expanded).toBe('false');
    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(company.expanded).toBe('true');
    expect(await company.bodyVisible()).toBe(true);
    await context.close();
  });

  it('at 1280 px in English: open by default with the minus icon, and it still folds', async () => {
    const { context, page } = await journey.open({ width: 1280, lang: 'en' });
    await visit(page, `${journey.server.url}/`);
    for (const title of ['Company information', 'Customer support']) {
      const item = panel(page, title);
      expect(await item.expanded(), title).toBe('true');
      expect(await item.icon(), title).toBe('minus');
      expect(await item.bodyVisible(), title).toBe(true);
    }
    const support = panel(page, 'Customer support');
    await support.toggle.click();
    await expect.poll(support.expanded).toBe('false');
    expect(await support.icon()).toBe('plus');
    expect(await support.bodyVisible()).toBe(false);
    await context.close();
  });
});

describe('the back-to-top button', () => {
  for (const width of [375, 1280]) {
    it(`at ${width} px: hidden at the top, a 40 px square once scrolled down, and back to the top on click`, async () => {
      const { context, page } = await journey.open({ width });
      await visit(page, `${journey.server.url}/tin-tuc`);
      const button = page.getByRole('button', { name: 'Lên đầu trang' });
      expect(await button.getAttribute('tabindex')).toBe('-1');

      // Scrolled again on every try: hydration's scroll-to-top (a new page starts at its top) may come after.
      await expect
        .poll(async () => {
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          return button.getAttribute('tabindex');
        })
        .toBe('0');
      await expect.poll(() => button.isVisible()).toBe(true);
      const box = await button.boundingBox();
      expect(box && [Math.round(box.width), Math.round(box.height)]).toEqual([40, 40]);

      await button.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect.poll(() => button.getAttribute('tabindex')).toBe('-1');
      await context.close();
    });
  }
});
