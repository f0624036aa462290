// axe-core on the public pages a newcomer walks through (home, a news article, the doctors, contact, the questions and
// answers, the two form pages and the not-found page), in Vietnamese and English, on a phone (375 px) and a desktop
// (1280 px): no violation at all.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { hydrated, useJourney, visit } from './support/journey';

const journey = useJourney();

/** The first article of the news list, as a reader would open it. */
async function firstArticle(page: Page): Promise<string> {
  await visit(page, `${journey.server.url}/tin-tuc`);
  const href = await page.locator('main a[href^="/tin-tuc/"]').first().getAttribute('href');
  expect(href).toBeTruthy();
  return href!;
}

const tour = (article: string) => [
  ['home', '/'],
  ['a news article', article],
  ['the doctors', '/bac-si'],
  ['contact', '/lien-he'],
  ['questions and answers', '/hoi-dap'],
  ['profile review (a form)', '/xet-duyet-ho-so'],
  ['member registration (a form)', '/dang-ky-thanh-vien'],
  ['not found', '/khong-co-trang-nay'],
];

describe('accessibility (axe-core)', () => {
  for (const lang of ['vi', 'en'] as const) {
    for (const width of [375, 1280]) {
      it(`finds no violation on the walk's pages, ${lang} at ${width} px`, { timeout: 240_000 }, async () => {
        const { context, page } = await journey.open({ lang, width });
        const article = await firstArticle(page);
        for (const [name, path] of tour(article)) {
          await page.goto(`${journey.server.url}${path}`);
          await hydrated(page);
          expect(await page.locator('html').getAttribute('lang')).toBe(lang);
          await expectAccessible(page, `${name} (${path}, ${lang}, ${width} px)`, { soft: true });
        }
        await context.close();
      });
    }
  }

  it('finds none with the phone menu and the request modal open, at 375 px', { timeout: 120_000 }, async () => {
    const { context, page } = await journey.open({ width: 375 });
    await visit(page, `${journey.server.url}/`);
    await page.getByRole('button', { name: 'Mở menu' }).click();
    await page.getByRole('button', { name: 'Chuyên mục tin tức' }).click();
    await expectAccessible(page, 'home with the phone menu and the news list open', { soft: true });
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    await page.locator('footer button[data-action="book"]').click();
    await page.getByRole('dialog').waitFor();
    await expectAccessible(page, 'home with the request modal open', { soft: true });
    await context.close();
  });
});
